import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { type ScheduledDay, type sessionPlaces } from "./constants";
import { asksPositioning, formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { trainingSessions } from "./tables";

/**
 * A session's dates, hours and where it is taught, and the price a place costs: the session's
 * own, else its formation's. Read from the session joined to its formation and its location.
 */
export const sessionTermsColumns = {
  start_date: trainingSessions.start_date,
  end_date: trainingSessions.end_date,
  daily_hours: trainingSessions.daily_hours,
  schedule: trainingSessions.schedule,
  place: trainingSessions.place,
  city: locations.city,
  address: locations.address,
  remote_link: trainingSessions.remote_link,
  trainer: trainingSessions.trainer,
  price_no_tax: sql<string>`coalesce(${trainingSessions.price_no_tax}, ${formations.price_no_tax})`,
};

/** What the mails say of a session, read in the caller's transaction. */
export async function registeredSession(
  tx: Transaction,
  sessionId: number,
): Promise<RegisteredSession> {
  const [row] = await tx
    .select({
      id: trainingSessions.id,
      ...sessionTermsColumns,
      what_to_bring: trainingSessions.what_to_bring,
      formation: {
        title: formations.title,
        slug: formations.slug,
        certification: formations.certification,
        positioning: asksPositioning,
      },
    })
    .from(trainingSessions)
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .leftJoin(locations, eq(locations.id, trainingSessions.location_id))
    .where(eq(trainingSessions.id, sessionId));
  return row!;
}

/** What the mails say of the session a registration is for. */
export interface RegisteredSession {
  id: number;
  formation: {
    title: string;
    slug: string;
    certification: boolean;
    /** Whether trainees answer a positioning questionnaire before the start. */
    positioning: boolean;
  };
  start_date: string;
  end_date: string;
  daily_hours: string | null;
  schedule: readonly ScheduledDay[] | null;
  place: (typeof sessionPlaces)[number];
  city: string | null;
  address: string | null;
  remote_link: string | null;
  trainer: string | null;
  what_to_bring: string | null;
  /** Excluding tax, the session's own or its formation's. */
  price_no_tax: string;
}
