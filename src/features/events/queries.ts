import "server-only";
import { asc, eq, gte, max, min, sql } from "drizzle-orm";
import { getDb } from "@/server/database";
import { events, locations } from "@/db/schema";
import { cachedRead } from "@/server/cache/cached-read";
import { cacheTags } from "@/server/cache/tags";
import { readOrDefault } from "@/server/read-or-default";
import { addDays } from "@/lib/dates";
import { monthKey, monthOf, monthSpan, shiftMonth, type CalendarEvent, type EventPeriod } from "./calendar";

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
export const listEventsBetween = cachedRead(
  "calendar:events-between",
  [cacheTags.events, cacheTags.locations],
  async (from: string, to: string): Promise<CalendarEvent[]> => {
    const rows = await (await getDb())
      .select(eventWithPlace)
      .from(events)
      .leftJoin(locations, eq(locations.id, events.location))
      // The form of the events_period_idx index: only the events of the period are read.
      .where(sql`daterange(${events.start_date}, ${events.end_date}, '[]') && daterange(${from}, ${to}, '[]')`)
      .orderBy(asc(events.start_date), asc(events.id));
    return rows.map(({ city, country, ...event }) => ({
      ...event,
      location: country === null ? null : { city, country },
    }));
  },
);

/** The first day of the next event starting on `day` or later, or null. */
export const nextEventDay = cachedRead("calendar:next-event-day", [cacheTags.events], async (day: string) => {
  const [row] = await (await getDb())
    .select({ day: min(events.start_date) })
    .from(events)
    .where(gte(events.start_date, day));
  return row?.day ?? null;
});

/**
 * The months whose grid can show an event ('2026-11'), or null without events: from the month
 * before the first event's start to the month after the last one's end, as a grid shows the
 * neighbouring months' first and last days.
 */
export const eventMonths = cachedRead("calendar:event-months", [cacheTags.events], async () => {
  const [row] = await (await getDb())
    .select({ first: min(events.start_date), last: max(events.end_date) })
    .from(events);
  return row?.first && row.last ? { first: monthKey(shiftMonth(monthOf(row.first), -1)), last: monthKey(shiftMonth(monthOf(row.last), 1)) } : null;
});

/** How far back the feed and the week navigation go. */
const HISTORY_DAYS = 365;

/**
 * The days of the events of the past year and of every one ahead, by start: the week list's
 * 'Semaine suivante avec un événement' finds the next one without asking the server.
 */
export const listEventPeriods = cachedRead("calendar:event-periods", [cacheTags.events], async (today: string): Promise<EventPeriod[]> =>
  (await getDb())
    .select({ start_date: events.start_date, end_date: events.end_date })
    .from(events)
    .where(gte(events.end_date, addDays(today, -HISTORY_DAYS)))
    .orderBy(asc(events.start_date)),
);

/** The feed's events: those of the past year, and every one ahead (a subscribed calendar keeps the events it already has). */
export function listFeedEvents(today: string): Promise<CalendarEvent[]> {
  return listEventsBetween(addDays(today, -HISTORY_DAYS), "infinity");
}

/**
 * What the calendar opens on: the month of the next event (else this month), its events, and
 * every event's days for the month-to-month navigation. A failed read shows an empty calendar.
 */
export async function readCalendarOpening(today: string) {
  const firstDay = (await readOrDefault(() => nextEventDay(today), null, "prochain événement du calendrier")) ?? today;
  const firstMonth = monthOf(firstDay);
  const { from, to } = monthSpan(firstMonth);
  const [firstEvents, eventPeriods] = await Promise.all([
    readOrDefault(() => listEventsBetween(from, to), [], "événements du calendrier"),
    readOrDefault(() => listEventPeriods(today), [], "dates des événements du calendrier"),
  ]);
  return { firstDay, firstMonth, firstEvents, eventPeriods };
}
