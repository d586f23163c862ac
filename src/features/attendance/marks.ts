import "server-only";
import { clockText } from "@/lib/dates";
import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { outerColumn } from "@/db/outer-column";
import { byLastName, formalName } from "@/lib/person-name";
import { halfDayProof } from "./proof";
import type { Signature } from "./schema";
import {
  type SessionCalendar,
  markable,
  sessionSlots,
  slotMinutes,
  slotOf,
  slotKey,
  slotPhase,
  type HalfDay,
  type Slot,
} from "@/features/sessions/public";
import { slotText } from "./text";
import { attendingStatuses, recordAttendedMinutes } from "@/features/registrations/public";
import {
  attendedMinutes,
  partialTimesProblem,
  type AttendanceMark,
  type AttendanceStatus,
} from "./attended-minutes";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { users } from "@/server/auth/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { attendanceCountersignatures, attendanceMarks, attendanceScans } from "./tables";
import {
  type CountersignatureRecord,
  type MarkRecord,
  type ProofFile,
  type AttendanceLine,
  type Attendance,
} from "./attendance-record";

/** A session as its attendance needs it, with its formation's title. */
export async function readAttendanceSession(db: Database | Transaction, sessionId: number) {
  const [session] = await db
    .select({
      id: trainingSessions.id,
      formation: formations.title,
      formation_id: trainingSessions.formation_id,
      start_date: trainingSessions.start_date,
      end_date: trainingSessions.end_date,
      daily_hours: trainingSessions.daily_hours,
      schedule: trainingSessions.schedule,
      place: trainingSessions.place,
      city: locations.city,
      address: locations.address,
      trainer: trainingSessions.trainer,
      trainer_email: trainingSessions.trainer_email,
      status: trainingSessions.status,
      certificates_issued_at: trainingSessions.certificates_issued_at,
    })
    .from(trainingSessions)
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .leftJoin(locations, eq(locations.id, trainingSessions.location_id))
    .where(eq(trainingSessions.id, sessionId));
  return session;
}

export type AttendanceSession = NonNullable<Awaited<ReturnType<typeof readAttendanceSession>>>;

type AttendanceCalendar = Pick<
  AttendanceSession,
  "id" | "start_date" | "end_date" | "daily_hours" | "schedule"
>;

/**
 * Everything recorded of a session's attendance, trainees by last name: those holding a seat,
 * and anyone whose attendance was recorded before they left it.
 */
export async function readAttendance(
  db: Database | Transaction,
  session: AttendanceCalendar,
): Promise<Attendance> {
  return (await readAttendances(db, [session])).get(session.id)!;
}

/**
 * The attendance of several sessions in four queries, by session id: what a year's figures read
 * (the BPF) without a round trip per session.
 */
export async function readAttendances(
  db: Database | Transaction,
  sessions: readonly AttendanceCalendar[],
): Promise<Map<number, Attendance>> {
  if (sessions.length === 0) return new Map();
  const ids = sessions.map((session) => session.id);
  const [trainees, marks, countersignatures, scans] = await Promise.all([
    db
      .select({
        id: registrations.id,
        session_id: registrations.session_id,
        trainee_name: registrations.trainee_name,
        last_name: registrations.last_name,
        first_name: registrations.first_name,
        company: registrations.company,
        funder_file_number: registrations.funder_file_number,
        status: registrations.status,
      })
      .from(registrations)
      .where(
        and(
          inArray(registrations.session_id, ids),
          // A trainee cancelled or moved to the waiting list keeps what they attended.
          or(
            inArray(registrations.status, attendingStatuses),
            sql`EXISTS (SELECT 1 FROM ${attendanceMarks} WHERE ${attendanceMarks.registration_id} = ${outerColumn(registrations.id)})`,
          ),
        ),
      )
      .orderBy(asc(registrations.id)),
    db
      .select({
        mark: attendanceMarks,
        session_id: registrations.session_id,
        first: users.name,
        last: users.last_name,
      })
      .from(attendanceMarks)
      .innerJoin(registrations, eq(registrations.id, attendanceMarks.registration_id))
      .leftJoin(users, eq(users.id, attendanceMarks.marked_by))
      .where(inArray(registrations.session_id, ids)),
    db
      .select()
      .from(attendanceCountersignatures)
      .where(inArray(attendanceCountersignatures.session_id, ids)),
    db
      .select({
        session_id: attendanceScans.session_id,
        registration_id: attendanceScans.registration_id,
        day: attendanceScans.day,
        half: attendanceScans.half,
        uploaded_at: attendanceScans.uploaded_at,
        sha256: attendanceScans.sha256,
      })
      .from(attendanceScans)
      .where(and(inArray(attendanceScans.session_id, ids), isNull(attendanceScans.superseded_at))),
  ]);
  const traineesOf = Map.groupBy(trainees, (row) => row.session_id);
  const marksOf = Map.groupBy(marks, (row) => row.session_id);
  const countersignaturesOf = Map.groupBy(countersignatures, (row) => row.session_id);
  const scansOf = Map.groupBy(scans, (row) => row.session_id);
  return new Map(
    sessions.map((session) => [
      session.id,
      attendanceOf(
        sessionSlots(session),
        traineesOf.get(session.id) ?? [],
        marksOf.get(session.id) ?? [],
        countersignaturesOf.get(session.id) ?? [],
        scansOf.get(session.id) ?? [],
      ),
    ]),
  );
}

