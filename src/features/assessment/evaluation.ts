import { RESULT_LEVELS, type QuestionnaireAnswer } from "./constants";
import type { FormationEvaluation, TraineeAnswers } from "./types";
import { type PositioningQuestion, type QuizQuestion } from "@/features/formations/public";

/**
 * The evaluation of what a trainee learned (Qualiopi indicators 5 and 11): their rating of each
 * objective from 1 to 5 before and after the course, and the final quiz; what the attestation
 * states of it, and the progress it shows (docs/decisions/072-evaluation-of-learning.md).
 */

/** Whether the formation evaluates anything: a rating of its objectives, or a quiz. */
export const evaluates = (evaluation: FormationEvaluation) =>
  (evaluation.selfAssessment && evaluation.objectives.length > 0) || evaluation.quiz.length > 0;

/**
 * Whether the results a trainee's attestation states are recorded (L6353-1): the trainer's or
 * staff's result for each objective, or the quiz's score; at once when the programme plans no
 * evaluation (no objective, no quiz). The attestation waits for them; the certificate does not.
 */
export function resultsRecorded(evaluation: FormationEvaluation, answers: TraineeAnswers) {
  if (evaluation.objectives.length === 0 && evaluation.quiz.length === 0) return true;
  return answers.results !== undefined || answers.quiz !== undefined;
}

/**
 * The trainer's results at the end, one question per objective: acquired, partly or not
 * (L6353-1: the attestation states the results of the evaluation of what was learned).
 */
export const resultQuestions = (evaluation: FormationEvaluation): PositioningQuestion[] =>
  [...new Set(evaluation.objectives)].map((objective) => ({
    kind: "choice",
    label: objective,
    choices: [...RESULT_LEVELS],
  }));

/** The objectives to rate, as questions on a scale: each wording once, as answers are kept by it. */
export function selfQuestions(evaluation: FormationEvaluation): PositioningQuestion[] {
  return evaluation.selfAssessment
    ? [...new Set(evaluation.objectives)].map((objective) => ({ kind: "scale", label: objective }))
    : [];
}

/** The quiz as the page asks it: one choice per question, the right one not said. */
export const quizQuestions = (quiz: readonly QuizQuestion[]): PositioningQuestion[] =>
  quiz.map((question) => ({ kind: "choice", label: question.label, choices: question.choices }));

/** The quiz's answers, each marked right or wrong against the quiz as it is now. */
export function markQuiz(
  quiz: readonly QuizQuestion[],
  answers: readonly QuestionnaireAnswer[],
): QuestionnaireAnswer[] {
  return answers.map((answer) => {
    const question = quiz.find((candidate) => candidate.label === answer.question);
    return { ...answer, correct: question?.choices[question.answer] === answer.answer };
  });
}

/** Each objective's rating before and after, by the objective's wording. */
function ratings(set: { answers: readonly QuestionnaireAnswer[] } | undefined) {
  return new Map((set?.answers ?? []).map((answer) => [answer.question, Number(answer.answer)]));
}

/**
 * A trainee's progress: the mean, over the objectives they rated both before and after, of the
 * after rating less the before one (in points on the 1–5 scale); null without such an objective,
 * or when the rating after is the trainer's (a self-assessment compares the trainee's own).
 */
export function traineeProgress(answers: TraineeAnswers): number | null {
  if (answers.self_after?.entered_by) return null;
  const before = ratings(answers.self_before);
  const gains = [...ratings(answers.self_after)]
    .filter(([objective]) => before.has(objective))
    .map(([objective, after]) => after - before.get(objective)!);
  return gains.length === 0 ? null : gains.reduce((sum, gain) => sum + gain, 0) / gains.length;
}

