// What other domains may use of the needs analysis and positioning: the only file of this
// folder they import.
export { asksPositioning, readBeforeTraining, recordAnswers, type BeforeTraining } from "./answers";
export { readTraineeNeeds, type SessionAnswers, type TraineeNeeds } from "./admin-queries";
export { TraineeAnswersPanel } from "./components/admin/trainee-answers";
export {
  answeredByQuestion,
  answerField,
  missingAnswers,
  postedNeeds,
  needsAsQuestions,
  needsQuestionsOf,
  readAnswers,
} from "./questions";
export { MAX_ANSWER_TEXT } from "./constants";
export { QuestionnairesDialog } from "./components/admin/questionnaires-dialog";
export { readNeedsQuestions } from "./queries";
export { AnswerList } from "./components/public/answer-list";
export { NeedsFieldset } from "./components/public/needs-fieldset";
export { QuestionFields } from "./components/public/question-fields";
export { TraineeNeedsSection } from "./components/public/trainee-needs";
