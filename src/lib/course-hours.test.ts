import { describe, expect, it } from "vitest";
import { durationHours, isoHours } from "./course-hours";

describe("durationHours", () => {
  it.each([
    ["2 jours", 14],
    ["1 jour", 7],
    ["5 jours", 35],
    ["3j", 21],
    ["3 heures", 3],
    ["21 h", 21],
    ["1,5 jour", 10.5],
    ["une demi-journée", 3.5],
    ["2 demi-journées", 7],
    ["sur mesure", 7],
  ])("'%s' is %d hours", (duration, hours) => {
    expect(durationHours(duration)).toBe(hours);
  });
});

describe("isoHours", () => {
  it("writes an ISO 8601 duration", () => {
    expect(isoHours(14)).toBe("PT14H");
    expect(isoHours(10.5)).toBe("PT10.5H");
  });
});