/** '+1,3 point', '−0,5 point', '+2 points': a progress as the pages say it. */
export function progressText(progress: number): string {
  const rounded = Math.round(progress * 10) / 10;
  // A hyphen-minus, not U+2212: the PDFs' standard fonts have no such glyph.
  const sign = rounded > 0 ? "+" : rounded < 0 ? "-" : "";
  const value = Math.abs(rounded).toLocaleString("fr-FR", { maximumFractionDigits: 1 });
  return `${sign}${value} point${Math.abs(rounded) >= 2 ? "s" : ""}`;
}

/**
 * What the attestation states under « Résultats de l'évaluation des acquis »: the trainer's
 * result for each objective, then each objective's rating before and after (the trainee's, or
 * the trainer's when they entered it, as before results existed), the progress, and the quiz's
 * score; null when nothing was recorded.
 */
export function evaluationLines(answers: TraineeAnswers): string[] | null {
  const lines: string[] = [];
  const { results } = answers;
  if (results) {
    lines.push(`Résultats évalués par ${results.entered_by}, pour chaque objectif :`);
    for (const result of results.answers) lines.push(`${result.question} : ${result.answer}`);
  }
  const after = answers.self_after;
  if (after) {
    // The trainer's rating stands alone: set beside the trainee's own before, it would compare two raters.
    const before = after.entered_by ? new Map<string, number>() : ratings(answers.self_before);
    lines.push(
      after.entered_by
        ? `Évaluation par le formateur (${after.entered_by}), de 1 à 5 pour chaque objectif :`
        : before.size > 0
          ? "Auto-évaluation du stagiaire, de 1 à 5 pour chaque objectif, avant puis après la formation :"
          : "Auto-évaluation du stagiaire en fin de formation, de 1 à 5 pour chaque objectif :",
    );
    for (const answer of after.answers)
      lines.push(
        before.has(answer.question)
          ? `${answer.question} : ${before.get(answer.question)} sur 5 avant, ${answer.answer} après`
          : `${answer.question} : ${answer.answer} sur 5`,
      );
    const progress = traineeProgress(answers);
    if (progress !== null) lines.push(`Progression moyenne : ${progressText(progress)} sur 5.`);
  }
  if (answers.quiz) lines.push(`Questionnaire final : ${quizScore(answers.quiz.answers)}.`);
  return lines.length > 0 ? lines : null;
}

/** '3 bonnes réponses sur 4': a quiz's score, as the page and the attestation say it. */
export function quizScore(answers: readonly QuestionnaireAnswer[]): string {
  const right = answers.filter((answer) => answer.correct).length;
  return `${right} bonne${right > 1 ? "s" : ""} réponse${right > 1 ? "s" : ""} sur ${answers.length}`;
}

/** A formation's progress one year, as its page and its card say it. */
export function progressLine(year: { year: number; trainees: number; progress: number }): string {
  return `Progression des acquis ${year.year} : ${progressText(year.progress)} sur 5 (auto-évaluation de ${year.trainees} stagiaire${year.trainees > 1 ? "s" : ""}, avant et après)`;
}

/** What the trainee's page reads of a trainee's questionnaires: the questions and their answers. */
interface Questionnaires {
  questions: { positioning: readonly unknown[]; evaluation: FormationEvaluation };
  answers: TraineeAnswers;
}

/**
 * Whether something before the course is still unanswered: their needs, the positioning, their
 * rating of the objectives. The trainee's page then puts it first, under « À faire ».
 */
export function beforeAnswersDue({ questions, answers }: Questionnaires): boolean {
  return (
    !answers.needs ||
    (questions.positioning.length > 0 && !answers.positioning) ||
    (selfQuestions(questions.evaluation).length > 0 && !answers.self_before)
  );
}

/** Whether something at the end is still unanswered: the rating again, or the final quiz. */
export function afterAnswersDue({ questions, answers }: Questionnaires): boolean {
  return (
    (selfQuestions(questions.evaluation).length > 0 && !answers.self_after) ||
    (questions.evaluation.quiz.length > 0 && !answers.quiz)
  );
}
