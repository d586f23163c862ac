import { describe, expect, it } from "vitest";
import { compareByEventStart, eventPlace } from "./event-formations";

describe("eventPlace", () => {
  it("reads 'city - country', the country alone, or the fallback", () => {
    expect(eventPlace({ city: "Lisbonne", country: "Portugal" })).toBe("Lisbonne - Portugal");
    expect(eventPlace({ city: null, country: "Thaïlande" })).toBe("Thaïlande");
    expect(eventPlace(null)).toBe("Emplacement non disponible");
  });
});

describe("compareByEventStart", () => {
  it("sorts by start date, undated last", () => {
    const rows = [
      { id: "undated", event: null },
      { id: "later", event: { start_date: "2027-05-01" } },
      { id: "sooner", event: { start_date: "2027-01-10" } },
      { id: "undated too", event: null },
    ];
    expect(rows.sort(compareByEventStart).map((row) => row.id)).toEqual([
      "sooner",
      "later",
      "undated",
      "undated too",
    ]);
  });
});
