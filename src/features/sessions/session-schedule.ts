import { formatLongDate } from "@/lib/dates";
import { isDay } from "@/lib/validation";
import type { ScheduledDay } from "./constants";
import { hoursProblem } from "./session-hours";

/** When a session is taught: its range and usual hours, and its own days when it has them. */
export interface SessionCalendar {
  start_date: string;
  end_date: string;
  daily_hours: string | null;
  schedule: readonly ScheduledDay[] | null;
}

/** A session is a few days; a year of weekly days is the longest schedule staff write. */
const MAX_SCHEDULED_DAYS = 60;
const MAX_HOURS_LENGTH = 100;

/** '14/12/2026 9 h – 12 h 30', '2026-12-14 : 9 h – 17 h' or '14/12/2026' alone. */
const LINE = /^(?:(\d{1,2})\/(\d{1,2})\/(\d{4})|(\d{4})-(\d{2})-(\d{2}))\s*[:,;–—-]?\s*(.*)$/;

function dayOfLine(match: RegExpMatchArray): string {
  const [, day, month, year, isoYear, isoMonth, isoDay] = match;
  return isoYear
    ? `${isoYear}-${isoMonth}-${isoDay}`
    : `${year}-${month!.padStart(2, "0")}-${day!.padStart(2, "0")}`;
}

/**
 * The days staff wrote, one per line as a date then its hours when they differ from the usual
 * ones, in order; or why they cannot be read, in French, naming the line as the field numbers
 * it. A blank text is no schedule (null).
 */
export function parseSchedule(text: string): { days: ScheduledDay[] | null } | { error: string } {
  const lines = text
    .split(/\r?\n/)
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== "");
  if (lines.length === 0) return { days: null };
  if (lines.length > MAX_SCHEDULED_DAYS)
    return { error: `${MAX_SCHEDULED_DAYS} jours au plus, un par ligne.` };
  const days: ScheduledDay[] = [];
  for (const { line, number } of lines) {
    const match = LINE.exec(line);
    const where = `Ligne ${number}`;
    if (!match) return { error: `${where} : commencez par une date, par exemple 14/12/2026.` };
    const day = dayOfLine(match);
    if (!isDay(day)) return { error: `${where} : cette date n'existe pas.` };
    const hours = match[7]!.trim() || null;
    const problem =
      hours && (hours.length > MAX_HOURS_LENGTH ? "horaires trop longs" : hoursProblem(hours));
    if (problem) return { error: `${where} : ${problem}.` };
    if (days.some((known) => known.day === day))
      return { error: `${where} : le ${formatLongDate(day)} figure déjà.` };
    days.push({ day, hours });
  }
  return { days: days.sort((a, b) => a.day.localeCompare(b.day)) };
}

/** A schedule as the dialog shows it again, one day per line: '14/12/2026 9 h – 12 h 30'. */
export function scheduleText(days: readonly ScheduledDay[] | null): string {
  return (days ?? [])
    .map(({ day, hours }) => {
      const [year, month, date] = day.split("-");
      return [`${date}/${month}/${year}`, hours].filter(Boolean).join(" ");
    })
    .join("\n");
}

/** The hours of one of a session's days: its own when the schedule gives some, else the usual. */
export function hoursOfDay(
  session: { daily_hours: string | null; schedule?: SessionCalendar["schedule"] },
  day: string,
): string | null {
  return session.schedule?.find((scheduled) => scheduled.day === day)?.hours ?? session.daily_hours;
}
