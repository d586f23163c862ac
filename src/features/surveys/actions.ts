"use server";

import { and, eq, isNull } from "drizzle-orm";
import type { ActionResult } from "@/lib/action-result";
import { ActionRefused } from "@/server/action-result";
import { adminMutation, conflict, gone, type MutationContext } from "@/server/admin-mutation";
import { cacheTags } from "@/server/cache/tags";
import { currentTime } from "@/server/clock";
import { stakeholderAnswerLabels } from "./answer-labels";
import { handledEffects } from "./handled-effects";
import type { StakeholderKind } from "./constants";
import { joinAnswerSession } from "./invitation-session";
import { commentModerationSchema, handledAnswerSchema } from "./schema";
import { formations } from "@/features/formations/tables";
import { stakeholderAnswers, surveyAnswers, surveyInvitations } from "./tables";

/** What the journal says of an answer: its formation and score, never the trainee's name. */
async function answerSummary(
  tx: MutationContext["tx"],
  id: number,
): Promise<{ publishable: boolean; label: string }> {
  const [answer] = await joinAnswerSession(
    tx
      .select({
        title: formations.title,
        overall: surveyAnswers.overall,
        consent: surveyAnswers.publish_consent,
        comment: surveyAnswers.comment,
      })
      .from(surveyAnswers)
      .$dynamic(),
  ).where(eq(surveyAnswers.id, id));
  if (!answer) gone("Cet avis");
  return {
    publishable: answer.consent && answer.comment !== null,
    label: `Avis ${answer.overall}/5 sur « ${answer.title} »`,
  };
}

/**
 * Records an answer as handled, once: `claim` marks it if nobody has (a second tab's note would
 * contradict the improvement log's), then the finished action enters the log and the journal.
 */
async function noteHandled(
  { tx, admin, audit }: MutationContext,
  handled: {
    id: number;
    answer: { survey_answer_id: number } | { stakeholder_answer_id: number };
    entity: "survey_answer" | "stakeholder_answer";
    label: string;
    note: string;
  },
  claim: (at: Date, by: number) => Promise<unknown[]>,
): Promise<ActionResult> {
  const at = currentTime();
  if ((await claim(at, admin.profile.id)).length === 0)
    throw new ActionRefused({
      ok: false,
      status: 409,
      error: "Cet avis est déjà traité : rechargez la page.",
    });
  const { id, answer, entity, label, note } = handled;
  await handledEffects().answerHandled(
    tx,
    { answer, label, note, at },
    { id: admin.profile.id, name: `${admin.profile.name} ${admin.profile.last_name}` },
  );
  await audit({
    action: "status",
    entity,
    entityId: id,
    summary: `${label} : traité`,
  });
  return { ok: true };
}

/** 'Marquer comme traité': the action taken on a trainee's answer, signed and dated (Qualiopi indicator 32). */
export async function markAnswerHandled(id: number, note: string): Promise<ActionResult> {
  return adminMutation(
    { name: "markAnswerHandled", schema: handledAnswerSchema },
    { id, note },
    async (values, context) => {
      const { label } = await answerSummary(context.tx, values.id);
      return noteHandled(
        context,
        {
          id: values.id,
          answer: { survey_answer_id: values.id },
          entity: "survey_answer",
          label,
          note: values.note,
        },
        (at, by) =>
          context.tx
            .update(surveyAnswers)
            .set({ handled_at: at, handled_by: by, action_note: values.note })
            .where(and(eq(surveyAnswers.id, values.id), isNull(surveyAnswers.handled_at)))
            .returning({ id: surveyAnswers.id }),
      );
    },
  );
}

/** The same on a company's, a trainer's or a funder's answer. */
export async function markStakeholderAnswerHandled(
  id: number,
  note: string,
): Promise<ActionResult> {
  return adminMutation(
    { name: "markStakeholderAnswerHandled", schema: handledAnswerSchema },
    { id, note },
    async (values, context) => {
      const [answer] = await context.tx
        .select({
          overall: stakeholderAnswers.overall,
          kind: surveyInvitations.kind,
          recipient: surveyInvitations.recipient,
        })
        .from(stakeholderAnswers)
        .innerJoin(surveyInvitations, eq(surveyInvitations.id, stakeholderAnswers.invitation_id))
        .where(eq(stakeholderAnswers.id, values.id));
      if (!answer) gone("Cet avis");
      const who = stakeholderAnswerLabels[answer.kind as StakeholderKind].who;
      return noteHandled(
        context,
        {
          id: values.id,
          answer: { stakeholder_answer_id: values.id },
          entity: "stakeholder_answer",
          label: `Avis ${answer.overall}/5 : ${who} ${answer.recipient}`,
          note: values.note,
        },
        (at, by) =>
          context.tx
            .update(stakeholderAnswers)
            .set({ handled_at: at, handled_by: by, action_note: values.note })
            .where(and(eq(stakeholderAnswers.id, values.id), isNull(stakeholderAnswers.handled_at)))
            .returning({ id: stakeholderAnswers.id }),
      );
    },
  );
}

/**
 * 'Publier le commentaire' or 'Masquer le commentaire': only a comment its author agreed to publish
 * may show, anonymously, on the formation page; the page is refreshed either way.
 */
export async function moderateComment(
  id: number,
  status: "approved" | "hidden",
): Promise<ActionResult> {
  return adminMutation(
    { name: "moderateComment", schema: commentModerationSchema, tags: [cacheTags.sessions] },
    { id, status },
    async (values, { tx, audit }) => {
      const { publishable, label } = await answerSummary(tx, values.id);
      if (values.status === "approved" && !publishable)
        conflict("status", "Ce stagiaire n'a pas accepté que son commentaire soit publié.");
      await tx
        .update(surveyAnswers)
        .set({ comment_status: values.status })
        .where(eq(surveyAnswers.id, values.id));
      await audit({
        action: "status",
        entity: "survey_answer",
        entityId: values.id,
        summary: `${label} : commentaire ${values.status === "approved" ? "publié" : "masqué"}`,
      });
      return { ok: true };
    },
  );
}
