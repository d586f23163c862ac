import "server-only";
import { and, eq, inArray, isNotNull, lt, notExists, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { RETENTION } from "@/config/retention";
import { rawRows, type Database, type Transaction } from "@/db/client";
import { logger } from "@/server/logger";
import { onShutdown } from "@/server/shutdown";
import { auditLog, rateLimits } from "@/server/tables";
import { contactAddressChanges } from "@/features/accounts/tables";
import { contactRequests } from "@/features/contact/tables";
import { outbox } from "@/server/mail/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { attendanceVersions } from "@/features/attendance/tables";
import { surveyInvitations } from "@/features/surveys/tables";
import { complaints } from "@/features/quality/tables";

const DAY_MS = 24 * 60 * 60_000;

export interface PurgeReport {
  rateLimits: number;
  sentMails: number;
  contactRequests: number;
  registrations: number;
  /** The attendance frozen when certificates went out: names and signatures, kept as long. */
  attendanceVersions: number;
  stakeholderSurveys: number;
  complaints: number;
  journalLines: number;
}

/** The advisory lock's key: one purge at a time across every node of one database. */
const PURGE_LOCK = 727_001;

function monthsBefore(now: Date, months: number): Date {
  const date = new Date(now);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date;
}

const yearsBefore = (now: Date, years: number) => monthsBefore(now, 12 * years);

/** Rows deleted per transaction: each one short, so the site never waits long on the purge. */
const PURGE_BATCH = 1_000;
/** Prospects' addresses handled per transaction, with all their requests and mails. */
const PROSPECT_BATCH = 200;

/** One batch of deletions, or null when another node holds the purge's lock. */
async function underLock<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    const [lock] = await rawRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${PURGE_LOCK}) AS locked`,
    );
    return lock?.locked ? work(tx) : null;
  });
}

/**
 * Runs a batch until it deletes nothing, and counts what it deleted; null when another node is
 * purging (it holds the lock and does the same work).
 */
async function inBatches(
  db: Database,
  batch: (tx: Transaction) => Promise<number>,
  size: number,
): Promise<number | null> {
  let total = 0;
  for (;;) {
    const deleted = await underLock(db, batch);
    if (deleted === null) return total > 0 ? total : null;
    total += deleted;
    if (deleted < size) return total;
  }
}

/** A batch deleting at most `size` rows of `table` that meet `condition`; how many it deleted. */
function oldestRows(table: PgTable, id: PgColumn, condition: SQL, size: number) {
  return async (tx: Transaction) =>
    (
      await tx
        .delete(table)
        .where(inArray(id, tx.select({ id }).from(table).where(condition).limit(size)))
        .returning({ id })
    ).length;
}

/**
 * Deletes what is kept no longer than the policy says, in batches of at most `batch` rows per
 * transaction, whatever the tables hold. Returns null when another node is purging right now.
 */
export async function purgeExpiredData(
  db: Database,
  now = new Date(),
  batch = PURGE_BATCH,
): Promise<PurgeReport | null> {
  const oldMail = new Date(now.getTime() - RETENTION.sentMailMs);
  const purge = (table: PgTable, id: PgColumn, condition: SQL) =>
    inBatches(db, oldestRows(table, id, condition, batch), batch);
  const limits = await purge(
    rateLimits,
    rateLimits.id,
    lt(rateLimits.lastRequest, now.getTime() - RETENTION.rateLimitMs),
  );
  if (limits === null) return null;
  const requests = await purgeProspects(db, yearsBefore(now, RETENTION.prospectYears), batch);
  const mails = await purge(
    outbox,
    outbox.id,
    and(eq(outbox.status, "sent"), lt(outbox.sent_at, oldMail))!,
  );
  // A contact address asked for, confirmed or not, is the profile's business once its link is old
  // (one row per staff member at most: no batches).
  await underLock(db, (tx) =>
    tx.delete(contactAddressChanges).where(lt(contactAddressChanges.created_at, oldMail)),
  );
  const endedBefore = yearsBefore(now, RETENTION.traineeYears).toISOString().slice(0, 10);
  const sessionsEndedBefore = db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(lt(trainingSessions.end_date, endedBefore));
  const trainees = await purge(
    registrations,
    registrations.id,
    inArray(registrations.session_id, sessionsEndedBefore),
  );
  const versions = await purge(
    attendanceVersions,
    attendanceVersions.id,
    inArray(attendanceVersions.session_id, sessionsEndedBefore),
  );
  // A company's, a trainer's or a funder's survey, with the address it went to and the answer,
  // as long as a trainee's of the same session; a funder's, as long after the year it was asked.
  // Two purges rather than one condition with OR, which no index serves.
  const sessionSurveys = await purge(
    surveyInvitations,
    surveyInvitations.id,
    inArray(surveyInvitations.session_id, sessionsEndedBefore),
  );
  const funderSurveys = await purge(
    surveyInvitations,
    surveyInvitations.id,
    lt(surveyInvitations.year, Number(endedBefore.slice(0, 4))),
  );
  // The trainer's address of a session that old goes too; the session stays.
  await underLock(db, (tx) =>
    tx
      .update(trainingSessions)
      .set({ trainer_email: null })
      .where(
        and(lt(trainingSessions.end_date, endedBefore), isNotNull(trainingSessions.trainer_email)),
      ),
  );
  const closedComplaints = await purge(
    complaints,
    complaints.id,
    lt(complaints.closed_at, yearsBefore(now, RETENTION.complaintYears)),
  );
  // An attendance correction's line stays as long as the registration whose hours it explains.
  const journalLines = await purge(
    auditLog,
    auditLog.id,
    and(
      lt(auditLog.created_at, monthsBefore(now, RETENTION.journalMonths)),
      or(
        eq(auditLog.evidence, false),
        notExists(
          db
            .select({ id: registrations.id })
            .from(registrations)
            .where(eq(registrations.id, auditLog.entity_id)),
        ),
      ),
    )!,
  );
  return {
    rateLimits: limits,
    sentMails: mails ?? 0,
    contactRequests: requests,
    registrations: trainees ?? 0,
    attendanceVersions: versions ?? 0,
    stakeholderSurveys: (sessionSurveys ?? 0) + (funderSurveys ?? 0),
    complaints: closedComplaints ?? 0,
    journalLines: journalLines ?? 0,
  };
}

/**
 * The requests of prospects silent since `before`, and the mails to them, a few addresses per
 * transaction; how many requests went.
 */
async function purgeProspects(db: Database, before: Date, batch: number): Promise<number> {
  const size = Math.min(batch, PROSPECT_BATCH);
  let requests = 0;
  await inBatches(
    db,
    async (tx) => {
      const addresses = (
        await rawRows<{ email: string }>(
          tx,
          // From the old requests up (an index on the date), each address checked for a newer
          // request through the index on the address: never the whole table grouped.
          sql`SELECT DISTINCT lower(earlier.email) AS email FROM ${contactRequests} AS earlier
              WHERE earlier.created_at < ${before}
                AND NOT EXISTS (SELECT 1 FROM ${contactRequests} AS later
                  WHERE lower(later.email) = lower(earlier.email) AND later.created_at >= ${before})
              LIMIT ${size}`,
        )
      ).map((prospect) => prospect.email);
      if (addresses.length === 0) return 0;
      const deleted = await tx
        .delete(contactRequests)
        // Only what was already there: a request sent meanwhile makes its sender a prospect anew.
        .where(
          and(
            inArray(sql`lower(${contactRequests.email})`, addresses),
            lt(contactRequests.created_at, before),
          ),
        )
        .returning({ id: contactRequests.id });
      requests += deleted.length;
      await tx.delete(outbox).where(inArray(sql`lower(${outbox.to})`, addresses));
      return addresses.length;
    },
    size,
  );
  return requests;
}

const PURGE = Symbol.for("formations-site.retention-purge");
const holder = globalThis as typeof globalThis & { [PURGE]?: NodeJS.Timeout };

/** Purges at start, then once a day, in this server process; stops at shutdown. */
export function startRetentionPurge(db: Database): void {
  if (holder[PURGE]) return;
  const run = () => {
    const started = performance.now();
    return purgeExpiredData(db).then(
      (report) =>
        report &&
        logger.info(
          { ...report, ms: Math.round(performance.now() - started) },
          "Données personnelles expirées supprimées",
        ),
      (error: unknown) => logger.error({ error }, "Purge des données expirées impossible"),
    );
  };
  void run();
  holder[PURGE] = setInterval(run, DAY_MS).unref();
  onShutdown(async () => clearInterval(holder[PURGE]));
}
