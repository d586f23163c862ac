"use server";

import type { ActionResult } from "@/lib/action-result";
import { adminMutation, gone, targetId } from "@/server/admin-mutation";
import { ActionRefused } from "@/server/action-result";
import { adminRead } from "@/server/admin-read";
import { cacheTags } from "@/server/cache/tags";
import { questionnairesToEdit } from "./admin-queries";
import { DEFAULT_NEEDS_QUESTIONS } from "./constants";
import { questionnairesSchema, type QuestionnairesInput } from "./schema";
import { setFormationQuestions } from "@/features/formations/public";

/** The usual needs questions are kept as none: a later rewording of them reaches this formation. */
const ownNeeds = (lines: string[]) =>
  lines.length === 0 ||
  (lines.length === DEFAULT_NEEDS_QUESTIONS.length &&
    lines.every((line, index) => line === DEFAULT_NEEDS_QUESTIONS[index]))
    ? null
    : lines;

/**
 * Saves a formation's needs questions and positioning questionnaire. Answers already given keep
 * their questions' wording; the registration page asks the new questions at once.
 */
export async function saveQuestionnaires(
  id: number,
  input: QuestionnairesInput,
): Promise<ActionResult> {
  return adminMutation(
    { name: "saveQuestionnaires", schema: questionnairesSchema, tags: [cacheTags.formations] },
    input,
    async (values, { tx, audit }) => {
      const target = targetId(id);
      const saved = await setFormationQuestions(tx, target, {
        needs_questions: ownNeeds(values.needs_questions),
        positioning_questions: values.positioning.length > 0 ? values.positioning : null,
        self_assessment: values.self_assessment,
        quiz: values.quiz.length > 0 ? values.quiz : null,
        publish_progress: values.publish_progress,
      });
      if (!saved) gone("Cette formation");
      // The objectives are rated: a formation without any has nothing to rate.
      if (values.self_assessment && (saved.objectives ?? []).length === 0)
        throw new ActionRefused({
          ok: false,
          status: 400,
          error: "Écrivez d'abord les objectifs de la formation : ce sont eux que chacun note.",
          fieldErrors: {
            self_assessment:
              "Écrivez d'abord les objectifs de la formation : ce sont eux que chacun note.",
          },
        });
      await audit({
        action: "update",
        entity: "formation",
        entityId: saved.id,
        summary: `Questionnaires : ${saved.title}`,
      });
      return { ok: true };
    },
  );
}

/** The formation's questions as saved now, for their dialog. */
export async function readQuestionnaires(id: number) {
  return adminRead("readQuestionnaires", "Cette formation", id, questionnairesToEdit);
}
