import { addDays, formatWeekdayDate, TIME_ZONE } from "@/lib/dates";
import { paths } from "@/config/paths";

/** An event as the calendar shows it. */
export interface CalendarEvent {
  id: number;
  nom: string;
  description: string | null;
  start_date: string;
  end_date: string;
  location: { city: string | null; country: string } | null;
}

/**
 * A training session as the calendar shows it beside the events: what the sessions domain says
 * of it, already in words, so the calendar needs none of its rules.
 */
export interface CalendarSession {
  id: number;
  /** The formation's title. */
  nom: string;
  start_date: string;
  end_date: string;
  /** 'Lyon', 'À distance'. */
  place: string;
  /** 'Complet – liste d'attente', '3 places restantes', or nothing while many are left. */
  seats: string | null;
  /** Whether it takes registrations yet: its registration page, else its formation's page. */
  open: boolean;
  slug: string;
}

/** What a day of the calendar shows: the events, and the sessions told apart by their kind. */
export type CalendarEntry =
  ({ kind: "event" } & CalendarEvent) | ({ kind: "session" } & CalendarSession);

/** A month of the calendar: year and month (1-12). */
export interface Month {
  year: number;
  month: number;
}

/** Entries a day cell shows before '+N': the events first, so the spec's two events always show. */
export const EVENTS_PER_DAY = 2;
const DAYS_PER_MONTH = 30;

function dayOfWeekFromMonday(day: string): number {
  return (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7;
}

export function monthOf(day: string): Month {
  return { year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) };
}

export function shiftMonth({ year, month }: Month, count: number): Month {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The Monday of a day's week. */
export function weekStart(day: string): string {
  return addDays(day, -dayOfWeekFromMonday(day));
}

/** An entry's days, which is all the week navigation needs to know of it. */
export type EventPeriod = Pick<CalendarEvent, "start_date" | "end_date">;

/**
 * The days of `periods` as the fewest periods, overlapping or touching ones merged: all the week
 * navigation needs, and a handful of periods however many entries the calendar holds.
 */
export function mergePeriods(periods: EventPeriod[]): EventPeriod[] {
  const merged: EventPeriod[] = [];
  for (const { start_date, end_date } of [...periods].sort((a, b) =>
    a.start_date.localeCompare(b.start_date),
  )) {
    const last = merged[merged.length - 1];
    if (last && start_date <= addDays(last.end_date, 1)) {
      if (end_date > last.end_date) last.end_date = end_date;
    } else merged.push({ start_date, end_date });
  }
  return merged;
}

/** The Monday of the first week after `monday`'s that has an entry on one of its days, or null. */
export function nextBusyWeek(monday: string, periods: EventPeriod[]): string | null {
  const from = addDays(monday, 7);
  let first: string | null = null;
  for (const { start_date, end_date } of periods) {
    if (end_date < from) continue;
    const day = start_date > from ? start_date : from;
    if (first === null || day < first) first = day;
  }
  return first === null ? null : weekStart(first);
}

/** The seven days of the week starting on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

function firstDay({ year, month }: Month): string {
  return `${year}-${String(month).padStart(2, "0")}-01`;
}

/** The weeks (Monday first) covering a month; days of the neighbouring months fill the edges. */
export function monthWeeks(month: Month): string[][] {
  const last = addDays(firstDay(shiftMonth(month, 1)), -1);
  const weeks: string[][] = [];
  for (let monday = weekStart(firstDay(month)); monday <= last; monday = addDays(monday, 7)) {
    weeks.push(weekDays(monday));
  }
  return weeks;
}

/** The days a month's grid shows, from the Monday before its first day to the Sunday after its last. */
export function monthSpan(month: Month): { from: string; to: string } {
  const weeks = monthWeeks(month);
  return { from: weeks[0]![0]!, to: weeks.at(-1)!.at(-1)! };
}

/** '2026-11': how a month is named in the calendar's addresses. */
export function monthKey({ year, month }: Month): string {
  return `${year}-${String(month).padStart(2, "0")}`;
}

/** The entries of a day, a multi-day one on each of its days: events first, then by start and name. */
export function entriesOn(day: string, entries: CalendarEntry[]): CalendarEntry[] {
  const rank = (entry: CalendarEntry) => (entry.kind === "event" ? 0 : 1);
  return entries
    .filter((entry) => entry.start_date <= day && day <= entry.end_date)
    .sort(
      (a, b) =>
        rank(a) - rank(b) ||
        a.start_date.localeCompare(b.start_date) ||
        a.nom.localeCompare(b.nom, "fr"),
    );
}

/** A key unique among the entries: an event and a session may share an id. */
export function entryKey(entry: CalendarEntry): string {
  return `${entry.kind}-${entry.id}`;
}

/** Where an entry leads: an event to its formations, a session to its registration (or its formation before registrations open). */
export function entryHref(entry: CalendarEntry): string {
  if (entry.kind === "event") return paths.formationsOfEvent(entry.id);
  return entry.open ? paths.registration(entry.id) : paths.formation(entry.slug);
}

/** What a day cell says under an entry's name: an event's city (or country), a session's kind and place. */
export function entryLine(entry: CalendarEntry): string {
  return entry.kind === "event" ? shortPlace(entry) : `Session · ${entry.place}`;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** 'dans 2 mois et 5 jours', 'dans 12 jours' (a month counts 30 days), or where the event stands. */
export function countdownText(
  event: Pick<CalendarEvent, "start_date" | "end_date">,
  today: string,
): string {
  if (event.end_date < today) return "Terminé";
  const days = daysBetween(today, event.start_date);
  if (days <= 0) return event.start_date === today ? "Aujourd'hui !" : "En cours";
  const months = Math.floor(days / DAYS_PER_MONTH);
  const rest = days % DAYS_PER_MONTH;
  const dayText = `${rest} jour${rest > 1 ? "s" : ""}`;
  if (months === 0) return `dans ${dayText}`;
  return rest === 0 ? `dans ${months} mois` : `dans ${months} mois et ${dayText}`;
}

/** 'Lisbonne, Portugal', the country alone, or nothing known. */
export function eventPlace(event: CalendarEvent): string {
  if (!event.location) return "Lieu à venir";
  return [event.location.city, event.location.country].filter(Boolean).join(", ");
}

/** What a day cell says of an event: its name and its city (or country). */
export function shortPlace(event: CalendarEvent): string {
  return event.location?.city ?? event.location?.country ?? "";
}

const monthTitle = new Intl.DateTimeFormat("fr-FR", {
  timeZone: TIME_ZONE,
  month: "long",
  year: "numeric",
});

/** 'Novembre 2026'. */
export function monthLabel({ year, month }: Month): string {
  const text = monthTitle.format(new Date(Date.UTC(year, month - 1, 15, 12)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Lundi 23 novembre'. */
export function dayLabel(day: string): string {
  const text = formatWeekdayDate(day);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const WEEKDAY_NAMES = [
  "Lundi",
  "Mardi",
  "Mercredi",
  "Jeudi",
  "Vendredi",
  "Samedi",
  "Dimanche",
];
