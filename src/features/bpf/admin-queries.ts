import "server-only";
import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  ne,
  not,
  or,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/db/client";
import { outerColumn } from "@/db/outer-column";
import { accountingYear, type BpfLine, type TraineeStatus } from "@/lib/bpf";
import { formatDateRange, parisDay } from "@/lib/dates";
import { certifiedMinutes, readAttendances } from "@/features/attendance/public";
import { cpfAwaitingCertificates, cpfIncome } from "@/features/billing/public";
import { invoices } from "@/features/billing/tables";
import { formations } from "@/features/formations/tables";
import { registrations } from "@/features/registrations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { sessionSlots, slotMinutes } from "@/features/sessions/public";
import { attendanceCertificates } from "@/features/certificates/tables";
import { formalName } from "@/lib/person-name";
import { trainers } from "@/features/trainers/tables";
import type { BpfFacts, BpfInvoice, BpfSession, BpfTrainee } from "./facts";
import { changesSinceFiling } from "./filed";
import { computeBpf, isFigure } from "./form";
import { headFrames, headOfOrganisation } from "./identity";
import { missingOf } from "./missing";
import { bpfFilings, bpfYears } from "./tables";
import { siteConfig, type SiteConfig } from "@/config/site";
import { getDb } from "@/server/database";
import { readBpfYear } from "./schema";

/**
 * Everything the BPF of the accounting year closing in `year` reads, in eight queries whatever
 * the number of sessions: the year's invoices, the sessions taught in it with their formation and
 * trainer, their attendance (readAttendances), their trainees' status, and what staff entered.
 */
export async function readBpfFacts(
  db: Database,
  year: number,
  yearEnd: string,
  now: Date,
  /** A line of frame C whose invoices are read one by one, for its rows' page. */
  invoicesOf?: string,
): Promise<BpfFacts> {
  const period = accountingYear(yearEnd, year);
  const inYear = (day: string) => day >= period.from && day <= period.to;
  const today = parisDay(now);
  const [yearInvoices, cpf, cpfAwaiting, certified, sessionRows, [entered]] = await Promise.all([
    readYearInvoices(db, period, invoicesOf),
    cpfIncome(db, period),
    cpfAwaitingCertificates(db, period, today),
    readCertifiedGroups(db, period),
    db
      .select({
        session: {
          id: trainingSessions.id,
          start_date: trainingSessions.start_date,
          end_date: trainingSessions.end_date,
          daily_hours: trainingSessions.daily_hours,
          schedule: trainingSessions.schedule,
          place: trainingSessions.place,
          status: trainingSessions.status,
          delivery: trainingSessions.delivery,
          partner_name: trainingSessions.partner_name,
          trainer_cost: trainingSessions.trainer_cost,
        },
        formation: {
          id: formations.id,
          title: formations.title,
          purpose: formations.purpose,
          rncp_level: formations.rncp_level,
          nsf_code: formations.nsf_code,
        },
        trainer: { id: trainers.id, name: trainers.name, kind: trainers.kind },
      })
      .from(trainingSessions)
      .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
      .leftJoin(trainers, eq(trainers.id, trainingSessions.trainer_id))
      .where(
        and(
          lte(trainingSessions.start_date, period.to),
          gte(trainingSessions.end_date, period.from),
        ),
      )
      .orderBy(asc(trainingSessions.start_date), asc(trainingSessions.id)),
    db.select().from(bpfYears).where(eq(bpfYears.year, year)),
  ]);
  // A session held within the year whose certificates are out is read from them, summed by
  // status in the database: its trainees' certified hours are their certificates' (decision
  // 078). The others (across the year's end, or not yet certified) are read half-day by
  // half-day from their attendance.
  const unsettled = sessionRows.filter(({ session }) => !certified.has(session.id));
  const [attendances, statuses] = await Promise.all([
    readAttendances(
      db,
      unsettled.map((row) => row.session),
    ),
    readTraineeStatuses(
      db,
      unsettled.map((row) => row.session.id),
    ),
  ]);
  const sessions: BpfSession[] = [];
  const trainees: BpfTrainee[] = [];
  const unattested: BpfFacts["unattested"] = [];
  const awaitingCertificates: BpfFacts["cpfAwaitingCertificates"] = [];
  for (const { session, formation, trainer } of sessionRows) {
    const label = `${formation.title}, ${formatDateRange(session.start_date, session.end_date, { lowercase: true })}`;
    if (cpfAwaiting.includes(session.id)) awaitingCertificates.push({ id: session.id, label });
    const calendar = sessionSlots(session);
    const yearSlots = calendar.filter((slot) => inYear(slot.day));
    const attendance = attendances.get(session.id);
    const remote = session.place === "remote";
    const own: (BpfTrainee & { longest?: number })[] = attendance
      ? attendance.lines.flatMap((line) => {
          const minutes = certifiedMinutes(attendance, line, now, yearSlots);
          const registration = statuses.get(line.id);
          return minutes === 0
            ? []
            : [
                {
                  registrationId: line.id,
                  name: line.name,
                  count: 1,
                  sessionId: session.id,
                  status: registration?.trainee_status ?? null,
                  remote: remote || Number(registration?.remote_hours ?? 0) > 0,
                  minutes,
                },
              ];
        })
      : (certified.get(session.id) ?? []).map((group) => ({
          ...group,
          remote: remote || group.remote,
        }));
    // The hours it was taught: its half-days someone's attendance proves; for a session read
    // from its certificates, the hours of its most present trainee.
    const taughtMinutes = attendance
      ? minutesOf(
          yearSlots.filter((slot) =>
            attendance.lines.some((line) => certifiedMinutes(attendance, line, now, [slot]) > 0),
          ),
        )
      : Math.max(0, ...own.map((group) => group.longest ?? group.minutes));
    if (taughtMinutes === 0) {
      // Over in the year, with trainees expected: their attendance is what lacks.
      const over = yearSlots.length > 0 && yearSlots.every((slot) => slot.day < today);
      const expected = (attendance?.lines.length ?? 0) > 0;
      if (session.status !== "cancelled" && over && expected)
        unattested.push({ id: session.id, label });
      continue;
    }
    sessions.push({
      id: session.id,
      label,
      formation,
      delivery: session.delivery,
      partner_name: session.partner_name,
      trainer: trainer?.id ? trainer : null,
      trainer_cost: session.trainer_cost,
      remote,
      taughtMinutes,
      scheduledMinutesInYear: minutesOf(yearSlots),
      scheduledMinutes: minutesOf(calendar),
    });
    trainees.push(...own.map(({ longest: _longest, ...group }) => group));
  }
  return {
    year,
    period,
    invoices: yearInvoices,
    cpf,
    sessions,
    trainees,
    unattested,
    cpfAwaitingCertificates: awaitingCertificates,
    entered: {
      total_charges: entered?.total_charges ?? null,
      global_turnover: entered?.global_turnover ?? null,
    },
  };
}

