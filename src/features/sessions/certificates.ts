import "server-only";
import { createHash } from "node:crypto";
import { and, asc, eq, gte, inArray, isNull, lte, ne } from "drizzle-orm";
import { zipSync } from "fflate";
import type { SiteConfig } from "@/config/site";
import type { Database, Transaction } from "@/db/client";
import {
  attendanceCertificates,
  formations,
  locations,
  registrations,
  trainingSessions,
} from "@/db/schema";
import { addDays, parisDay, parisInstant } from "@/lib/dates";
import { formalName } from "@/lib/person-name";
import { oneLine } from "@/lib/text";
import { actionNatures, certificateKinds, type CertificateKind } from "@/lib/training-law";
import {
  answersOf,
  evaluationAwaited,
  evaluates,
  evaluationLines,
  sessionEvaluation,
} from "@/features/assessment/public";
import type { HourlyJob } from "@/server/hourly-jobs";
import { agreementProvider } from "./agreement-content";
import {
  readAttendance,
  readAttendanceSession,
  type Attendance,
  type AttendanceSession,
} from "./attendance";
import {
  certificateFile,
  certificateFileName,
  renderCertificate,
  type CertificateContent,
} from "./certificate-pdf";
import { ATTENDANCE_OPEN_DAYS, EVALUATION_WAIT_DAYS } from "./constants";
import { lockedSession } from "./seat-ledger";
import { slotKey, slotPhase } from "./session-slots";
import { addressText } from "./session-text";
import { mailCertificates } from "./status-mails";
import { tokenTarget } from "./trainee-link";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/**
 * Whether a session's attendance is complete: every half-day has ended with each trainee's line
 * recorded. Certificates go out then, stating hours nobody will have to correct.
 */
function attendanceComplete(attendance: Attendance, now: Date): boolean {
  return attendance.slots.every(
    (slot) =>
      slotPhase(slot, now) === "ended" &&
      attendance.lines.every((line) => !line.attending || line.marks[slotKey(slot)]),
  );
}

/**
 * Whether the session's attestations still wait for the evaluation at the end: its formation
 * evaluates, a trainee who attended has not been rated (or has not answered the quiz), and the
 * last half-day ended less than EVALUATION_WAIT_DAYS ago.
 */
async function evaluationPending(
  tx: Transaction,
  session: AttendanceSession,
  attendance: Attendance,
  now: Date,
): Promise<boolean> {
  const evaluation = await sessionEvaluation(tx, session.id);
  const last = attendance.slots.at(-1);
  if (!evaluates(evaluation) || !last) return false;
  const waitUntil = parisInstant(addDays(last.day, EVALUATION_WAIT_DAYS), last.end);
  if (now >= waitUntil) return false;
  const attending = attendance.lines.filter((line) => line.attending && line.attended > 0);
  const answers = await answersOf(
    tx,
    attending.map((line) => line.id),
  );
  return attending.some((line) => evaluationAwaited(evaluation, answers.get(line.id)!));
}

/** What every certificate of a session prints beside the trainee's own lines. */
async function sessionContent(tx: Transaction, config: SiteConfig, sessionId: number) {
  const [row] = await tx
    .select({
      title: formations.title,
      objectives: formations.objectives,
      assessment: formations.assessment_methods,
      place: trainingSessions.place,
      city: locations.city,
      address: locations.address,
    })
    .from(trainingSessions)
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .leftJoin(locations, eq(locations.id, trainingSessions.location_id))
    .where(eq(trainingSessions.id, sessionId));
  return {
    provider: {
      ...agreementProvider(config),
      representative: config.company.legalRepresentative,
      city: config.postalAddress.city,
    },
    formation: {
      title: row!.title,
      objectives: row!.objectives ?? [],
      assessment: row!.assessment ?? [],
    },
    where: row!.place === "client" ? "dans les locaux de l'entreprise" : addressText(row!),
  };
}

/**
 * Issues the certificate and the attestation of each trainee of `ids` from the session's
 * `attendance` as the caller read it in this transaction, and
 * mails them (to the trainee, and to the colleague who registered them for their company). A
 * trainee who attended nothing gets none; documents issued before are superseded, kept as the
 * record of what was sent. `corrected` says so in the mail.
 */
