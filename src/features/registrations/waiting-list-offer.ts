import { parisInstant } from "@/lib/dates";

/**
 * A seat freed for the waiting list is offered, not given: the first in line has this long to
 * take it on their page, then it goes to the next
 * (docs/decisions/067-waiting-list-offers-and-the-session-page.md).
 */
export const OFFER_HOURS = 48;

/**
 * Until when a place offered at `now` is held for its trainee: 48 hours, but never past the
 * session's start (midnight, Paris time, of its first day).
 */
export function offerExpiry(now: Date, startDate: string): Date {
  const held = now.getTime() + OFFER_HOURS * 3_600_000;
  return new Date(Math.min(held, parisInstant(startDate, "00:00").getTime()));
}
