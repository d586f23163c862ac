// What other domains use of the public registration: the calendar lists, beside the events, the
// sessions a visitor may register to, with their seats left.
export { listCalendarSessions } from "./queries";
