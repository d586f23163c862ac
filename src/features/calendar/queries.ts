import "server-only";
import { asc, eq, gte, max, min, sql } from "drizzle-orm";
import { getDb } from "@/server/database";
import { cachedRead } from "@/server/cache/cached-read";
import { cacheTags } from "@/server/cache/tags";
import { readOrDefault } from "@/server/read-or-default";
import { addDays } from "@/lib/dates";
import { listCalendarSessions } from "@/features/sign-up/public";
import { listOfferedSessionPeriods } from "@/features/sessions/public";
import {
  mergePeriods,
  monthKey,
  monthOf,
  monthSpan,
  shiftMonth,
  type CalendarEntry,
  type CalendarEvent,
  type CalendarSession,
  type EventPeriod,
} from "./calendar";
import { locations } from "@/features/locations/tables";
import { events } from "@/features/events/tables";

const eventWithPlace = {
  id: events.id,
  nom: events.nom,
  description: events.description,
  start_date: events.start_date,
  end_date: events.end_date,
  city: locations.city,
  country: locations.country,
};

/** The events taking place on at least one day from `from` to `to`, with their place. */
const listEventsBetween = cachedRead(
  "calendar:events-between",
  [cacheTags.events, cacheTags.locations],
  async (from: string, to: string): Promise<CalendarEvent[]> => {
    const rows = await (
      await getDb()
    )
      .select(eventWithPlace)
      .from(events)
      .leftJoin(locations, eq(locations.id, events.location))
      // The form of the events_period_idx index: only the events of the period are read.
      .where(
        sql`daterange(${events.start_date}, ${events.end_date}, '[]') && daterange(${from}, ${to}, '[]')`,
      )
      .orderBy(asc(events.start_date), asc(events.id));
    return rows.map(({ city, country, ...event }) => ({
      ...event,
      location: country === null ? null : { city, country },
    }));
  },
);

/** The first day of the next event starting on `day` or later, or null. */
const nextEventDay = cachedRead(
  "calendar:next-event-day",
  [cacheTags.events],
  async (day: string) => {
    const [row] = await (
      await getDb()
    )
      .select({ day: min(events.start_date) })
      .from(events)
      .where(gte(events.start_date, day));
    return row?.day ?? null;
  },
);

/** The events and the sessions offered on at least one day from `from` to `to`. */
export async function listCalendarEntries(
  from: string,
  to: string,
  today: string,
): Promise<CalendarEntry[]> {
  const [events, sessions]: [CalendarEvent[], CalendarSession[]] = await Promise.all([
    listEventsBetween(from, to),
    listCalendarSessions(from, to, today),
  ]);
  return [
    ...events.map((event) => ({ kind: "event" as const, ...event })),
    ...sessions.map((session) => ({ kind: "session" as const, ...session })),
  ];
}

/** The days from the first period's start to the last one's end, or null without any. */
function spanOf(periods: EventPeriod[]): EventPeriod | null {
  if (periods.length === 0) return null;
  return {
    start_date: periods.reduce(
      (first, { start_date }) => (start_date < first ? start_date : first),
      periods[0]!.start_date,
    ),
    end_date: periods.reduce(
      (last, { end_date }) => (end_date > last ? end_date : last),
      periods[0]!.end_date,
    ),
  };
}

/** The days from the first event's start to the last one's end, or null without events. */
const eventSpan = cachedRead(
  "calendar:event-span",
  [cacheTags.events],
  async (): Promise<EventPeriod | null> => {
    const [row] = await (
      await getDb()
    )
      .select({ start_date: min(events.start_date), end_date: max(events.end_date) })
      .from(events);
    return row?.start_date && row.end_date
      ? { start_date: row.start_date, end_date: row.end_date }
      : null;
  },
);

/**
 * The months whose grid can show an entry ('2026-11'), or null without any: from the month
 * before the first event's (or offered session's) start to the month after the last one's end,
 * as a grid shows the neighbouring months' first and last days.
 */
export async function calendarMonths(
  today: string,
): Promise<{ first: string; last: string } | null> {
  const [events, sessions] = await Promise.all([eventSpan(), listOfferedSessionPeriods(today)]);
  const span = spanOf(events ? [events, ...sessions] : sessions);
  return (
    span && {
      first: monthKey(shiftMonth(monthOf(span.start_date), -1)),
      last: monthKey(shiftMonth(monthOf(span.end_date), 1)),
    }
  );
}

/** How far back the feed and the week navigation go. */
const HISTORY_DAYS = 365;

/**
 * The days of the events of the past year and of every one ahead, merged: the week list's
 * 'Semaine suivante avec une date' finds the next one without asking the server.
 */
const listEventPeriods = cachedRead(
  "calendar:event-periods",
  [cacheTags.events],
  async (today: string): Promise<EventPeriod[]> =>
    mergePeriods(
      await (
        await getDb()
      )
        .select({ start_date: events.start_date, end_date: events.end_date })
        .from(events)
        .where(gte(events.end_date, addDays(today, -HISTORY_DAYS))),
    ),
);

async function listEntryPeriods(today: string): Promise<EventPeriod[]> {
  const [eventPeriods, sessionPeriods] = await Promise.all([
    listEventPeriods(today),
    listOfferedSessionPeriods(today),
  ]);
  return mergePeriods([...eventPeriods, ...sessionPeriods]);
}

/** The feed's entries: the events of the past year and every one ahead (a subscribed calendar keeps those it already has), and the sessions offered. */
export function listFeedEntries(today: string): Promise<CalendarEntry[]> {
  return listCalendarEntries(addDays(today, -HISTORY_DAYS), "infinity", today);
}

/**
 * What the calendar opens on: the month of the next event (else this month), its entries, and
 * every entry's days for the month-to-month navigation. A failed read shows an empty calendar.
 */
export async function readCalendarOpening(today: string) {
  const firstDay =
    (await readOrDefault(() => nextEventDay(today), null, "prochain événement du calendrier")) ??
    today;
  const firstMonth = monthOf(firstDay);
  const { from, to } = monthSpan(firstMonth);
  const [firstEntries, entryPeriods] = await Promise.all([
    readOrDefault(() => listCalendarEntries(from, to, today), [], "événements du calendrier"),
    readOrDefault(() => listEntryPeriods(today), [], "dates des événements du calendrier"),
  ]);
  return { firstDay, firstMonth, firstEntries, entryPeriods };
}
