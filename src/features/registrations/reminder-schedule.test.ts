import { describe, expect, it } from "vitest";
import { reminderStarts } from "./reminder-schedule";

describe("reminderStarts", () => {
  it("sends the week's reminder for sessions starting in 2 to 7 days, the eve's for tomorrow's", () => {
    expect(reminderStarts(7, "2027-01-04")).toEqual({ from: "2027-01-06", to: "2027-01-11" });
    expect(reminderStarts(1, "2027-01-10")).toEqual({ from: "2027-01-11", to: "2027-01-11" });
  });

  it("never makes the two windows meet: a session is due one reminder a day at most", () => {
    const today = "2027-03-27";
    const week = reminderStarts(7, today);
    const eve = reminderStarts(1, today);
    expect(eve.to < week.from).toBe(true);
  });
});
