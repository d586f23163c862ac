// What other domains may use of the sessions: the only file of this folder they import.
export { listCalendarSessions, listOfferedSessionPeriods } from "./queries";
export { countSessionWork } from "./admin-queries";
export { sessionMailSamples } from "./mail-samples";
export { countSessionTodo, readSessionsOfDay, type SessionOfDay } from "./today";
