import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/server/database";
import { cachedRead } from "@/server/cache/cached-read";
import { cacheTags } from "@/server/cache/tags";
import { signedFormStart } from "@/server/form-start";
import { readOrDefault } from "@/server/read-or-default";
import type { FormationOption, LocationOption } from "./form-options";
import { formations, publishedFormation } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { events } from "@/features/events/tables";

/**
 * What the form offers: every published formation (with its event) and the permanent locations. An event
 * formation's place is its event's, set by the server: the selector is hidden for it.
 */
const getContactFormOptions = cachedRead(
  "contact:form-options",
  [cacheTags.formations, cacheTags.events, cacheTags.locations],
  async (): Promise<{ formations: FormationOption[]; locations: LocationOption[] }> => {
    const db = await getDb();
    const rows = await db
      .select({
        id: formations.id,
        slug: formations.slug,
        title: formations.title,
        navigable: sql<boolean>`${formations.training_program} IS NOT NULL`,
        eventName: events.nom,
        eventLocation: events.location,
      })
      .from(formations)
      .leftJoin(events, eq(events.id, formations.event_id))
      .where(publishedFormation)
      .orderBy(asc(formations.title));
    const places = await db
      .select({
        id: locations.id,
        country: locations.country,
        city: locations.city,
        stay_start: locations.stay_start,
        stay_end: locations.stay_end,
      })
      .from(locations)
      .where(eq(locations.permanent, true))
      .orderBy(asc(locations.stay_start), asc(locations.country), asc(locations.city));
    return {
      formations: rows.map(({ eventName, eventLocation, ...formation }) => ({
        ...formation,
        event: eventName === null ? null : { nom: eventName, location: eventLocation },
      })),
      locations: places,
    };
  },
);

/**
 * What the contact and quote forms need: their choices and their signed start. `read` says
 * whether the choices were read: when not, the form is still offered, with none.
 */
export async function loadContactForm() {
  const [options, signedStart] = await Promise.all([
    readOrDefault(getContactFormOptions, null, "options du formulaire"),
    readOrDefault(signedFormStart, "", "secret du site"),
  ]);
  return {
    options: options ?? { formations: [], locations: [] },
    read: options !== null,
    signedStart,
  };
}
