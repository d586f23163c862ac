import { describe, expect, it } from "vitest";
import { emptyEvent, eventLocationLabel, eventSchema } from "./schema";

const places = [
  { id: 1, city: "Lisbonne", country: "Portugal" },
  { id: 2, city: null, country: "Japon" },
];

describe("the event form", () => {
  it("requires the name and both dates", () => {
    const messages = eventSchema.safeParse(emptyEvent).error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        "Le nom de l'événement est requis.",
        "La date de début est requise.",
        "La date de fin est requise.",
      ]),
    );
  });

  it("saves 'none' as no location and an id as a number", () => {
    const event = {
      ...emptyEvent,
      nom: "VivaTech",
      start_date: "2026-06-17",
      end_date: "2026-06-20",
    };
    expect(eventSchema.parse(event).location).toBeNull();
    expect(eventSchema.parse({ ...event, location: "2" }).location).toBe(2);
    expect(eventSchema.safeParse({ ...event, location: "abc" }).success).toBe(false);
  });

  it("refuses an end before the start", () => {
    const event = {
      ...emptyEvent,
      nom: "VivaTech",
      start_date: "2026-06-17",
      end_date: "2026-06-16",
    };
    expect(eventSchema.safeParse(event).error?.issues[0]?.message).toBe(
      "La date de fin ne peut pas précéder la date de début.",
    );
  });
});

describe("an event's place on its card", () => {
  it("reads 'Non spécifié', 'Inconnu', or city and country", () => {
    expect(eventLocationLabel(null, places)).toBe("Non spécifié");
    expect(eventLocationLabel(9, places)).toBe("Inconnu");
    expect(eventLocationLabel(1, places)).toBe("Lisbonne, Portugal");
    expect(eventLocationLabel(2, places)).toBe("Japon");
  });
});
