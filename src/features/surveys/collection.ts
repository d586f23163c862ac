import "server-only";
import { and, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { rawRows, type Database, type Transaction } from "@/db/client";
import {
  formations,
  registrations,
  surveyInvitations,
  surveyTokens,
  trainingSessions,
} from "@/db/schema";
import { addDays, parisDay } from "@/lib/dates";
import { hashLinkToken, newLinkToken } from "@/server/link-token";
import { enqueueMails } from "@/server/mail/outbox";
import {
  COLD_SURVEY_DAYS,
  SURVEY_LINK_DAYS,
  SURVEY_REMINDER_DAYS,
  type SurveyKind,
} from "./constants";
import { joinInvitationSession } from "./invitation-session";
import { surveyMail } from "./mails";

const DAY_MS = 86_400_000;

/** Gives each invitation a fresh link and queues its mail, in the caller's transaction. */
async function mailLinks(
  tx: Transaction,
  config: SiteConfig,
  invitationIds: number[],
  now: Date,
  reminder: boolean,
): Promise<void> {
  if (invitationIds.length === 0) return;
  const recipients = await joinInvitationSession(
    tx
      .select({
        invitation: surveyInvitations.id,
        kind: surveyInvitations.kind,
        trainee_name: registrations.trainee_name,
        email: registrations.email,
        formation_title: formations.title,
        start_date: trainingSessions.start_date,
        end_date: trainingSessions.end_date,
      })
      .from(surveyInvitations)
      .$dynamic(),
  ).where(inArray(surveyInvitations.id, invitationIds));
  const expiresAt = new Date(now.getTime() + SURVEY_LINK_DAYS * DAY_MS);
  const links = recipients.map((recipient) => ({ recipient, token: newLinkToken() }));
  await tx.insert(surveyTokens).values(
    links.map(({ recipient, token }) => ({
      token_hash: hashLinkToken(token),
      invitation_id: recipient.invitation,
      expires_at: expiresAt,
    })),
  );
  await enqueueMails(
    tx,
    links.map(({ recipient, token }) =>
      surveyMail(config, recipient, new URL(paths.survey(token), config.baseUrl).toString(), {
        expiresAt,
        reminder,
      }),
    ),
  );
}

/**
 * Creates, once each, the invitations of `kind` for the trainees marked present at sessions that
 * ended (their last day) between `from` and `to`; the 'à froid' survey only for formations that
 * have it. Returns the new invitations.
 */
async function createInvitations(
  tx: Transaction,
  kind: SurveyKind,
  now: Date,
  from: string,
  to: string,
): Promise<number[]> {
  // One row per trainee and kind (unique index): a run racing this one inserts nothing twice.
  const created = await rawRows<{ id: number }>(
    tx,
    sql`INSERT INTO ${surveyInvitations} (registration_id, kind, sent_at)
        SELECT ${registrations.id}, ${kind}, ${now.toISOString()}::timestamptz
        FROM ${registrations}
        JOIN ${trainingSessions} ON ${trainingSessions.id} = ${registrations.session_id}
        JOIN ${formations} ON ${formations.id} = ${trainingSessions.formation_id}
        WHERE ${registrations.status} = 'present' AND ${trainingSessions.status} <> 'cancelled'
          AND ${trainingSessions.end_date} BETWEEN ${from} AND ${to}
          ${kind === "cold" ? sql`AND ${formations.cold_survey}` : sql``}
        ON CONFLICT DO NOTHING
        RETURNING id`,
  );
  return created.map((row) => row.id);
}

/**
 * Queues the surveys due at `now`, each exactly once even with several app processes:
 * - each trainee marked present at a session that ended (its last day is past) within the link's
 *   validity gets one; an older session's trainees are not asked months later;
 * - three months after, the same for the 'à froid' survey of formations that have it (switched on
 *   later, it reaches only the sessions of the last 30 days' window, not every past one);
 * - those who have not answered a week after a survey get one reminder, with a new link of their
 *   own, while the first is still valid.
 * Returns how many mails were queued.
 */
export async function queueDueSurveys(
  db: Database,
  config: SiteConfig,
  now: Date,
): Promise<{ sent: number; reminded: number }> {
  const today = parisDay(now);
  return db.transaction(async (tx) => {
    const yesterday = addDays(today, -1);
    const cold = addDays(today, -COLD_SURVEY_DAYS);
    const created = [
      ...(await createInvitations(tx, "end", now, addDays(today, -SURVEY_LINK_DAYS), yesterday)),
      ...(await createInvitations(tx, "cold", now, addDays(cold, -SURVEY_LINK_DAYS), cold)),
    ];
    await mailLinks(tx, config, created, now, false);

    const reminded = await tx
      .update(surveyInvitations)
      .set({ reminded_at: now })
      .where(
        and(
          isNull(surveyInvitations.answered_at),
          isNull(surveyInvitations.reminded_at),
          lte(surveyInvitations.sent_at, new Date(now.getTime() - SURVEY_REMINDER_DAYS * DAY_MS)),
          gt(surveyInvitations.sent_at, new Date(now.getTime() - SURVEY_LINK_DAYS * DAY_MS)),
        ),
      )
      .returning({ id: surveyInvitations.id });
    await mailLinks(
      tx,
      config,
      reminded.map((row) => row.id),
      now,
      true,
    );
    return { sent: created.length, reminded: reminded.length };
  });
}
