// What other domains may use of the quality register: the only file of this folder they import.
export { countOpenComplaints, countOverdueComplaints } from "./admin-queries";
export { recordSurveyImprovement } from "./survey-improvement";
export { qualityMailSamples } from "./mail-samples";
