import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import type { ActionResult } from "@/lib/action-result";
import { parisDay } from "@/lib/dates";
import { checkedPublicPost, type PublicPost } from "@/server/form-guard";
import { enqueueMails } from "@/server/mail/outbox";
import { withinMailQuota } from "@/server/mail/recipient-quota";
import { consumeRateLimit } from "@/server/rate-limit";
import { answerDueOn } from "./complaint-steps";
import { AUTOMATIC_ACKNOWLEDGEMENT } from "./constants";
import { complaintAcknowledgementMail, complaintNotificationMail } from "./mails";
import { complaintSchema, type ComplaintInput } from "./schema";
import { namedSession } from "./session-choices";
import { complaints } from "./tables";

/** As many complaints as contact messages from one connection. */
const RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 };
/**
 * And a day's cap, as the registrations have: a trainee with several grievances fits, a stranger
 * mailing acknowledgements to address after address does not (docs/decisions/077).
 */
export const COMPLAINT_DAILY_CAP = { max: 10, windowMs: 24 * 60 * 60_000 };

export interface ComplaintSubmission extends Omit<PublicPost, "now"> {
  values: ComplaintInput;
  now?: number;
}

/**
 * Registers a complaint after the public form's anti-abuse checks, with its answer deadline,
 * and queues in the same transaction the provider's notification and the claimant's
 * acknowledgement. The acknowledgement counts against the recipient's quota: over it, the
 * complaint is registered unacknowledged and staff acknowledge it from the register.
 */
export async function fileComplaint(
  db: Database,
  config: SiteConfig,
  submission: ComplaintSubmission,
): Promise<ActionResult<{ id: number }>> {
  const now = submission.now ?? Date.now();
  const checked = await checkedPublicPost(
    db,
    complaintSchema,
    { ...submission, now },
    { key: "complaint", ...RATE_LIMIT },
  );
  if (!checked.ok) return checked;
  if (
    !(await consumeRateLimit(db, `complaint-day:${submission.ip}`, { ...COMPLAINT_DAILY_CAP, now }))
  )
    return {
      ok: false,
      status: 429,
      error: `Pas plus de ${COMPLAINT_DAILY_CAP.max} réclamations par jour depuis une même connexion : écrivez-nous à ${config.contact.email}.`,
    };

  const complaint = checked.values;
  const receivedAt = new Date(now);
  const acknowledge = await withinMailQuota(db, "acknowledgement", complaint.email, now);
  return db.transaction(async (tx) => {
    const session = complaint.session_id ? await namedSession(tx, complaint.session_id) : undefined;
    const dueOn = answerDueOn(parisDay(receivedAt), config.complaints.answerDays);
    const [stored] = await tx
      .insert(complaints)
      .values({
        claimant_kind: complaint.claimant_kind,
        name: complaint.name,
        email: complaint.email,
        organisation: complaint.organisation ?? null,
        session_id: session?.id ?? null,
        message: complaint.message,
        answer_due_on: dueOn,
        acknowledged_at: acknowledge ? receivedAt : null,
        acknowledged_by: acknowledge ? AUTOMATIC_ACKNOWLEDGEMENT : null,
        created_at: receivedAt,
      })
      .returning({ id: complaints.id });
    const ref = { id: stored!.id, receivedAt, answerDueOn: dueOn };
    await enqueueMails(tx, [
      complaintNotificationMail(config, complaint, { ...ref, session: session?.label ?? null }),
      ...(acknowledge ? [complaintAcknowledgementMail(config, complaint, ref)] : []),
    ]);
    return { ok: true as const, id: ref.id };
  });
}