async function issueCertificates(
  tx: Transaction,
  config: SiteConfig,
  session: AttendanceSession,
  attendance: Attendance,
  ids: readonly number[] | "all",
  now: Date,
  corrected = false,
): Promise<number> {
  const lines = attendance.lines.filter((line) => ids === "all" || ids.includes(line.id));
  if (lines.length === 0) return 0;
  await tx
    .update(attendanceCertificates)
    .set({ superseded_at: now })
    .where(
      and(
        inArray(
          attendanceCertificates.registration_id,
          lines.map((line) => line.id),
        ),
        isNull(attendanceCertificates.superseded_at),
      ),
    );
  const shared = await sessionContent(tx, config, session.id);
  const evaluated = evaluates(await sessionEvaluation(tx, session.id));
  const answers = await answersOf(
    tx,
    lines.map((line) => line.id),
  );
  const issued = new Map<number, ReturnType<typeof certificateFile>[]>();
  for (const line of lines.filter((line) => line.attended > 0)) {
    const content: CertificateContent = {
      provider: shared.provider,
      trainee: { name: line.name, company: line.company && oneLine(line.company) },
      formation: shared.formation,
      nature: actionNatures[0],
      session: { start_date: session.start_date, end_date: session.end_date, where: shared.where },
      attended: line.attended,
      planned: attendance.planned,
      evaluation: evaluated ? (evaluationLines(answers.get(line.id)!) ?? []) : null,
      issuedOn: parisDay(now),
    };
    const files = [];
    for (const kind of certificateKinds) {
      const pdf = await renderCertificate(kind, content, now);
      await tx.insert(attendanceCertificates).values({
        registration_id: line.id,
        kind,
        issued_at: now,
        attended_minutes: line.attended,
        planned_minutes: attendance.planned,
        pdf,
        sha256: sha256(pdf),
      });
      files.push(certificateFile(kind, line.name, pdf));
    }
    issued.set(line.id, files);
  }
  await mailCertificates(tx, config, issued, corrected, now);
  return issued.size;
}

/** After a correction of attendance: the trainees' certificates issued anew and mailed again. */
export async function reissueCertificates(
  tx: Transaction,
  config: SiteConfig,
  session: AttendanceSession,
  ids: readonly number[],
  now: Date,
): Promise<number> {
  return issueCertificates(tx, config, session, await readAttendance(tx, session), ids, now, true);
}

/**
 * The hourly work: each session that has ended with its attendance complete issues its
 * certificates, once (its row, locked, says when they went out).
 */
export async function issueDueCertificates(
  db: Database,
  config: SiteConfig,
  now: Date,
): Promise<number> {
  const due = await db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(
      and(
        isNull(trainingSessions.certificates_issued_at),
        ne(trainingSessions.status, "cancelled"),
        lte(trainingSessions.end_date, parisDay(now)),
        gte(trainingSessions.end_date, addDays(parisDay(now), -ATTENDANCE_OPEN_DAYS)),
      ),
    )
    .orderBy(asc(trainingSessions.id));
  let mailed = 0;
  for (const { id } of due)
    mailed += await db.transaction(async (tx) => {
      await lockedSession(tx, id);
      const session = await readAttendanceSession(tx, id);
      if (!session || session.certificates_issued_at) return 0;
      const attendance = await readAttendance(tx, session);
      // A session nobody attends issues nothing and stays unmarked: a copy of a past session,
      // moved to new dates, still issues its own certificates.
      if (!attendance.lines.some((line) => line.attending)) return 0;
      if (!attendanceComplete(attendance, now)) return 0;
      if (await evaluationPending(tx, session, attendance, now)) return 0;
      const count = await issueCertificates(tx, config, session, attendance, "all", now);
      await tx
        .update(trainingSessions)
        .set({ certificates_issued_at: now })
        .where(eq(trainingSessions.id, id));
      return count;
    });
  return mailed;
}

export function certificateJobs(db: Database, config: SiteConfig): HourlyJob[] {
  return [
    {
      run: (now) => issueDueCertificates(db, config, now),
      done: "Certificats de réalisation envoyés",
      failed: "Émission des certificats de réalisation impossible",
    },
  ];
}

