// Values the tables (this domain's and others' tables.ts) and the browser read. This file imports
// nothing, so a tables.ts reads it without a cycle and a client component without Drizzle.

/**
 * A session's stored status. 'Complète' and 'Terminée' are not stored: they follow from the
 * seats taken and from the dates (seats.ts), so they can never disagree with them.
 */
export const sessionStatuses = ["planned", "open", "cancelled"] as const;

/** Where a session takes place: a permanent location, online, or at the client's (never published). */
export const sessionPlaces = ["location", "remote", "client"] as const;

/** The most seats a session may offer. */
export const MAX_CAPACITY = 999;

/** The half-days attendance is signed in: the morning and the afternoon (session-slots.ts). */
export const halfDays = ["am", "pm"] as const;

/**
 * A day of a session taught on days of its own choosing (not every weekday from its first to its
 * last) or at hours that differ from one day to the next. `hours` is null on a day taught at the
 * session's usual hours.
 */
export interface ScheduledDay {
  day: string;
  hours: string | null;
}
