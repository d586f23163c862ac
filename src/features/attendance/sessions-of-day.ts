import "server-only";
/** A session taught today, as the dashboard home opens with it. */
import { type Database } from "@/db/client";
import { registrationCount, attendingStatuses } from "@/features/registrations/public";
import { eq, and, ne, lte, gte, count, inArray, isNotNull } from "drizzle-orm";
import { sessionSlots, type HalfDay, halfDayLabels, placeText } from "@/features/sessions/public";
import { clockText } from "@/lib/dates";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { attendanceMarks } from "./tables";
export interface SessionOfDay {
  id: number;
  title: string;
  place: string;
  trainer: string | null;
  /** Trainees holding a place there (confirmed or present). */
  attending: number;
  /** Today's half-days ('Matin (9 h – 12 h 30)'), each with how many trainees signed it so far. */
  halves: { label: string; signed: number }[];
}

/**
 * The sessions taught today (a session on days of its own only on those days), by their start,
 * each with its half-days and the signatures they hold: what staff look at first each morning.
 */
export async function readSessionsOfDay(db: Database, today: string): Promise<SessionOfDay[]> {
  const rows = await db
    .select({
      id: trainingSessions.id,
      title: formations.title,
      start_date: trainingSessions.start_date,
      end_date: trainingSessions.end_date,
      daily_hours: trainingSessions.daily_hours,
      schedule: trainingSessions.schedule,
      place: trainingSessions.place,
      city: locations.city,
      trainer: trainingSessions.trainer,
      attending: registrationCount(attendingStatuses),
    })
    .from(trainingSessions)
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .leftJoin(locations, eq(locations.id, trainingSessions.location_id))
    .where(
      and(
        ne(trainingSessions.status, "cancelled"),
        lte(trainingSessions.start_date, today),
        gte(trainingSessions.end_date, today),
      ),
    )
    .orderBy(trainingSessions.daily_hours, trainingSessions.id);
  const taught = rows
    .map((row) => ({ row, slots: sessionSlots(row).filter((slot) => slot.day === today) }))
    .filter(({ slots }) => slots.length > 0);
  if (taught.length === 0) return [];
  const signatures = await db
    .select({
      session: registrations.session_id,
      half: attendanceMarks.half,
      signed: count(),
    })
    .from(attendanceMarks)
    .innerJoin(registrations, eq(registrations.id, attendanceMarks.registration_id))
    .where(
      and(
        inArray(
          registrations.session_id,
          taught.map(({ row }) => row.id),
        ),
        eq(attendanceMarks.day, today),
        isNotNull(attendanceMarks.signed_at),
        inArray(registrations.status, [...attendingStatuses]),
      ),
    )
    .groupBy(registrations.session_id, attendanceMarks.half);
  const signedOf = (session: number, half: HalfDay) =>
    signatures.find((row) => row.session === session && row.half === half)?.signed ?? 0;
  return taught.map(({ row, slots }) => ({
    id: row.id,
    title: row.title,
    place: placeText(row),
    trainer: row.trainer,
    attending: row.attending,
    halves: slots.map((slot) => ({
      label: `${halfDayLabels[slot.half]} (${clockText(slot.start)} – ${clockText(slot.end)})`,
      signed: signedOf(row.id, slot.half),
    })),
  }));
}
