import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { formations, questionnaireAnswers, registrations, trainingSessions } from "@/db/schema";
import type { Questionnaire, QuestionnaireAnswer } from "./constants";
import { needsAsQuestions, needsQuestionsOf, readAnswers, type ReadAnswers } from "./questions";
import type { FormationQuestions, TraineeAnswers } from "./types";

/** Whether a formation asks a positioning questionnaire, as a column of a query joined to it. */
export const asksPositioning = sql<boolean>`coalesce(jsonb_array_length(${formations.positioning_questions}), 0) > 0`;

async function questionsOf(
  tx: Database | Transaction,
  registrationId: number,
): Promise<FormationQuestions> {
  const [row] = await tx
    .select({
      needs: formations.needs_questions,
      positioning: formations.positioning_questions,
    })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .where(eq(registrations.id, registrationId));
  return { needs: needsQuestionsOf(row?.needs ?? null), positioning: row?.positioning ?? [] };
}

/** Each registration's answers (none: an empty entry). */
export async function answersOf(
  db: Database | Transaction,
  registrationIds: readonly number[],
): Promise<Map<number, TraineeAnswers>> {
  const answers = new Map<number, TraineeAnswers>(registrationIds.map((id) => [id, {}]));
  if (registrationIds.length === 0) return answers;
  const rows = await db
    .select()
    .from(questionnaireAnswers)
    .where(inArray(questionnaireAnswers.registration_id, [...registrationIds]));
  for (const row of rows)
    answers.get(row.registration_id)![row.questionnaire] = {
      answers: row.answers,
      answered_at: row.answered_at,
    };
  return answers;
}

/** What the trainee's page asks before the course, with what they answered so far. */
export async function readBeforeTraining(tx: Transaction, registrationId: number) {
  const [questions, answers] = await Promise.all([
    questionsOf(tx, registrationId),
    answersOf(tx, [registrationId]),
  ]);
  return { questions, answers: answers.get(registrationId)! };
}

export type BeforeTraining = Awaited<ReturnType<typeof readBeforeTraining>>;

/** Keeps a registration's answers to a questionnaire, replacing earlier ones. */
async function keepAnswers(
  tx: Transaction,
  registrationId: number,
  questionnaire: Questionnaire,
  answers: QuestionnaireAnswer[],
  now: Date,
): Promise<void> {
  await tx
    .insert(questionnaireAnswers)
    .values({ registration_id: registrationId, questionnaire, answers, answered_at: now })
    .onConflictDoUpdate({
      target: [questionnaireAnswers.registration_id, questionnaireAnswers.questionnaire],
      set: { answers: sql`excluded.answers`, answered_at: sql`excluded.answered_at` },
    });
}

/**
 * A trainee's answers to `questionnaire`, read from their post (`valueOf` reads a question's
 * field by its index) against the questions the formation asks now. Needs answered with nothing
 * at all keep nothing: the registration stays 'to complete'.
 */
export async function recordAnswers(
  tx: Transaction,
  registrationId: number,
  questionnaire: Questionnaire,
  valueOf: (index: number) => string,
  now: Date,
): Promise<ReadAnswers> {
  const questions = await questionsOf(tx, registrationId);
  const read = readAnswers(
    questionnaire === "needs" ? needsAsQuestions(questions.needs) : questions.positioning,
    valueOf,
  );
  if (read.ok && read.answers.length > 0)
    await keepAnswers(tx, registrationId, questionnaire, read.answers, now);
  return read;
}
