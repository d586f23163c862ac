import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { answersOf } from "./answers";
import { needsQuestionsOf } from "./questions";
import type { QuestionnairesInput } from "./schema";
import { formations, asksPositioning } from "@/features/formations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";

/**
 * A session's trainees' needs and positioning, for its page: whether its formation asks a
 * positioning, and each registration's answers.
 */
export async function readSessionAnswers(db: Database, sessionId: number) {
  const [[formation], rows] = await Promise.all([
    db
      .select({
        positioningAsked: asksPositioning,
      })
      .from(trainingSessions)
      .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
      .where(eq(trainingSessions.id, sessionId)),
    db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.session_id, sessionId)),
  ]);
  return {
    positioningAsked: formation?.positioningAsked ?? false,
    answers: await answersOf(
      db,
      rows.map((row) => row.id),
    ),
  };
}

export type SessionAnswers = Awaited<ReturnType<typeof readSessionAnswers>>;

/** A formation's questions as its dialog edits them: the needs asked now, one per line. */
export async function questionnairesToEdit(
  db: Database,
  id: number,
): Promise<QuestionnairesInput | undefined> {
  const [formation] = await db
    .select({
      needs: formations.needs_questions,
      positioning: formations.positioning_questions,
      self_assessment: formations.self_assessment,
      quiz: formations.quiz,
      publish_progress: formations.publish_progress,
    })
    .from(formations)
    .where(eq(formations.id, id));
  return (
    formation && {
      needs_questions: needsQuestionsOf(formation.needs).join("\n"),
      positioning: (formation.positioning ?? []).map((question) => ({
        kind: question.kind,
        label: question.label,
        choices: (question.choices ?? []).join("\n"),
      })),
      self_assessment: formation.self_assessment,
      quiz: (formation.quiz ?? []).map((question) => ({
        label: question.label,
        choices: question.choices.join("\n"),
        answer: question.choices[question.answer] ?? "",
      })),
      publish_progress: formation.publish_progress,
    }
  );
}
