import { getTableName, sql, type Column, type SQL } from "drizzle-orm";

/**
 * A column of the outer query, named with its table, for a raw SQL subquery that refers to the
 * outer row. Drizzle writes the columns of a single-table select without their table, so
 * `${formations.id}` in a subquery on the sessions would read the session's own `id`
 * (lint rule local/outer-column asks for this wherever a subquery names another table's column).
 */
export function outerColumn(column: Column): SQL {
  return sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;
}