/** One session's attendance from its rows, as readAttendances read them. */
function attendanceOf(
  slots: Slot[],
  trainees: (Parameters<typeof formalName>[0] & {
    id: number;
    company: string | null;
    funder_file_number: string | null;
    status: string;
  })[],
  marks: { mark: typeof attendanceMarks.$inferSelect; first: string | null; last: string | null }[],
  countersignatures: CountersignatureRecord[],
  scans: (ProofFile & {
    registration_id: number | null;
    day: string | null;
    half: HalfDay | null;
  })[],
): Attendance {
  const proofFile = ({ uploaded_at, sha256 }: ProofFile) => ({ uploaded_at, sha256 });
  const sheet = scans.find((scan) => scan.registration_id === null);
  const marksOf = Map.groupBy(marks, ({ mark }) => mark.registration_id);
  const statementsOf = Map.groupBy(scans, (scan) => scan.registration_id ?? 0);
  const lines = trainees.sort(byLastName).map((trainee): AttendanceLine => {
    const own = Object.fromEntries(
      (marksOf.get(trainee.id) ?? []).map(({ mark, first, last }): [string, MarkRecord] => [
        slotKey(mark),
        { ...mark, marker: first === null ? null : `${first} ${last}` },
      ]),
    );
    return {
      id: trainee.id,
      name: formalName(trainee),
      company: trainee.company,
      funderFile: trainee.funder_file_number,
      attending: trainee.status === "confirmed" || trainee.status === "present",
      marks: own,
      statements: Object.fromEntries(
        (statementsOf.get(trainee.id) ?? []).map((scan) => [
          slotKey({ day: scan.day!, half: scan.half! }),
          proofFile(scan),
        ]),
      ),
      attended: minutesAttended(slots, own),
    };
  });
  return {
    slots,
    lines,
    countersignatures: Object.fromEntries(countersignatures.map((row) => [slotKey(row), row])),
    sheet: sheet ? proofFile(sheet) : null,
    planned: slots.reduce((total, slot) => total + slotMinutes(slot), 0),
  };
}

/**
 * What a registration's marks add up to, kept on it: the minutes attended out of those planned,
 * which the published completion rate counts, and its status, 'present' once it attended any of
 * the session, 'confirmed' again when every half-day turns out absent (the surveys and the seats
 * read the status; the attendance sets it).
 */
async function settleAttendance(
  tx: Transaction,
  session: Pick<AttendanceSession, "start_date" | "end_date" | "daily_hours" | "schedule">,
  registrationIds: readonly number[],
): Promise<void> {
  if (registrationIds.length === 0) return;
  const slots = sessionSlots(session);
  const planned = slots.reduce((total, slot) => total + slotMinutes(slot), 0);
  const marks = await tx
    .select()
    .from(attendanceMarks)
    .where(inArray(attendanceMarks.registration_id, [...registrationIds]));
  for (const id of new Set(registrationIds)) {
    const own = Object.fromEntries(
      marks.filter((mark) => mark.registration_id === id).map((mark) => [slotKey(mark), mark]),
    );
    const attended = minutesAttended(slots, own);
    await recordAttendedMinutes(tx, id, { attended, planned });
  }
}

