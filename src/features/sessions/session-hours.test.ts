import { describe, expect, it } from "vitest";
import { dailyHoursOf, splitHoursOf } from "./session-hours";

describe("dailyHoursOf", () => {
  it("reads the hours as staff write them", () => {
    expect(dailyHoursOf("9 h – 17 h")).toEqual({ start: "09:00", end: "17:00" });
    expect(dailyHoursOf("9h30-12h30 et 13h30-17h30")).toEqual({ start: "09:30", end: "17:30" });
    expect(dailyHoursOf("09:00 - 17:15")).toEqual({ start: "09:00", end: "17:15" });
  });

  it("gives no hours rather than wrong ones", () => {
    expect(dailyHoursOf(null)).toBeNull();
    expect(dailyHoursOf("journée entière")).toBeNull();
    expect(dailyHoursOf("17 h – 9 h")).toBeNull();
    expect(dailyHoursOf("9 h")).toBeNull();
    expect(dailyHoursOf("25 h – 26 h")).toBeNull();
  });
});

describe("splitHoursOf", () => {
  it("reads a day written with its break", () => {
    expect(splitHoursOf("9h30-12h30 et 13h30-17h30")).toEqual([
      { start: "09:30", end: "12:30" },
      { start: "13:30", end: "17:30" },
    ]);
  });

  it("gives nothing for one range or times out of order", () => {
    expect(splitHoursOf("9 h – 17 h")).toBeNull();
    expect(splitHoursOf("13h-17h et 9h-12h")).toBeNull();
    expect(splitHoursOf(null)).toBeNull();
  });
});
