/**
 * Calendar days are `YYYY-MM-DD` strings in the Europe/Paris time zone: the provider's days.
 * All French date formatting goes through this module.
 */
import { listText } from "./text";

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

/** Whether a `YYYY-MM-DD` day is a Saturday or a Sunday. */
export function isWeekend(day: string): boolean {
  return [0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
}

/** A `YYYY-MM-DD` day as the instant of its Paris noon, so that formatting never shifts it. */
function dayInstant(day: string): Date {
  return new Date(`${day}T12:00:00Z`);
}

function frenchFormatter(options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat("fr-FR", { timeZone: TIME_ZONE, ...options });
}

/**
 * Formats `YYYY-MM-DD` days in French with `options`, writing the first of a month « 1er », as
 * French does and Intl does not (« 1er décembre », « du 1er au 3 février »).
 */
function dayFormatter(options: Intl.DateTimeFormatOptions): (day: string) => string {
  const formatter = frenchFormatter(options);
  return (day) =>
    formatter
      .formatToParts(dayInstant(day))
      .map((part) => (part.type === "day" && part.value === "1" ? "1er" : part.value))
      .join("");
}

const dayAndMonth = dayFormatter({ day: "numeric", month: "long" });
const dayOnly = dayFormatter({ day: "numeric" });
const monthYear = frenchFormatter({ month: "long", year: "numeric" });

/** '12 mars 2026', '1er mars 2026'. */
export const formatLongDate = dayFormatter({ day: "numeric", month: "long", year: "numeric" });

/** 'lundi 14 décembre', 'mardi 1er décembre'. */
export const formatWeekdayDate = dayFormatter({ weekday: "long", day: "numeric", month: "long" });

/** 'lun. 14 déc.', for a column's heading. */
export const formatShortWeekdayDate = dayFormatter({
  weekday: "short",
  day: "numeric",
  month: "short",
});

/** 'mars 2026'. */
export function formatMonthYear(day: string): string {
  return monthYear.format(dayInstant(day));
}

export interface DateRangeOptions {
  /** 'du 12 au 15 mars 2026' rather than 'Du ...', to continue a sentence. */
  lowercase?: boolean;
}

/**
 * A French period between two calendar days, as short as it reads naturally:
 * 'Du 12 au 15 mars 2026', 'Du 28 mars au 2 avril 2026', 'Du 28 décembre 2026 au 2 janvier 2027'.
 * One day alone (or the same day twice) gives its long date; no day gives ''.
 */
export function formatDateRange(
  start: string | null | undefined,
  end: string | null | undefined,
  { lowercase = false }: DateRangeOptions = {},
): string {
  if (!start || !end || start === end) {
    const single = start || end;
    return single ? formatLongDate(single) : "";
  }
  const from = lowercase ? "du" : "Du";
  const [startYear, startMonth] = start.split("-");
  const [endYear, endMonth] = end.split("-");
  const first =
    startYear !== endYear
      ? formatLongDate(start)
      : startMonth !== endMonth
        ? dayAndMonth(start)
        : dayOnly(start);
  return `${from} ${first} au ${formatLongDate(end)}`;
}

/**
 * Days that do not follow one another, as a sentence names them: 'Les 14, 15 et 18 décembre
 * 2026', 'le 12 mars 2026' ('des …', 'du …' to continue a sentence, like formatDateRange). With
 * `hoursOf`, each day carries its hours: 'Les 14 décembre (9 h – 17 h) et 18 décembre 2026
 * (9 h – 12 h)'.
 */
export function formatDayList(
  days: readonly string[],
  { lowercase = false }: DateRangeOptions = {},
  hoursOf?: (day: string) => string | null,
): string {
  const names = days.map((day, index) => {
    const next = days[index + 1];
    if (!next || next.slice(0, 4) !== day.slice(0, 4)) {
      const name = formatLongDate(day);
      return hoursOf?.(day) ? `${name} (${hoursOf(day)})` : name;
    }
    if (hoursOf) {
      const hours = hoursOf(day);
      return `${dayAndMonth(day)}${hours ? ` (${hours})` : ""}`;
    }
    return next.slice(0, 7) === day.slice(0, 7) ? dayOnly(day) : dayAndMonth(day);
  });
  const article = lowercase ? (days.length > 1 ? "des" : "du") : days.length > 1 ? "Les" : "Le";
  return `${article} ${listText(names)}`;
}

const dateOnly = frenchFormatter({ day: "2-digit", month: "2-digit", year: "numeric" });

const timeOnly = frenchFormatter({ hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/**
 * A time of day ('09:05', '17:00') as French writes it: '9 h 05', '17 h' (Lexique des règles
 * typographiques en usage à l'Imprimerie nationale).
 */
export function clockText(time: string): string {
  const [hours, minutes] = time.split(":") as [string, string];
  return minutes === "00" ? `${Number(hours)} h` : `${Number(hours)} h ${minutes}`;
}

/** The Paris time of an instant: '9 h 02', '15 h 39'. */
export function formatTime(instant: Date): string {
  return clockText(timeOnly.format(instant));
}

/** An instant in Paris time: '22/11/2026 à 14 h 03'. */
export function formatDateTime(instant: Date): string {
  return `${dateOnly.format(instant)} à ${formatTime(instant)}`;
}

const offsetFormatter = new Intl.DateTimeFormat("en-US", {
  timeZone: TIME_ZONE,
  timeZoneName: "longOffset",
});

/** Paris's offset from UTC at an instant, in minutes (60 in winter, 120 in summer). */
function parisOffsetMinutes(instant: Date): number {
  const name = offsetFormatter.formatToParts(instant).find((part) => part.type === "timeZoneName");
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(name?.value ?? "") ?? [];
  if (!sign) return 0;
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** The instant of a Paris wall-clock time ('09:30') on a `YYYY-MM-DD` day, summer time or not. */
export function parisInstant(day: string, time: string): Date {
  const asUtc = new Date(`${day}T${time}:00Z`);
  const first = new Date(asUtc.getTime() - parisOffsetMinutes(asUtc) * 60_000);
  // Near a change of time the offset at the first guess may be the other one.
  return new Date(asUtc.getTime() - parisOffsetMinutes(first) * 60_000);
}
