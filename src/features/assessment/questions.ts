import { formText, holdsNul, NUL_REFUSED } from "@/lib/validation";
import {
  DEFAULT_NEEDS_QUESTIONS,
  EXPECTING_ANSWERS,
  MAX_QUESTIONS,
  SCALE,
  type Questionnaire,
  type QuestionnaireAnswer,
} from "./constants";
import { DIGEST_FIELD, needField, questionsDigest } from "./question-form";
import type { TraineeAnswers } from "./types";
import { type PositioningQuestion } from "@/features/formations/public";
import { MAX_ANSWER_TEXT, QUESTIONS_CHANGED } from "@/features/formations/public";

/**
 * What a trainee's needs and positioning questions are, and how their answers are read from a
 * plain form post (docs/decisions/071-needs-and-positioning.md).
 */

/** The formation's needs questions, or the usual ones. */
export function needsQuestionsOf(stored: readonly string[] | null): readonly string[] {
  return stored && stored.length > 0 ? stored : DEFAULT_NEEDS_QUESTIONS;
}

/** What a form posts to questions: each answer by the question's place, and the questions' digest. */
export interface PostedAnswers {
  answers: readonly string[];
  digest: string;
}

/** The answers a form posts, its fields named by `field`. */
export function postedAnswers(
  read: (name: string) => string,
  field: (index: number) => string,
): PostedAnswers {
  return {
    answers: Array.from({ length: MAX_QUESTIONS }, (_, index) => read(field(index))),
    digest: read(DIGEST_FIELD),
  };
}

/** The needs a registration or quote form posts. */
export const postedNeeds = (form: FormData): PostedAnswers =>
  postedAnswers((name) => formText(form, name), needField);

export type ReadAnswers =
  { ok: true; answers: QuestionnaireAnswer[] } | { ok: false; error: string; changed?: true };

const clean = (value: string) => value.trim();

/**
 * The answers a post gives to `questions`, by their place. A scale or a choice must be answered
 * with one of its values; words are optional, within the length (a line break counts one, as
 * the browser counts it); an unanswered question is left out. Nothing the questions do not offer
 * is kept, and answers to other questions than the ones the form showed are refused.
 */
export function readAnswers(
  questions: readonly PositioningQuestion[],
  posted: PostedAnswers,
): ReadAnswers {
  const answered = posted.answers.some((answer) => answer.trim() !== "");
  // No question asked, nothing to misfile: a message about no formation asks no needs.
  if (questions.length > 0 && answered && posted.digest !== questionsDigest(questions))
    return { ok: false, error: QUESTIONS_CHANGED, changed: true };
  const answers: QuestionnaireAnswer[] = [];
  for (const [index, question] of questions.entries()) {
    const answer = clean((posted.answers[index] ?? "").replaceAll("\r\n", "\n"));
    const which = `la question ${index + 1} (« ${question.label} »)`;
    if (question.kind === "text") {
      if (holdsNul(answer))
        return { ok: false, error: `Votre réponse à ${which} : ${NUL_REFUSED}` };
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
