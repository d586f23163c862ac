import "server-only";
import { and, asc, count, eq, getTableColumns, gte, isNotNull, isNull, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { outerColumn } from "@/db/outer-column";
import { getDb } from "@/server/database";
import { cachedRead } from "@/server/cache/cached-read";
import { cacheTags } from "@/server/cache/tags";
import { currentDay } from "@/server/clock";
import { readOrDefault } from "@/server/read-or-default";
import { withImageVersions } from "@/server/storage";
import { readProgressYears } from "@/features/assessment/public";
import { readComputedYears, readTestimonials } from "@/features/surveys/public";
import { type Destination } from "./destinations";
import { publishedOrPreview } from "@/server/preview";
import {
  formationResults,
  formations,
  publishedResultColumns,
  publishedFormation,
} from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { events } from "@/features/events/tables";
import { users, teamMember } from "@/server/auth/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { publishedYears } from "./published-results";

/** The card of a formation in a list: no programme, only whether it has one. */
const formationCard = {
  id: formations.id,
  slug: formations.slug,
  title: formations.title,
  description: formations.description,
  duration: formations.duration,
  price_no_tax: formations.price_no_tax,
  format: formations.format,
  certification: formations.certification,
  navigable: sql<boolean>`${formations.training_program} IS NOT NULL`.as("navigable"),
  // The next session a visitor may register to, for 'Se pré-inscrire' on a card without a
  // programme (a session closed since the list was cached says so on its registration page).
  open_session_id: sql<number | null>`(
    SELECT ${trainingSessions.id} FROM ${trainingSessions}
    WHERE ${trainingSessions.formation_id} = ${outerColumn(formations.id)}
      AND ${trainingSessions.status} = 'open' AND ${trainingSessions.published}
      AND ${trainingSessions.start_date} > (now() AT TIME ZONE 'Europe/Paris')::date
    ORDER BY ${trainingSessions.start_date}, ${trainingSessions.id} LIMIT 1
  )`.as("open_session_id"),
};

export type FormationCardData = Awaited<ReturnType<typeof listLocalFormations>>[number];

export const listLocalFormations = cachedRead(
  "catalogue:local-formations",
  [cacheTags.formations, cacheTags.sessions],
  async () =>
    (await getDb())
      .select(formationCard)
      .from(formations)
      .where(and(isNull(formations.event_id), publishedFormation))
      .orderBy(asc(formations.title)),
);

const destinationColumns = {
  id: locations.id,
  country: locations.country,
  country_code: locations.country_code,
  city: locations.city,
  permanent: locations.permanent,
  stay_start: locations.stay_start,
  stay_end: locations.stay_end,
};

export const listEventFormations = cachedRead(
  "catalogue:event-formations",
  [cacheTags.formations, cacheTags.events, cacheTags.locations, cacheTags.sessions],
  async () => {
    const rows = await (
      await getDb()
    )
      .select({
        formation: formationCard,
        event: {
          id: events.id,
          nom: events.nom,
          start_date: events.start_date,
          end_date: events.end_date,
        },
        location: { city: locations.city, country: locations.country },
      })
      .from(formations)
      .innerJoin(events, eq(events.id, formations.event_id))
      .leftJoin(locations, eq(locations.id, events.location))
      .where(and(isNotNull(formations.event_id), publishedFormation))
      .orderBy(asc(events.start_date), asc(formations.title));
    return rows;
  },
);

export type EventFormationData = Awaited<ReturnType<typeof listEventFormations>>[number];

/**
 * Every location with the event that dates it: the next one held there that has not ended on
 * `today`, by start date (destinations.ts). One event per location, whatever the calendar holds.
 */
export async function readDestinations(db: Database, today: string) {
  const nextEvent = db
    .select({ nom: events.nom, start_date: events.start_date, end_date: events.end_date })
    .from(events)
    .where(and(eq(events.location, locations.id), gte(events.end_date, today)))
    .orderBy(asc(events.start_date), asc(events.id))
    .limit(1)
    .as("next_event");
  const rows = await db
    .select({
      location: destinationColumns,
      next_event: {
        nom: nextEvent.nom,
        start_date: nextEvent.start_date,
        end_date: nextEvent.end_date,
      },
    })
    .from(locations)
    .leftJoinLateral(nextEvent, sql`true`);
  return rows.map(({ location, next_event }) => ({ ...location, next_event }));
}

/** The abroad page's destinations, each with its illustration's version. */
export const listDestinations = cachedRead(
  "catalogue:destinations",
  [cacheTags.locations, cacheTags.events],
  async (today: string): Promise<Destination[]> =>
    withImageVersions("locations", await readDestinations(await getDb(), today)),
);

/**
 * What a formation's page reads of it: not the questions asked of trainees, the quiz's right
 * answers above all, which a cached page has no reason to hold.
 */
const {
  needs_questions: _needs,
  positioning_questions: _positioning,
  quiz: _quiz,
  ...pageColumns
} = getTableColumns(formations);

/**
 * A formation page: the formation, its event and the places it is given, or null. A draft is
 * read only for an administrator's preview (`drafts`).
 */
async function readFormationPage(slug: string, drafts: boolean) {
  const db = await getDb();
  const [formation] = await db
    .select(pageColumns)
    .from(formations)
    .where(and(eq(formations.slug, slug), drafts ? undefined : publishedFormation));
  if (!formation) return null;
  const [contact = null] =
    formation.contact_user_id === null
      ? []
      : await db
          .select({
            name: users.name,
            last_name: users.last_name,
            titre: users.titre,
            email: users.email,
            phone: users.phone,
          })
          .from(users)
          .where(eq(users.id, formation.contact_user_id));
  const [entered, computed, testimonials, progress] = await Promise.all([
    db
      .select(publishedResultColumns)
      .from(formationResults)
      .where(eq(formationResults.formation_id, formation.id)),
    readComputedYears(db, currentDay(), formation.id),
    readTestimonials(db, formation.id),
    formation.publish_progress ? readProgressYears(db, [formation.id]) : [],
  ]);
  const results = publishedYears(entered, computed);
  // The latest year's, when the provider publishes it.
  const qualiopi = { contact, results, testimonials, progress: progress[0] ?? null };
  if (formation.event_id === null) {
    const places = await db
      .select(destinationColumns)
      .from(locations)
      .where(eq(locations.permanent, true))
      .orderBy(asc(locations.country), asc(locations.city));
    return { formation, event: null, location: null, places, ...qualiopi };
  }
  const [row] = await db
    .select({
      event: {
        id: events.id,
        nom: events.nom,
        description: events.description,
        start_date: events.start_date,
        end_date: events.end_date,
      },
      location: destinationColumns,
    })
    .from(events)
    .leftJoin(locations, eq(locations.id, events.location))
    .where(eq(events.id, formation.event_id));
  return {
    formation,
    event: row?.event ?? null,
    location: row?.location ?? null,
    places: row?.location ? [row.location] : [],
    ...qualiopi,
  };
}

/** A published formation's page, cached. */
export const getFormationPage = cachedRead(
  "catalogue:formation-page",
  // Sessions too: their trainees and surveys make the computed results.
  [
    cacheTags.formations,
    cacheTags.events,
    cacheTags.locations,
    cacheTags.users,
    cacheTags.sessions,
  ],
  (slug: string) => readFormationPage(slug, false),
);

/** Any formation's page, draft or not, read afresh: the preview of an administrator (checked by the caller). */
function readFormationPreview(slug: string) {
  return readFormationPage(slug, true);
}

/** A formation page's content: the published one, or any version in an administrator's preview. */
export function loadFormationPage(slug: string, preview: boolean) {
  return publishedOrPreview(slug, preview, getFormationPage, readFormationPreview);
}

export type FormationPageData = NonNullable<Awaited<ReturnType<typeof getFormationPage>>>;

/** Slugs of every formation, for the sitemap and build-time parameters. */
/** Formation addresses for the sitemap, one file's slice at a time (a stable order: by slug). */
export const listFormationSlugs = cachedRead(
  "catalogue:formation-slugs",
  [cacheTags.formations],
  async (offset: number, limit: number) =>
    (await getDb())
      .select({ slug: formations.slug, last_update: formations.last_update })
      .from(formations)
      .where(publishedFormation)
      .orderBy(asc(formations.slug))
      .limit(limit)
      .offset(offset),
);

export const countFormations = cachedRead(
  "catalogue:formation-count",
  [cacheTags.formations],
  async () => (await getDb()).$count(formations, publishedFormation),
);

/** Shown instead of a count that is zero or could not be read, as the spec requires. */
const STATISTIC_FALLBACKS = { formations: 12, destinations: 50, events: 200, trainers: 24 };

export type CatalogueStatistics = typeof STATISTIC_FALLBACKS;

const countRows = cachedRead(
  "catalogue:statistics",
  [cacheTags.formations, cacheTags.locations, cacheTags.events, cacheTags.users],
  async (): Promise<CatalogueStatistics> => {
    const db = await getDb();
    const [[f], [l], [e], [u]] = await Promise.all([
      db.select({ n: count() }).from(formations).where(publishedFormation),
      db.select({ n: count() }).from(locations),
      db.select({ n: count() }).from(events),
      // Trainers are the team shown on the site, not every account.
      db.select({ n: count() }).from(users).where(teamMember),
    ]);
    return { formations: f!.n, destinations: l!.n, events: e!.n, trainers: u!.n };
  },
);

/** The four counts of the home and about pages, each replaced by its fallback when zero. */
export async function getCatalogueStatistics(): Promise<CatalogueStatistics> {
  const counts = await readOrDefault(countRows, STATISTIC_FALLBACKS, "statistiques");
  return {
    formations: counts.formations || STATISTIC_FALLBACKS.formations,
    destinations: counts.destinations || STATISTIC_FALLBACKS.destinations,
    events: counts.events || STATISTIC_FALLBACKS.events,
    trainers: counts.trainers || STATISTIC_FALLBACKS.trainers,
  };
}
