import { addDays, isWeekend } from "@/lib/dates";
import type { SessionCalendar } from "./session-schedule";

/**
 * The days a session is taught: those of its schedule when it has one; otherwise every day from
 * its first to its last, less Saturdays and Sundays, unless it is taught on nothing else (a
 * weekend session).
 */
export function sessionDays(
  session: Pick<SessionCalendar, "start_date" | "end_date" | "schedule">,
): string[] {
  if (session.schedule) return session.schedule.map((scheduled) => scheduled.day);
  const days: string[] = [];
  for (let day = session.start_date; day <= session.end_date; day = addDays(day, 1)) days.push(day);
  const weekdays = days.filter((day) => !isWeekend(day));
  return weekdays.length > 0 ? weekdays : days;
}

/** Splits a list into runs of at most `size`, for the sheet's pages. */
export function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size)
    chunks.push(items.slice(index, index + size));
  return chunks.length > 0 ? chunks : [[]];
}
