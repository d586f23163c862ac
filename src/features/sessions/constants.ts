// Values both the database schema and the browser read. This file imports nothing, so the
// schema can read it without a layer cycle and a client component without pulling in Drizzle.

/**
 * A session's stored status. 'Complète' and 'Terminée' are not stored: they follow from the
 * seats taken and from the dates (seats.ts), so they can never disagree with them.
 */
export const sessionStatuses = ["planned", "open", "cancelled"] as const;

/** Where a session takes place: a permanent location, online, or at the client's (never published). */
export const sessionPlaces = ["location", "remote", "client"] as const;

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

/** The most seats a session may offer. */
export const MAX_CAPACITY = 999;

/** The longest reason a trainee may give when cancelling on their page. */
export const MAX_CANCEL_REASON = 1000;

/** The half-days attendance is signed in: the morning and the afternoon (session-slots.ts). */
export const halfDays = ["am", "pm"] as const;

/** A trainee at a half-day: there all of it, not there, or there between two times. */
export const attendanceStatuses = ["present", "absent", "partial"] as const;

/** How a signature is given: drawn with a finger, or the signer's name typed. */
export const signatureKinds = ["drawn", "typed"] as const;

/** How long after its session a trainer's link still opens: to countersign a forgotten half-day. */
export const TRAINER_LINK_DAYS_AFTER_END = 30;

/** The longest drawn signature kept, as SVG path text: a few dozen strokes. */
export const MAX_SIGNATURE_PATH = 20_000;

/**
 * A day of a session taught on days of its own choosing (not every weekday from its first to its
 * last) or at hours that differ from one day to the next. `hours` is null on a day taught at the
 * session's usual hours.
 */
export interface ScheduledDay {
  day: string;
  hours: string | null;
}

/** What a scanned attendance sheet may be: a scanner's PDF or a phone's photo. */
export const scanFormats = ["pdf", "jpeg", "png"] as const;
/** A scanner's PDF of a few pages at 300 dpi, or a phone's photo of the sheet. */
export const MAX_SCAN_MEGABYTES = 20;
