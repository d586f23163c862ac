import "server-only";
import type { Transaction } from "@/db/client";
import type { HandledAnswer } from "@/features/surveys/public";
import { improvementActions } from "./tables";

/**
 * A survey answer handled on /dashboard/avis, a trainee's or another stakeholder's, enters the
 * improvement log as a finished action (Qualiopi indicator 32): what was rated, and the action
 * staff wrote. Once per answer.
 */
export async function recordSurveyImprovement(
  tx: Transaction,
  handled: HandledAnswer,
  author: { id: number; name: string },
): Promise<void> {
  await tx
    .insert(improvementActions)
    .values({
      source: "survey",
      ...handled.answer,
      title: handled.label,
      owner_id: author.id,
      owner_name: author.name,
      status: "done",
      outcome: handled.note,
      created_by: author.name,
      created_at: handled.at,
      finished_at: handled.at,
    })
    .onConflictDoNothing();
}
