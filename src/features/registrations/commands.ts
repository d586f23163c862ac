import type { TraineeStatus } from "@/lib/bpf";
import "server-only";
import { and, eq, inArray, isNotNull, isNull, notInArray, or, type SQL } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { attendingStatuses } from "./constants";
import { registrations } from "./tables";

/*
 * The changes of a registration's row that other domains and screens ask for, each named for
 * what it does: with the seat ledger (seat-ledger.ts), the only writes to the registrations'
 * table (decision 082). The caller decides why; the mails and documents that follow are its own.
 */

/** The minutes a trainee attended out of those planned: present once they attended any. */
export async function recordAttendedMinutes(
  tx: Transaction,
  id: number,
  minutes: { attended: number; planned: number },
): Promise<void> {
  await tx
    .update(registrations)
    .set({
      attended_minutes: minutes.attended,
      planned_minutes: minutes.planned,
      status: minutes.attended > 0 ? "present" : "confirmed",
    })
    .where(and(eq(registrations.id, id), inArray(registrations.status, attendingStatuses)));
}

/** A colleague registered by someone else is asked to confirm by their own link, until `expiresAt`. */
export async function askToConfirm(
  tx: Transaction,
  id: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await tx
    .update(registrations)
    .set({ confirmation_token_hash: tokenHash, offer_expires_at: expiresAt })
    .where(eq(registrations.id, id));
}

/** Why the trainee cancelled, as they wrote it; a move they had asked for goes with the place. */
export async function noteCancellation(tx: Transaction, id: number, reason: string | null) {
  await tx
    .update(registrations)
    .set({ cancel_reason: reason, move_request_session_id: null })
    .where(eq(registrations.id, id));
}

/** The trainee asks to move to another session: staff accept or decline it. */
export async function requestMove(tx: Transaction, id: number, sessionId: number): Promise<void> {
  await tx
    .update(registrations)
    .set({ move_request_session_id: sessionId })
    .where(eq(registrations.id, id));
}

/** « Refuser »: the request to move is dropped; the trainee's name, or null without a request. */
export async function declineMove(tx: Transaction, id: number): Promise<string | null> {
  const [declined] = await tx
    .update(registrations)
    .set({ move_request_session_id: null })
    .where(and(eq(registrations.id, id), isNotNull(registrations.move_request_session_id)))
    .returning({ trainee_name: registrations.trainee_name });
  return declined?.trainee_name ?? null;
}

/**
 * The session is cancelled: every place someone confirmed is too, and who held them is returned
 * to be told. A registration nobody confirmed is left as it is (its link now says the session is
 * closed), and its address is not told: a stranger may have typed it.
 */
export function cancelSessionPlaces(tx: Transaction, sessionId: number, now: Date) {
  return tx
    .update(registrations)
    .set({ status: "cancelled", cancelled_at: now, offer_expires_at: null })
    .where(
      and(
        eq(registrations.session_id, sessionId),
        notInArray(registrations.status, ["cancelled", "unconfirmed"]),
      ),
    )
    .returning({ trainee_name: registrations.trainee_name, email: registrations.email });
}

/** The confirmed trainees of a session not yet convoked (or those of `only`), convoked now. */
export async function markConvoked(
  tx: Transaction,
  sessionId: number,
  only: number[] | null,
  now: Date,
): Promise<number[]> {
  const convoked = await tx
    .update(registrations)
    .set({ convoked_at: now })
    .where(
      and(
        eq(registrations.session_id, sessionId),
        eq(registrations.status, "confirmed"),
        isNull(registrations.convoked_at),
        only === null ? undefined : inArray(registrations.id, only),
      ),
    )
    .returning({ id: registrations.id });
  return convoked.map((trainee) => trainee.id);
}

/** The funder's file number for the place (null takes it away); the trainee's name, or null when gone. */
export async function recordFunderFileNumber(
  tx: Transaction,
  id: number,
  file: string | null,
): Promise<string | null> {
  const [registration] = await tx
    .update(registrations)
    .set({ funder_file_number: file })
    .where(eq(registrations.id, id))
    .returning({ trainee_name: registrations.trainee_name });
  return registration?.trainee_name ?? null;
}

/** The company a convention binds, and who accepts it in its name. */
export interface CompanyParty {
  company: string;
  siret: string;
  address: string;
  signatory_name: string;
  signatory_position: string;
  signatory_email: string;
}

/**
 * « Entreprise signataire » on the place `id`, and on those `alsoFor` selects (its colleagues of
 * the same company); those it changed. The place itself is always named, so no condition left
 * out can reach every registration.
 */
export function recordCompanyParty(
  tx: Transaction,
  id: number,
  alsoFor: SQL | undefined,
  party: CompanyParty,
) {
  return tx
    .update(registrations)
    .set({
      company: party.company,
      company_siret: party.siret,
      company_address: party.address,
      signatory_name: party.signatory_name,
      signatory_position: party.signatory_position,
      signatory_email: party.signatory_email,
    })
    .where(or(eq(registrations.id, id), alsoFor))
    .returning({ id: registrations.id, trainee_name: registrations.trainee_name });
}

/**
 * Who the trainee is, as the yearly BPF counts them (frame F-1), and the hours they followed
 * remotely; their name, or null when gone.
 */
export async function recordTraineeStatus(
  tx: Transaction,
  id: number,
  values: { trainee_status: TraineeStatus | null; remote_hours?: string | null },
): Promise<string | null> {
  const [registration] = await tx
    .update(registrations)
    .set(values)
    .where(eq(registrations.id, id))
    .returning({ trainee_name: registrations.trainee_name });
  return registration?.trainee_name ?? null;
}
