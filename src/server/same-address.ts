import "server-only";
import { sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * An e-mail column holding `email`, whatever the case: addresses are compared as the unique
 * indexes on `lower(email)` compare them.
 */
export function sameAddress(column: AnyColumn, email: string): SQL {
  return sql`lower(${column}) = lower(${email})`;
}
