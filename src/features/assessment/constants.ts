// Values the tables (this domain's and others' tables.ts) and the browser read. This file imports
// nothing, so a tables.ts reads it without a cycle.

/**
 * What a trainee answers around the course: before it, their needs (asked at registration) and
 * the formation's positioning questionnaire (Qualiopi indicators 4 and 8); the evaluation of what
 * they learned (indicators 5 and 11), their rating of each objective before and after, and the
 * final quiz. Then the results the trainer records for each objective, which the attestation
 * states (L6353-1): entered by the trainer, never by the trainee.
 */
import { type QuestionKind } from "@/features/formations/client";
export const questionnaires = [
  "needs",
  "positioning",
  "self_before",
  "self_after",
  "quiz",
  "results",
] as const;
export type Questionnaire = (typeof questionnaires)[number];

/** What the trainee's own page may answer: everything but the trainer's results. */
export const traineeQuestionnaires = questionnaires.filter(
  (questionnaire): questionnaire is Exclude<Questionnaire, "results"> =>
    questionnaire !== "results",
);
export type TraineeQuestionnaire = (typeof traineeQuestionnaires)[number];

/**
 * What the trainer records of each objective at the end (docs/decisions/078, point 4): the
 * attestation states it as the result of the evaluation of what was learned.
 */
export const RESULT_LEVELS = ["Acquis", "Partiellement acquis", "Non acquis"] as const;

/** Who entered a trainee's results, as the attestation names them: the trainer, or staff. */
export const resultsEnteredBy = {
  trainer: (name: string) => `${name} (formateur)`,
  staff: (name: string) => `${name} (équipe pédagogique)`,
};

/** What registering asks when staff have not written the formation's own needs questions. */
export const DEFAULT_NEEDS_QUESTIONS = [
  "Qu'attendez-vous de cette formation dans votre travail ?",
  "Où en êtes-vous aujourd'hui sur le sujet (débutant, quelques notions, pratique régulière) ?",
  "Des contraintes à connaître (horaires, matériel, rythme) ?",
] as const;

/** When each is answered: before the session starts, or from the start of its last half-day. */
export const questionnaireMoments: Record<Questionnaire, "before" | "after"> = {
  needs: "before",
  positioning: "before",
  self_before: "before",
  self_after: "after",
  quiz: "after",
  results: "after",
};

/**
 * One answer as stored: the question copied with it, so that the record still reads right once
 * staff reword or remove the question. A scale's answer is its digit ('4').
 */
export interface QuestionnaireAnswer {
  question: string;
  kind: QuestionKind;
  answer: string;
  /** A quiz's answer: whether it is the right one, as the quiz said when it was answered. */
  correct?: boolean;
}

/**
 * The registrations whose answers are expected (their status): a place held, to confirm, or
 * taken; not a waiting list, an unconfirmed or a cancelled one.
 */
export const EXPECTING_ANSWERS = ["pending", "confirmed", "present"] as const;

/** The scale's ends, as the trainee reads them. */
export const SCALE = [1, 2, 3, 4, 5] as const;

/** How many questions a formation asks, per questionnaire, and how many choices a question offers. */
export const MAX_QUESTIONS = 10;
export const MAX_CHOICES = 8;
export const MAX_QUESTION_TEXT = 300;
export const MAX_CHOICE_TEXT = 120;
