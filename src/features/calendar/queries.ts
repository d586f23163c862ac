import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { events, locations } from "@/db/schema";
import { cachedRead } from "@/server/cache/cached-read";
import { cacheTags } from "@/server/cache/tags";
import type { CalendarEvent } from "./calendar";

/** Every event with its place. */
export const listCalendarEvents = cachedRead(
  "calendar:events",
  [cacheTags.events, cacheTags.locations],
  async (): Promise<CalendarEvent[]> => {
    const rows = await (await getDb())
      .select({
        id: events.id,
        nom: events.nom,
        description: events.description,
        start_date: events.start_date,
        end_date: events.end_date,
        city: locations.city,
        country: locations.country,
      })
      .from(events)
      .leftJoin(locations, eq(locations.id, events.location))
      .orderBy(asc(events.start_date), asc(events.id));
    return rows.map(({ city, country, ...event }) => ({
      ...event,
      location: country === null ? null : { city, country },
    }));
  },
);
