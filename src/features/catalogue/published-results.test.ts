import { describe, expect, it } from "vitest";
import { overallResults, publishedYears } from "./published-results";

const entered = (year: number, satisfaction_rate: number | null) => ({
  year,
  trainees: 20,
  satisfaction_rate,
  completion_rate: 90,
  success_rate: 80,
});
const computed = (year: number) => ({
  year,
  trainees: 12,
  satisfaction_rate: 92,
  completion_rate: 100,
  responses: 11,
  response_rate: 92,
  months: [2, 5] as const,
});

describe("publishedYears", () => {
  it("lets a computed year win over the figures entered for it, keeping their certification success rate", () => {
    expect(publishedYears([entered(2026, 70)], [computed(2026)])).toEqual([
      {
        year: 2026,
        trainees: 12,
        satisfaction_rate: 92,
        completion_rate: 100,
        success_rate: 80,
        computed: { responses: 11, response_rate: 92, months: [2, 5] },
      },
    ]);
  });

  it("keeps years only entered by hand as entered, newest first, beside computed ones", () => {
    expect(
      publishedYears([entered(2024, 88), entered(2025, 91)], [computed(2026)]).map((row) => [
        row.year,
        row.computed ? "calculé" : "saisi",
      ]),
    ).toEqual([
      [2026, "calculé"],
      [2025, "saisi"],
      [2024, "saisi"],
    ]);
    expect(publishedYears([], [])).toEqual([]);
  });
});

describe("overallResults", () => {
  it("weights the provider's rates by trainees, each over the rows that have it", () => {
    expect(
      overallResults([
        {
          year: 2024,
          trainees: 10,
          satisfaction_rate: 90,
          completion_rate: 100,
          success_rate: null,
        },
        { year: 2025, trainees: 30, satisfaction_rate: 98, completion_rate: 90, success_rate: 80 },
      ]),
    ).toEqual({
      years: "2024-2025",
      trainees: 40,
      satisfaction_rate: 96,
      completion_rate: 93,
      success_rate: 80,
    });
    expect(overallResults([])).toBeNull();
  });
});