/** What a refused attendance change says, in French. */
export type AttendanceRefusal = { field?: string; message: string };

/** The half-day a request names, once it may be recorded; else why not. */
export function recordableSlot(
  session: Pick<
    AttendanceSession,
    "start_date" | "end_date" | "daily_hours" | "schedule" | "status"
  >,
  day: string,
  half: HalfDay,
  now: Date,
): Slot | AttendanceRefusal {
  const slot = slotOf(sessionSlots(session), day, half);
  if (!slot || session.status === "cancelled")
    return { message: "Cette demi-journée ne fait pas partie de la session : rechargez la page." };
  if (!markable(slot, now))
    return {
      message: `Cette demi-journée n'a pas commencé : la présence se relève à partir de ${clockText(slot.start)}, ${slotText(slot)}.`,
    };
  return slot;
}

export interface MarkRequest {
  ids: readonly number[];
  status: AttendanceStatus;
  arrived_at?: string;
  left_at?: string;
  reason?: string;
}

type RecordedMark = typeof attendanceMarks.$inferSelect;

/** What a mark changed, for the journal: one line per trainee whose half-day was corrected. */
export interface MarkChange {
  registrationId: number;
  name: string;
  before: RecordedMark | undefined;
}

/**
 * Staff record a half-day for the trainees they chose. A presence the trainee did not sign needs
 * its reason ('téléphone oublié'), which the sheet prints in the box; it counts towards certified
 * hours only with a proof (attendance-proof.ts). Changing what a trainee signed, or a half-day
 * that has ended, is a correction: it needs a reason, which the journal keeps with what it
 * replaced. A trainee's signature stays under a corrected time of arrival or departure (they
 * were there), and goes with an absence.
 */
export async function markAttendance(
  tx: Transaction,
  actorId: number,
  session: AttendanceSession,
  slot: Slot,
  request: MarkRequest,
  now: Date,
): Promise<{ changes: MarkChange[] } | AttendanceRefusal> {
  const times =
    request.status === "partial"
      ? { arrived_at: request.arrived_at ?? "", left_at: request.left_at ?? "" }
      : { arrived_at: null, left_at: null };
  if (request.status === "partial") {
    const problem = partialTimesProblem(slot, times.arrived_at!, times.left_at!);
    if (problem) return { field: "left_at", message: problem };
  }
  const chosen = await tx
    .select({
      id: registrations.id,
      trainee_name: registrations.trainee_name,
      last_name: registrations.last_name,
      first_name: registrations.first_name,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.session_id, session.id),
        inArray(registrations.id, [...request.ids]),
        inArray(registrations.status, attendingStatuses),
      ),
    );
  if (chosen.length !== new Set(request.ids).size)
    return {
      message: "Un des stagiaires choisis n'est plus inscrit à cette session : rechargez la page.",
    };
  const existing = await tx
    .select()
    .from(attendanceMarks)
    .where(
      and(
        inArray(
          attendanceMarks.registration_id,
          chosen.map((row) => row.id),
        ),
        eq(attendanceMarks.day, slot.day),
        eq(attendanceMarks.half, slot.half),
      ),
    )
    .for("update");
  const before = new Map(existing.map((mark) => [mark.registration_id, mark]));
  const unchanged = (mark: RecordedMark | undefined) =>
    mark?.status === request.status &&
    mark.arrived_at === times.arrived_at &&
    mark.left_at === times.left_at;
  const changing = chosen.filter((row) => !unchanged(before.get(row.id)));
  const corrects = changing.some(
    (row) =>
      before.get(row.id)?.signed_at || (before.has(row.id) && slotPhase(slot, now) === "ended"),
  );
  if (corrects && !request.reason)
    return {
      field: "reason",
      message:
        "Indiquez le motif de la correction : elle modifie une signature ou une demi-journée terminée, et le journal la conserve.",
    };
  const keepsSignature = (mark: RecordedMark | undefined) =>
    mark?.signed_at != null && request.status !== "absent";
  if (
    request.status !== "absent" &&
    !request.reason &&
    changing.some((row) => !keepsSignature(before.get(row.id)))
  )
    return {
      field: "reason",
      message:
        "Indiquez le motif : le stagiaire n'a pas signé cette demi-journée (téléphone oublié, feuille papier…). La feuille d'émargement l'imprime avec votre nom.",
    };
  const cleared = {
    signature_kind: null,
    signature: null,
    signed_at: null,
    signer_address: null,
    signer_user_agent: null,
    signed_from: null,
  };
  for (const row of changing)
    await tx
      .insert(attendanceMarks)
      .values({
        registration_id: row.id,
        day: slot.day,
        half: slot.half,
        status: request.status,
        ...times,
        marked_by: actorId,
        reason: request.reason ?? null,
        updated_at: now,
      })
      .onConflictDoUpdate({
        target: [attendanceMarks.registration_id, attendanceMarks.day, attendanceMarks.half],
        set: {
          status: request.status,
          ...times,
          ...(keepsSignature(before.get(row.id)) ? {} : cleared),
          marked_by: actorId,
          reason: request.reason ?? null,
          // A new record reopens the question of its proof.
          uncertified_at: null,
          updated_at: now,
        },
      });
  await settleAttendance(
    tx,
    session,
    changing.map((row) => row.id),
  );
  return {
    changes: changing.map((row) => ({
      registrationId: row.id,
      name: formalName(row),
      before: before.get(row.id),
    })),
  };
}

