import "server-only";
import { createHash } from "node:crypto";
import { and, asc, desc, eq, gt, inArray, isNull, lte, ne, sql } from "drizzle-orm";
import { zipSync } from "fflate";
import type { SiteConfig } from "@/config/site";
import type { Database, Transaction } from "@/db/client";
import type { MailAttachment } from "@/lib/mail-attachment";
import { outerColumn } from "@/db/outer-column";
import { addDays, parisDay, parisInstant } from "@/lib/dates";
import { formalName } from "@/lib/person-name";
import { listText, oneLine } from "@/lib/text";
import { actionNatures, certificateKinds, type CertificateKind } from "@/lib/training-law";
import {
  answersOf,
  evaluationLines,
  resultsRecorded,
  sessionEvaluation,
} from "@/features/assessment/public";
import { agreementProvider, readStamp } from "@/features/agreements/public";
import {
  certificateReady,
  certifiedMinutes,
  readAttendance,
  readAttendanceSession,
  type Attendance,
  type AttendanceLine,
  type AttendanceSession,
  freezeAttendance,
} from "@/features/attendance/public";
import {
  certificateFile,
  certificateFileName,
  renderCertificate,
  type CertificateContent,
} from "./pdf";
import { addressText, lockedSession, recordCertificatesIssued } from "@/features/sessions/public";
import { tokenTarget, attendingStatuses } from "@/features/registrations/public";
import { mailCertificates, type IssuedDocuments } from "./certificate-mails";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { outbox } from "@/server/mail/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { attendanceCertificates } from "./tables";

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

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
    stamp: (await readStamp(tx))?.png ?? null,
  };
}

/**
 * The certificates in force of these trainees (of `kinds`, else every kind) stop being so, kept
 * as the record of what was sent.
 */
async function supersedeCertificates(
  tx: Transaction,
  ids: readonly number[],
  now: Date,
  kinds: readonly CertificateKind[] = certificateKinds,
) {
  await tx
    .update(attendanceCertificates)
    .set({ superseded_at: now })
    .where(
      and(
        inArray(attendanceCertificates.registration_id, [...ids]),
        inArray(attendanceCertificates.kind, [...kinds]),
        isNull(attendanceCertificates.superseded_at),
      ),
    );
}

/** What an issue of certificates works from: the session's attendance as the caller read it. */
interface CertificateIssue {
  session: AttendanceSession;
  attendance: Attendance;
  /** The kinds each trainee is to get (their certificate, their attestation or both). */
  wanted: ReadonlyMap<number, readonly CertificateKind[]>;
  now: Date;
  /** Why documents issued before are issued again: said in the mail and kept with the version. */
  correction?: string;
}

/** One trainee's document, as it prints: the session's lines, then the trainee's own. */
function certificateContent(
  shared: Awaited<ReturnType<typeof sessionContent>>,
  { session, attendance, now }: CertificateIssue,
  line: AttendanceLine,
  certified: number,
  evaluation: CertificateContent["evaluation"],
): CertificateContent {
  return {
    provider: shared.provider,
    trainee: { name: line.name, company: line.company && oneLine(line.company) },
    formation: shared.formation,
    nature: actionNatures[0],
    session: { start_date: session.start_date, end_date: session.end_date, where: shared.where },
    attended: certified,
    planned: attendance.planned,
    evaluation,
    issuedOn: parisDay(now),
    stamp: shared.stamp,
  };
}

/** The trainee's documents of `kinds`, drawn and kept; their files as a mail joins them. */
async function storeCertificates(
  tx: Transaction,
  line: AttendanceLine,
  kinds: readonly CertificateKind[],
  content: CertificateContent,
  now: Date,
): Promise<MailAttachment[]> {
  const files = [];
  for (const kind of kinds) {
    const pdf = await renderCertificate(kind, content, now);
    await tx.insert(attendanceCertificates).values({
      registration_id: line.id,
      kind,
      issued_at: now,
      attended_minutes: content.attended,
      planned_minutes: content.planned,
      pdf,
      sha256: sha256(pdf),
    });
    files.push(certificateFile(kind, line.name, pdf));
  }
  return files;
}

/**
 * Issues the documents each trainee of `issue.wanted` is to get, from the session's attendance,
 * and mails them (to the trainee, and to the colleague who registered them for their company).
 * They state the hours of the proven half-days only (attendance/proof.ts); a trainee with none
 * gets none. Documents of those kinds issued before are superseded, kept as the record of what
 * was sent. The attendance they rest on is frozen as a new version when it changed, with the
 * correction as its reason; a correction says so in the mail. Returns how many trainees got some.
 */
