"use server";

import { eq } from "drizzle-orm";
import { headers } from "next/headers";
import { z } from "@/lib/zod";
import { siteConfig } from "@/config/site";
import { getDb } from "@/db/client";
import { contactRequests } from "@/db/schema";
import { countOf } from "@/lib/text";
import { recordId } from "@/lib/validation";
import type { ActionResult } from "@/server/action-result";
import { adminMutation, gone } from "@/server/admin-mutation";
import { clientAddressOf } from "@/server/client-address";
import { logger } from "@/server/logger";
import { wakeMailer } from "@/server/mail/mailer";
import { eraseRequester } from "./requester-data";
import { contactFormValues } from "./schema";
import { requestStatusLabels, requestStatuses, type RequestStatus } from "./statuses";
import { submitContactRequest, type FieldErrors } from "./submit";

export type ContactFormState =
  | { status: "idle" }
  | { status: "success"; at: number }
  | { status: "error"; at: number; message: string; fieldErrors?: FieldErrors };

/** The contact and quote form's action: it works from the browser and from a plain HTML post. */
export async function sendContactRequest(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const at = Date.now();
  try {
    const result = await submitContactRequest(await getDb(), siteConfig, {
      values: contactFormValues(form),
      honeypot: String(form.get("website") ?? ""),
      startedAt: Number(form.get("started_at")),
      ip: clientAddressOf(await headers()),
    });
    if (!result.ok) return { status: "error", at, message: result.error, fieldErrors: result.fieldErrors };
    wakeMailer();
    return { status: "success", at };
  } catch (error) {
    logger.error({ error }, "Enregistrement d'une demande de contact impossible");
    return { status: "error", at, message: "Votre message n'a pas pu être enregistré. Réessayez dans un instant." };
  }
}

const statusChange = z.object({ id: recordId, status: z.enum(requestStatuses, "Statut inconnu.") });

/** The inbox's status change (Nouvelle, En cours, Traitée): admins only, journaled. */
export async function changeRequestStatus(id: number, status: RequestStatus): Promise<ActionResult> {
  // No public page shows requests: no cache to expire.
  return adminMutation("changeRequestStatus", statusChange, { id, status }, [], async (change, { tx, audit }) => {
    const [updated] = await tx
      .update(contactRequests)
      .set({ status: change.status })
      .where(eq(contactRequests.id, change.id))
      .returning({ name: contactRequests.name, company: contactRequests.company });
    if (!updated) gone("Cette demande");
    await audit({
      action: "status",
      entity: "contact_request",
      entityId: change.id,
      summary: `${updated.name} (${updated.company}) : ${requestStatusLabels[change.status]}`,
    });
    return { ok: true };
  });
}

/**
 * 'Effacer ses données' on a request's page: the sender's requests and the mails to them go (the
 * GDPR right to erasure). The journal says it was done and how much, never to whom.
 */
export async function eraseRequesterData(id: number): Promise<ActionResult> {
  return adminMutation("eraseRequesterData", recordId, id, [], async (target, { tx, audit }) => {
    const erased = await eraseRequester(tx, target);
    if (!erased) gone("Cette demande");
    await audit({
      action: "erase",
      entity: "contact_request",
      entityId: null,
      summary: `Données d'un demandeur effacées : ${countOf(erased.requests, ["demande", "demandes"])}, ${countOf(erased.mails, ["e-mail", "e-mails"])}`,
    });
    return { ok: true };
  });
}
