import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { getDb } from "@/server/database";
import { cachedRead } from "@/server/cache/cached-read";
import { cacheTags } from "@/server/cache/tags";
import { seatsLeft, seatsText, seatHoldingStatuses } from "@/features/registrations/public";
import { placeText, offered } from "@/features/sessions/public";
import { formations, publishedFormation } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrationCount } from "@/features/registrations/tables";

/** The most sessions a formation's page lists. */
const UPCOMING_SESSIONS_SHOWN = 6;

// Seats taken, counted with the session: the card and the form show what is left.
const taken = registrationCount(seatHoldingStatuses);

const sessionColumns = {
  id: trainingSessions.id,
  start_date: trainingSessions.start_date,
  end_date: trainingSessions.end_date,
  daily_hours: trainingSessions.daily_hours,
  schedule: trainingSessions.schedule,
  place: trainingSessions.place,
  capacity: trainingSessions.capacity,
  held_seats: trainingSessions.held_seats,
  price_no_tax: trainingSessions.price_no_tax,
  status: trainingSessions.status,
  city: locations.city,
  address: locations.address,
  country: locations.country,
  country_code: locations.country_code,
  taken,
};

type SessionRow = Pick<
  typeof trainingSessions.$inferSelect,
  | "id"
  | "start_date"
  | "end_date"
  | "daily_hours"
  | "schedule"
  | "place"
  | "capacity"
  | "held_seats"
  | "price_no_tax"
  | "status"
> & {
  city: string | null;
  address: string | null;
  country: string | null;
  country_code: string | null;
  taken: number;
};

/** A session as the public pages show it: its seats already counted. */
function publicSession({ taken: takenSeats, ...session }: SessionRow) {
  return { ...session, left: seatsLeft(session, takenSeats) };
}

export type PublicSession = ReturnType<typeof publicSession>;

/** The next sessions of a formation, for its page's 'Prochaines sessions' card. */
export const listUpcomingSessions = cachedRead(
  "sessions:upcoming",
  [cacheTags.sessions, cacheTags.locations],
  async (formationId: number, today: string) => {
    const rows = await (
      await getDb()
    )
      .select(sessionColumns)
      .from(trainingSessions)
      .leftJoin(locations, eq(locations.id, trainingSessions.location_id))
      .where(and(eq(trainingSessions.formation_id, formationId), offered(today)))
      .orderBy(asc(trainingSessions.start_date), asc(trainingSessions.id))
      .limit(UPCOMING_SESSIONS_SHOWN);
    return rows.map(publicSession);
  },
);

/** A session's registration page: the session and its formation, or null when not offered. */
export const getRegistrationSession = cachedRead(
  "sessions:registration",
  [cacheTags.sessions, cacheTags.formations, cacheTags.locations],
  async (sessionId: number, today: string) => {
    const [row] = await (
      await getDb()
    )
      .select({
        session: sessionColumns,
        formation: {
          title: formations.title,
          slug: formations.slug,
          duration: formations.duration,
          format: formations.format,
          price_no_tax: formations.price_no_tax,
          certification: formations.certification,
          needs_questions: formations.needs_questions,
        },
      })
      .from(trainingSessions)
      .innerJoin(
        formations,
        and(eq(formations.id, trainingSessions.formation_id), publishedFormation),
      )
      .leftJoin(locations, eq(locations.id, trainingSessions.location_id))
      .where(and(eq(trainingSessions.id, sessionId), offered(today)));
    return row ? { session: publicSession(row.session), formation: row.formation } : null;
  },
);

export type RegistrationSession = NonNullable<Awaited<ReturnType<typeof getRegistrationSession>>>;

/**
 * The sessions offered on at least one day from `from` to `to`, told as the calendar shows them
 * beside the events (`to` may be 'infinity', for the subscription feed).
 */
export const listCalendarSessions = cachedRead(
  "sessions:calendar",
  [cacheTags.sessions, cacheTags.formations, cacheTags.locations],
  async (from: string, to: string, today: string) => {
    const rows = await (
      await getDb()
    )
      .select({ ...sessionColumns, nom: formations.title, slug: formations.slug })
      .from(trainingSessions)
      .innerJoin(
        formations,
        and(eq(formations.id, trainingSessions.formation_id), publishedFormation),
      )
      .leftJoin(locations, eq(locations.id, trainingSessions.location_id))
      .where(
        and(
          offered(today),
          sql`daterange(${trainingSessions.start_date}, ${trainingSessions.end_date}, '[]') && daterange(${from}, ${to}, '[]')`,
        ),
      )
      .orderBy(asc(trainingSessions.start_date), asc(trainingSessions.id));
    return rows.map(({ nom, slug, ...row }) => {
      const session = publicSession(row);
      return {
        id: session.id,
        nom,
        slug,
        start_date: session.start_date,
        end_date: session.end_date,
        place: placeText(session),
        seats: seatsText(session.left),
        open: session.status === "open",
      };
    });
  },
);
