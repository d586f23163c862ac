import type { PositioningQuestion, Questionnaire, QuestionnaireAnswer } from "./constants";

/** Answers as kept: what was answered, and when. */
interface AnswerSet {
  answers: QuestionnaireAnswer[];
  answered_at: Date;
}

/** A trainee's answers before the course, by questionnaire. */
export type TraineeAnswers = Partial<Record<Questionnaire, AnswerSet>>;

/** The questions a registration's formation asks before the course. */
export interface FormationQuestions {
  needs: readonly string[];
  /** Empty: the formation has no positioning questionnaire. */
  positioning: PositioningQuestion[];
}