const minutesOf = (slots: Parameters<typeof slotMinutes>[0][]) =>
  slots.reduce((sum, slot) => sum + slotMinutes(slot), 0);

/**
 * The year's invoices and credit notes by issue date, a credit note negative. An advance is not
 * income until the final invoice that deducts it, so neither it nor a credit note cancelling it
 * counts. Summed by line in the database (a busy year has 10,000), but for `oneByOne`'s line,
 * whose rows a page lists.
 */
async function readYearInvoices(
  db: Database,
  period: { from: string; to: string },
  oneByOne: string | undefined,
): Promise<BpfInvoice[]> {
  const corrected = alias(invoices, "corrected");
  const signed = sql<number>`CASE WHEN ${invoices.kind} = 'credit_note' THEN -${invoices.total_no_tax} ELSE ${invoices.total_no_tax} END`;
  // The kind of what a credit note corrects, read by its key for credit notes alone: a join
  // would read every invoice of every year.
  const correctedKind = db
    .select({ kind: corrected.kind })
    .from(corrected)
    .where(eq(corrected.id, outerColumn(invoices.corrects_id)));
  const ofYear = and(
    gte(invoices.issue_date, period.from),
    lte(invoices.issue_date, period.to),
    ne(invoices.kind, "advance"),
    or(ne(invoices.kind, "credit_note"), sql`(${correctedKind}) <> 'advance'`),
  );
  const single = eq(invoices.bpf_line, (oneByOne ?? "") as BpfLine);
  const [summed, listed] = await Promise.all([
    db
      .select({
        bpf_line: invoices.bpf_line,
        cents: sql<number>`sum(${signed})::int`,
        count: sql<number>`count(*)::int`,
      })
      .from(invoices)
      .where(and(ofYear, not(single)))
      .groupBy(invoices.bpf_line),
    oneByOne === undefined
      ? []
      : db
          .select({
            id: invoices.id,
            number: invoices.number,
            issue_date: invoices.issue_date,
            buyer_name: invoices.buyer_name,
            bpf_line: invoices.bpf_line,
            cents: signed,
          })
          .from(invoices)
          .where(and(ofYear, single))
          .orderBy(asc(invoices.issue_date), asc(invoices.number)),
  ]);
  return [
    ...summed.map(({ bpf_line, cents, count }) => ({ bpf_line, cents, count, invoice: null })),
    ...listed.map(({ bpf_line, cents, ...invoice }) => ({ bpf_line, cents, count: 1, invoice })),
  ];
}

/**
 * The trainees of sessions whose certificates are out, summed by session, status and remote
 * following, from their certificates in force; one by one those whose status is unknown, whom
 * the list of what is missing names. Session by session (a lateral join), so that a busy year's
 * 34,000 trainees are read from two indexes alone (registrations_session_bpf_idx,
 * attendance_certificates_certified_idx) rather than from the whole tables.
 */
