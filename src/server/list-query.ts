import "server-only";
import { desc, ilike, or, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
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

/**
 * Where a newest-first read stopped: its last row's id and date, the date as PostgreSQL writes
 * it, to the microsecond a JavaScript date would lose.
 */
interface NewestFirstRow {
  id: number;
  cursor_at: string;
}

/** The column a newest-first row carries for the next page to start after it. */
export const cursorAt = (createdAt: AnyColumn) => sql<string>`${createdAt}::text`;

/** Rows an export reads at a time. */
const EXPORT_PAGE = 500;

/**
 * Every row of a query, newest first by `createdAt` then `id`, read a page at a time from where
 * the last one stopped (never an offset): what an export streams without holding every row.
 * `read` gives the query with `after` among its conditions; the order and the page's size, which
 * the cursor relies on, are set here.
 */
export async function* newestFirstPages<Query extends PgSelect>(
  createdAt: AnyColumn,
  id: AnyColumn,
  read: (after: SQL | undefined) => Query,
  size = EXPORT_PAGE,
): AsyncGenerator<Awaited<Query>> {
  let after: SQL | undefined;
  for (;;) {
    const rows = (await read(after)
      .orderBy(desc(createdAt), desc(id))
      .limit(size)) as Awaited<Query> & NewestFirstRow[];
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = sql`(${createdAt}, ${id}) < (${last.cursor_at}::timestamptz, ${last.id})`;
  }
}
