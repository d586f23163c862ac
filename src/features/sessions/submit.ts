import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { fieldErrorsOf, type ActionResult } from "@/lib/action-result";
import { refusedPublicPost, type PublicPost } from "@/server/form-guard";
import { enqueueMails } from "@/server/mail/outbox";
import { withinMailQuota } from "@/server/mail/recipient-quota";
import { registrationAcknowledgementMail, registrationNotificationMail } from "./mails";
import { registeredSession } from "./registered-session";
import { registrationSchema, type RegistrationInput } from "./schema";
import { registerTrainees } from "./seat-ledger";
import { tallyOf, type RegistrationTally } from "./seats";

/** Registrations per address and window: a team registering one by one fits, a script does not. */
export const REGISTRATION_RATE_LIMIT = { max: 10, windowMs: 10 * 60_000 };

export interface RegistrationSubmission extends PublicPost {
  sessionId: number;
  values: RegistrationInput;
  today: string;
}

/**
 * A visitor's registration, after the public forms' anti-abuse checks: stored with a seat or on
 * the waiting list, and its two mails queued in the same transaction.
 */
export async function submitRegistration(db: Database, config: SiteConfig, submission: RegistrationSubmission): Promise<ActionResult<RegistrationTally>> {
  const parsed = registrationSchema.safeParse(submission.values);
  if (!parsed.success) {
    return { ok: false, status: 400, error: "Merci de corriger les champs signalés.", fieldErrors: fieldErrorsOf(parsed.error.issues) };
  }
  const refused = await refusedPublicPost(db, submission, { key: "registration", ...REGISTRATION_RATE_LIMIT });
  if (refused) return refused;

  const registration = parsed.data;
  // The registration is always stored and the provider told; the registrant's copy within its quota.
  const acknowledge = await withinMailQuota(db, "acknowledgement", registration.email, submission.now);
  const outcome = await registerTrainees(db, submission.sessionId, registration, submission.today, async (tx, stored) => {
    const session = await registeredSession(tx, submission.sessionId);
    await enqueueMails(tx, [
      registrationNotificationMail(config, registration, session, stored),
      ...(acknowledge ? [registrationAcknowledgementMail(config, registration, session, stored)] : []),
    ]);
  });
  if (!outcome.ok) return outcome;
  return { ok: true, ...tallyOf(outcome.stored) };
}
