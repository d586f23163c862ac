import type { Questionnaire, QuestionnaireAnswer } from "./constants";
import { type PositioningQuestion, type QuizQuestion } from "@/features/formations/public";

/** Answers as kept: what was answered, when, and by whom when not the trainee. */
interface AnswerSet {
  answers: QuestionnaireAnswer[];
  answered_at: Date;
  entered_by: string | null;
}

/** A trainee's answers around the course, by questionnaire. */
export type TraineeAnswers = Partial<Record<Questionnaire, AnswerSet>>;

/** The questions a registration's formation asks around the course. */
export interface FormationQuestions {
  needs: readonly string[];
  /** Empty: the formation has no positioning questionnaire. */
  positioning: PositioningQuestion[];
  evaluation: FormationEvaluation;
}

/** A trainee as the trainer's page shows them: their adaptation and their answers. */
export interface TraineeNeeds {
  id: number;
  name: string;
  is_psh: boolean;
  psh_details: string | null;
  /** The registration's status: the trainer rates at the end only those who hold their seat. */
  status: string;
  answers: TraineeAnswers;
}

/** What a formation evaluates, as its row says. */
export interface FormationEvaluation {
  objectives: readonly string[];
  selfAssessment: boolean;
  quiz: readonly QuizQuestion[];
}
