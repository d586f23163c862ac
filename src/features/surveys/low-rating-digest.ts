import "server-only";
import { and, asc, eq, isNotNull, isNull, max, sql } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import { rawRows, type Database } from "@/db/client";
import { enqueueMails } from "@/server/mail/outbox";
import { joinAnswerSession } from "./invitation-session";
import { DIGEST_DETAILED_ANSWERS, lowRatingDigestMail } from "./mails";
import { lowRatedAnswer } from "./satisfaction";
import { formations } from "@/features/formations/tables";
import { users, activeAdministrator } from "@/server/auth/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { surveyAnswers } from "./tables";

const DAY_MS = 86_400_000;
/** The advisory lock's key: one digest at a time across every node of one database. */
const DIGEST_LOCK = 727_054;

/** Answers the digest has yet to report: low-rated, not reported, and with no action noted yet. */
const unreported = and(
  lowRatedAnswer,
  isNull(surveyAnswers.low_rating_mailed_at),
  isNull(surveyAnswers.handled_at),
);

/**
 * Mails the administrators the answers rated 1 or 2 out of 5 not yet reported, at most once a
 * day: the first low rating after a quiet day goes out within the scheduler's hour, those that
 * follow wait for the next day's digest, however many arrive (issue 51). An answer handled before
 * its digest is left out. Every node may run it: the lock and the marks send each answer once.
 * Returns how many answers the queued digest reports (0 when none was due).
 */
export async function queueLowRatingDigest(
  db: Database,
  config: SiteConfig,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [lock] = await rawRows<{ locked: boolean }>(
      tx,
      sql`SELECT pg_try_advisory_xact_lock(${DIGEST_LOCK}) AS locked`,
    );
    if (!lock?.locked) return 0;
    const [last] = await tx
      .select({ at: max(surveyAnswers.low_rating_mailed_at) })
      .from(surveyAnswers)
      .where(isNotNull(surveyAnswers.low_rating_mailed_at));
    if (last?.at && now.getTime() - last.at.getTime() < DAY_MS) return 0;

    // Marked first: whatever this digest reports is exactly what it marked, even if an answer
    // arrives meanwhile.
    const marked = await tx
      .update(surveyAnswers)
      .set({ low_rating_mailed_at: now })
      .where(unreported)
      .returning({ id: surveyAnswers.id });
    if (marked.length === 0) return 0;
    const answers = await joinAnswerSession(
      tx
        .select({
          id: surveyAnswers.id,
          session_id: trainingSessions.id,
          overall: surveyAnswers.overall,
          trainee_name: registrations.trainee_name,
          formation_title: formations.title,
          start_date: trainingSessions.start_date,
          end_date: trainingSessions.end_date,
          comment: surveyAnswers.comment,
        })
        .from(surveyAnswers)
        .$dynamic(),
    )
      // What this digest marked: no other node marks while this one holds the lock.
      .where(eq(surveyAnswers.low_rating_mailed_at, now))
      .orderBy(asc(surveyAnswers.created_at), asc(surveyAnswers.id))
      .limit(DIGEST_DETAILED_ANSWERS);

    const administrators = await tx
      .select({ email: users.email })
      .from(users)
      .where(activeAdministrator);
    // Before any administrator has finished signing up, the provider's own address is told.
    const recipients = administrators.length
      ? administrators.map((admin) => admin.email)
      : [config.contact.email];
    await enqueueMails(
      tx,
      recipients.map((to) => lowRatingDigestMail(config, to, answers, marked.length)),
    );
    return marked.length;
  });
}
