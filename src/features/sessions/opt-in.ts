/**
 * The rules that keep a stranger from filling a session
 * (docs/decisions/061-registrations-strangers-cannot-abuse.md): a visitor's registration holds no
 * seat until its registrant confirms it from the link mailed to them, within a day, and one client
 * address registers a bounded number of people to one session a day.
 */

const HOUR = 60 * 60_000;

/** How long a registration waits for its registrant's confirmation before it expires (no seat ever held). */
export const CONFIRMATION_HOURS = 24;
export const CONFIRMATION_WINDOW_MS = CONFIRMATION_HOURS * HOUR;

/**
 * The people one client address may register to one session in 24 hours: two full forms (the
 * registrant and four colleagues, twice). A company sending more people to one inter-company
 * session books an intra-company one; a script meets the cap at once.
 */
export const SESSION_DAILY_CAP = { max: 10, windowMs: 24 * HOUR } as const;

/** The oldest creation time a registration may have and still be confirmed by its link at `now`. */
export function confirmableSince(now: Date): Date {
  return new Date(now.getTime() - CONFIRMATION_WINDOW_MS);
}

/** Whether an unconfirmed registration created at `createdAt` has expired at `now`. */
export function confirmationExpired(createdAt: Date, now: Date): boolean {
  return createdAt < confirmableSince(now);
}

/**
 * The people one client address may register in 24 hours, all sessions together: a company's
 * training manager registering teams to several sessions fits; one address holding seats in every
 * session of the catalogue does not.
 */
export const DAILY_PEOPLE_CAP = { max: 30, windowMs: 24 * HOUR } as const;
