// What other domains may use of the formations: the only file of this folder they import.
export { countIncompleteFormations } from "./admin-queries";
// What a session's convention or contract states of its formation.
export { programmeChapters, type ProgrammeChapter } from "./programme";
export { certificationInfo, prerequisitesText } from "./qualiopi";
export { classifyFormation, setFormationQuestions } from "./questions";
export { qualiopiGaps, type YearResults } from "./qualiopi";
export { listEventChoices, listContactChoices } from "./admin-queries";
export { cardObjectives, linkedEvent, type ContactChoice, type EventChoice } from "./schema";
export { PROGRAMME_ON_REQUEST } from "./programme";
export type { PositioningQuestion, QuizQuestion } from "./constants";
export { MAX_ANSWER_TEXT, QUESTIONS_CHANGED } from "./constants";
