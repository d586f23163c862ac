import { describe, expect, it } from "vitest";
import { answerDueOn, complaintStepOf, isOverdue, nextStepOf } from "./complaint-steps";
import { readPeriod } from "@/lib/period";

const at = new Date("2026-12-18T15:42:00Z");
const received = {
  acknowledged_at: null,
  analysed_at: null,
  answered_at: null,
  closed_at: null,
  answer_due_on: "2027-01-02",
};

describe("a complaint's steps", () => {
  it("stands at its last step and offers the next one, in order", () => {
    expect([complaintStepOf(received), nextStepOf(received)]).toEqual(["received", "acknowledge"]);
    const acknowledged = { ...received, acknowledged_at: at };
    expect([complaintStepOf(acknowledged), nextStepOf(acknowledged)]).toEqual([
      "acknowledged",
      "analyse",
    ]);
    const analysed = { ...acknowledged, analysed_at: at };
    expect(nextStepOf(analysed)).toBe("answer");
    const answered = { ...analysed, answered_at: at };
    expect([complaintStepOf(answered), nextStepOf(answered)]).toEqual(["answered", "close"]);
    const closed = { ...answered, closed_at: at };
    expect([complaintStepOf(closed), nextStepOf(closed)]).toEqual(["closed", null]);
    // Classed without an answer: closed, nothing more to do.
    const dismissed = { ...acknowledged, closed_at: at };
    expect([complaintStepOf(dismissed), nextStepOf(dismissed)]).toEqual(["closed", null]);
  });

  it("is due a number of calendar days after it came, and late only the day after, until answered", () => {
    expect(answerDueOn("2026-12-18", 15)).toBe("2027-01-02");
    expect(answerDueOn("2027-02-20", 15)).toBe("2027-03-07");
    expect(isOverdue(received, "2027-01-02")).toBe(false);
    expect(isOverdue(received, "2027-01-03")).toBe(true);
    expect(isOverdue({ ...received, answered_at: at }, "2027-06-01")).toBe(false);
  });
});

describe("the audit export's period", () => {
  it("reads two real days in order, and otherwise the last twelve months", () => {
    expect(readPeriod({ du: "2026-01-01", au: "2026-12-31" }, "2026-11-27")).toEqual({
      from: "2026-01-01",
      to: "2026-12-31",
    });
    const lastYear = { from: "2025-11-28", to: "2026-11-27" };
    expect(readPeriod({}, "2026-11-27")).toEqual(lastYear);
    expect(readPeriod({ du: "2026-12-31", au: "2026-01-01" }, "2026-11-27")).toEqual(lastYear);
    expect(readPeriod({ du: "2026-02-30", au: "2026-03-01" }, "2026-11-27")).toEqual(lastYear);
    expect(readPeriod({ du: "0001-01-01", au: "9999-12-31" }, "2026-11-27")).toEqual(lastYear);
  });
});