/**
 * A trainee's ended half-day settled as not certified: only one recorded as attended whose proof
 * is missing (attendance-proof.ts); the record itself stays as it is.
 */
export async function settleUncertified(
  tx: Transaction,
  session: AttendanceSession,
  registrationId: number,
  slot: Slot,
  now: Date,
): Promise<"settled" | "unrecorded" | "running" | "proven"> {
  const attendance = await readAttendance(tx, session);
  const line = attendance.lines.find((candidate) => candidate.id === registrationId);
  if (!line?.marks[slotKey(slot)]) return "unrecorded";
  const { state } = halfDayProof(attendance, line, slot, now);
  if (state === "upcoming") return "running";
  if (state === "proven") return "proven";
  if (state === "settled") return "settled";
  await tx
    .update(attendanceMarks)
    .set({ uncertified_at: now })
    .where(
      and(
        eq(attendanceMarks.registration_id, registrationId),
        eq(attendanceMarks.day, slot.day),
        eq(attendanceMarks.half, slot.half),
      ),
    );
  return "settled";
}

/** The trainees of a half-day nobody has recorded yet: 'tous présents' marks these only. */
export async function unmarkedTrainees(
  tx: Transaction,
  sessionId: number,
  slot: Slot,
): Promise<number[]> {
  const rows = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .leftJoin(
      attendanceMarks,
      and(
        eq(attendanceMarks.registration_id, registrations.id),
        eq(attendanceMarks.day, slot.day),
        eq(attendanceMarks.half, slot.half),
      ),
    )
    .where(
      and(
        eq(registrations.session_id, sessionId),
        inArray(registrations.status, attendingStatuses),
        sql`${attendanceMarks.registration_id} IS NULL`,
      ),
    );
  return rows.map((row) => row.id);
}

/** The evidence kept with a signature: the signer's full address and browser. */
export interface SigningEvidence {
  clientAddress: string;
  userAgent: string;
}

/**
 * A trainee's own signature of the half-day open now, which makes them present. It never
 * replaces a signature, nor what staff recorded (a mark without a signature): an absence staff
 * noted is theirs to correct, with a reason the journal keeps (docs/decisions/077).
 */