async function issueCertificates(
  tx: Transaction,
  config: SiteConfig,
  issue: CertificateIssue,
): Promise<number> {
  const { session, attendance, wanted, now, correction } = issue;
  const lines = attendance.lines.filter((line) => wanted.has(line.id));
  if (lines.length === 0) return 0;
  for (const line of lines) await supersedeCertificates(tx, [line.id], now, wanted.get(line.id)!);
  const shared = await sessionContent(tx, config, session.id);
  const answers = await answersOf(
    tx,
    lines.map((line) => line.id),
  );
  const issued = new Map<number, IssuedDocuments>();
  for (const line of lines) {
    const certified = certifiedMinutes(attendance, line, now);
    if (certified === 0) continue;
    const evaluation = evaluationLines(answers.get(line.id)!);
    const content = certificateContent(shared, issue, line, certified, evaluation);
    const kinds = certificateKinds.filter((kind) => wanted.get(line.id)!.includes(kind));
    issued.set(line.id, { kinds, files: await storeCertificates(tx, line, kinds, content, now) });
  }
  if (issued.size === 0) return 0;
  const names = lines.filter((line) => issued.has(line.id)).map((line) => line.name);
  await freezeAttendance(tx, config, session, attendance, {
    now,
    reason: correction ?? `Documents émis : ${listText(names)}`,
  });
  await mailCertificates(tx, config, issued, correction !== undefined, now);
  return issued.size;
}

/**
 * After a change of attendance or of its proof: the documents of the trainees of `ids` who hold
 * some are issued anew from their proven hours and mailed again. One whose half-days no longer
 * all stand proven or settled loses them until they do, and the session waits for the hourly run
 * again (markDone). The attendance they rested on is kept as its next version, with the `correction` as its
 * reason. Once the session is done the hourly run no longer looks at it: what a trainee is due
 * then (a proof that came after a half-day was settled) goes at once.
 */
export async function reissueCertificates(
  tx: Transaction,
  config: SiteConfig,
  session: AttendanceSession,
  ids: readonly number[],
  now: Date,
  correction: string,
): Promise<number> {
  const held = await certificatesOf(tx, ids);
  const attendance = await readAttendance(tx, session);
  const lines = attendance.lines.filter((line) => ids.includes(line.id));
  const unready = lines.filter(
    (line) => held.has(line.id) && !certificateReady(attendance, line, now),
  );
  if (unready.length > 0)
    await supersedeCertificates(
      tx,
      unready.map((line) => line.id),
      now,
    );
  const again = new Map(
    lines
      .filter((line) => held.has(line.id) && !unready.includes(line))
      .map((line) => [line.id, held.get(line.id)!]),
  );
  const reissued = await issueCertificates(tx, config, {
    session,
    attendance,
    wanted: again,
    now,
    correction,
  });
  // A correction of what certificates stated makes the next version, with its reason, whether
  // they go out again now or wait for their proof.
  if (held.size > 0)
    await freezeAttendance(tx, config, session, attendance, { now, reason: correction });
  const late =
    session.certificates_issued_at === null
      ? 0
      : await issueDue(tx, config, session, attendance, lines, now);
  await markDone(tx, session, attendance, now);
  return reissued + late;
}

/**
 * What each trainee of `lines` is due now and does not hold yet, issued and mailed: the
 * certificate of realisation once their attendance is proven or settled; the attestation too,
 * once the results of the evaluation the programme plans are recorded (resultsRecorded: the
 * trainer's or staff's, or the quiz's), which the certificate never waits for.
 */
async function issueDue(
  tx: Transaction,
  config: SiteConfig,
  session: AttendanceSession,
  attendance: Attendance,
  lines: readonly AttendanceLine[],
  now: Date,
): Promise<number> {
  const ids = lines.map((line) => line.id);
  const held = await certificatesOf(tx, ids);
  const evaluation = await sessionEvaluation(tx, session.id);
  const answers = await answersOf(tx, ids);
  const due = new Map<number, CertificateKind[]>();
  for (const line of lines) {
    if (!certificateReady(attendance, line, now)) continue;
    const kinds = certificateKinds.filter(
      (kind) =>
        !held.get(line.id)?.includes(kind) &&
        (kind === "realisation" || resultsRecorded(evaluation, answers.get(line.id)!)),
    );
    if (kinds.length > 0) due.set(line.id, kinds);
  }
  return issueCertificates(tx, config, { session, attendance, wanted: due, now });
}

/**
 * The sessions whose certificates are not all out: not cancelled, with trainees attending, not
 * marked done. However long ago a session ended, it stays here until its attendance is complete
 * and its documents issued (a provider completes a sheet months later; decision 079): the
 * dashboard's « Émargement à compléter » lists them, the hourly run takes them up. A session
 * nobody attends is not one of them, so the hourly run does not read it forever.
 */
