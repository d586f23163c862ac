/** A day's teaching hours in Paris wall-clock time, as 'HH:MM'. */
export interface DailyHours {
  start: string;
  end: string;
}

const TIME = /(\d{1,2})\s*(?:h|:)\s*(\d{2})?/gi;

/** Every valid time a text names, in its order, as 'HH:MM'. */
function timesOf(text: string): string[] {
  return [...text.matchAll(TIME)]
    .map(([, hours, minutes]) => [Number(hours), Number(minutes ?? 0)] as const)
    .filter(([hours, minutes]) => hours < 24 && minutes < 60)
    .map(
      ([hours, minutes]) => `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`,
    );
}

/**
 * The first and last times of a session's daily hours as staff write them ('9 h – 17 h',
 * '9h30-12h30 et 13h30-17h30', '09:00 - 17:00'); null when they name no two times in order, so
 * the calendar entry is a whole day rather than a wrong hour.
 */
export function dailyHoursOf(text: string | null): DailyHours | null {
  if (!text) return null;
  const times = timesOf(text);
  const [start, end] = [times[0], times.at(-1)];
  return start && end && start < end ? { start, end } : null;
}

/**
 * The two ranges of a day written with its break ('9h30-12h30 et 13h30-17h30'), in order and
 * apart; null when the text names anything else.
 */
export function splitHoursOf(text: string | null): [DailyHours, DailyHours] | null {
  const times = text ? timesOf(text) : [];
  if (times.length !== 4) return null;
  const [a, b, c, d] = times as [string, string, string, string];
  return a < b && b <= c && c < d
    ? [
        { start: a, end: b },
        { start: c, end: d },
      ]
    : null;
}

/** What readable hours look like, for the messages that refuse others. */
export const HOURS_EXAMPLE = "« 9 h – 17 h » ou « 9 h – 12 h 30 et 13 h 30 – 17 h »";

/**
 * Why hours as staff write them cannot be cut into half-days, in French; null when they name one
 * range or a day with its break, in order. Anything else ('9h-17h (pause 12h30-13h30)', a date)
 * would be read as other hours than meant.
 */
export function hoursProblem(text: string): string | null {
  if (/\d{1,2}\/\d{1,2}|\d{4}-\d{2}/.test(text))
    return "une date n'a pas sa place dans les horaires";
  const times = timesOf(text);
  if (times.length === 2 && times[0]! < times[1]!) return null;
  if (times.length === 4 && splitHoursOf(text)) return null;
  return `horaires illisibles, écrivez-les comme ${HOURS_EXAMPLE}`;
}
