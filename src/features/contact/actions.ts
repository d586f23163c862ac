"use server";

import { and, eq, inArray } from "drizzle-orm";
import { z } from "@/lib/zod";
import type { Transaction } from "@/db/client";
import { PAGE_SIZE } from "@/lib/list-params";
import { countOf } from "@/lib/text";
import { optionalChoice, recordId, requiredText } from "@/lib/validation";
import type { ActionResult } from "@/lib/action-result";
import { adminMutation, conflict, gone } from "@/server/admin-mutation";
import { eraseRequester } from "./requester-data";
import { requestStatuses } from "./constants";
import { requestStatusLabels } from "./statuses";
import { users, activeStaff } from "@/server/auth/tables";
import { contactRequests, requestNotes } from "./tables";

const statusChange = z.object({
  ids: z
    .array(recordId)
    .min(1, "Sélectionnez au moins une demande.")
    .max(PAGE_SIZE, `Pas plus de ${PAGE_SIZE} demandes à la fois.`),
  status: z.enum(requestStatuses, "Statut inconnu."),
});

/**
 * The status (Nouvelle, En cours, Traitée) of one request from its page, or of those ticked in the
 * inbox: admins only, one journal line per request so that each history shows it.
 */
export async function changeRequestStatus(ids: number[], status: string): Promise<ActionResult> {
  // No public page shows requests: no cache to expire.
  return adminMutation(
    { name: "changeRequestStatus", schema: statusChange },
    { ids, status },
    async (change, { tx, audit }) => {
      const updated = await tx
        .update(contactRequests)
        .set({ status: change.status })
        .where(inArray(contactRequests.id, change.ids))
        .returning({
          id: contactRequests.id,
          name: contactRequests.name,
          company: contactRequests.company,
        });
      if (updated.length === 0)
        gone(change.ids.length === 1 ? "Cette demande" : "Aucune de ces demandes");
      for (const request of updated) {
        await audit({
          action: "status",
          entity: "contact_request",
          entityId: request.id,
          summary: `${request.name} (${request.company}) : ${requestStatusLabels[change.status]}`,
        });
      }
      const missing = new Set(change.ids).size - updated.length;
      // Another admin may have deleted some meanwhile: say so rather than claim them all.
      return missing > 0
        ? {
            ok: true,
            notice: `${countOf(missing, ["demande n'existait", "demandes n'existaient"])} plus.`,
          }
        : { ok: true };
    },
  );
}

/**
 * 'Effacer ses données' on a request's page: the sender's requests and the mails to them go (the
 * GDPR right to erasure). The journal says it was done and how much, never to whom.
 */
export async function eraseRequesterData(id: number): Promise<ActionResult> {
  return adminMutation(
    { name: "eraseRequesterData", schema: recordId },
    id,
    async (target, { tx, audit }) => {
      const erased = await eraseRequester(tx, target);
      if (!erased) gone("Cette demande");
      await audit({
        action: "erase",
        entity: "contact_request",
        entityId: null,
        summary: `Données d'un demandeur effacées : ${countOf(erased.requests, ["demande", "demandes"])}, ${countOf(erased.mails, ["e-mail", "e-mails"])}`,
      });
      return { ok: true };
    },
  );
}

/** The sender and company a journal line names, or gone. */
async function requestName(tx: Transaction, id: number): Promise<string> {
  const [request] = await tx
    .select({ name: contactRequests.name, company: contactRequests.company })
    .from(contactRequests)
    .where(eq(contactRequests.id, id));
  if (!request) gone("Cette demande");
  return `${request.name} (${request.company})`;
}

const note = z.object({ id: recordId, text: requiredText(5000, "La note est vide.") });

/** 'Ajouter la note': an internal note on a request, signed by its author, journaled. */
export async function addRequestNote(id: number, text: string): Promise<ActionResult> {
  return adminMutation(
    { name: "addRequestNote", schema: note },
    { id, text },
    async (values, { tx, admin, audit }) => {
      const name = await requestName(tx, values.id);
      await tx.insert(requestNotes).values({
        request_id: values.id,
        author_id: admin.profile.id,
        author_name: `${admin.profile.name} ${admin.profile.last_name}`.trim(),
        text: values.text,
      });
      await audit({
        action: "note",
        entity: "contact_request",
        entityId: values.id,
        summary: `${name} : note ajoutée`,
      });
      return { ok: true };
    },
  );
}

const assignment = z.object({ id: recordId, assignee: optionalChoice });

/** 'Attribuée à': a member of the staff who can sign in answers the request, or nobody. */
export async function assignRequest(id: number, assignee: string): Promise<ActionResult> {
  return adminMutation(
    { name: "assignRequest", schema: assignment },
    { id, assignee },
    async (values, { tx, audit }) => {
      const name = await requestName(tx, values.id);
      let who = "personne";
      if (values.assignee !== null) {
        const [member] = await tx
          .select({ name: users.name, last_name: users.last_name })
          .from(users)
          .where(and(eq(users.id, values.assignee), activeStaff));
        if (!member)
          conflict("assignee", "Choisissez un membre de l'équipe qui peut se connecter.");
        who = `${member.name} ${member.last_name}`.trim();
      }
      await tx
        .update(contactRequests)
        .set({ assignee_id: values.assignee })
        .where(eq(contactRequests.id, values.id));
      await audit({
        action: "assign",
        entity: "contact_request",
        entityId: values.id,
        summary: `${name} : attribuée à ${who}`,
      });
      return { ok: true };
    },
  );
}

const spamChange = z.object({ id: recordId, spam: z.boolean() });

/** 'Marquer comme spam' (or 'Ce n'est pas un spam'): out of the inbox, its figures and exports. */
export async function markRequestSpam(id: number, spam: boolean): Promise<ActionResult> {
  return adminMutation(
    { name: "markRequestSpam", schema: spamChange },
    { id, spam },
    async (values, { tx, audit }) => {
      const name = await requestName(tx, values.id);
      await tx
        .update(contactRequests)
        .set({ spam: values.spam })
        .where(eq(contactRequests.id, values.id));
      await audit({
        action: "spam",
        entity: "contact_request",
        entityId: values.id,
        summary: `${name} : ${values.spam ? "marquée comme spam" : "n'est plus un spam"}`,
      });
      return { ok: true };
    },
  );
}

/** 'Supprimer' on a request's page: the request and its notes go; the journal keeps that it was. */
export async function deleteRequest(id: number): Promise<ActionResult> {
  return adminMutation(
    { name: "deleteRequest", schema: recordId },
    id,
    async (target, { tx, audit }) => {
      const [deleted] = await tx
        .delete(contactRequests)
        .where(eq(contactRequests.id, target))
        .returning({ id: contactRequests.id });
      if (!deleted) gone("Cette demande");
      // The journal line names no one: the sender's data is what was deleted.
      await audit({
        action: "delete",
        entity: "contact_request",
        entityId: target,
        summary: `Demande n° ${target} supprimée`,
      });
      return { ok: true };
    },
  );
}