export const certificatesAwaited = and(
  ne(trainingSessions.status, "cancelled"),
  isNull(trainingSessions.certificates_issued_at),
  sql`EXISTS (SELECT 1 FROM ${registrations} WHERE ${registrations.session_id} = ${outerColumn(trainingSessions.id)} AND ${inArray(registrations.status, [...attendingStatuses])})`,
)!;

/**
 * The hourly work: in each session that has ended, each trainee whose half-days all stand proven
 * or settled gets their certificate, and their attestation once the results of the evaluation
 * are recorded; the session is done (its row, locked, says when) once every trainee holds both.
 * One trainee's missing proof or result holds back only their own.
 */
export async function issueDueCertificates(
  db: Database,
  config: SiteConfig,
  now: Date,
): Promise<number> {
  const due = await db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(and(certificatesAwaited, lte(trainingSessions.end_date, parisDay(now))))
    .orderBy(asc(trainingSessions.id));
  let mailed = 0;
  for (const { id } of due)
    mailed += await db.transaction((tx) => issueReadyCertificates(tx, config, id, now));
  return mailed;
}

/**
 * One session's part of the hourly work, in the caller's transaction (and at once when results
 * are recorded): the documents its trainees are due and do not hold yet; the session is marked
 * done once every trainee holds both, or none for want of a proven hour. Returns how many
 * trainees got some.
 */
export async function issueReadyCertificates(
  tx: Transaction,
  config: SiteConfig,
  sessionId: number,
  now: Date,
): Promise<number> {
  await lockedSession(tx, sessionId);
  const session = await readAttendanceSession(tx, sessionId);
  if (!session || session.certificates_issued_at) return 0;
  const attendance = await readAttendance(tx, session);
  // A session nobody attends issues nothing and stays unmarked: a copy of a past session,
  // moved to new dates, still issues its own certificates.
  if (!attendance.lines.some((line) => line.attending)) return 0;
  const count = await issueDue(tx, config, session, attendance, attendance.lines, now);
  await markDone(tx, session, attendance, now);
  return count;
}

/**
 * Marks the session done once every trainee holds both documents, or none for want of a proven
 * hour; unmarks it when one lacks some (a correction gave hours to a trainee who had none):
 * the hourly run and the evaluation at the end then take it up again.
 */
async function markDone(
  tx: Transaction,
  session: AttendanceSession,
  attendance: Attendance,
  now: Date,
): Promise<void> {
  const held = await certificatesOf(
    tx,
    attendance.lines.map((line) => line.id),
  );
  const done = attendance.lines.every(
    (line) =>
      certificateReady(attendance, line, now) &&
      (certifiedMinutes(attendance, line, now) === 0 ||
        certificateKinds.every((kind) => held.get(line.id)?.includes(kind))),
  );
  if (done === (session.certificates_issued_at !== null)) return;
  await recordCertificatesIssued(tx, session.id, done ? now : null);
}

/**
 * After the demo content is seeded: the certificates of the past sessions that run inserted
 * (`sessionIds`) whose proof is complete, issued as the hourly run would have issued them, the
 * morning after, and their mails to those sessions' trainees
 * recorded as sent then, so that a fresh start mails no demo trainee (src/seed/attendance.ts
 * signs those sessions). Nothing else is touched: no other session, no other mail.
 */
export async function issueDemoCertificates(
  db: Database,
  config: SiteConfig,
  sessionIds: readonly number[],
) {
  for (const id of sessionIds)
    await db.transaction(async (tx) => {
      const [session] = await tx
        .select({ end_date: trainingSessions.end_date })
        .from(trainingSessions)
        .where(eq(trainingSessions.id, id));
      if (!session) return;
      const issuedAt = parisInstant(addDays(session.end_date, 1), "08:00");
      const [last] = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .orderBy(desc(outbox.id))
        .limit(1);
      await issueReadyCertificates(tx, config, id, issuedAt);
      const trainees = tx
        .select({ email: sql`lower(${registrations.email})` })
        .from(registrations)
        .where(eq(registrations.session_id, id));
      await tx
        .update(outbox)
        .set({ status: "sent", sent_at: issuedAt })
        .where(
          and(
            eq(outbox.status, "pending"),
            gt(outbox.id, last?.id ?? 0),
            inArray(sql`lower(${outbox.to})`, trainees),
          ),
        );
    });
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

/** Whether a registration's attestation went out: its results are then final. */
export async function attestationIssued(
  db: Database | Transaction,
  registrationId: number,
): Promise<boolean> {
  const held = await certificatesOf(db, [registrationId]);
  return held.get(registrationId)?.includes("attestation") ?? false;
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
