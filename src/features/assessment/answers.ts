import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import type { Questionnaire, QuestionnaireAnswer } from "./constants";
import { markQuiz, quizQuestions, resultQuestions, selfQuestions } from "./evaluation";
import { needsAsQuestions } from "./question-form";
import { needsQuestionsOf, readAnswers, type PostedAnswers, type ReadAnswers } from "./questions";
import type { FormationEvaluation, FormationQuestions, TraineeAnswers } from "./types";
import { formations } from "@/features/formations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { questionnaireAnswers } from "./tables";

async function questionsOf(
  tx: Database | Transaction,
  registrationId: number,
): Promise<FormationQuestions> {
  const [row] = await tx
    .select({
      needs: formations.needs_questions,
      positioning: formations.positioning_questions,
      objectives: formations.objectives,
      selfAssessment: formations.self_assessment,
      quiz: formations.quiz,
    })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .where(eq(registrations.id, registrationId));
  return {
    needs: needsQuestionsOf(row?.needs ?? null),
    positioning: row?.positioning ?? [],
    evaluation: {
      objectives: row?.objectives ?? [],
      selfAssessment: row?.selfAssessment ?? false,
      quiz: row?.quiz ?? [],
    },
  };
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
      entered_by: row.entered_by,
    };
  return answers;
}

/** What the trainee's page asks before the course, with what they answered so far. */
export async function readTraineeQuestionnaires(tx: Transaction, registrationId: number) {
  // One after the other: a transaction is one connection, which runs one query at a time (pg
  // queues a second one asked meanwhile, and pg 9 will refuse it).
  const questions = await questionsOf(tx, registrationId);
  const answers = await answersOf(tx, [registrationId]);
  return { questions, answers: answers.get(registrationId)! };
}

export type TraineeQuestionnaires = Awaited<ReturnType<typeof readTraineeQuestionnaires>>;

/** Keeps a registration's answers to a questionnaire, replacing earlier ones. */
async function keepAnswers(
  tx: Transaction,
  registrationId: number,
  questionnaire: Questionnaire,
  answers: QuestionnaireAnswer[],
  { now, enteredBy }: Answering,
): Promise<void> {
  await tx
    .insert(questionnaireAnswers)
    .values({
      registration_id: registrationId,
      questionnaire,
      answers,
      answered_at: now,
      entered_by: enteredBy,
    })
    .onConflictDoUpdate({
      target: [questionnaireAnswers.registration_id, questionnaireAnswers.questionnaire],
      set: {
        answers: sql`excluded.answers`,
        answered_at: sql`excluded.answered_at`,
        entered_by: sql`excluded.entered_by`,
      },
    });
}

/** When answers are given, and who gave them when not the trainee (the trainer's name). */
interface Answering {
  now: Date;
  enteredBy: string | null;
}

/** The questions of a questionnaire, as the formation asks them now. */
function askedIn(questions: FormationQuestions, questionnaire: Questionnaire) {
  switch (questionnaire) {
    case "needs":
      return needsAsQuestions(questions.needs);
    case "positioning":
      return questions.positioning;
    case "self_before":
    case "self_after":
      return selfQuestions(questions.evaluation);
    case "quiz":
      return quizQuestions(questions.evaluation.quiz);
    case "results":
      return resultQuestions(questions.evaluation);
  }
}

/**
 * A trainee's answers to `questionnaire`, read from their post against the questions the
 * formation asks now. Needs answered with nothing
 * at all keep nothing: the registration stays 'to complete'.
 */
export async function recordAnswers(
  tx: Transaction,
  registrationId: number,
  questionnaire: Questionnaire,
  posted: PostedAnswers,
  answering: Date | Answering,
): Promise<ReadAnswers> {
  const questions = await questionsOf(tx, registrationId);
  const read = readAnswers(askedIn(questions, questionnaire), posted);
  if (!read.ok || read.answers.length === 0) return read;
  const answers =
    questionnaire === "quiz" ? markQuiz(questions.evaluation.quiz, read.answers) : read.answers;
  await keepAnswers(
    tx,
    registrationId,
    questionnaire,
    answers,
    answering instanceof Date ? { now: answering, enteredBy: null } : answering,
  );
  return read;
}

/** Forgets a registration's answers: its place went to someone else, who answers anew. */
export async function forgetAnswers(tx: Transaction, registrationId: number): Promise<void> {
  await tx
    .delete(questionnaireAnswers)
    .where(eq(questionnaireAnswers.registration_id, registrationId));
}

/** What a session's formation evaluates (its objectives' rating, its quiz). */
export async function sessionEvaluation(
  db: Database | Transaction,
  sessionId: number,
): Promise<FormationEvaluation> {
  const [row] = await db
    .select({
      objectives: formations.objectives,
      selfAssessment: formations.self_assessment,
      quiz: formations.quiz,
    })
    .from(trainingSessions)
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .where(eq(trainingSessions.id, sessionId));
  return {
    objectives: row?.objectives ?? [],
    selfAssessment: row?.selfAssessment ?? false,
    quiz: row?.quiz ?? [],
  };
}
