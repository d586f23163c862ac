import { formText } from "@/lib/validation";
import {
  DEFAULT_NEEDS_QUESTIONS,
  EXPECTING_ANSWERS,
  MAX_ANSWER_TEXT,
  MAX_QUESTIONS,
  SCALE,
  type PositioningQuestion,
  type Questionnaire,
  type QuestionnaireAnswer,
} from "./constants";
import type { TraineeAnswers } from "./types";

/**
 * What a trainee's needs and positioning questions are, and how their answers are read from a
 * plain form post (docs/decisions/071-needs-and-positioning.md).
 */

/** The formation's needs questions, or the usual ones. */
export function needsQuestionsOf(stored: readonly string[] | null): readonly string[] {
  return stored && stored.length > 0 ? stored : DEFAULT_NEEDS_QUESTIONS;
}

/** The form field of the needs question at `index` on the registration form. */
export const needField = (index: number) => `need_${index + 1}`;
/** The needs a registration or quote form posts, in the order of its questions. */
export const postedNeeds = (form: FormData): string[] =>
  Array.from({ length: MAX_QUESTIONS }, (_, index) => formText(form, needField(index)));

/** The form field of the question at `index` on the trainee's page. */
export const answerField = (index: number) => `answer_${index + 1}`;

/** The scale's meaning, beside its five digits. */
export const SCALE_TEXT = "de 1 (pas du tout) à 5 (tout à fait)";

export type ReadAnswers =
  { ok: true; answers: QuestionnaireAnswer[] } | { ok: false; error: string };

const clean = (value: string) => value.trim();

/**
 * The answers a post gives to `questions` (`valueOf` reads a field by the question's index). A
 * scale or a choice must be answered with one of its values; words are optional, within the
 * length; an unanswered question is left out. Nothing the questions do not offer is kept.
 */
export function readAnswers(
  questions: readonly PositioningQuestion[],
  valueOf: (index: number) => string,
): ReadAnswers {
  const answers: QuestionnaireAnswer[] = [];
  for (const [index, question] of questions.entries()) {
    const answer = clean(valueOf(index));
    const which = `la question ${index + 1} (« ${question.label} »)`;
    if (question.kind === "text") {
      if (answer.includes("\u0000"))
        return { ok: false, error: `Votre réponse à ${which} contient un caractère non autorisé.` };
      if (answer.length > MAX_ANSWER_TEXT)
        return {
          ok: false,
          error: `Votre réponse à ${which} dépasse ${MAX_ANSWER_TEXT.toLocaleString("fr-FR")} caractères.`,
        };
      if (answer !== "") answers.push({ question: question.label, kind: "text", answer });
      continue;
    }
    const offered =
      question.kind === "scale" ? SCALE.map(String) : (question.choices ?? []).map(clean);
    if (!offered.includes(answer)) return { ok: false, error: `Répondez à ${which}.` };
    answers.push({ question: question.label, kind: question.kind, answer });
  }
  return { ok: true, answers };
}

/** The needs questions as the positioning's shape: each answered in words. */
export const needsAsQuestions = (questions: readonly string[]): PositioningQuestion[] =>
  questions.map((label) => ({ kind: "text", label }));

/**
 * What a trainee still owes before the course: their needs, and the positioning when the
 * formation has a questionnaire. Asked of a place held, to confirm or taken.
 */
export function missingAnswers(
  answers: TraineeAnswers,
  { positioningAsked, status }: { positioningAsked: boolean; status: string },
): Questionnaire[] {
  if (!(EXPECTING_ANSWERS as readonly string[]).includes(status)) return [];
  return [
    ...(answers.needs ? [] : (["needs"] as const)),
    ...(positioningAsked && !answers.positioning ? (["positioning"] as const) : []),
  ];
}

/** Earlier answers by their question's wording, to fill a form in again. */
export function answeredByQuestion(set: { answers: QuestionnaireAnswer[] } | undefined) {
  return Object.fromEntries((set?.answers ?? []).map((answer) => [answer.question, answer.answer]));
}
