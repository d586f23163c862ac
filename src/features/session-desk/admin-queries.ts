import "server-only";
import { programmeChapters } from "@/features/formations/public";
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  getTableColumns,
  gte,
  lt,
  lte,
  ne,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/db/client";
import { addDays } from "@/lib/dates";
import { readListView, type ListView } from "@/config/list-views";
import { readChoice, readListParams, type ListParams, type SearchParams } from "@/lib/list-params";
import { matchesSearch, readPage } from "@/server/list-query";
import { certificatesAwaited, certificatesOf } from "@/features/certificates/public";
import { readAttendancePanel } from "@/features/attendance/public";
import {
  sessionValuesOf,
  type SessionChoices,
  type SessionValues,
} from "@/features/sessions/public";
import {
  registrationCount,
  seatHoldingStatuses,
  monthChoices,
  registrationPrice,
} from "@/features/registrations/public";
import { documentToSend, moveRequested } from "./today";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { trainers } from "@/features/trainers/tables";
import { registrations } from "@/features/registrations/tables";
import { agreementPlaces, registrationAgreements } from "@/features/agreements/tables";

const requested = alias(trainingSessions, "requested");

/** The list's narrowing: a view (upcoming, past, with registrations to confirm, starting soon), one formation, one month ('2027-01'). */
export interface SessionFilters {
  view: ListView<"sessions"> | null;
  formation: number | null;
  month: string | null;
}

/** How far ahead the home's 'Sessions dans les 14 jours' looks. */
const STARTING_SOON_DAYS = 14;

/** Registrations staff still have to confirm: pending, for a session neither cancelled nor over. */
const toConfirm = (today: string) =>
  and(
    eq(registrations.status, "pending"),
    ne(trainingSessions.status, "cancelled"),
    gte(trainingSessions.end_date, today),
  );

/** Sessions that start from today to 14 days on, unless cancelled: their convocations and rooms are due. */
const startingSoon = (today: string) =>
  and(
    ne(trainingSessions.status, "cancelled"),
    gte(trainingSessions.start_date, today),
    lte(trainingSessions.start_date, addDays(today, STARTING_SOON_DAYS)),
  );

/**
 * Sessions whose attendance is still being taken: started, and their certificates not all out
 * yet (each trainee's goes once their half-days are proven or settled: certificates.ts).
 */
const attendanceOpen = (today: string) =>
  and(lte(trainingSessions.start_date, today), certificatesAwaited);

/** The sessions with a registration that meets `condition` (read with its session). */
const withRegistration = (db: Database, condition: SQL | undefined) =>
  exists(
    db
      .select({ id: registrations.id })
      .from(registrations)
      .where(and(eq(registrations.session_id, trainingSessions.id), condition)),
  );

/** What each view keeps of the sessions. */
function viewCondition(db: Database, view: SessionFilters["view"], today: string) {
  switch (view) {
    case "a-venir":
      return gte(trainingSessions.end_date, today);
    case "passees":
      return lt(trainingSessions.end_date, today);
    case "a-confirmer":
      return withRegistration(db, toConfirm(today));
    case "14-jours":
      return startingSoon(today);
    case "a-emarger":
      return attendanceOpen(today);
    case "changements":
      return withRegistration(db, moveRequested(today));
    case "documents":
      return withRegistration(db, documentToSend(today));
    case "certificats-en-attente":
      return and(certificatesAwaited, lt(trainingSessions.end_date, today));
    default:
      return undefined;
  }
}

/** The dashboard home's two session figures: registrations to confirm, sessions starting within 14 days. */
export async function countSessionWork(
  db: Database,
  today: string,
): Promise<{
  registrationsToConfirm: number;
  sessionsStartingSoon: number;
  attendanceToComplete: number;
}> {
  const [[pending], [soon], [attendance]] = await Promise.all([
    db
      .select({ value: count() })
      .from(registrations)
      .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
      .where(toConfirm(today)),
    db.select({ value: count() }).from(trainingSessions).where(startingSoon(today)),
    db.select({ value: count() }).from(trainingSessions).where(attendanceOpen(today)),
  ]);
  return {
    registrationsToConfirm: pending?.value ?? 0,
    sessionsStartingSoon: soon?.value ?? 0,
    attendanceToComplete: attendance?.value ?? 0,
  };
}

const rowColumns = {
  id: trainingSessions.id,
  formation_id: trainingSessions.formation_id,
  formation: formations.title,
  start_date: trainingSessions.start_date,
  end_date: trainingSessions.end_date,
  daily_hours: trainingSessions.daily_hours,
  schedule: trainingSessions.schedule,
  place: trainingSessions.place,
  city: locations.city,
  address: locations.address,
  trainer: trainingSessions.trainer,
  capacity: trainingSessions.capacity,
  held_seats: trainingSessions.held_seats,
  status: trainingSessions.status,
  published: trainingSessions.published,
  taken: registrationCount(seatHoldingStatuses),
  waiting: registrationCount(["waiting"]),
  toConfirm: registrationCount(["pending"]),
};

/** Sessions with their formation, place and counts. */
function sessionRows(db: Database) {
  return db
    .select(rowColumns)
    .from(trainingSessions)
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .leftJoin(locations, eq(locations.id, trainingSessions.location_id));
}

