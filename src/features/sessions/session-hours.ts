/** A day's teaching hours in Paris wall-clock time, as 'HH:MM'. */
export interface DailyHours {
  start: string;
  end: string;
}

const TIME = /(\d{1,2})\s*(?:h|:)\s*(\d{2})?/gi;

/**
 * The first and last times of a session's daily hours as staff write them ('9 h – 17 h',
 * '9h30-12h30 et 13h30-17h30', '09:00 - 17:00'); null when they name no two times in order, so
 * the calendar entry is a whole day rather than a wrong hour.
 */
export function dailyHoursOf(text: string | null): DailyHours | null {
  if (!text) return null;
  const times = [...text.matchAll(TIME)]
    .map(([, hours, minutes]) => [Number(hours), Number(minutes ?? 0)] as const)
    .filter(([hours, minutes]) => hours < 24 && minutes < 60)
    .map(
      ([hours, minutes]) => `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`,
    );
  const [start, end] = [times[0], times.at(-1)];
  return start && end && start < end ? { start, end } : null;
}
