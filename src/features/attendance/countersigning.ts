import "server-only";
import { proofEffects } from "./proof-effects";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import type { Database, Transaction } from "@/db/client";
import {
  answerField,
  answersOf,
  EXPECTING_ANSWERS,
  postedAnswers,
  recordAnswers,
  resultQuestions,
  resultsEnteredBy,
  sessionEvaluation,
  type TraineeNeeds,
} from "@/features/assessment/public";
import { type PositioningQuestion } from "@/features/formations/public";
import { halfDays, lockedSession } from "@/features/sessions/public";
import type { Signature } from "./schema";
import {
  readAttendance,
  readAttendanceSession,
  recordableSlot,
  recordCountersignature,
  type AttendanceSession,
  type SigningEvidence,
} from "./marks";
import type { SigningProblem } from "./signing-problems";
import { trainerLinkSession } from "./trainer-link";
import { evaluationOpen, attendingStatuses } from "@/features/registrations/public";
import { registrations } from "@/features/registrations/tables";
import { type Attendance } from "./attendance-record";

/**
 * What the trainer reads of each trainee expected at the session before teaching it: their
 * adaptation and their answers (docs/decisions/071-needs-and-positioning.md).
 */
async function traineeNeeds(db: Database, sessionId: number): Promise<TraineeNeeds[]> {
  const rows = await db
    .select({
      id: registrations.id,
      name: registrations.trainee_name,
      psh_details: registrations.psh_details,
      is_psh: registrations.is_psh,
      status: registrations.status,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.session_id, sessionId),
        inArray(registrations.status, [...EXPECTING_ANSWERS]),
      ),
    )
    .orderBy(asc(registrations.last_name), asc(registrations.trainee_name));
  const answers = await answersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, answers: answers.get(row.id)! }));
}

/** The trainer's page: their session's attendance, or nothing once the link is closed. */
export type TrainerPage =
  | { state: "closed" }
  | {
      state: "open";
      session: AttendanceSession;
      attendance: Attendance;
      /** Each expected trainee's needs and positioning, to adapt the session; none once it ended. */
      trainees: TraineeNeeds[];
      /**
       * The objectives whose result (acquired, partly, not) the trainer records for each trainee,
       * from the start of the last half-day until the attestations are issued; none otherwise.
       */
      evaluation: { questions: PositioningQuestion[]; trainees: TraineeNeeds[] };
    };

export async function readTrainerPage(
  db: Database,
  token: string,
  { today, now }: { today: string; now: Date },
): Promise<TrainerPage> {
  const sessionId = await trainerLinkSession(db, token, today);
  const session = sessionId === null ? undefined : await readAttendanceSession(db, sessionId);
  if (!session || session.status === "cancelled") return { state: "closed" };
  const [attendance, trainees, evaluation] = await Promise.all([
    readAttendance(db, session),
    traineeNeeds(db, session.id),
    sessionEvaluation(db, session.id),
  ]);
  const questions =
    session.trainer && evaluationOpen(session, now) ? resultQuestions(evaluation) : [];
  // The trainer rates at the end those who hold their seat, not one still to confirm.
  const rated = trainees.filter((trainee) =>
    (attendingStatuses as readonly string[]).includes(trainee.status),
  );
  return {
    state: "open",
    session,
    attendance,
    trainees: today <= session.end_date ? trainees : [],
    evaluation: { questions, trainees: questions.length > 0 ? rated : [] },
  };
}

/**
 * The trainer's results for a trainee's objectives at the end, by their link: the attestation
 * states them, with the trainer's name (L6353-1).
 */
export async function evaluateByLink(
  db: Database,
  config: SiteConfig,
  token: string,
  registrationId: number,
  fields: Readonly<Record<string, string>>,
  when: { now: Date; today: string },
): Promise<SigningProblem | "evaluated"> {
  // Bound on the server, but a client may send anything in its place.
  if (!Number.isSafeInteger(registrationId)) return "evaluation";
  return db.transaction(async (tx) => {
    const sessionId = await trainerLinkSession(tx, token, when.today);
    if (sessionId === null) return "closed";
    await lockedSession(tx, sessionId);
    const session = await readAttendanceSession(tx, sessionId);
    if (!session?.trainer || session.status === "cancelled") return "closed";
    return recordResults(tx, config, session, registrationId, fields, {
      now: when.now,
      enteredBy: resultsEnteredBy.trainer(session.trainer),
    });
  });
}

/**
 * A trainee's results at the end, in the caller's transaction under the session's lock, by
 * `enteredBy` (the trainer's name, or a staff member's): from the start of the last half-day
 * until their attestation is out, whose results then stand as issued. A trainee whose
 * certificate went out gets their attestation at once.
 */
export async function recordResults(
  tx: Transaction,
  config: SiteConfig,
  session: AttendanceSession,
  registrationId: number,
  fields: Readonly<Record<string, string>>,
  { now, enteredBy }: { now: Date; enteredBy: string },
): Promise<SigningProblem | "evaluated"> {
  if (!evaluationOpen(session, now)) return "evaluation";
  const [trainee] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.id, registrationId),
        eq(registrations.session_id, session.id),
        inArray(registrations.status, attendingStatuses),
      ),
    );
  if (!trainee) return "not-trainee";
  if (await proofEffects().attestationIssued(tx, trainee.id)) return "evaluation";
  const read = await recordAnswers(
    tx,
    trainee.id,
    "results",
    postedAnswers((name) => fields[name] ?? "", answerField),
    { now, enteredBy },
  );
  if (!read.ok) return read.changed ? "questions-changed" : "ratings";
  if (read.answers.length === 0) return "ratings";
  await proofEffects().resultsRecorded(tx, config, session.id, now);
  return "evaluated";
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
