/**
 * The rules that keep a stranger from filling a session
 * (docs/decisions/061-registrations-strangers-cannot-abuse.md, 077): a visitor's registration
 * holds no seat until its registrant confirms it from the link mailed to them, within a day; each
 * colleague they named holds one only once they confirm from their own mail; and one client
 * address registers a bounded number of people to one session a day.
 */

const HOUR = 60 * 60_000;

/** How long a registration waits for its registrant's confirmation before it expires (no seat ever held). */
export const CONFIRMATION_HOURS = 24;
export const CONFIRMATION_WINDOW_MS = CONFIRMATION_HOURS * HOUR;

/**
 * The people one client address may register to one session in 24 hours: half its seats,
 * rounded up, and never more than two full forms (the registrant and four colleagues, twice). A
 * company sending more people to one inter-company session books an intra-company one; one
 * connection cannot take most of a session's seats, even with addresses of its own.
 */
export function sessionDailyCap(capacity: number | undefined) {
  // An unknown session has the widest cap: its registration is refused as unknown.
  const half = capacity === undefined ? 10 : Math.max(1, Math.ceil(capacity / 2));
  return { max: Math.min(10, half), windowMs: 24 * HOUR };
}

/**
 * When an unconfirmed registration expires: a colleague's at the end of the offer their own mail
 * made (`offer_expires_at`, set when their registrant confirmed); otherwise
 * CONFIRMATION_HOURS after it was made.
 */
function confirmationDeadline(registration: {
  created_at: Date;
  offer_expires_at: Date | null;
}): Date {
  return (
    registration.offer_expires_at ??
    new Date(registration.created_at.getTime() + CONFIRMATION_WINDOW_MS)
  );
}

/** Whether an unconfirmed registration has expired at `now`. */
export function confirmationExpired(
  registration: { created_at: Date; offer_expires_at: Date | null },
  now: Date,
): boolean {
  return confirmationDeadline(registration) < now;
}

/**
 * The people one client address may register in 24 hours, all sessions together: a company's
 * training manager registering teams to several sessions fits; one address holding seats in every
 * session of the catalogue does not.
 */
export const DAILY_PEOPLE_CAP = { max: 30, windowMs: 24 * HOUR } as const;
