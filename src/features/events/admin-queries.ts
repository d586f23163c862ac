import "server-only";
import { and, asc, count, eq } from "drizzle-orm";
import { listViews, type ListView } from "@/config/list-views";
import type { Database } from "@/db/client";
import { currentDay } from "@/server/clock";
import { readChoice, readListParams, type ListParams, type SearchParams } from "@/lib/list-params";
import { matchesSearch, readPage } from "@/server/list-query";
import { readOrDefault } from "@/server/read-or-default";
import { eventValuesOf, type EventValues, type LocationChoice } from "./schema";
import { locations } from "@/features/locations/tables";
import { events, upcomingEvent } from "./tables";

/** 'Gestion des événements': by start date, searched in name and description; 'a-venir' from today. */
async function listEvents(
  db: Database,
  { q, page }: ListParams,
  view: ListView<"events"> | null = null,
) {
  const where = and(
    matchesSearch(q, [events.nom, events.description]),
    view === "a-venir" ? upcomingEvent(currentDay()) : undefined,
  );
  return readPage(
    page,
    (limit, offset) =>
      db
        .select()
        .from(events)
        .where(where)
        .orderBy(asc(events.start_date), asc(events.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ value: count() }).from(events).where(where),
  );
}

/** The dialog's 'Lieu' options, by country. */
async function listLocationChoices(db: Database): Promise<LocationChoice[]> {
  return db
    .select({ id: locations.id, city: locations.city, country: locations.country })
    .from(locations)
    .orderBy(asc(locations.country), asc(locations.city));
}

/** The dialog's values for one event. */
export async function eventToEdit(db: Database, id: number): Promise<EventValues | undefined> {
  const [event] = await db.select().from(events).where(eq(events.id, id));
  return event && eventValuesOf(event);
}

export type EventRow = Awaited<ReturnType<typeof listEvents>>["rows"][number];

/** What the events screen shows for its query string: a page of cards and the dialog's places. */
export async function loadEventsScreen(db: Database, search: SearchParams) {
  const params = readListParams(search);
  const view = readChoice(search, "vue", listViews.events.views);
  // The spec only logs a failure of the locations lookup: the form then offers no place.
  const [{ rows, total }, locationChoices] = await Promise.all([
    listEvents(db, params, view),
    readOrDefault(() => listLocationChoices(db), [], "lieux du formulaire d'événement"),
  ]);
  return { params, view, rows, total, locations: locationChoices };
}
