import "server-only";
import { and, eq, inArray, lt, sql } from "drizzle-orm";
import { RETENTION } from "@/config/retention";
import { rawRows, type Database } from "@/db/client";
import {
  contactAddressChanges,
  contactRequests,
  outbox,
  rateLimits,
  registrations,
  trainingSessions,
} from "@/db/schema";
import { logger } from "./logger";
import { onShutdown } from "./shutdown";

const DAY_MS = 24 * 60 * 60_000;

export interface PurgeReport {
  rateLimits: number;
  sentMails: number;
  contactRequests: number;
  registrations: number;
}

/** The advisory lock's key: one purge at a time across every node of one database. */
const PURGE_LOCK = 727_001;

function yearsBefore(now: Date, years: number): Date {
  const date = new Date(now);
  date.setUTCFullYear(date.getUTCFullYear() - years);
  return date;
}

/**
 * Deletes what is kept no longer than the policy says, in one transaction. Returns null when
 * another node is purging right now (it holds the lock and will do the same work).
 */
export async function purgeExpiredData(
  db: Database,
  now = new Date(),
): Promise<PurgeReport | null> {
  return db.transaction(async (tx) => {
    const [lock] = await rawRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${PURGE_LOCK}) AS locked`,
    );
    if (!lock?.locked) return null;
    const limits = await tx
      .delete(rateLimits)
      .where(lt(rateLimits.lastRequest, now.getTime() - RETENTION.rateLimitMs))
      .returning({ id: rateLimits.id });
    const prospects = await rawRows<{ email: string }>(
      tx,
      sql`SELECT lower(${contactRequests.email}) AS email FROM ${contactRequests}
          GROUP BY lower(${contactRequests.email})
          HAVING max(${contactRequests.created_at}) < ${yearsBefore(now, RETENTION.prospectYears)}`,
    );
    const addresses = prospects.map((prospect) => prospect.email);
    const requests = addresses.length
      ? await tx
          .delete(contactRequests)
          .where(inArray(sql`lower(${contactRequests.email})`, addresses))
          .returning({ id: contactRequests.id })
      : [];
    if (addresses.length)
      await tx.delete(outbox).where(inArray(sql`lower(${outbox.to})`, addresses));
    const mails = await tx
      .delete(outbox)
      .where(
        and(
          eq(outbox.status, "sent"),
          lt(outbox.sent_at, new Date(now.getTime() - RETENTION.sentMailMs)),
        ),
      )
      .returning({ id: outbox.id });
    // A contact address asked for, confirmed or not, is the profile's business once its link is old.
    await tx
      .delete(contactAddressChanges)
      .where(lt(contactAddressChanges.created_at, new Date(now.getTime() - RETENTION.sentMailMs)));
    const trainees = await tx
      .delete(registrations)
      .where(
        inArray(
          registrations.session_id,
          tx
            .select({ id: trainingSessions.id })
            .from(trainingSessions)
            .where(
              lt(
                trainingSessions.end_date,
                yearsBefore(now, RETENTION.traineeYears).toISOString().slice(0, 10),
              ),
            ),
        ),
      )
      .returning({ id: registrations.id });
    return {
      rateLimits: limits.length,
      sentMails: mails.length,
      contactRequests: requests.length,
      registrations: trainees.length,
    };
  });
}

const PURGE = Symbol.for("formations-site.retention-purge");
const holder = globalThis as typeof globalThis & { [PURGE]?: NodeJS.Timeout };

/** Purges at start, then once a day, in this server process; stops at shutdown. */
export function startRetentionPurge(db: Database): void {
  if (holder[PURGE]) return;
  const run = () =>
    purgeExpiredData(db).then(
      (report) => report && logger.info({ ...report }, "Données personnelles expirées supprimées"),
      (error: unknown) => logger.error({ error }, "Purge des données expirées impossible"),
    );
  void run();
  holder[PURGE] = setInterval(run, DAY_MS).unref();
  onShutdown(async () => clearInterval(holder[PURGE]));
}
