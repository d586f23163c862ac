/**
 * Column names follow the specification (`price_no_tax`, `event_id`, `nom`, `training_program`...)
 * so that the spec can be read against the schema. Dates without time (`date`) are kept as
 * `YYYY-MM-DD` strings: they are calendar days in Europe/Paris, never instants.
 */

import { timestamp, customType } from "drizzle-orm/pg-core";
export const createdAt = () =>
  timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Raw bytes: PostgreSQL's bytea, a Buffer on the way in (node-postgres and PGlite give bytes back). */
export const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});
