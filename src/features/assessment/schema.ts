import { z } from "@/lib/zod";
import { requiredText } from "@/lib/validation";
import { MAX_CHOICE_TEXT, MAX_CHOICES, MAX_QUESTION_TEXT, MAX_QUESTIONS } from "./constants";
import {
  questionKinds,
  type PositioningQuestion,
  type QuizQuestion,
} from "@/features/formations/client";

/** Answers are kept and shown by their question's wording: a questionnaire asks each once. */
const QUESTION_TWICE = "Chaque question n'apparaît qu'une fois.";

/** A text box's lines, trimmed, the blank ones left out. */
const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

const questionLines = z
  .string()
  .refine((text) => !text.includes("\u0000"), "Ce texte contient un caractère non autorisé.")
  .transform(linesOf)
  .refine(
    (lines) => lines.length <= MAX_QUESTIONS,
    `${MAX_QUESTIONS} questions au plus, une par ligne.`,
  )
  .refine(
    (lines) => lines.every((line) => line.length <= MAX_QUESTION_TEXT),
    `${MAX_QUESTION_TEXT} caractères au plus par question.`,
  )
  .refine((lines) => new Set(lines).size === lines.length, QUESTION_TWICE);

/** What is wrong with a question's choices, if anything. */
function choicesProblem(choices: string[]): string | null {
  if (choices.length < 2 || choices.length > MAX_CHOICES)
    return `Entre 2 et ${MAX_CHOICES} choix, un par ligne.`;
  if (choices.some((choice) => choice.length > MAX_CHOICE_TEXT))
    return `${MAX_CHOICE_TEXT} caractères au plus par choix.`;
  if (new Set(choices).size < choices.length) return "Chaque choix n'apparaît qu'une fois.";
  return null;
}

const positioningQuestion = z
  .object({
    kind: z.enum(questionKinds, "Choisissez le type de réponse."),
    label: requiredText(MAX_QUESTION_TEXT, "Écrivez la question."),
    // One choice per line, for a question answered by one of them.
    choices: z.string(),
  })
  .superRefine((question, context) => {
    const problem = question.kind === "choice" && choicesProblem(linesOf(question.choices));
    if (problem) context.addIssue({ code: "custom", path: ["choices"], message: problem });
  })
  .transform(({ kind, label, choices }): PositioningQuestion =>
    kind === "choice" ? { kind, label, choices: linesOf(choices) } : { kind, label },
  );

/** Each question once: answers are kept and shown by their question's wording. */
const askedOnce = <Question extends { label: string }>(questions: Question[]) =>
  new Set(questions.map((question) => question.label)).size === questions.length;

const quizQuestion = z
  .object({
    label: requiredText(MAX_QUESTION_TEXT, "Écrivez la question."),
    choices: z.string(),
    // The right choice's wording, as the dialog's select sends it: moving or adding a choice
    // keeps it; rewording or removing it asks for it again.
    answer: z.string(),
  })
  .superRefine((question, context) => {
    const choices = linesOf(question.choices);
    const problem = choicesProblem(choices);
    if (problem) context.addIssue({ code: "custom", path: ["choices"], message: problem });
    else if (!choices.includes(question.answer))
      context.addIssue({
        code: "custom",
        path: ["answer"],
        message: "Choisissez la bonne réponse.",
      });
  })
  .transform(({ label, choices, answer }): QuizQuestion => ({
    label,
    choices: linesOf(choices),
    answer: linesOf(choices).indexOf(answer),
  }));

/**
 * A formation's questionnaires, as its dialog edits them: the needs asked at registration (none
 * written: the usual ones), the positioning questionnaire (none: the formation has none yet,
 * which the Qualiopi page points out), and the evaluation of what was learned (its objectives
 * rated before and after, a final quiz, and whether its page publishes the progress).
 */
export const questionnairesSchema = z.object({
  needs_questions: questionLines,
  positioning: z
    .array(positioningQuestion)
    .max(MAX_QUESTIONS, `${MAX_QUESTIONS} questions au plus.`)
    .refine(askedOnce, QUESTION_TWICE),
  self_assessment: z.boolean(),
  quiz: z
    .array(quizQuestion)
    .max(MAX_QUESTIONS, `${MAX_QUESTIONS} questions au plus.`)
    .refine(askedOnce, QUESTION_TWICE),
  publish_progress: z.boolean(),
});

export type QuestionnairesInput = z.input<typeof questionnairesSchema>;
export type Questionnaires = z.output<typeof questionnairesSchema>;

/** A new question in the dialog. */
export const emptyQuestion: QuestionnairesInput["positioning"][number] = {
  kind: "scale",
  label: "",
  choices: "",
};

/** A new question of the quiz. */
export const emptyQuizQuestion: QuestionnairesInput["quiz"][number] = {
  label: "",
  choices: "",
  answer: "",
};
