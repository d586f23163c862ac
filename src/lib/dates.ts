/**
 * Calendar days are `YYYY-MM-DD` strings in the Europe/Paris time zone: the provider's days.
 * All French date formatting goes through this module.
 */
export const TIME_ZONE = "Europe/Paris";

const isoDayFormatter = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The calendar day of an instant in Paris, as `YYYY-MM-DD`. */
export function parisDay(instant: Date = new Date()): string {
  return isoDayFormatter.format(instant);
}

/** Adds (or subtracts) whole days to a `YYYY-MM-DD` day. */
export function addDays(day: string, count: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}
