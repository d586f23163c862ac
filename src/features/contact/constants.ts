// Values the tables (this domain's and others' tables.ts) and the browser read. This file imports
// nothing, so a tables.ts reads it without a cycle and a client component without Drizzle.

/** A contact request's statuses, in the order of work. */
export const requestStatuses = ["new", "in_progress", "handled"] as const;
