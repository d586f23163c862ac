import { parisInstant } from "@/lib/dates";
import { sessionDays } from "./session-days";
import { dailyHoursOf, splitHoursOf, type DailyHours } from "./session-hours";
import { hoursOfDay, type SessionCalendar } from "./session-schedule";
import type { halfDays } from "./constants";

/**
 * A session's half-days, the unit its attendance is signed in (case law asks one signature per
 * half-day: docs/decisions/069-attendance-per-half-day.md).
 */
export type HalfDay = (typeof halfDays)[number];

export const halfDayLabels: Record<HalfDay, string> = { am: "Matin", pm: "Après-midi" };

/** One half-day of a session, in Paris wall-clock times. */
export interface Slot {
  day: string;
  half: HalfDay;
  start: string;
  end: string;
}

/**
 * A day whose hours name no break ('9 h – 17 h') breaks for lunch at these times; with the usual
 * 9 h – 17 h this gives the seven hours a day of the formation's duration (course-hours.ts).
 */
const LUNCH: DailyHours = { start: "12:30", end: "13:30" };
/** A session whose hours say nothing is taught these hours. */
const USUAL_DAY: DailyHours = { start: "09:00", end: "17:00" };
/** Trainees may sign from this long before a half-day starts, as they arrive. */
export const SIGNING_OPENS_MINUTES_BEFORE = 30;

/** The half-day a range of hours falls in: the morning when it starts before noon. */
function halfOf(range: DailyHours): HalfDay {
  return range.start < "12:00" ? "am" : "pm";
}

/**
 * The ranges of a day from its hours as staff write them: both ranges of a day written with its
 * break; a range from the morning across lunch cut at the lunch break; a morning or an afternoon
 * alone as it is. A day has at most one morning and one afternoon.
 */
function dayRanges(dailyHours: string | null): DailyHours[] {
  const split = splitHoursOf(dailyHours);
  if (split && halfOf(split[0]) !== halfOf(split[1])) return split;
  const hours = dailyHoursOf(dailyHours) ?? USUAL_DAY;
  // Cut only a day that starts in the morning: '12 h – 17 h' is one afternoon.
  if (halfOf(hours) === "am" && hours.start < LUNCH.start && hours.end > LUNCH.end)
    return [
      { start: hours.start, end: LUNCH.start },
      { start: LUNCH.end, end: hours.end },
    ];
  return [hours];
}

/** Every half-day of a session, in order: its days (sessionDays), each cut by its hours. */
export function sessionSlots(session: SessionCalendar): Slot[] {
  return sessionDays(session).flatMap((day) =>
    dayRanges(hoursOfDay(session, day)).map((range) => ({ day, half: halfOf(range), ...range })),
  );
}

/** A half-day's key in a line of marks: '2026-12-14/am'. */
export const slotKey = (slot: { day: string; half: HalfDay }) => `${slot.day}/${slot.half}`;

/** The half-day of a session on a day, if it has one. */
export function slotOf(slots: readonly Slot[], day: string, half: HalfDay): Slot | undefined {
  return slots.find((slot) => slot.day === day && slot.half === half);
}

export function minutesOf(time: string): number {
  const [hours, minutes] = time.split(":").map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** How long a half-day lasts, in minutes. */
export function slotMinutes(slot: Slot): number {
  return minutesOf(slot.end) - minutesOf(slot.start);
}

/** Where a half-day stands at an instant, for who may sign or mark it. */
export type SlotPhase = "upcoming" | "arrival" | "running" | "ended";

export function slotPhase(slot: Slot, now: Date): SlotPhase {
  const start = parisInstant(slot.day, slot.start).getTime();
  const end = parisInstant(slot.day, slot.end).getTime();
  const time = now.getTime();
  if (time > end) return "ended";
  if (time >= start) return "running";
  if (time >= start - SIGNING_OPENS_MINUTES_BEFORE * 60_000) return "arrival";
  return "upcoming";
}

/** A trainee signs from half an hour before the half-day to its end. */
export function signable(slot: Slot, now: Date): boolean {
  const phase = slotPhase(slot, now);
  return phase === "arrival" || phase === "running";
}

/** Staff record a half-day's attendance once it has started, never before. */
export function markable(slot: Slot, now: Date): boolean {
  const phase = slotPhase(slot, now);
  return phase === "running" || phase === "ended";
}

/** Minutes as a French duration: '7 h', '3 h 30', '45 min'. */
export function hoursText(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${String(rest).padStart(2, "0")}`;
}

/** Whether the session's last half-day has started: the evaluation at the end opens then. */
export function lastSlotStarted(session: SessionCalendar, now: Date): boolean {
  const last = sessionSlots(session).at(-1);
  return last !== undefined && markable(last, now);
}
