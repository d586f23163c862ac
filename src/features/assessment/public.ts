// What other domains may use of the needs analysis and positioning: the only file of this
// folder they import.
export {
  answersOf,
  asksPositioning,
  forgetAnswers,
  readBeforeTraining,
  recordAnswers,
  type BeforeTraining,
} from "./answers";
export type { SessionAnswers } from "./admin-queries";
export type { TraineeNeeds } from "./types";
export { TraineeAnswersPanel } from "./components/admin/trainee-answers";
export {
  answeredByQuestion,
  answerField,
  missingAnswers,
  postedAnswers,
  postedNeeds,
  QUESTIONS_CHANGED,
  type PostedAnswers,
  needsAsQuestions,
  needsQuestionsOf,
  readAnswers,
} from "./questions";
export {
  EXPECTING_ANSWERS,
  MAX_ANSWER_TEXT,
  questionnaireMoments,
  type Questionnaire,
} from "./constants";
export { QuestionnairesDialog } from "./components/admin/questionnaires-dialog";
export { readNeedsQuestions } from "./queries";
export { AnswerList } from "./components/public/answer-list";
export { NeedsFieldset } from "./components/public/needs-fieldset";
export { QuestionFields } from "./components/public/question-fields";
export { TraineeNeedsSection } from "./components/public/trainee-needs";
