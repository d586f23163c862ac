import "server-only";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { fieldErrorsOf, type ActionResult } from "@/lib/action-result";
import { refusedPublicPost, type PublicPost } from "@/server/form-guard";
import { hashLinkToken, newLinkToken } from "@/server/link-token";
import { enqueueMails } from "@/server/mail/outbox";
import { withinMailQuota } from "@/server/mail/recipient-quota";
import { consumeRateLimit } from "@/server/rate-limit";
import { registrationConfirmationMail } from "./mails";
import { SESSION_DAILY_CAP } from "./opt-in";
import { registeredSession } from "./registered-session";
import { OTHER_PARTICIPANTS, participantEmailField, registrationSchema, type RegistrationInput } from "./schema";
import { registerTrainees, type RegistrationOutcome } from "./seat-ledger";

/** Registrations per address and window: a team registering one by one fits, a script does not. */
export const REGISTRATION_RATE_LIMIT = { max: 10, windowMs: 10 * 60_000 };

export interface RegistrationSubmission extends PublicPost {
  sessionId: number;
  values: RegistrationInput;
  today: string;
}

/** Thrown inside the registration's transaction to store nothing when the post would pass the cap. */
class SessionCapReached extends Error {}

const SESSION_CAP_REACHED = `Pas plus de ${SESSION_DAILY_CAP.max} participants par jour à une même session depuis une même connexion : écrivez-nous pour inscrire les autres.`;

/** The fields holding addresses already registered to the session, each with the refusal. */
function registeredFields(values: RegistrationInput, registered: readonly string[], error: string): Partial<Record<keyof RegistrationInput, string>> {
  const fields: (keyof RegistrationInput)[] = ["email", ...OTHER_PARTICIPANTS.map(participantEmailField)];
  return Object.fromEntries(fields.filter((field) => registered.includes(String(values[field]).trim().toLowerCase())).map((field) => [field, error]));
}

/**
 * A visitor's registration, after the public forms' anti-abuse checks and the session's daily cap
 * per client address: stored unconfirmed (no seat yet), and the link that confirms it mailed to
 * the registrant in the same transaction (decision 61). Answers how many people it registered.
 */
export async function submitRegistration(db: Database, config: SiteConfig, submission: RegistrationSubmission): Promise<ActionResult<{ participants: number }>> {
  const parsed = registrationSchema.safeParse(submission.values);
  if (!parsed.success) {
    return { ok: false, status: 400, error: "Merci de corriger les champs signalés.", fieldErrors: fieldErrorsOf(parsed.error.issues) };
  }
  const refused = await refusedPublicPost(db, submission, { key: "registration", ...REGISTRATION_RATE_LIMIT });
  if (refused) return refused;

  const registration = parsed.data;
  const participants = 1 + registration.others.length;
  // Over its quota, the registrant's address gets no link: the registration expires unconfirmed.
  const mailable = await withinMailQuota(db, "acknowledgement", registration.email, submission.now);
  const token = newLinkToken();
  const link = new URL(paths.registrationConfirmation(token), config.baseUrl).toString();
  const stored = { today: submission.today, now: new Date(submission.now), tokenHash: hashLinkToken(token) };
  const outcome = await registerTrainees(db, submission.sessionId, registration, stored, async (tx) => {
    // Counted with the registrations it stores: a refused post (an address registered twice) costs nothing.
    const capKey = `registration-session:${submission.sessionId}:${submission.ip}`;
    if (!(await consumeRateLimit(tx, capKey, { ...SESSION_DAILY_CAP, now: submission.now, cost: participants }))) throw new SessionCapReached();
    if (!mailable) return;
    const session = await registeredSession(tx, submission.sessionId);
    await enqueueMails(tx, [registrationConfirmationMail(config, { ...registration, participants }, session, link)]);
  }).catch((error: unknown): RegistrationOutcome => {
    if (error instanceof SessionCapReached) return { ok: false, status: 429, error: SESSION_CAP_REACHED };
    throw error;
  });
  if (!outcome.ok) {
    const fieldErrors = outcome.registered ? registeredFields(submission.values, outcome.registered, outcome.error) : undefined;
    return { ok: false, status: outcome.status, error: outcome.error, ...(fieldErrors ? { fieldErrors } : {}) };
  }
  return { ok: true, participants };
}
