import { addDays, TIME_ZONE } from "@/lib/dates";

/** An event as the calendar shows it. */
export interface CalendarEvent {
  id: number;
  nom: string;
  description: string | null;
  start_date: string;
  end_date: string;
  location: { city: string | null; country: string } | null;
}

/** A month of the calendar: year and month (1-12). */
export interface Month {
  year: number;
  month: number;
}

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

/** An event's days, which is all the week navigation needs to know of it. */
export type EventPeriod = Pick<CalendarEvent, "start_date" | "end_date">;

/** The Monday of the first week after `monday`'s that has an event on one of its days, or null. */
export function nextWeekWithEvent(monday: string, periods: EventPeriod[]): string | null {
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

/** The events taking place on a day, a multi-day event on each of its days. */
export function eventsOn(day: string, events: CalendarEvent[]): CalendarEvent[] {
  return events
    .filter((event) => event.start_date <= day && day <= event.end_date)
    .sort((a, b) => a.start_date.localeCompare(b.start_date) || a.nom.localeCompare(b.nom, "fr"));
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);
}

/** 'dans 2 mois et 5 jours', 'dans 12 jours' (a month counts 30 days), or where the event stands. */
export function countdownText(event: Pick<CalendarEvent, "start_date" | "end_date">, today: string): string {
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

const monthTitle = new Intl.DateTimeFormat("fr-FR", { timeZone: TIME_ZONE, month: "long", year: "numeric" });
const weekdayLong = new Intl.DateTimeFormat("fr-FR", { timeZone: TIME_ZONE, weekday: "long", day: "numeric", month: "long" });

/** 'Novembre 2026'. */
export function monthLabel({ year, month }: Month): string {
  const text = monthTitle.format(new Date(Date.UTC(year, month - 1, 15, 12)));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** 'Lundi 23 novembre'. */
export function dayLabel(day: string): string {
  const text = weekdayLong.format(new Date(`${day}T12:00:00Z`));
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const WEEKDAY_NAMES = ["Lundi", "Mardi", "Mercredi", "Jeudi", "Vendredi", "Samedi", "Dimanche"];
