"use server";

import { and, eq, isNotNull, isNull, type SQL } from "drizzle-orm";
import { siteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import type { ActionResult } from "@/lib/action-result";
import { recordId } from "@/lib/validation";
import { z } from "@/lib/zod";
import {
  adminMutation,
  conflict,
  gone,
  stale,
  targetId,
  type MutationContext,
} from "@/server/admin-mutation";
import { adminRead } from "@/server/admin-read";
import { currentTime } from "@/server/clock";
import { mailed } from "@/server/mail/mailer";
import { enqueueMails } from "@/server/mail/outbox";
import { improvementToEdit } from "./admin-queries";
import { complaintAcknowledgementMail, complaintAnswerMail, complaintNumber } from "./mails";
import { complaintStepSchema, improvementSchema, type ImprovementInput } from "./schema";
import { users } from "@/server/auth/tables";
import { complaints, improvementActions } from "./tables";

const authorOf = ({ admin }: Pick<MutationContext, "admin">) =>
  `${admin.profile.name} ${admin.profile.last_name}`;

/**
 * Takes one step of a complaint, if it is the step's turn (`ready`): the update's condition
 * holds it to one author even when two admins click together. Refused in French otherwise.
 */
async function takeStep(
  tx: Transaction,
  id: number,
  ready: SQL,
  values: Partial<typeof complaints.$inferInsert>,
  already: string,
) {
  const [taken] = await tx
    .update(complaints)
    .set(values)
    .where(and(eq(complaints.id, id), ready))
    .returning();
  if (taken) return taken;
  const [exists] = await tx
    .select({ id: complaints.id })
    .from(complaints)
    .where(eq(complaints.id, id));
  if (!exists) gone("Cette réclamation");
  stale(already);
}

/** 'Envoyer l'accusé de réception': for a complaint whose automatic one the mail quota held back. */
export async function acknowledgeComplaint(id: number): Promise<ActionResult> {
  const result = await adminMutation(
    { name: "acknowledgeComplaint", schema: recordId },
    id,
    async (target, context) => {
      const complaint = await takeStep(
        context.tx,
        target,
        and(isNull(complaints.acknowledged_at), isNull(complaints.closed_at))!,
        { acknowledged_at: currentTime(), acknowledged_by: authorOf(context) },
        "Cette réclamation a déjà un accusé de réception, ou est close",
      );
      await enqueueMails(context.tx, [
        complaintAcknowledgementMail(siteConfig, complaint, {
          id: complaint.id,
          receivedAt: complaint.created_at,
          answerDueOn: complaint.answer_due_on,
        }),
      ]);
      await context.audit({
        action: "status",
        entity: "complaint",
        entityId: complaint.id,
        summary: `${complaintNumber(complaint.id)} : accusé de réception envoyé`,
      });
      return { ok: true };
    },
  );
  return mailed(result);
}

const analysisSchema = complaintStepSchema("Écrivez l'analyse de la réclamation.");
const answerSchema = complaintStepSchema("Écrivez la réponse.");

/** 'Enregistrer l'analyse': causes, facts checked, what the provider owes. */
export async function analyseComplaint(id: number, text: string): Promise<ActionResult> {
  return adminMutation(
    { name: "analyseComplaint", schema: analysisSchema },
    { id, text },
    async (values, context) => {
      await takeStep(
        context.tx,
        values.id,
        and(
          isNotNull(complaints.acknowledged_at),
          isNull(complaints.analysed_at),
          isNull(complaints.closed_at),
        )!,
        { analysis: values.text, analysed_at: currentTime(), analysed_by: authorOf(context) },
        "Cette réclamation attend son accusé de réception, ou est déjà analysée ou close",
      );
      await context.audit({
        action: "status",
        entity: "complaint",
        entityId: values.id,
        summary: `${complaintNumber(values.id)} : analysée`,
      });
      return { ok: true };
    },
  );
}

/** 'Envoyer la réponse': mailed to the claimant, kept word for word in the register. */
export async function answerComplaint(id: number, text: string): Promise<ActionResult> {
  const result = await adminMutation(
    { name: "answerComplaint", schema: answerSchema },
    { id, text },
    async (values, context) => {
      const complaint = await takeStep(
        context.tx,
        values.id,
        and(
          isNotNull(complaints.analysed_at),
          isNull(complaints.answered_at),
          isNull(complaints.closed_at),
        )!,
        { answer: values.text, answered_at: currentTime(), answered_by: authorOf(context) },
        "Cette réclamation n'attend pas de réponse (à analyser d'abord, déjà répondue ou close)",
      );
      await enqueueMails(context.tx, [
        complaintAnswerMail(siteConfig, complaint, {
          id: complaint.id,
          receivedAt: complaint.created_at,
          answer: values.text,
        }),
      ]);
      await context.audit({
        action: "status",
        entity: "complaint",
        entityId: complaint.id,
        summary: `${complaintNumber(complaint.id)} : réponse envoyée`,
      });
      return { ok: true };
    },
  );
  return mailed(result);
}

/** 'Clore la réclamation', once answered. */
export async function closeComplaint(id: number): Promise<ActionResult> {
  return adminMutation(
    { name: "closeComplaint", schema: recordId },
    id,
    async (target, context) => {
      await takeStep(
        context.tx,
        target,
        and(isNotNull(complaints.answered_at), isNull(complaints.closed_at))!,
        { closed_at: currentTime(), closed_by: authorOf(context) },
        "Cette réclamation ne peut pas être close (sans réponse, ou déjà close)",
      );
      await context.audit({
        action: "status",
        entity: "complaint",
        entityId: target,
        summary: `${complaintNumber(target)} : close`,
      });
      return { ok: true };
    },
  );
}

const dismissalSchema = complaintStepSchema(
  "Dites pourquoi la réclamation est classée sans suite.",
);

/**
 * 'Classer sans suite': a message that is no complaint (a spam, a message meant for the contact
 * form) leaves the register's work without an answer mailed to whatever address it gave; the
 * reason stays in the register.
 */
export async function dismissComplaint(id: number, reason: string): Promise<ActionResult> {
  return adminMutation(
    { name: "dismissComplaint", schema: dismissalSchema },
    { id, text: reason },
    async (values, context) => {
      await takeStep(
        context.tx,
        values.id,
        and(isNull(complaints.answered_at), isNull(complaints.closed_at))!,
        { closing_note: values.text, closed_at: currentTime(), closed_by: authorOf(context) },
        "Cette réclamation est déjà répondue ou close",
      );
      await context.audit({
        action: "status",
        entity: "complaint",
        entityId: values.id,
        summary: `${complaintNumber(values.id)} : classée sans suite`,
      });
      return { ok: true };
    },
  );
}

/** The columns an improvement action's form sets, with the owner's name copied. */
async function improvementColumns(tx: Transaction, values: z.output<typeof improvementSchema>) {
  const [owner] = values.owner_id
    ? await tx
        .select({ id: users.id, name: users.name, last_name: users.last_name })
        .from(users)
        .where(eq(users.id, values.owner_id))
    : [];
  if (values.owner_id && !owner) conflict("owner_id", "Ce membre de l'équipe n'existe plus.");
  const finished = values.status === "done" || values.status === "abandoned";
  return {
    title: values.title,
    owner_id: owner?.id ?? null,
    owner_name: owner ? `${owner.name} ${owner.last_name}` : null,
    due_on: values.due_on ?? null,
    status: values.status,
    outcome: values.outcome ?? null,
    finished: finished,
  };
}

/**
 * Creates an improvement action (from a complaint when `complaintId` is given: one per
 * complaint) or edits one. Its source stays what it was created with.
 */
export async function saveImprovement(
  id: number | null,
  input: ImprovementInput,
  complaintId?: number,
): Promise<ActionResult> {
  return adminMutation(
    { name: "saveImprovement", schema: improvementSchema },
    input,
    async (values, context) => {
      const { tx, audit } = context;
      const { finished, ...columns } = await improvementColumns(tx, values);
      const now = currentTime();
      if (id === null) {
        const complaint = complaintId === undefined ? null : targetId(complaintId);
        if (complaint === null && (values.source === "complaint" || values.source === "survey"))
          conflict("source", "Une action naît d'une réclamation ou d'un avis depuis sa page.");
        if (complaint !== null) {
          const [exists] = await tx
            .select({
              id: complaints.id,
              classed: complaints.closing_note,
              action: improvementActions.id,
            })
            .from(complaints)
            .leftJoin(improvementActions, eq(improvementActions.complaint_id, complaints.id))
            .where(eq(complaints.id, complaint));
          if (!exists) gone("Cette réclamation");
          if (exists.classed !== null)
            conflict("title", "Une réclamation classée sans suite n'ouvre pas d'action.");
          if (exists.action !== null)
            conflict("title", "Cette réclamation a déjà son action d'amélioration.");
        }
        // Two admins opening the complaint's action together: the second is told, not failed.
        const [created] = await tx
          .insert(improvementActions)
          .values({
            ...columns,
            source: complaint === null ? values.source : "complaint",
            complaint_id: complaint,
            created_by: authorOf(context),
            finished_at: finished ? now : null,
          })
          .onConflictDoNothing({ target: improvementActions.complaint_id })
          .returning({ id: improvementActions.id });
        if (!created) conflict("title", "Cette réclamation a déjà son action d'amélioration.");
        await audit({
          action: "create",
          entity: "improvement_action",
          entityId: created!.id,
          summary: columns.title,
        });
        return { ok: true };
      }
      const target = targetId(id);
      const [before] = await tx
        .select({
          finished_at: improvementActions.finished_at,
          owner_id: improvementActions.owner_id,
          owner_name: improvementActions.owner_name,
        })
        .from(improvementActions)
        .where(eq(improvementActions.id, target));
      if (!before) gone("Cette action");
      // An owner whose profile was deleted keeps their name until another owner is chosen.
      const formerOwner = columns.owner_id === null && before.owner_id === null;
      await tx
        .update(improvementActions)
        .set({
          ...columns,
          owner_name: formerOwner ? before.owner_name : columns.owner_name,
          finished_at: finished ? (before.finished_at ?? now) : null,
        })
        .where(eq(improvementActions.id, target));
      await audit({
        action: "update",
        entity: "improvement_action",
        entityId: target,
        summary: columns.title,
      });
      return { ok: true };
    },
  );
}

/** The action as saved now, for its edit dialog. */
export async function readImprovement(id: number) {
  return adminRead("readImprovement", "Cette action", id, improvementToEdit);
}
