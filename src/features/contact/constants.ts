// Values both the database schema and the browser read. This file imports nothing, so the
// schema can read it without a layer cycle and a client component without pulling in Drizzle.

/** A contact request's statuses, in the order of work. */
export const requestStatuses = ["new", "in_progress", "handled"] as const;
