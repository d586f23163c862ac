import { describe, expect, it } from "vitest";
import {
  addDays,
  clockText,
  formatDateRange,
  formatDateTime,
  formatDayList,
  formatLongDate,
  formatShortWeekdayDate,
  formatWeekdayDate,
  parisDay,
  parisInstant,
} from "./dates";

describe("parisDay", () => {
  it("gives the Paris calendar day, not the UTC one", () => {
    // 23:30 UTC on 31 December is already 1 January in Paris (UTC+1 in winter).
    expect(parisDay(new Date("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
    // 21:59 UTC on 30 June is 23:59 in Paris (UTC+2 in summer).
    expect(parisDay(new Date("2026-06-30T21:59:00Z"))).toBe("2026-06-30");
  });
});

describe("addDays", () => {
  it("crosses months, years and daylight-saving changes", () => {
    expect(addDays("2026-01-30", 3)).toBe("2026-02-02");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});

describe("formatDateRange", () => {
  it("names the month and year once when both days share them", () => {
    expect(formatDateRange("2026-03-12", "2026-03-15")).toBe("Du 12 au 15 mars 2026");
  });

  it("names both months when they differ within one year", () => {
    expect(formatDateRange("2026-03-28", "2026-04-02")).toBe("Du 28 mars au 2 avril 2026");
  });

  it("gives both full dates across two years", () => {
    expect(formatDateRange("2026-12-28", "2027-01-02")).toBe(
      "Du 28 décembre 2026 au 2 janvier 2027",
    );
  });

  it("starts with a lowercase 'du' on request, to continue a sentence", () => {
    expect(formatDateRange("2026-03-12", "2026-03-15", { lowercase: true })).toBe(
      "du 12 au 15 mars 2026",
    );
  });

  it("gives the long date for a single day", () => {
    expect(formatDateRange("2026-07-14", null)).toBe("14 juillet 2026");
    expect(formatDateRange(null, "2026-07-14")).toBe("14 juillet 2026");
    expect(formatDateRange("2026-07-14", "2026-07-14")).toBe("14 juillet 2026");
  });

  it("gives an empty text without dates", () => {
    expect(formatDateRange(null, null)).toBe("");
    expect(formatDateRange(undefined, "")).toBe("");
  });
});

describe("formatLongDate", () => {
  it("keeps the calendar day whatever the time zone of the machine", () => {
    expect(formatLongDate("2026-01-02")).toBe("2 janvier 2026");
  });
});

describe("the first of a month", () => {
  it("is written « 1er », as French writes it, in every format with a day", () => {
    expect(formatLongDate("2026-01-01")).toBe("1er janvier 2026");
    expect(formatDateRange("2027-02-01", "2027-02-03")).toBe("Du 1er au 3 février 2027");
    expect(formatDateRange("2026-08-31", "2026-09-01", { lowercase: true })).toBe(
      "du 31 août au 1er septembre 2026",
    );
    expect(formatDateRange("2026-12-01", "2026-12-31")).toBe("Du 1er au 31 décembre 2026");
    expect(formatDayList(["2026-12-01", "2026-12-11", "2027-01-01"])).toBe(
      "Les 1er, 11 décembre 2026 et 1er janvier 2027",
    );
    expect(formatWeekdayDate("2026-12-01")).toBe("mardi 1er décembre");
    expect(formatShortWeekdayDate("2026-12-01")).toBe("mar. 1er déc.");
    // Only the first: the eleventh, the twenty-first and the thirty-first stay as they are.
    expect(formatWeekdayDate("2026-12-21")).toBe("lundi 21 décembre");
  });
});

describe("clockText", () => {
  it("writes a time of day as French does", () => {
    expect(clockText("09:00")).toBe("9 h");
    expect(clockText("13:30")).toBe("13 h 30");
  });
});

describe("formatDateTime", () => {
  it("shows an instant in Paris time, summer and winter", () => {
    expect(formatDateTime(new Date("2026-11-22T13:03:00Z"))).toBe("22/11/2026 à 14 h 03");
    expect(formatDateTime(new Date("2026-07-01T22:30:00Z"))).toBe("02/07/2026 à 0 h 30");
    expect(formatDateTime(new Date("2026-07-01T15:00:00Z"))).toBe("01/07/2026 à 17 h");
  });
});

describe("parisInstant", () => {
  it("reads a Paris wall-clock time in winter and in summer", () => {
    expect(parisInstant("2027-01-11", "09:00").toISOString()).toBe("2027-01-11T08:00:00.000Z");
    expect(parisInstant("2027-07-05", "09:00").toISOString()).toBe("2027-07-05T07:00:00.000Z");
    // The day summer time starts (28 March 2027, 2:00 → 3:00).
    expect(parisInstant("2027-03-28", "09:00").toISOString()).toBe("2027-03-28T07:00:00.000Z");
  });
});
