import "server-only";
import { getDb } from "@/server/database";
import { formationResults, publishedResultColumns } from "@/db/schema";
import { overallResults, type OverallResults } from "./qualiopi";
import { cachedRead } from "@/server/cache/cached-read";
import { cacheTags } from "@/server/cache/tags";

export interface ProviderResults {
  /** One row per year, newest first. */
  years: (OverallResults & { year: number })[];
  overall: OverallResults | null;
}

/** The provider's results, computed from every formation's published figures. */
export const getProviderResults = cachedRead("qualiopi:results", [cacheTags.formations], async (): Promise<ProviderResults> => {
  const rows = await (await getDb())
    .select(publishedResultColumns)
    .from(formationResults);
  const years = [...new Set(rows.map((row) => row.year))].sort((a, b) => b - a);
  return {
    years: years.map((year) => ({ year, ...overallResults(rows.filter((row) => row.year === year))! })),
    overall: overallResults(rows),
  };
});