async function readCertifiedGroups(
  db: Database,
  period: { from: string; to: string },
): Promise<Map<number, (BpfTrainee & { longest: number })[]>> {
  const unstated = sql`CASE WHEN ${registrations.trainee_status} IS NULL THEN ${registrations.id} END`;
  const remote = sql`coalesce(${registrations.remote_hours}, 0) > 0`;
  const groups = db
    .select({
      status: sql<TraineeStatus | null>`${registrations.trainee_status}`.as("group_status"),
      remote: sql<boolean>`${remote}`.as("group_remote"),
      registrationId: sql<number | null>`${unstated}`.as("group_registration_id"),
      count: sql<number>`count(*)::int`.as("group_count"),
      minutes: sql<number>`sum(${attendanceCertificates.attended_minutes})::int`.as(
        "group_minutes",
      ),
      longest: sql<number>`max(${attendanceCertificates.attended_minutes})::int`.as(
        "group_longest",
      ),
    })
    .from(registrations)
    .innerJoin(
      attendanceCertificates,
      and(
        eq(attendanceCertificates.registration_id, registrations.id),
        eq(attendanceCertificates.kind, "realisation"),
        isNull(attendanceCertificates.superseded_at),
      ),
    )
    .where(eq(registrations.session_id, outerColumn(trainingSessions.id)))
    .groupBy(registrations.trainee_status, remote, unstated)
    // Its columns are named apart from the sessions' (an alias is written without its table).
    .as("groups");
  const rows = await db
    .select({
      sessionId: trainingSessions.id,
      status: groups.status,
      remote: groups.remote,
      registrationId: groups.registrationId,
      count: groups.count,
      minutes: groups.minutes,
      longest: groups.longest,
    })
    .from(trainingSessions)
    .crossJoinLateral(groups)
    .where(
      and(
        gte(trainingSessions.start_date, period.from),
        lte(trainingSessions.end_date, period.to),
        isNotNull(trainingSessions.certificates_issued_at),
      ),
    );
  const names = await readNames(
    db,
    rows.flatMap((row) => (row.registrationId === null ? [] : [row.registrationId])),
  );
  return Map.groupBy(
    rows.map((group) => ({
      ...group,
      name: group.registrationId === null ? null : (names.get(group.registrationId) ?? null),
    })),
    (group) => group.sessionId,
  );
}

/** The formal names of a few registrations, by id. */
async function readNames(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: registrations.id,
      trainee_name: registrations.trainee_name,
      last_name: registrations.last_name,
      first_name: registrations.first_name,
    })
    .from(registrations)
    .where(inArray(registrations.id, ids));
  return new Map(rows.map((row) => [row.id, formalName(row)]));
}

async function readTraineeStatuses(db: Database, sessionIds: number[]) {
  const rows = await db
    .select({
      id: registrations.id,
      trainee_status: registrations.trainee_status,
      remote_hours: registrations.remote_hours,
    })
    .from(registrations)
    .where(inArray(registrations.session_id, sessionIds));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * The year's filings on Mon Activité Formation, newest first: the one in force (its figures
 * compared with today's), then those it rectified. Empty until staff mark it filed.
 */
export async function readBpfFilings(db: Database, year: number) {
  return db.select().from(bpfFilings).where(eq(bpfFilings.year, year)).orderBy(desc(bpfFilings.id));
}

/** Everything `/dashboard/bpf` shows of a year: the form's frames and what they lack. */
export async function readBpfPage(db: Database, config: SiteConfig, year: number, now: Date) {
  const [facts, [filing, ...earlier]] = await Promise.all([
    readBpfFacts(db, year, config.company.accountingYearEnd, now),
    readBpfFilings(db, year),
  ]);
  const frames = computeBpf(facts);
  return {
    facts,
    frames,
    head: headFrames(config, facts),
    foot: headOfOrganisation(config),
    missing: missingOf(facts),
    filing: filing
      ? {
          id: filing.id,
          at: filing.filed_at,
          by: filing.filed_by,
          changes: filing.figures ? changesSinceFiling(frames, filing.figures) : null,
          earlier: earlier.map((before) => ({ at: before.filed_at, by: before.filed_by })),
        }
      : null,
  };
}

/** One figure of a year's BPF with the rows behind it, by its key; undefined for an unknown key. */
export async function readBpfLine(
  db: Database,
  config: SiteConfig,
  year: number,
  key: string,
  now: Date,
) {
  const facts = await readBpfFacts(db, year, config.company.accountingYearEnd, now, key);
  return computeBpf(facts)
    .flatMap((frame) => frame.lines.filter(isFigure))
    .find((line) => line.key === key);
}

/** The year an export's address names (`?annee=`), read as the page reads it. */
export async function readRequestedBpf(request: Request, now: Date, today: string) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const year = readBpfYear(params, today, siteConfig.company.accountingYearEnd);
  return readBpfPage(await getDb(), siteConfig, year, now);
}