export async function recordTraineeSignature(
  tx: Transaction,
  session: AttendanceSession,
  {
    registrationId,
    slot,
    signature,
    from,
    evidence,
    now,
  }: {
    registrationId: number;
    slot: Slot;
    signature: Signature;
    /** Signed by the room's QR code, or from the trainee's own link to a remote session. */
    from: "room" | "remote";
    evidence: SigningEvidence;
    now: Date;
  },
): Promise<"signed" | "already" | "recorded"> {
  const [mark] = await tx
    .select()
    .from(attendanceMarks)
    .where(
      and(
        eq(attendanceMarks.registration_id, registrationId),
        eq(attendanceMarks.day, slot.day),
        eq(attendanceMarks.half, slot.half),
      ),
    )
    .for("update");
  if (mark) return mark.signed_at ? "already" : "recorded";
  const signed = {
    signature_kind: signature.kind,
    signature: signature.signature,
    signed_at: now,
    signer_address: evidence.clientAddress,
    signer_user_agent: evidence.userAgent,
    signed_from: from,
    updated_at: now,
  };
  // No upsert: the caller holds the session's lock, which staff marks take too (lockedSlot), so
  // no mark can appear between the read above and this insert.
  await tx.insert(attendanceMarks).values({
    registration_id: registrationId,
    day: slot.day,
    half: slot.half,
    status: "present",
    ...signed,
  });
  await settleAttendance(tx, session, [registrationId]);
  return "signed";
}

/** Whether the account of this e-mail is the session's named trainer, who alone countersigns. */
export function isSessionTrainer(
  session: Pick<AttendanceSession, "trainer_email">,
  email: string,
): boolean {
  return (
    session.trainer_email !== null &&
    session.trainer_email.toLowerCase() === email.trim().toLowerCase()
  );
}

/** Why a staff member may not countersign, in French. */
export function countersignRefusal(trainer: string | null): string {
  return trainer
    ? `Seul le formateur de la session, ${trainer}, contresigne : par son lien, ou connecté avec son propre compte (l'e-mail du formateur de la session).`
    : "Indiquez d'abord le formateur de la session : lui seul contresigne.";
}

/** The trainer's signature of a half-day that has started; each is signed once. */
export async function recordCountersignature(
  tx: Transaction,
  session: Pick<AttendanceSession, "id" | "trainer">,
  slot: Slot,
  signature: Signature,
  by: { userId: number | null; trainerName: string },
  evidence: SigningEvidence,
  now: Date,
): Promise<"signed" | "already"> {
  const inserted = await tx
    .insert(attendanceCountersignatures)
    .values({
      session_id: session.id,
      day: slot.day,
      half: slot.half,
      trainer_name: by.trainerName,
      signature_kind: signature.kind,
      signature: signature.signature,
      signed_at: now,
      signer_address: evidence.clientAddress,
      signer_user_agent: evidence.userAgent,
      signed_by: by.userId,
    })
    .onConflictDoNothing()
    .returning({ day: attendanceCountersignatures.day });
  return inserted.length > 0 ? "signed" : "already";
}

/** The minutes a trainee attended, from their marks: what a certificate states. */
function minutesAttended(slots: readonly Slot[], marks: Record<string, AttendanceMark>): number {
  return slots.reduce((total, slot) => total + attendedMinutes(slot, marks[slotKey(slot)]), 0);
}

/**
 * Why a session's edit is refused, if it is: once attendance is recorded, its half-days must stay
 * those recorded (the sheet, the hours and the certificates rest on them).
 */
export async function scheduleChangeRefusal(
  tx: Transaction,
  sessionId: number,
  next: SessionCalendar,
): Promise<string | null> {
  const [current] = await tx
    .select({
      start_date: trainingSessions.start_date,
      end_date: trainingSessions.end_date,
      daily_hours: trainingSessions.daily_hours,
      schedule: trainingSessions.schedule,
    })
    .from(trainingSessions)
    .where(eq(trainingSessions.id, sessionId));
  if (!current || JSON.stringify(sessionSlots(current)) === JSON.stringify(sessionSlots(next)))
    return null;
  const [recorded] = await tx
    .select({ day: attendanceMarks.day })
    .from(attendanceMarks)
    .innerJoin(registrations, eq(registrations.id, attendanceMarks.registration_id))
    .where(eq(registrations.session_id, sessionId))
    .limit(1);
  return recorded
    ? "La présence est déjà relevée pour cette session : ses dates et ses horaires ne peuvent plus changer."
    : null;
}
