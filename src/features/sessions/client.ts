// What the browser's components of later domains read of a session (its half-days, its
// dialog's labels): plain modules, kept out of public.ts, which reaches the database.
export { halfDayLabels, type HalfDay } from "./session-slots";
export {
  emptySession,
  placeLabels,
  sessionSchema,
  type SessionChoices,
  type SessionValues,
} from "./admin-schema";
export { sessionPlaces } from "./constants";
export { sessionWarnings } from "./session-checks";
export { slotKey, slotMinutes, minutesOf, type Slot } from "./session-slots";
export { halfDays, MAX_CAPACITY, type sessionStatuses } from "./constants";
