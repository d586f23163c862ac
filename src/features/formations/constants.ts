/** A question on a scale from 1 to 5, with one of a few choices, or answered in words. */
export const questionKinds = ["scale", "choice", "text"] as const;
export type QuestionKind = (typeof questionKinds)[number];

/** A question of a formation's positioning questionnaire, as staff write it. */
export interface PositioningQuestion {
  kind: QuestionKind;
  label: string;
  /** The choices of a 'choice' question, in staff's order. */
  choices?: string[];
}

/** A question of a formation's final quiz: its choices, and which one is right. */
export interface QuizQuestion {
  label: string;
  choices: string[];
  /** The index of the right choice. */
  answer: number;
}

/** The longest answer in words. */
export const MAX_ANSWER_TEXT = 1000;

/** Refused when the questions a form showed are no longer the ones asked. */
export const QUESTIONS_CHANGED =
  "Les questions ont changé depuis l'ouverture de la page : relisez-les avant de répondre.";
