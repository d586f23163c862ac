import "server-only";
import { ilike, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { containsPattern, offsetOf, PAGE_SIZE, type Page } from "@/lib/list-params";

/** The condition of a management list's search: the text anywhere in one of these columns. */
export function matchesSearch(query: string, columns: (AnyColumn | SQL)[]): SQL | undefined {
  if (!query) return undefined;
  const pattern = containsPattern(query);
  return or(...columns.map((column) => ilike(column as AnyColumn, pattern)));
}

/** A text array column as one text, for the search (tags, roles). */
export function arrayText(column: AnyColumn): SQL {
  return sql`coalesce(array_to_string(${column}, ' '), '')`;
}

/** One page of rows and the total matching, read together. */
export async function readPage<T>(
  page: number,
  rows: (limit: number, offset: number) => Promise<T[]>,
  total: () => Promise<{ value: number }[]>,
): Promise<Page<T>> {
  const [pageRows, [counted]] = await Promise.all([rows(PAGE_SIZE, offsetOf(page)), total()]);
  return { rows: pageRows, total: counted?.value ?? 0, page };
}
