/**
 * A seat freed for the waiting list is offered, not given: the first in line has this long to
 * take it on their page, then it goes to the next
 * (docs/decisions/067-waiting-list-offers-and-the-session-page.md).
 */
export const OFFER_HOURS = 48;

/** Until when a place offered at `now` is held for its trainee. */
export function offerExpiry(now: Date): Date {
  return new Date(now.getTime() + OFFER_HOURS * 3_600_000);
}
