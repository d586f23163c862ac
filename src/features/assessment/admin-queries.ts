import "server-only";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Database } from "@/db/client";
import { formations, registrations, trainingSessions } from "@/db/schema";
import { answersOf, asksPositioning } from "./answers";
import { EXPECTING_ANSWERS } from "./constants";
import { needsQuestionsOf } from "./questions";
import type { QuestionnairesInput } from "./schema";

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

/**
 * What the trainer reads of each trainee expected at the session before teaching it: their
 * needs, their adaptation and their positioning (docs/decisions/071-needs-and-positioning.md).
 */
export async function readTraineeNeeds(db: Database, sessionId: number) {
  const rows = await db
    .select({
      id: registrations.id,
      name: registrations.trainee_name,
      psh_details: registrations.psh_details,
      is_psh: registrations.is_psh,
    })
    .from(registrations)
    .where(
      and(
        eq(registrations.session_id, sessionId),
        inArray(registrations.status, [...EXPECTING_ANSWERS]),
      ),
    )
    .orderBy(asc(registrations.last_name), asc(registrations.trainee_name));
  const answers = await answersOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, answers: answers.get(row.id)! }));
}

export type TraineeNeeds = Awaited<ReturnType<typeof readTraineeNeeds>>;

/** A formation's questions as its dialog edits them: the needs asked now, one per line. */
export async function questionnairesToEdit(
  db: Database,
  id: number,
): Promise<QuestionnairesInput | undefined> {
  const [formation] = await db
    .select({
      needs: formations.needs_questions,
      positioning: formations.positioning_questions,
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
    }
  );
}
