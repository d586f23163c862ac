import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { eventsIcs } from "./ics";

const options = { brandName: "Atlas", host: "atlas.example", eventsUrl: "https://atlas.example/formations/evenements", now: new Date("2026-11-22T10:00:00Z") };

describe("eventsIcs", () => {
  it("writes all-day events that a real parser reads back", () => {
    const ics = eventsIcs(
      [
        {
          id: 7,
          nom: "Sommet IA; édition 2026, Lisbonne",
          description: "Ligne 1\nLigne 2 — ".repeat(8),
          start_date: "2026-12-13",
          end_date: "2026-12-15",
          location: { city: "Lisbonne", country: "Portugal" },
        },
        { id: 8, nom: "Salon", description: null, start_date: "2027-01-05", end_date: "2027-01-05", location: null },
      ],
      options,
    );
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    const calendar = new ICAL.Component(ICAL.parse(ics));
    const [first, second] = calendar.getAllSubcomponents("vevent").map((component) => new ICAL.Event(component));
    expect(first!.uid).toBe("event-7@atlas.example");
    expect(first!.summary).toBe("Sommet IA; édition 2026, Lisbonne");
    expect(first!.description).toBe("Ligne 1\nLigne 2 — ".repeat(8));
    expect(first!.location).toBe("Lisbonne, Portugal");
    expect(first!.startDate.toString()).toBe("2026-12-13");
    expect(first!.endDate.toString()).toBe("2026-12-16");
    expect(second!.startDate.isDate).toBe(true);
    expect(second!.endDate.toString()).toBe("2027-01-06");
  });
});
