import "server-only";
import { eq, sql } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { formations, locations, registrations, trainingSessions } from "@/db/schema";
import { asksPositioning } from "@/features/assessment/public";
import type { RegisteredSession } from "./mails";

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

/**
 * The price excluding tax of a registration's place: the one agreed for it when staff kept it
 * through a move, else its session's, else its formation's. Read with the registration joined
 * to its session and the session's formation.
 */
export const registrationPrice = sql<string>`coalesce(${registrations.agreed_price_no_tax}, ${trainingSessions.price_no_tax}, ${formations.price_no_tax})`;

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
