import { clockText } from "@/lib/dates";
import "server-only";
import { and, count, eq, gt, gte, inArray, isNotNull, lt, lte, ne, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { outerColumn } from "@/db/outer-column";
import {
  attendanceMarks,
  formations,
  locations,
  registrationAgreements,
  registrations,
  trainingSessions,
} from "@/db/schema";
import { attendingStatuses } from "./constants";
import { certificatesAwaited } from "./certificates";
import { registrationCount } from "./queries";
import { halfDayLabels, sessionSlots, type HalfDay } from "./session-slots";
import { placeText } from "./session-text";

/** A session taught today, as the dashboard home opens with it. */
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

/** What waits on the sessions, for the home's « À faire ». */
export interface SessionTodo {
  /** Trainees' requests to move to other dates, not answered yet. */
  moveRequests: number;
  /** Confirmed places whose convention or contract has not gone out (or must go again). */
  documentsToSend: number;
  /** Sessions ended whose certificates are not all out: their attendance lacks a proof or a result. */
  certificatesHeld: number;
}

/** A confirmed place of a session ahead that needs its document and has none sent in force. */
export const documentToSend = (today: string) =>
  and(
    eq(registrations.status, "confirmed"),
    ne(registrations.payer, "cpf"),
    ne(trainingSessions.status, "cancelled"),
    gte(trainingSessions.end_date, today),
    sql`NOT EXISTS (SELECT 1 FROM ${registrationAgreements} WHERE ${registrationAgreements.id} = ${outerColumn(registrations.agreement_id)} AND ${registrationAgreements.sent_at} IS NOT NULL)`,
  );

/**
 * A registration with an unanswered request to move, in a session not cancelled that has not
 * begun: once it has, the request is moot (the trainee attended or missed it).
 */
export const moveRequested = (today: string) =>
  and(
    isNotNull(registrations.move_request_session_id),
    inArray(registrations.status, ["pending", "confirmed", "waiting"]),
    ne(trainingSessions.status, "cancelled"),
    gt(trainingSessions.start_date, today),
  );

export async function countSessionTodo(db: Database, today: string): Promise<SessionTodo> {
  const [[moves], [documents], [held]] = await Promise.all([
    db
      .select({ value: count() })
      .from(registrations)
      .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
      .where(moveRequested(today)),
    db
      .select({ value: count() })
      .from(registrations)
      .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
      .where(documentToSend(today)),
    db
      .select({ value: count() })
      .from(trainingSessions)
      .where(and(certificatesAwaited, lt(trainingSessions.end_date, today))),
  ]);
  return {
    moveRequests: moves?.value ?? 0,
    documentsToSend: documents?.value ?? 0,
    certificatesHeld: held?.value ?? 0,
  };
}
