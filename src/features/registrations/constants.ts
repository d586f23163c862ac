/**
 * A registration's status, in the order of work. A visitor's registration is 'unconfirmed' until
 * its registrant opens the link mailed to them (or staff confirm it): it holds no seat before.
 */
export const registrationStatuses = [
  "unconfirmed",
  "pending",
  "confirmed",
  "waiting",
  "cancelled",
  "present",
] as const;

export type RegistrationStatus = (typeof registrationStatuses)[number];

/** The registrations a trainee or staff still act on: not cancelled, not yet attended. */
export const activeRegistrationStatuses: readonly RegistrationStatus[] = [
  "pending",
  "confirmed",
  "waiting",
];

/** The statuses that hold a seat: a cancelled registration frees its own, a waiting one has none. */
export const seatHoldingStatuses = ["pending", "confirmed", "present"] as const;

/**
 * The trainees a session's attendance is taken for, and who are evaluated at its end: those
 * holding a confirmed seat.
 */
export const attendingStatuses = ["confirmed", "present"] as const;

/** The longest reason a trainee may give when cancelling on their page. */
export const MAX_CANCEL_REASON = 1000;
