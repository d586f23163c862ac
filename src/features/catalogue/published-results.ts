import type { YearResults } from "@/features/formations/public";
import type { ComputedYear } from "@/features/surveys/public";

/**
 * A formation's published years, newest first: a year its sessions and surveys count wins over
 * the figures entered by hand for it (their certification success rate, never computed, stays);
 * a year only entered by hand is kept as entered.
 */
export function publishedYears(
  entered: readonly YearResults[],
  computed: readonly ComputedYear[],
): YearResults[] {
  const byYear = new Map<number, YearResults>(entered.map((row) => [row.year, row]));
  for (const { responses, response_rate, months, ...figures } of computed) {
    byYear.set(figures.year, {
      ...figures,
      success_rate: byYear.get(figures.year)?.success_rate ?? null,
      computed: { responses, response_rate, months },
    });
  }
  return [...byYear.values()].sort((a, b) => b.year - a.year);
}

export interface OverallResults {
  years: string;
  trainees: number;
  satisfaction_rate: number | null;
  completion_rate: number | null;
  success_rate: number | null;
}

/**
 * The provider's results over several rows (formations and years): rates weighted by trainees,
 * each over the rows that have it, rounded to whole percentages.
 */
export function overallResults(rows: readonly YearResults[]): OverallResults | null {
  if (rows.length === 0) return null;
  const weighted = (rate: "satisfaction_rate" | "completion_rate" | "success_rate") => {
    const counted = rows.filter((row) => row[rate] !== null && row.trainees > 0);
    const trainees = counted.reduce((sum, row) => sum + row.trainees, 0);
    if (trainees === 0) return null;
    return Math.round(counted.reduce((sum, row) => sum + row[rate]! * row.trainees, 0) / trainees);
  };
  const years = rows.map((row) => row.year);
  const first = Math.min(...years);
  const last = Math.max(...years);
  return {
    years: first === last ? String(first) : `${first}-${last}`,
    trainees: rows.reduce((sum, row) => sum + row.trainees, 0),
    satisfaction_rate: weighted("satisfaction_rate"),
    completion_rate: weighted("completion_rate"),
    success_rate: weighted("success_rate"),
  };
}
