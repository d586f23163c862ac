import { describe, expect, it } from "vitest";
import { dailyHoursOf } from "./session-hours";

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
