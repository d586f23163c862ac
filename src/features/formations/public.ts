// What other domains may use of the formations: the only file of this folder they import.
export { countIncompleteFormations } from "./admin-queries";
// What a session's convention or contract states of its formation.
export { programmeChapters, type ProgrammeChapter } from "./programme";
export { certificationInfo, prerequisitesText } from "./qualiopi-info";
export { setFormationQuestions } from "./questions";