/** '/dashboard/sessions': searched in the formation's title, upcoming first; past ones latest first. */
async function listSessions(
  db: Database,
  { q, page }: ListParams,
  filters: SessionFilters,
  today: string,
) {
  const monthStart = filters.month ? `${filters.month}-01` : null;
  const where = and(
    matchesSearch(q, [formations.title]),
    viewCondition(db, filters.view, today),
    filters.formation === null ? undefined : eq(trainingSessions.formation_id, filters.formation),
    // Sessions that overlap the month.
    monthStart
      ? and(
          lt(trainingSessions.start_date, addDays(monthStart, 31).slice(0, 7) + "-01"),
          gte(trainingSessions.end_date, monthStart),
        )
      : undefined,
  );
  const order =
    filters.view === "passees"
      ? [desc(trainingSessions.start_date), desc(trainingSessions.id)]
      : [asc(trainingSessions.start_date), asc(trainingSessions.id)];
  return readPage(
    page,
    (limit, offset) =>
      sessionRows(db)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () =>
      db
        .select({ value: count() })
        .from(trainingSessions)
        .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
        .where(where),
  );
}

export type SessionRow = Awaited<ReturnType<typeof listSessions>>["rows"][number];

/** One session with its counts, for its page; undefined when it does not exist. */
export async function readSession(db: Database, id: number): Promise<SessionRow | undefined> {
  const [row] = await sessionRows(db).where(eq(trainingSessions.id, id));
  return row;
}

/** A session's registrations in order of arrival (the waiting list's order). */
export async function listRegistrations(db: Database, sessionId: number) {
  return db
    .select({
      ...getTableColumns(registrations),
      // What the place costs, and the dates a trainee asked to move to, from their page, with
      // that session's price (of the same formation).
      price: registrationPrice,
      requested: {
        start_date: requested.start_date,
        end_date: requested.end_date,
        price_no_tax: sql<string>`coalesce(${requested.price_no_tax}, ${formations.price_no_tax})`,
      },
      // Its convention or contract in force: sent, accepted, by whom.
      agreement: {
        kind: registrationAgreements.kind,
        number: registrationAgreements.number,
        sent_at: registrationAgreements.sent_at,
        accepted_at: registrationAgreements.accepted_at,
        signer_name: registrationAgreements.signer_name,
      },
    })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .leftJoin(requested, eq(requested.id, registrations.move_request_session_id))
    .leftJoin(agreementPlaces, eq(agreementPlaces.registration_id, registrations.id))
    .leftJoin(registrationAgreements, eq(registrationAgreements.id, agreementPlaces.agreement_id))
    .where(eq(registrations.session_id, sessionId))
    .orderBy(asc(registrations.created_at), asc(registrations.id));
}

export type RegistrationRow = Awaited<ReturnType<typeof listRegistrations>>[number];

/** The dialog's choices: every formation, and the permanent locations. */
async function sessionDialogChoices(db: Database): Promise<SessionChoices> {
  const [formationChoices, locationChoices, trainerChoices] = await Promise.all([
    db
      .select({
        id: formations.id,
        title: formations.title,
        published: formations.published,
        duration: formations.duration,
        price_no_tax: formations.price_no_tax,
        training_program: formations.training_program,
      })
      .from(formations)
      .orderBy(asc(formations.title)),
    db
      .select({ id: locations.id, city: locations.city, country: locations.country })
      .from(locations)
      .where(eq(locations.permanent, true))
      .orderBy(asc(locations.country), asc(locations.city)),
    db
      .select({ id: trainers.id, name: trainers.name, credentials: trainers.credentials })
      .from(trainers)
      .orderBy(asc(trainers.name), asc(trainers.id)),
  ]);
  return {
    formations: formationChoices.map(({ training_program, ...formation }) => ({
      ...formation,
      programme: programmeChapters(training_program) !== null,
    })),
    locations: locationChoices,
    trainers: trainerChoices,
  };
}

/** The dialog's values for one session. */
export async function sessionToEdit(db: Database, id: number): Promise<SessionValues | undefined> {
  const [session] = await db.select().from(trainingSessions).where(eq(trainingSessions.id, id));
  return session && sessionValuesOf(session);
}

/**
 * What the sessions screen shows for its query string: its filters (view, formation, month) with
 * their choices, a page of sessions, and the dialog's choices.
 */
export async function loadSessionsScreen(db: Database, search: SearchParams, today: string) {
  const params = readListParams(search);
  const choices = await sessionDialogChoices(db);
  const formationOptions = Object.fromEntries(
    choices.formations.map((formation) => [String(formation.id), formation.title]),
  );
  const months = monthChoices(today);
  const filters: SessionFilters = {
    view: readListView(search, "sessions"),
    formation: Number(readChoice(search, "formation", formationOptions)) || null,
    month: readChoice(search, "mois", months),
  };
  const { rows, total } = await listSessions(db, params, filters, today);
  return { params, filters, choices, formationOptions, months, rows, total };
}

/** The session page's attendance: the attendance panel and the certificates in force. */
export async function readSessionAttendance(db: Database, sessionId: number) {
  const panel = await readAttendancePanel(db, sessionId);
  if (!panel) return undefined;
  const certificates = await certificatesOf(
    db,
    panel.attendance.lines.map((line) => line.id),
  );
  return { ...panel, certificates };
}

/** Every trainer, by name, with how many sessions name them (a trainer named by one is kept). */
export async function listTrainers(db: Database) {
  return db
    .select({
      id: trainers.id,
      name: trainers.name,
      email: trainers.email,
      kind: trainers.kind,
      credentials: trainers.credentials,
      sessions: count(trainingSessions.id),
    })
    .from(trainers)
    .leftJoin(trainingSessions, eq(trainingSessions.trainer_id, trainers.id))
    .groupBy(trainers.id)
    .orderBy(asc(trainers.name), asc(trainers.id));
}
