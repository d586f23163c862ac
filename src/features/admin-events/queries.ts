import "server-only";
import { asc, count, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { events, locations } from "@/db/schema";
import type { ListParams } from "@/lib/list-params";
import { matchesSearch, readPage } from "@/server/list-query";
import { eventValuesOf, type EventValues, type LocationChoice } from "./schema";

/** 'Gestion des événements': by start date, searched in name and description. */
export async function listEvents(db: Database, { q, page }: ListParams) {
  const where = matchesSearch(q, [events.nom, events.description]);
  return readPage(
    page,
    (limit, offset) => db.select().from(events).where(where).orderBy(asc(events.start_date), asc(events.id)).limit(limit).offset(offset),
    () => db.select({ value: count() }).from(events).where(where),
  );
}

/** The dialog's 'Lieu' options, by country. */
export async function listLocationChoices(db: Database): Promise<LocationChoice[]> {
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