/** A trainee's certificate in force, as they and staff download it. */
async function certificateDownload(
  db: Database | Transaction,
  registrationId: number,
  kind: CertificateKind,
): Promise<{ filename: string; pdf: Buffer } | null> {
  const [row] = await db
    .select({
      pdf: attendanceCertificates.pdf,
      trainee_name: registrations.trainee_name,
      last_name: registrations.last_name,
      first_name: registrations.first_name,
    })
    .from(attendanceCertificates)
    .innerJoin(registrations, eq(registrations.id, attendanceCertificates.registration_id))
    .where(
      and(
        eq(attendanceCertificates.registration_id, registrationId),
        eq(attendanceCertificates.kind, kind),
        isNull(attendanceCertificates.superseded_at),
      ),
    );
  if (!row) return null;
  return { filename: certificateFileName(kind, formalName(row)), pdf: row.pdf };
}

/** The kinds of certificate a registration holds now, for its page and the session's. */
export async function certificatesOf(
  db: Database | Transaction,
  registrationIds: readonly number[],
): Promise<Map<number, CertificateKind[]>> {
  if (registrationIds.length === 0) return new Map();
  const rows = await db
    .select({ id: attendanceCertificates.registration_id, kind: attendanceCertificates.kind })
    .from(attendanceCertificates)
    .where(
      and(
        inArray(attendanceCertificates.registration_id, [...registrationIds]),
        isNull(attendanceCertificates.superseded_at),
      ),
    );
  const kinds = new Map<number, CertificateKind[]>();
  for (const row of rows) kinds.set(row.id, [...(kinds.get(row.id) ?? []), row.kind]);
  return kinds;
}

/** Every certificate in force of a session, in one ZIP; null when none was issued. */
export async function sessionCertificatesZip(
  db: Database,
  sessionId: number,
): Promise<Buffer | null> {
  const rows = await db
    .select({
      kind: attendanceCertificates.kind,
      pdf: attendanceCertificates.pdf,
      trainee_name: registrations.trainee_name,
      last_name: registrations.last_name,
      first_name: registrations.first_name,
      id: registrations.id,
    })
    .from(attendanceCertificates)
    .innerJoin(registrations, eq(registrations.id, attendanceCertificates.registration_id))
    .where(
      and(eq(registrations.session_id, sessionId), isNull(attendanceCertificates.superseded_at)),
    )
    .orderBy(asc(registrations.id), asc(attendanceCertificates.kind));
  if (rows.length === 0) return null;
  const files: Record<string, Uint8Array> = {};
  for (const row of rows) {
    const name = certificateFileName(row.kind, formalName(row));
    // Two trainees of the same name: the second file keeps its registration number.
    files[files[name] ? name.replace(/\.pdf$/, `-${row.id}.pdf`) : name] = new Uint8Array(row.pdf);
  }
  // PDFs are compressed already: stored as they are.
  return Buffer.from(zipSync(files, { level: 0 }));
}

/** The kind a download's file name asks for: 'realisation.pdf', 'attestation.pdf'. */
function certificateKindOf(file: string): CertificateKind | null {
  return certificateKinds.find((kind) => file === `${kind}.pdf`) ?? null;
}

/** A trainee's certificate by their page's link. */
export async function readTraineeCertificate(
  db: Database,
  token: string,
  file: string,
  today: string,
): Promise<{ filename: string; pdf: Buffer } | null> {
  const kind = certificateKindOf(file);
  if (!kind) return null;
  return db.transaction(async (tx) => {
    const target = await tokenTarget(tx, token, today);
    return target.state === "open" ? certificateDownload(tx, target.registrationId, kind) : null;
  });
}

/** A trainee's certificate for staff, when the registration is the session's. */
export async function registrationCertificateFile(
  db: Database,
  sessionId: number,
  registrationId: number,
  file: string,
): Promise<{ filename: string; pdf: Buffer } | null> {
  const kind = certificateKindOf(file);
  const [registration] = await db
    .select({ session_id: registrations.session_id })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  if (!kind || registration?.session_id !== sessionId) return null;
  return certificateDownload(db, registrationId, kind);
}
