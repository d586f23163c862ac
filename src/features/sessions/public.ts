// What other domains may use of the sessions: the only file of this folder they import.
export { listOfferedSessionPeriods } from "./offered-periods";
export {
  datesText,
  whereText,
  REMOTE_PREREQUISITES,
  placeText,
  addressText,
  modeText,
} from "./session-text";
export { halfDays, MAX_CAPACITY, type ScheduledDay, type sessionPlaces } from "./constants";
export { sessionDays, chunksOf } from "./session-days";
export {
  sessionSlots,
  slotMinutes,
  hoursText,
  markable,
  signable,
  slotKey,
  slotPhase,
  SIGNING_OPENS_MINUTES_BEFORE,
  slotOf,
  halfDayLabels,
  lastSlotStarted,
  type Slot,
  type HalfDay,
} from "./session-slots";
export {
  sessionTermsColumns,
  registeredSession,
  type RegisteredSession,
} from "./registered-session";
export { lockedSession, sessionSeats } from "./session-lock";
export { hoursOfDay, type SessionCalendar } from "./session-schedule";
export { offered } from "./offered-periods";
export { dailyHoursOf } from "./session-hours";
export { sessionChanges, type SessionChanges } from "./session-changes";
export {
  sessionSchema,
  sessionValuesOf,
  statusLabels,
  type SessionValues,
  type SessionChoices,
} from "./admin-schema";
export {
  createSession,
  rewriteSession,
  markSessionCancelled,
  copySession,
  recordCertificatesIssued,
  recordTrainerCost,
  copyTrainerToSessions,
} from "./commands";
export {
  selectSessionChoices,
  sessionChoiceColumns,
  sessionChoiceLabel,
  type SessionChoice,
} from "./session-choices";
