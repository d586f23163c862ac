import "server-only";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { and, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import type { ActionResult } from "@/lib/action-result";
import { checkedPublicPost, type PublicPost } from "@/server/form-guard";
import { hashLinkToken, newLinkToken } from "@/server/link-token";
import { enqueueMails } from "@/server/mail/outbox";
import { withinMailQuota } from "@/server/mail/recipient-quota";
import { recordAnswers, type PostedAnswers } from "@/features/assessment/public";
import { consumeRateLimit } from "@/server/rate-limit";
import {
  registrationConfirmationMail,
  DAILY_PEOPLE_CAP,
  sessionDailyCap,
  OTHER_PARTICIPANTS,
  participantEmailField,
  registrationSchema,
  type RegistrationInput,
  registerTrainees,
  type RegistrationOutcome,
} from "@/features/registrations/public";
import { registeredSession } from "@/features/sessions/public";
import { trainingSessions } from "@/features/sessions/tables";

/** Registrations per address and window: a team registering one by one fits, a script does not. */
export const REGISTRATION_RATE_LIMIT = { max: 10, windowMs: 10 * 60_000 };

export interface RegistrationSubmission extends PublicPost {
  sessionId: number;
  values: RegistrationInput;
  /** The registrant's answers to the needs questions. */
  needs: PostedAnswers;
  today: string;
}

/** Thrown inside the registration's transaction to store nothing when its link could not be mailed. */
class MailQuotaReached extends Error {}

/** Thrown inside the registration's transaction to store nothing when an answer is refused. */
class AnswerRefused extends Error {}

const MAIL_QUOTA_REACHED =
  "Trop d'e-mails envoyés aujourd'hui à cette adresse : réessayez demain, ou écrivez-nous pour vous inscrire.";

const capReached = (cap: { max: number }, perSession: boolean) =>
  perSession
    ? `Pas plus de ${cap.max} participants par jour à cette session depuis une même connexion : écrivez-nous pour inscrire les autres.`
    : `Pas plus de ${cap.max} participants par jour depuis une même connexion : écrivez-nous pour inscrire les autres.`;

/** The fields holding addresses already registered to the session, each with the refusal. */
function registeredFields(
  values: RegistrationInput,
  registered: readonly string[],
  error: string,
): Partial<Record<keyof RegistrationInput, string>> {
  const fields: (keyof RegistrationInput)[] = [
    "email",
    ...OTHER_PARTICIPANTS.map(participantEmailField),
  ];
  return Object.fromEntries(
    fields
      .filter((field) => registered.includes(String(values[field]).trim().toLowerCase()))
      .map((field) => [field, error]),
  );
}

/**
 * A visitor's registration, after the public forms' anti-abuse checks and the daily caps per
 * client address: stored unconfirmed (no seat yet), and the link that confirms it mailed to the
 * registrant in the same transaction (docs/decisions/061-registrations-strangers-cannot-abuse.md).
 * Answers how many people it registered.
 */
export async function submitRegistration(
  db: Database,
  config: SiteConfig,
  submission: RegistrationSubmission,
): Promise<ActionResult<{ participants: number }>> {
  const checked = await checkedPublicPost(db, registrationSchema, submission, {
    key: "registration",
    ...REGISTRATION_RATE_LIMIT,
  });
  if (!checked.ok) return checked;

  const registration = checked.values;
  const participants = 1 + registration.others.length;
  // Counted before the registrations are read, refusals included: once over, a post learns
  // nothing of them. Per session (half its seats, which the page shows anyway), and across
  // sessions (docs/decisions/061-registrations-strangers-cannot-abuse.md, 077).
  // A session the public cannot see has the widest cap: its refusal says nothing of its seats.
  const [session] = await db
    .select({ capacity: trainingSessions.capacity })
    .from(trainingSessions)
    .where(
      and(eq(trainingSessions.id, submission.sessionId), eq(trainingSessions.published, true)),
    );
  for (const [key, cap, perSession] of [
    [
      `registration-session:${submission.sessionId}:${submission.ip}`,
      sessionDailyCap(session?.capacity),
      true,
    ],
    [`registration-people:${submission.ip}`, DAILY_PEOPLE_CAP, false],
  ] as const) {
    // A form larger than the cap alone is refused without spending it: a company that names five
    // people where four are allowed may still register four.
    if (
      participants > cap.max ||
      !(await consumeRateLimit(db, key, { ...cap, now: submission.now, cost: participants }))
    )
      return { ok: false, status: 429, error: capReached(cap, perSession) };
  }
  const token = newLinkToken();
  const link = new URL(paths.registrationConfirmation(token), config.baseUrl).toString();
  const stored = {
    today: submission.today,
    now: new Date(submission.now),
    tokenHash: hashLinkToken(token),
  };
  const outcome = await registerTrainees(
    db,
    submission.sessionId,
    registration,
    stored,
    async (tx, registrantId) => {
      const needs = await recordAnswers(tx, registrantId, "needs", submission.needs, stored.now);
      if (!needs.ok) throw new AnswerRefused(needs.error);
      // Counted once the post is known to be stored: a stranger's posts to nothing cannot spend it.
      if (!(await withinMailQuota(tx, "registrationLink", registration.email, submission.now)))
        throw new MailQuotaReached();
      const session = await registeredSession(tx, submission.sessionId);
      await enqueueMails(tx, [
        registrationConfirmationMail(config, { ...registration, participants }, session, link),
      ]);
    },
  ).catch((error: unknown): RegistrationOutcome => {
    if (error instanceof MailQuotaReached)
      return { ok: false, status: 429, error: MAIL_QUOTA_REACHED };
    if (error instanceof AnswerRefused) return { ok: false, status: 400, error: error.message };
    throw error;
  });
  if (!outcome.ok) {
    const fieldErrors = outcome.registered
      ? registeredFields(submission.values, outcome.registered, outcome.error)
      : undefined;
    return {
      ok: false,
      status: outcome.status,
      error: outcome.error,
      ...(fieldErrors ? { fieldErrors } : {}),
    };
  }
  return { ok: true, participants };
}
