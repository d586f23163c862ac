import { describe, expect, it } from "vitest";
import { chunksOf, sessionDays } from "./session-days";

describe("sessionDays", () => {
  it("counts every day of a session within a week", () => {
    expect(
      sessionDays({ start_date: "2026-12-09", end_date: "2026-12-11", schedule: null }),
    ).toEqual(["2026-12-09", "2026-12-10", "2026-12-11"]);
  });

  it("leaves out the weekend a session spans, but keeps a weekend session's own days", () => {
    // Friday 11 to Monday 14 December 2026.
    expect(
      sessionDays({ start_date: "2026-12-11", end_date: "2026-12-14", schedule: null }),
    ).toEqual(["2026-12-11", "2026-12-14"]);
    expect(
      sessionDays({ start_date: "2026-12-12", end_date: "2026-12-13", schedule: null }),
    ).toEqual(["2026-12-12", "2026-12-13"]);
  });

  it("takes a schedule's own days as they are", () => {
    const schedule = [
      { day: "2026-12-14", hours: null },
      { day: "2026-12-19", hours: "9 h – 12 h" },
    ];
    expect(sessionDays({ start_date: "2026-12-14", end_date: "2026-12-19", schedule })).toEqual([
      "2026-12-14",
      "2026-12-19",
    ]);
  });
});

describe("chunksOf", () => {
  it("splits into runs, and gives one empty run for nothing", () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([], 12)).toEqual([[]]);
  });
});
