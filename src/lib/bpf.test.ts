import { describe, expect, it } from "vitest";
import {
  accountingYear,
  bpfDeadline,
  funderKindOf,
  lastClosedYear,
  roundedParts,
  wholeEuros,
  wholeHours,
} from "./bpf";

describe("the yearly BPF's law values", () => {
  it("reports on the accounting year closing in the year named, whatever day it closes", () => {
    expect(accountingYear("12-31", 2026)).toEqual({ from: "2026-01-01", to: "2026-12-31" });
    expect(accountingYear("06-30", 2026)).toEqual({ from: "2025-07-01", to: "2026-06-30" });
    // A year closing at the end of February starts on 1 March, leap year or not.
    expect(accountingYear("02-28", 2025)).toEqual({ from: "2024-02-29", to: "2025-02-28" });
  });

  it("knows the last year closed on a day, and when its BPF is due (R6352-23)", () => {
    expect(lastClosedYear("12-31", "2027-04-02")).toBe(2026);
    expect(lastClosedYear("12-31", "2026-12-31")).toBe(2025);
    expect(lastClosedYear("06-30", "2026-07-01")).toBe(2026);
    expect(bpfDeadline(2026)).toBe("2027-04-30");
  });

  it("rounds amounts to the nearest euro and hours to the nearest hour, halves up", () => {
    expect(wholeEuros(149_950)).toBe(1500);
    expect(wholeEuros(149_949)).toBe(1499);
    expect(wholeHours(90)).toBe(2);
    expect(wholeHours(89)).toBe(1);
  });

  it("rounds parts so that they add up to their total rounded", () => {
    // Three trainees of 1 h 30 each: 4 h 30 in all, 5 h; each alone would round to 2 h, 6 h.
    expect(roundedParts([90, 90, 90], 60)).toEqual([2, 2, 1]);
    expect(roundedParts([420, 210], 60)).toEqual([7, 4]);
    expect(roundedParts([], 60)).toEqual([]);
    // Levels of a line rounded to 2 h: they add up to it, not to their own 3 h.
    expect(roundedParts([150, 0], 60, 2)).toEqual([2, 0]);
  });

  it("says who pays from the line an income counts on", () => {
    expect(funderKindOf("C-2e")).toBe("cpf");
    expect(funderKindOf("C-2h")).toBe("opco");
    expect(funderKindOf("C-10")).toBe("provider");
    expect(funderKindOf("C-7")).toBe("public");
  });
});
