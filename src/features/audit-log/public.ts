// What other domains may use of the journal: the only file of this folder they import.
export { auditActionLabel } from "./labels";
