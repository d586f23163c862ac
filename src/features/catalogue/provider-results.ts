import "server-only";
import { getDb } from "@/server/database";
import { readComputedYears } from "@/features/surveys/public";
import { currentDay } from "@/server/clock";
import { cachedRead } from "@/server/cache/cached-read";
import { cacheTags } from "@/server/cache/tags";
import { formationResults, publishedResultColumns } from "@/features/formations/tables";
import { overallResults, publishedYears, type OverallResults } from "./published-results";

export interface ProviderResults {
  /** One row per year, newest first. */
  years: (OverallResults & { year: number })[];
  overall: OverallResults | null;
}

/** The provider's results, computed from every formation's published figures. */
export const getProviderResults = cachedRead(
  "qualiopi:results",
  [cacheTags.formations, cacheTags.sessions],
  async (): Promise<ProviderResults> => {
    const db = await getDb();
    const [entered, computed] = await Promise.all([
      db
        .select({ formation_id: formationResults.formation_id, ...publishedResultColumns })
        .from(formationResults),
      readComputedYears(db, currentDay()),
    ]);
    // Each formation's published years (computed ones winning), then all formations together.
    const formationIds = new Set([...entered, ...computed].map((row) => row.formation_id));
    const rows = [...formationIds].flatMap((id) =>
      publishedYears(
        entered.filter((row) => row.formation_id === id),
        computed.filter((row) => row.formation_id === id),
      ),
    );
    const years = [...new Set(rows.map((row) => row.year))].sort((a, b) => b - a);
    return {
      years: years.map((year) => ({
        year,
        ...overallResults(rows.filter((row) => row.year === year))!,
      })),
      overall: overallResults(rows),
    };
  },
);
