import "server-only";
import { eq } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { formations } from "./tables";

/** What a formation asks its trainees before and after it, as the assessment screens edit it. */
export type FormationQuestions = Required<
  Pick<
    typeof formations.$inferInsert,
    "needs_questions" | "positioning_questions" | "self_assessment" | "quiz" | "publish_progress"
  >
>;

/**
 * Saves the formation's questions (the assessment domain's dialog): the formations' table is
 * written only here and by the catalogue's own actions (decision 082). The formation as saved,
 * or undefined when it is gone.
 */
export async function setFormationQuestions(
  tx: Transaction,
  id: number,
  questions: FormationQuestions,
) {
  const [saved] = await tx
    .update(formations)
    .set(questions)
    .where(eq(formations.id, id))
    .returning({ id: formations.id, title: formations.title, objectives: formations.objectives });
  return saved;
}

/** How the yearly BPF classifies a formation (frames F-3 and F-4). */
export type FormationBpfClass = Partial<
  Pick<typeof formations.$inferInsert, "purpose" | "rncp_level" | "nsf_code">
>;

/** Saves what the BPF's list of what is missing asks of a formation; its title, or undefined when gone. */
export async function classifyFormation(tx: Transaction, id: number, values: FormationBpfClass) {
  const [saved] = await tx
    .update(formations)
    .set(values)
    .where(eq(formations.id, id))
    .returning({ title: formations.title });
  return saved;
}
