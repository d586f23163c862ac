import "server-only";
import type { Database } from "@/db/client";
import { readTraineeNeeds, type TraineeNeeds } from "@/features/assessment/public";
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
  | { state: "closed" }
  | {
      state: "open";
      session: AttendanceSession;
      attendance: Attendance;
      /** Each expected trainee's needs and positioning, to adapt the session. */
      trainees: TraineeNeeds;
    };

export async function readTrainerPage(
  db: Database,
  token: string,
  today: string,
): Promise<TrainerPage> {
  const sessionId = await trainerLinkSession(db, token, today);
  const session = sessionId === null ? undefined : await readAttendanceSession(db, sessionId);
  if (!session || session.status === "cancelled") return { state: "closed" };
  const [attendance, trainees] = await Promise.all([
    readAttendance(db, session),
    readTraineeNeeds(db, session.id),
  ]);
  return { state: "open", session, attendance, trainees };
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
