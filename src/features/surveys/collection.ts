import "server-only";
import { and, gt, isNull, lte, sql } from "drizzle-orm";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { rawRows, type Database, type Transaction } from "@/db/client";
import { outerColumn } from "@/db/outer-column";
import { addDays, formatTime, parisDay } from "@/lib/dates";
import { isWorkingDay } from "@/lib/french-holidays";
import { hashLinkToken, newLinkToken } from "@/server/link-token";
import { enqueueMails } from "@/server/mail/outbox";
import {
  COLD_SURVEY_DAYS,
  FUNDER_SURVEY_FROM_HOUR,
  FUNDER_SURVEY_GAP_DAYS,
  SURVEY_LINK_DAYS,
  SURVEY_REMINDER_DAYS,
  type SurveyKind,
} from "./constants";
import { readRecipients } from "./invitation-session";
import { surveyMail } from "./mails";
import { formations } from "@/features/formations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { surveyInvitations, surveyTokens, funderContacts } from "./tables";

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
  const recipients = await readRecipients(tx, invitationIds);
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
 * Creates, once each, the surveys of the other stakeholders of the sessions that ended between
 * `from` and `to` with a trainee marked present: one per paying company (a company named on a
 * registration paid by the company or its OPCO), to whoever registered its first trainee there;
 * one to the trainer, when the session gives their address. Returns the new invitations.
 */
async function createSessionStakeholderInvitations(
  tx: Transaction,
  now: Date,
  from: string,
  to: string,
): Promise<number[]> {
  const sentAt = now.toISOString();
  const ended = sql`${trainingSessions.status} <> 'cancelled' AND ${trainingSessions.end_date} BETWEEN ${from} AND ${to}`;
  const companies = await rawRows<{ id: number }>(
    tx,
    sql`INSERT INTO ${surveyInvitations} (kind, session_id, recipient, email, sent_at)
        SELECT DISTINCT ON (${trainingSessions.id}, lower(btrim(${registrations.company})))
          'company', ${trainingSessions.id}, btrim(${registrations.company}),
          coalesce(registrant.email, ${registrations.email}), ${sentAt}::timestamptz
        FROM ${registrations}
        JOIN ${trainingSessions} ON ${trainingSessions.id} = ${registrations.session_id}
        LEFT JOIN ${registrations} AS registrant ON registrant.id = ${registrations.registrant_id}
        WHERE ${ended} AND ${registrations.status} = 'present'
          AND ${registrations.payer} IN ('entreprise', 'opco') AND btrim(${registrations.company}) <> ''
        ORDER BY ${trainingSessions.id}, lower(btrim(${registrations.company})), ${registrations.created_at}, ${registrations.id}
        ON CONFLICT DO NOTHING
        RETURNING id`,
  );
  const trainers = await rawRows<{ id: number }>(
    tx,
    sql`INSERT INTO ${surveyInvitations} (kind, session_id, recipient, email, sent_at)
        SELECT 'trainer', ${trainingSessions.id},
          coalesce(nullif(btrim(${trainingSessions.trainer}), ''), ${trainingSessions.trainer_email}),
          ${trainingSessions.trainer_email}, ${sentAt}::timestamptz
        FROM ${trainingSessions}
        WHERE ${ended} AND ${trainingSessions.trainer_email} IS NOT NULL
          AND EXISTS (SELECT 1 FROM ${registrations} WHERE ${registrations.session_id} = ${trainingSessions.id} AND ${registrations.status} = 'present')
        ON CONFLICT DO NOTHING
        RETURNING id`,
  );
  return [...companies, ...trainers].map((row) => row.id);
}

/** Whether `now` is a working hour to write to a funder: from 9 h, on a weekday not a holiday. */
function funderWorkingHour(now: Date): boolean {
  return (
    isWorkingDay(parisDay(now)) && Number(formatTime(now).slice(0, 2)) >= FUNDER_SURVEY_FROM_HOUR
  );
}

/**
 * Creates this year's survey of each funder contact the provider lists that has not had it, nor
 * any at its address in the last FUNDER_SURVEY_GAP_DAYS days (a contact deleted and added again
 * is not asked twice): the first working hour of the year, or the first after the contact is
 * added. Returns the new invitations.
 */
async function createFunderInvitations(tx: Transaction, now: Date): Promise<number[]> {
  if (!funderWorkingHour(now)) return [];
  const year = Number(parisDay(now).slice(0, 4));
  const recent = new Date(now.getTime() - FUNDER_SURVEY_GAP_DAYS * DAY_MS).toISOString();
  const created = await rawRows<{ id: number }>(
    tx,
    sql`INSERT INTO ${surveyInvitations} (kind, funder_id, year, recipient, email, sent_at)
        SELECT 'funder', ${funderContacts.id}, ${year}, ${funderContacts.name}, ${funderContacts.email}, ${now.toISOString()}::timestamptz
        FROM ${funderContacts}
        WHERE NOT EXISTS (SELECT 1 FROM ${surveyInvitations} asked
          WHERE asked.kind = 'funder' AND lower(asked.email) = lower(${funderContacts.email})
            AND asked.sent_at > ${recent}::timestamptz)
        ON CONFLICT DO NOTHING
        RETURNING id`,
  );
  return created.map((row) => row.id);
}

/**
 * Whether a stakeholder's survey may still be reminded: not a funder's taken off the list, nor a
 * trainer's whose address staff have changed since (often why it was changed).
 */
const trainerStillAddressed = sql`EXISTS (SELECT 1 FROM ${trainingSessions} ts
  WHERE ts.id = ${outerColumn(surveyInvitations.session_id)}
    AND ts.trainer_email = ${outerColumn(surveyInvitations.email)})`;
const stillAddressed = sql`CASE ${surveyInvitations.kind}
  WHEN 'funder' THEN ${surveyInvitations.funder_id} IS NOT NULL
  WHEN 'trainer' THEN ${trainerStillAddressed}
  ELSE true END`;

/**
 * Queues the surveys due at `now`, each exactly once even with several app processes:
 * - each trainee marked present at a session that ended (its last day is past) within the link's
 *   validity gets one; an older session's trainees are not asked months later;
 * - three months after, the same for the 'à froid' survey of formations that have it (switched on
 *   later, it reaches only the sessions of the last 30 days' window, not every past one);
 * - the same sessions' paying companies and trainers get theirs with the trainees', and each
 *   funder contact one a year;
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
    const lastMonth = addDays(today, -SURVEY_LINK_DAYS);
    const created = [
      ...(await createInvitations(tx, "end", now, lastMonth, yesterday)),
      ...(await createInvitations(tx, "cold", now, addDays(cold, -SURVEY_LINK_DAYS), cold)),
      ...(await createSessionStakeholderInvitations(tx, now, lastMonth, yesterday)),
      ...(await createFunderInvitations(tx, now)),
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
          stillAddressed,
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
