// The components the public forms of other domains render in the browser (the needs questions of
// the quote and registration forms): kept out of public.ts, which every page reading this
// domain's rules reaches (eslint-rules' publicEntry), and out of admin-client.ts's dialogs.
export { NeedsFieldset } from "./components/public/needs-fieldset";
export { QuestionFields } from "./components/public/question-fields";
export { answerField } from "./question-form";
