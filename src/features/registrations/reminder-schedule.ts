import { addDays } from "@/lib/dates";

/** The reminders before a session, in days before its start: a week, then the day before. */
export const REMINDER_DAYS = [7, 1] as const;

export type ReminderDays = (typeof REMINDER_DAYS)[number];

/**
 * The first days of the sessions whose confirmed trainees are due, today, the reminder sent
 * `days` before: from `days` ahead down to the day after the next reminder's. A trainee confirmed
 * later than a week before still gets the week's reminder (it says the date), never both at once;
 * a reminder missed while no server ran is not sent once its window has passed.
 */
export function reminderStarts(days: ReminderDays, today: string): { from: string; to: string } {
  const next = REMINDER_DAYS.find((other) => other < days) ?? 0;
  return { from: addDays(today, next + 1), to: addDays(today, days) };
}
