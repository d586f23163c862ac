import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { calendarIcs } from "./ics";

const options = {
  brandName: "Atlas",
  siteUrl: "https://atlas.example",
  now: new Date("2026-11-22T10:00:00Z"),
};

const parse = (ics: string) =>
  new ICAL.Component(ICAL.parse(ics))
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component));

describe("calendarIcs", () => {
  it("writes all-day events that a real parser reads back", () => {
    const ics = calendarIcs(
      [
        {
          kind: "event",
          id: 7,
          nom: "Sommet IA; édition 2026, Lisbonne",
          description: "Ligne 1\nLigne 2 — ".repeat(8),
          start_date: "2026-12-13",
          end_date: "2026-12-15",
          location: { city: "Lisbonne", country: "Portugal" },
        },
        {
          kind: "event",
          id: 8,
          nom: "Salon",
          description: null,
          start_date: "2027-01-05",
          end_date: "2027-01-05",
          location: null,
        },
      ],
      options,
    );
    expect(ics.split("\r\n").every((line) => new TextEncoder().encode(line).length <= 75)).toBe(
      true,
    );
    const [first, second] = parse(ics);
    expect(first!.uid).toBe("event-7@atlas.example");
    expect(first!.summary).toBe("Sommet IA; édition 2026, Lisbonne");
    expect(first!.description).toBe("Ligne 1\nLigne 2 — ".repeat(8));
    expect(first!.location).toBe("Lisbonne, Portugal");
    expect(first!.startDate.toString()).toBe("2026-12-13");
    expect(first!.endDate.toString()).toBe("2026-12-16");
    expect(first!.component.getFirstPropertyValue("url")).toBe(
      "https://atlas.example/formations/evenements#evenement-7",
    );
    expect(second!.startDate.isDate).toBe(true);
    expect(second!.endDate.toString()).toBe("2027-01-06");
  });

  it("writes a session as one, with its seats and its registration address, its id apart from the events'", () => {
    const [session] = parse(
      calendarIcs(
        [
          {
            kind: "session",
            id: 7,
            nom: "Python",
            slug: "python",
            start_date: "2027-01-11",
            end_date: "2027-01-13",
            place: "Lyon",
            seats: "3 places restantes",
            open: true,
          },
        ],
        options,
      ),
    );
    expect(session!.uid).toBe("session-7@atlas.example");
    expect(session!.summary).toBe("Session de formation : Python");
    expect(session!.location).toBe("Lyon");
    expect(session!.description).toBe(
      "3 places restantes\nInscription : https://atlas.example/inscription/7",
    );
    expect(session!.endDate.toString()).toBe("2027-01-14");
  });
});
