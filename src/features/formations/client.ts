export {
  questionKinds,
  type QuestionKind,
  type PositioningQuestion,
  type QuizQuestion,
} from "./constants";
export { MAX_ANSWER_TEXT, QUESTIONS_CHANGED } from "./constants";
