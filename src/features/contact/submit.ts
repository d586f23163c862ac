import "server-only";
import { and, eq } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import type { ActionResult } from "@/lib/action-result";
import { enqueueMails } from "@/server/mail/outbox";
import { withinMailQuota } from "@/server/mail/recipient-quota";
import { checkedPublicPost, type PublicPost } from "@/server/form-guard";
import {
  needsAsQuestions,
  needsQuestionsOf,
  readAnswers,
  type PostedAnswers,
} from "@/features/assessment/public";
import { locationOptionLabel } from "./form-options";
import { requestAcknowledgementMail, requestNotificationMail } from "./mails";
import { contactRequestSchema, type ContactRequestInput } from "./schema";
import { formations, publishedFormation } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { events } from "@/features/events/tables";
import { contactRequests } from "./tables";

export const RATE_LIMIT = { max: 5, windowMs: 10 * 60_000 };

export type FieldErrors = Partial<Record<keyof ContactRequestInput, string>>;

export interface Submission extends Omit<PublicPost, "now"> {
  values: ContactRequestInput;
  /** A quote's answers to its formation's needs questions. */
  needs?: PostedAnswers;
  now?: number;
}

/**
 * Stores a contact or quote request and queues its two mails in the same transaction, after
 * the anti-abuse checks. Nothing is sent here: the outbox delivers once it has committed.
 */
export async function submitContactRequest(
  db: Database,
  config: SiteConfig,
  submission: Submission,
): Promise<ActionResult<{ id: number }>> {
  const now = submission.now ?? Date.now();
  const checked = await checkedPublicPost(
    db,
    contactRequestSchema,
    { ...submission, now },
    { key: "contact", ...RATE_LIMIT },
  );
  if (!checked.ok) return checked;

  const request = checked.values;
  // The request is always stored and the provider told; the visitor's copy within its quota.
  const acknowledge = await withinMailQuota(db, "acknowledgement", request.email, now);
  return db.transaction(async (tx) => {
    const [formation] = request.desired_formation_id
      ? await tx
          .select({
            id: formations.id,
            title: formations.title,
            event: events.nom,
            eventLocation: events.location,
            needsQuestions: formations.needs_questions,
          })
          .from(formations)
          .leftJoin(events, eq(events.id, formations.event_id))
          .where(and(eq(formations.id, request.desired_formation_id), publishedFormation))
      : [];
    // A quote's needs, read against its formation's questions (Qualiopi indicator 4).
    const needs = readAnswers(
      formation ? needsAsQuestions(needsQuestionsOf(formation.needsQuestions)) : [],
      submission.needs ?? { answers: [], digest: "" },
    );
    if (!needs.ok) return { ok: false as const, status: 400 as const, error: needs.error };
    // An event formation takes place where its event does; otherwise a permanent place, if any.
    const locationId = formation?.event ? formation.eventLocation : request.desired_location_id;
    const [location] = locationId
      ? await tx
          .select()
          .from(locations)
          .where(
            formation?.event
              ? eq(locations.id, locationId)
              : and(eq(locations.id, locationId), eq(locations.permanent, true)),
          )
      : [];
    const [stored] = await tx
      .insert(contactRequests)
      .values({
        name: request.name,
        email: request.email,
        phone: request.phone ?? null,
        company: request.company,
        desired_formation_id: formation?.id ?? null,
        desired_location_id: location?.id ?? null,
        message: request.message,
        is_psh: request.is_psh,
        psh_details: request.psh_details ?? null,
        participants: request.participants ?? null,
        desired_period: request.desired_period ?? null,
        funding: request.funding ?? null,
        needs: needs.answers.length > 0 ? needs.answers : null,
      })
      .returning({ id: contactRequests.id });
    const context = {
      id: stored!.id,
      formation: formation ? { title: formation.title, event: formation.event } : null,
      location: location ? locationOptionLabel(location) : null,
    };
    await enqueueMails(tx, [
      requestNotificationMail(config, request, context),
      ...(acknowledge ? [requestAcknowledgementMail(config, request, context)] : []),
    ]);
    return { ok: true as const, id: stored!.id };
  });
}
