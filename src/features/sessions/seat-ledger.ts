import "server-only";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { registrations, trainingSessions } from "@/db/schema";
import { seatHoldingStatuses, type RegistrationStatus } from "./constants";
import type { Registration } from "./schema";
import { acceptsRegistrations, allowedMoves, newRegistrationStatus, seatsLeft, takesSeat } from "./seats";

/**
 * Where seats are taken and given back. Every change locks its session's row first (`FOR
 * UPDATE`) and counts the seats inside the same transaction: two visitors can never take the
 * same last seat, and a freed seat goes to exactly one person on the waiting list.
 */

const seatColumns = {
  capacity: trainingSessions.capacity,
  held_seats: trainingSessions.held_seats,
  status: trainingSessions.status,
  start_date: trainingSessions.start_date,
  end_date: trainingSessions.end_date,
  published: trainingSessions.published,
};

/** The session's row, locked until the transaction ends; undefined when it does not exist. */
async function lockedSession(tx: Transaction, sessionId: number) {
  const [session] = await tx.select(seatColumns).from(trainingSessions).where(eq(trainingSessions.id, sessionId)).for("update");
  return session;
}

/** Registrations holding a seat of the session. */
async function seatsTaken(tx: Transaction, sessionId: number): Promise<number> {
  const [row] = await tx
    .select({ value: count() })
    .from(registrations)
    .where(and(eq(registrations.session_id, sessionId), inArray(registrations.status, seatHoldingStatuses)));
  return row?.value ?? 0;
}

/** What the ledger stores of a registration: its participant, and the colleagues registered with them. */
export type Registrants = Pick<Registration, "trainee_name" | "email" | "company" | "payer" | "is_psh" | "psh_details"> & Partial<Pick<Registration, "phone" | "others">>;

/** The stored registrations, first the registrant's: each holds a seat while one was left, or waits. */
export type StoredRegistrations = { id: number; status: "pending" | "waiting" }[];

export type RegistrationOutcome = { ok: true; stored: StoredRegistrations } | { ok: false; status: 404 | 409; error: string };

/**
 * A visitor's registration to a published session, for themselves and the colleagues they name:
 * one registration each, in that order, with a seat while one is left (to be confirmed by staff)
 * and on the waiting list otherwise. Only the registrant's row carries the disability needs the
 * form asks about ('Je suis en situation de handicap…'). `then` runs in the same transaction with
 * the stored registrations (their mails go to the outbox there, so they leave only if stored).
 */
export async function registerTrainees(
  db: Database,
  sessionId: number,
  registration: Registrants,
  today: string,
  then: (tx: Transaction, stored: StoredRegistrations) => Promise<void> = async () => {},
): Promise<RegistrationOutcome> {
  return db.transaction(async (tx) => {
    const session = await lockedSession(tx, sessionId);
    if (!session?.published) return { ok: false, status: 404, error: "Cette session n'existe plus." };
    if (!acceptsRegistrations(session, today)) {
      return { ok: false, status: 409, error: "Les inscriptions à cette session sont closes." };
    }
    const left = seatsLeft(session, await seatsTaken(tx, sessionId));
    const shared = { session_id: sessionId, phone: registration.phone ?? null, company: registration.company ?? null, payer: registration.payer };
    const people = [
      { ...shared, trainee_name: registration.trainee_name, email: registration.email, is_psh: registration.is_psh, psh_details: registration.psh_details ?? null },
      ...(registration.others ?? []).map((other) => ({ ...shared, trainee_name: other.trainee_name, email: other.email, is_psh: false, psh_details: null })),
    ].map((person, index) => ({ ...person, status: newRegistrationStatus(left - index) }));
    const stored = await tx.insert(registrations).values(people).returning({ id: registrations.id, status: registrations.status });
    // Ids follow the order of the rows given (the waiting list's order among equal times): the registrant's first.
    const outcome = stored.sort((a, b) => a.id - b.id).map((row) => ({ id: row.id, status: row.status as "pending" | "waiting" }));
    await then(tx, outcome);
    return { ok: true, stored: outcome };
  });
}

/** Who moved up from the waiting list, to be told. */
export interface Promoted {
  id: number;
  trainee_name: string;
  email: string;
}

/**
 * Gives the session's free seats to the waiting list, first come first served. Called after any
 * change that may free a seat (a cancellation, fewer seats held back, a larger room).
 */
export async function promoteFromWaitingList(tx: Transaction, sessionId: number): Promise<Promoted[]> {
  const session = await lockedSession(tx, sessionId);
  if (!session || session.status === "cancelled") return [];
  const free = seatsLeft(session, await seatsTaken(tx, sessionId));
  if (free === 0) return [];
  const next = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.session_id, sessionId), eq(registrations.status, "waiting")))
    .orderBy(asc(registrations.created_at), asc(registrations.id))
    .limit(free);
  if (next.length === 0) return [];
  return tx
    .update(registrations)
    .set({ status: "pending" })
    .where(inArray(registrations.id, next.map((row) => row.id)))
    .returning({ id: registrations.id, trainee_name: registrations.trainee_name, email: registrations.email });
}

export type Move =
  | { ok: true; sessionId: number; trainee: Promoted; promoted: Promoted[] }
  | { ok: false; reason: "gone" | "not-allowed" | "no-seat" };

/**
 * Moves a registration to another status (statuses staff may choose: `allowedMoves`). A move that
 * takes a seat needs one free; a cancellation that frees one gives it to the waiting list.
 */
export async function moveRegistration(tx: Transaction, id: number, to: RegistrationStatus): Promise<Move> {
  const [found] = await tx.select({ sessionId: registrations.session_id }).from(registrations).where(eq(registrations.id, id));
  if (!found) return { ok: false, reason: "gone" };
  // The session first, as every seat change locks it: the same order everywhere, no deadlock.
  const session = await lockedSession(tx, found.sessionId);
  const [registration] = await tx.select({ status: registrations.status }).from(registrations).where(eq(registrations.id, id));
  if (!session || !registration) return { ok: false, reason: "gone" };
  if (!allowedMoves(registration.status).includes(to)) return { ok: false, reason: "not-allowed" };
  if (takesSeat(registration.status, to) && seatsLeft(session, await seatsTaken(tx, found.sessionId)) === 0) return { ok: false, reason: "no-seat" };
  const [trainee] = await tx
    .update(registrations)
    .set({ status: to })
    .where(eq(registrations.id, id))
    .returning({ id: registrations.id, trainee_name: registrations.trainee_name, email: registrations.email });
  const freed = to === "cancelled" && (seatHoldingStatuses as readonly string[]).includes(registration.status);
  return { ok: true, sessionId: found.sessionId, trainee: trainee!, promoted: freed ? await promoteFromWaitingList(tx, found.sessionId) : [] };
}
