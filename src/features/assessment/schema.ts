import { z } from "@/lib/zod";
import { requiredText } from "@/lib/validation";
import {
  MAX_CHOICE_TEXT,
  MAX_CHOICES,
  MAX_QUESTION_TEXT,
  MAX_QUESTIONS,
  questionKinds,
  type PositioningQuestion,
} from "./constants";

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

const positioningQuestion = z
  .object({
    kind: z.enum(questionKinds, "Choisissez le type de réponse."),
    label: requiredText(MAX_QUESTION_TEXT, "Écrivez la question."),
    // One choice per line, for a question answered by one of them.
    choices: z.string(),
  })
  .superRefine((question, context) => {
    if (question.kind !== "choice") return;
    const choices = linesOf(question.choices);
    const problem =
      choices.length < 2 || choices.length > MAX_CHOICES
        ? `Entre 2 et ${MAX_CHOICES} choix, un par ligne.`
        : choices.some((choice) => choice.length > MAX_CHOICE_TEXT)
          ? `${MAX_CHOICE_TEXT} caractères au plus par choix.`
          : new Set(choices).size < choices.length
            ? "Chaque choix n'apparaît qu'une fois."
            : null;
    if (problem) context.addIssue({ code: "custom", path: ["choices"], message: problem });
  })
  .transform(({ kind, label, choices }): PositioningQuestion =>
    kind === "choice" ? { kind, label, choices: linesOf(choices) } : { kind, label },
  );

/**
 * A formation's questions before the course, as its dialog edits them: the needs asked at
 * registration (none written: the usual ones), and the positioning questionnaire (none: the
 * formation has none yet, which the Qualiopi page points out).
 */
export const questionnairesSchema = z.object({
  needs_questions: questionLines,
  positioning: z
    .array(positioningQuestion)
    .max(MAX_QUESTIONS, `${MAX_QUESTIONS} questions au plus.`)
    .refine(
      (questions) => new Set(questions.map((question) => question.label)).size === questions.length,
      QUESTION_TWICE,
    ),
});

export type QuestionnairesInput = z.input<typeof questionnairesSchema>;
export type Questionnaires = z.output<typeof questionnairesSchema>;

/** A new question in the dialog. */
export const emptyQuestion: QuestionnairesInput["positioning"][number] = {
  kind: "scale",
  label: "",
  choices: "",
};
