// What other domains may use of the questionnaires around a course (needs, positioning, the
// evaluation of what was learned): the only file of this folder they import.
export {
  answersOf,
  forgetAnswers,
  readTraineeQuestionnaires,
  recordAnswers,
  sessionEvaluation,
  type TraineeQuestionnaires,
} from "./answers";
export type { SessionAnswers } from "./admin-queries";
export { answerField, needsAsQuestions } from "./question-form";
export {
  answeredByQuestion,
  missingAnswers,
  needsQuestionsOf,
  postedAnswers,
  postedNeeds,
  readAnswers,
  type PostedAnswers,
} from "./questions";
export {
  afterAnswersDue,
  beforeAnswersDue,
  evaluationLines,
  evaluates,
  progressLine,
  progressText,
  quizQuestions,
  quizScore,
  resultQuestions,
  resultsRecorded,
  selfQuestions,
} from "./evaluation";
export {
  EXPECTING_ANSWERS,
  questionnaireMoments,
  resultsEnteredBy,
  traineeQuestionnaires,
  type Questionnaire,
  type TraineeQuestionnaire,
} from "./constants";
export type { TraineeAnswers, TraineeNeeds } from "./types";
export { readNeedsQuestions, readProgressYears, traineeGain, type ProgressYear } from "./queries";
export { AnswerList } from "./components/public/answer-list";
export { QuestionFields } from "./components/public/question-fields";
export { TraineeNeedsSection } from "./components/public/trainee-needs";
