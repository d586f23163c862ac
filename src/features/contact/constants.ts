// Values both the database schema and the browser read. This file imports nothing, so the
// schema can read it without a layer cycle and a client component without pulling in Drizzle.

/** A person needs more than this to fill the contact form; a script does not. */
export const MIN_FILL_TIME_MS = 2_000;

/** A contact request's statuses, in the order of work. */
export const requestStatuses = ["new", "in_progress", "handled"] as const;
