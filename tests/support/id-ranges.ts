import { getTableName, is, sql, type SQL } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import * as schema from "./schema";

/*
 * Test databases give each table its own million of ids, in the order of the tables' names, so
 * that an id never equals another table's by chance: a query that reads a column from the wrong
 * table (formation 3 owns session 3 in a small fixture) fails its test instead of passing by
 * coincidence.
 */
const RANGE = 1_000_000;

const tableNames: string[] = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table))
  .sort();

function rangeStart(tableName: string): number {
  const index = tableNames.indexOf(tableName);
  if (index < 0) throw new Error(`No table ${tableName} in tests/support/schema.ts`);
  return (index + 1) * RANGE + 1;
}

/** The id a test database gives the first row inserted in `table`. */
export function firstId(table: PgTable): number {
  return rangeStart(getTableName(table));
}

interface Executor {
  execute(query: SQL): Promise<unknown>;
}

/** Starts every sequence of a freshly migrated database at its table's range. */
export async function giveEachTableItsIdRange(db: Executor): Promise<void> {
  const result = (await db.execute(
    sql`SELECT table_name, pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
        FROM information_schema.columns
        WHERE table_schema = 'public'
          AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`,
  )) as { rows: { table_name: string; sequence: string }[] };
  for (const { table_name, sequence } of result.rows) {
    await db.execute(sql`SELECT setval(${sequence}, ${rangeStart(table_name)}, false)`);
  }
}
