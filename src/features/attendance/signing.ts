import "server-only";
import { and, eq } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { parisDay } from "@/lib/dates";
import { formalName } from "@/lib/person-name";
import type { Signature } from "./schema";
import {
  readAttendanceSession,
  recordTraineeSignature,
  type AttendanceSession,
  type SigningEvidence,
} from "./marks";
import { markText } from "./text";
import { roomCodeSession, SCAN_MINUTES, SIGNING_MINUTES } from "./room-code";
import {
  sessionSlots,
  signable,
  slotKey,
  slotPhase,
  type Slot,
  lockedSession,
} from "@/features/sessions/public";
import { tokenHashOfCredential } from "./signing-credential";
import { tokenHashTarget } from "@/features/registrations/public";
import { registrations } from "@/features/registrations/tables";
import { attendanceMarks } from "./tables";

/**
 * A trainee signs with the device their personal link opened (it keeps the link in a cookie
 * scoped to the signing page): from afar for a session online, with the QR code shown in the room
 * otherwise (docs/decisions/069-attendance-per-half-day.md).
 */
export const SIGNING_COOKIE = "emargement";

/** What the signing page shows a trainee. */
export type SigningView =
  | { state: "closed" }
  | {
      state: "open";
      trainee: string;
      session: Pick<AttendanceSession, "formation" | "start_date" | "end_date" | "place">;
      /** The half-day open to signatures now, if any, and when the trainee signed it. */
      slot: Slot | null;
      signedAt: Date | null;
      /** What staff recorded for that half-day ('absent'), which no signature replaces. */
      recorded: string | null;
      /** The next half-day, when none is open. */
      next: Slot | null;
      /** The room's QR code is needed, and the one scanned (if any) still opens the form. */
      needsRoomCode: boolean;
      roomCodeValid: boolean;
    };

export interface Signer {
  registrationId: number;
  trainee: string;
  session: AttendanceSession;
}

/** The trainee a device's signing credential names, with their session, while they hold a seat in it. */
export async function signerOf(
  db: Database | Transaction,
  secret: string,
  credential: string,
  now: Date,
): Promise<Signer | null> {
  const tokenHash = tokenHashOfCredential(secret, credential);
  if (!tokenHash) return null;
  const target = await db.transaction((tx) => tokenHashTarget(tx, tokenHash, parisDay(now)));
  if (target.state !== "open") return null;
  const [registration] = await db
    .select({
      status: registrations.status,
      trainee_name: registrations.trainee_name,
      last_name: registrations.last_name,
      first_name: registrations.first_name,
    })
    .from(registrations)
    .where(eq(registrations.id, target.registrationId));
  const session = await readAttendanceSession(db, target.sessionId);
  if (!registration || !session || session.status === "cancelled") return null;
  if (registration.status !== "confirmed" && registration.status !== "present") return null;
  return { registrationId: target.registrationId, trainee: formalName(registration), session };
}

/** Whether a code scanned in the room is this session's, recent enough for `withinMinutes`. */
function roomCodeOpens(
  secret: string,
  session: AttendanceSession,
  code: string | undefined,
  now: Date,
  withinMinutes: number,
): boolean {
  return code !== undefined && roomCodeSession(secret, code, now, withinMinutes) === session.id;
}

/** The signing page for the device's link: the half-day open now, and whether it was signed. */
export async function readSigning(
  db: Database,
  secret: string,
  credential: string | undefined,
  code: string | undefined,
  now: Date,
): Promise<SigningView> {
  const signer = credential ? await signerOf(db, secret, credential, now) : null;
  if (!signer) return { state: "closed" };
  const slots = sessionSlots(signer.session);
  const slot = slots.find((candidate) => signable(candidate, now)) ?? null;
  const [mark] = slot
    ? await db
        .select({
          signed_at: attendanceMarks.signed_at,
          status: attendanceMarks.status,
          arrived_at: attendanceMarks.arrived_at,
          left_at: attendanceMarks.left_at,
        })
        .from(attendanceMarks)
        .where(
          and(
            eq(attendanceMarks.registration_id, signer.registrationId),
            eq(attendanceMarks.day, slot.day),
            eq(attendanceMarks.half, slot.half),
          ),
        )
    : [];
  const needsRoomCode = signer.session.place !== "remote";
  return {
    state: "open",
    trainee: signer.trainee,
    session: signer.session,
    slot,
    signedAt: mark?.signed_at ?? null,
    recorded: mark && !mark.signed_at ? markText(mark) : null,
    next: slot
      ? null
      : (slots.find((candidate) => slotPhase(candidate, now) === "upcoming") ?? null),
    needsRoomCode,
    roomCodeValid: needsRoomCode && roomCodeOpens(secret, signer.session, code, now, SCAN_MINUTES),
  };
}

/** Why a signature was not recorded, as the signing page's address carries it. */
export type SigningRefusal = "closed" | "no-slot" | "code" | "already" | "recorded";

/**
 * Records the device's trainee's signature of the half-day open now: only their own line (the
 * link names it, nothing the form posts does), only during the half-day, and in the room only
 * with a QR code shown there in the last minutes.
 */
export async function signAsTrainee(
  db: Database,
  secret: string,
  credential: string,
  request: { signature: Signature; code: string | undefined; slot: string },
  evidence: SigningEvidence,
  now: Date,
): Promise<SigningRefusal | "signed"> {
  const { signature, code } = request;
  return db.transaction(async (tx) => {
    const first = await signerOf(tx, secret, credential, now);
    if (!first) return "closed";
    await lockedSession(tx, first.session.id);
    // Read again under the lock: a cancellation or a move may have committed in between.
    const signer = await signerOf(tx, secret, credential, now);
    if (signer?.session.id !== first.session.id) return "closed";
    const slot = sessionSlots(signer.session).find((candidate) => signable(candidate, now));
    // Only the half-day the page showed: a morning's form sent after lunch signs nothing.
    if (!slot || slotKey(slot) !== request.slot) return "no-slot";
    const inRoom = signer.session.place !== "remote";
    if (inRoom && !roomCodeOpens(secret, signer.session, code, now, SIGNING_MINUTES)) return "code";
    return recordTraineeSignature(tx, signer.session, {
      registrationId: signer.registrationId,
      slot,
      signature,
      from: inRoom ? "room" : "remote",
      evidence,
      now,
    });
  });
}
