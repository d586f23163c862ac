import "server-only";
import type { Database } from "@/db/client";
import { halfDays } from "./constants";
import type { Signature } from "./attendance-schema";
import {
  readAttendance,
  readAttendanceSession,
  recordableSlot,
  recordCountersignature,
  type Attendance,
  type AttendanceSession,
  type SigningEvidence,
} from "./attendance";
import { lockedSession } from "./seat-ledger";
import type { SigningProblem } from "./signing-problems";
import { trainerLinkSession } from "./trainer-link";

/** The trainer's page: their session's attendance, or nothing once the link is closed. */
export type TrainerPage =
  { state: "closed" } | { state: "open"; session: AttendanceSession; attendance: Attendance };

export async function readTrainerPage(
  db: Database,
  token: string,
  today: string,
): Promise<TrainerPage> {
  const sessionId = await trainerLinkSession(db, token, today);
  const session = sessionId === null ? undefined : await readAttendanceSession(db, sessionId);
  if (!session || session.status === "cancelled") return { state: "closed" };
  return { state: "open", session, attendance: await readAttendance(db, session) };
}

/** The trainer's signature of a half-day by their link, in the session's name they were given. */
export async function countersignByLink(
  db: Database,
  token: string,
  request: { day: string; half: string },
  signature: Signature,
  evidence: SigningEvidence,
  when: { now: Date; today: string },
): Promise<SigningProblem | "signed"> {
  const half = halfDays.find((value) => value === request.half);
  if (!half) return "no-slot";
  return db.transaction(async (tx) => {
    const sessionId = await trainerLinkSession(tx, token, when.today);
    if (sessionId === null) return "closed";
    await lockedSession(tx, sessionId);
    const session = await readAttendanceSession(tx, sessionId);
    if (!session?.trainer) return "closed";
    const slot = recordableSlot(session, request.day, half, when.now);
    if (!("start" in slot)) return "no-slot";
    return recordCountersignature(
      tx,
      session,
      slot,
      signature,
      { userId: null, trainerName: session.trainer },
      evidence,
      when.now,
    );
  });
}
