import { type sessionStatuses } from "@/features/sessions/client";
import { seatHoldingStatuses, type RegistrationStatus } from "./constants";

type SessionStatus = (typeof sessionStatuses)[number];

/** What the seat rules read of a session. */
export interface SeatedSession {
  capacity: number;
  held_seats: number;
  status: SessionStatus;
  start_date: string;
  end_date: string;
}

/** From this number of seats left down, the site says how many remain. */
const FEW_SEATS = 5;

/** Seats a new registration may still take: capacity, less the seats held back and taken. */
export function seatsLeft(
  session: Pick<SeatedSession, "capacity" | "held_seats">,
  taken: number,
): number {
  return Math.max(0, session.capacity - session.held_seats - taken);
}

/**
 * What a session is today, as staff and visitors read it: the stored status, unless the dates
 * (terminée) or the seats (complète) say more. A cancelled session stays cancelled.
 */
export function sessionState(
  session: SeatedSession,
  taken: number,
  today: string,
): SessionStatus | "full" | "finished" {
  if (session.status === "cancelled") return "cancelled";
  if (session.end_date < today) return "finished";
  if (session.status === "open" && seatsLeft(session, taken) === 0) return "full";
  return session.status;
}

/**
 * Whether a visitor may register: an open session that has not started yet. A full one still
 * takes registrations, on its waiting list.
 */
export function acceptsRegistrations(session: SeatedSession, today: string): boolean {
  return session.status === "open" && session.start_date > today;
}

/** A new registration holds a seat while one is left, and waits for one otherwise (`left` may run below zero for a group). */
export function newRegistrationStatus(
  left: number,
): Extract<RegistrationStatus, "pending" | "waiting"> {
  return left > 0 ? "pending" : "waiting";
}

/** The seats line of a session card: the count once few remain, the waiting list once full. */
export function seatsText(left: number): string | null {
  if (left === 0) return "Complet – liste d'attente";
  if (left <= FEW_SEATS) return left === 1 ? "1 place restante" : `${left} places restantes`;
  return null;
}

/**
 * The statuses staff may move a registration to from its current one: confirm or wait-list a new
 * one (even one its registrant has not confirmed by mail: staff know who they spoke to), bring
 * someone back from the waiting list (it takes a seat, so only while one is free), cancel any but
 * a cancelled one or one attended. 'Present' comes from the attendance (attendance.ts), never
 * from a button.
 */
const moves: Record<RegistrationStatus, readonly RegistrationStatus[]> = {
  unconfirmed: ["confirmed", "waiting", "cancelled"],
  pending: ["confirmed", "waiting", "cancelled"],
  confirmed: ["waiting", "cancelled"],
  waiting: ["confirmed", "cancelled"],
  present: [],
  cancelled: [],
};

export function allowedMoves(status: RegistrationStatus): readonly RegistrationStatus[] {
  return moves[status];
}

/** Whether a move takes a seat the registration did not hold. */
export function takesSeat(from: RegistrationStatus, to: RegistrationStatus): boolean {
  return (from === "waiting" || from === "unconfirmed") && to === "confirmed";
}

/**
 * The moves the session page offers, with `left` seats free: those that would take a seat are
 * not offered once none is left (the server would refuse them).
 */
export function offeredMoves(status: RegistrationStatus, left: number): RegistrationStatus[] {
  return allowedMoves(status).filter((to) => left > 0 || !takesSeat(status, to));
}

/**
 * The mail a move by staff sends the trainee: their place confirmed (not a presence undone), or
 * their registration cancelled (not one nobody confirmed: a stranger may have typed its address).
 */
export function toldOfMove(
  from: RegistrationStatus,
  to: RegistrationStatus,
): "confirmed" | "cancelled" | null {
  if (to === "confirmed") return "confirmed";
  if (to === "cancelled" && from !== "unconfirmed") return "cancelled";
  return null;
}

/** What a registrant's confirmation gave: how many got a seat, how many wait for one. */
export interface RegistrationTally {
  seated: number;
  waiting: number;
}

/** The tally of registrations by status: seat-holding ones are seated, waiting ones wait. */
export function tallyOf(
  registrations: readonly { status: RegistrationStatus }[],
): RegistrationTally {
  const waiting = registrations.filter((registration) => registration.status === "waiting").length;
  const seated = registrations.filter((registration) =>
    (seatHoldingStatuses as readonly string[]).includes(registration.status),
  ).length;
  return { seated, waiting };
}
