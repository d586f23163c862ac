import "server-only";
import { and, asc, count, desc, eq, gte, isNotNull, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "@/db/client";
import { addDays, formatDateRange, parisInstant } from "@/lib/dates";
import { readChoice, readListParams, type SearchParams } from "@/lib/list-params";
import { matchesSearch, readPage } from "@/server/list-query";
import { complaintViews, improvementViews, type ComplaintView } from "./labels";
import type { Period } from "@/lib/period";
import type { ImprovementInput, PartnerInput } from "./schema";
import { formations } from "@/features/formations/tables";
import { users, activeStaff } from "@/server/auth/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { complaints, disabilityPartners, improvementActions } from "./tables";

const complaintColumns = {
  id: complaints.id,
  claimant_kind: complaints.claimant_kind,
  name: complaints.name,
  email: complaints.email,
  organisation: complaints.organisation,
  message: complaints.message,
  answer_due_on: complaints.answer_due_on,
  acknowledged_at: complaints.acknowledged_at,
  acknowledged_by: complaints.acknowledged_by,
  analysis: complaints.analysis,
  analysed_at: complaints.analysed_at,
  analysed_by: complaints.analysed_by,
  answer: complaints.answer,
  answered_at: complaints.answered_at,
  answered_by: complaints.answered_by,
  closed_at: complaints.closed_at,
  closed_by: complaints.closed_by,
  closing_note: complaints.closing_note,
  created_at: complaints.created_at,
  session_id: complaints.session_id,
  session_title: formations.title,
  session_start: trainingSessions.start_date,
  session_end: trainingSessions.end_date,
  improvement_id: improvementActions.id,
  improvement_title: improvementActions.title,
};

function selectComplaints(db: Database) {
  return db
    .select(complaintColumns)
    .from(complaints)
    .leftJoin(trainingSessions, eq(trainingSessions.id, complaints.session_id))
    .leftJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .leftJoin(improvementActions, eq(improvementActions.complaint_id, complaints.id));
}

type ComplaintRow = Awaited<ReturnType<ReturnType<typeof selectComplaints>["execute"]>>[number];

/** A complaint as the register shows it, with its session named. */
export type RegisterComplaint = ComplaintRow & { session: string | null };

const withSession = (row: ComplaintRow): RegisterComplaint => ({
  ...row,
  session:
    row.session_title && row.session_start && row.session_end
      ? `${row.session_title} — ${formatDateRange(row.session_start, row.session_end, { lowercase: true })}`
      : null,
});

// complaint-steps.ts's isOverdue, as a condition (complaints_open_due_idx serves it).
const overdue = (today: string) =>
  and(
    isNull(complaints.answered_at),
    isNull(complaints.closed_at),
    lt(complaints.answer_due_on, today),
  );

const viewConditions: Record<ComplaintView, (today: string) => SQL | undefined> = {
  "a-traiter": () => isNull(complaints.closed_at),
  "en-retard": overdue,
  closes: () => isNotNull(complaints.closed_at),
};

/** The register (admins): newest first, by view, searched by claimant. */
export async function loadComplaintsScreen(db: Database, search: SearchParams, today: string) {
  const filters = { ...readListParams(search), view: readChoice(search, "vue", complaintViews) };
  const where = and(
    filters.view ? viewConditions[filters.view](today) : undefined,
    matchesSearch(filters.q, [complaints.name, complaints.email, complaints.organisation]),
  );
  const { rows, total } = await readPage(
    filters.page,
    (limit, offset) =>
      selectComplaints(db)
        .where(where)
        .orderBy(desc(complaints.created_at), desc(complaints.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ value: count() }).from(complaints).where(where),
  );
  return { filters, rows: rows.map(withSession), total, today };
}

export async function readComplaint(db: Database, id: number): Promise<RegisterComplaint | null> {
  const [row] = await selectComplaints(db).where(eq(complaints.id, id));
  return row ? withSession(row) : null;
}

/** The dashboard home's figure: complaints still unanswered after their due day. */
export async function countOverdueComplaints(db: Database, today: string): Promise<number> {
  const [row] = await db.select({ value: count() }).from(complaints).where(overdue(today));
  return row?.value ?? 0;
}

/** The dashboard home's « À faire »: complaints received and not closed yet. */
export async function countOpenComplaints(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(complaints)
    .where(viewConditions["a-traiter"](""));
  return row?.value ?? 0;
}

/** The instants a period of Paris days covers: from its first midnight to after its last day. */
export function within(column: AnyPgColumn, period: Period): SQL {
  return and(
    gte(column, parisInstant(period.from, "00:00")),
    lt(column, parisInstant(addDays(period.to, 1), "00:00")),
  )!;
}

/** The dates of the complaints received in a period: what the Qualiopi page counts. */
export async function complaintDatesIn(db: Database, period: Period) {
  return db
    .select({
      created_at: complaints.created_at,
      acknowledged_at: complaints.acknowledged_at,
      analysed_at: complaints.analysed_at,
      answered_at: complaints.answered_at,
      closed_at: complaints.closed_at,
      classed: sql<boolean>`${complaints.closing_note} IS NOT NULL`,
      answer_due_on: complaints.answer_due_on,
    })
    .from(complaints)
    .where(within(complaints.created_at, period));
}

/** The complaints received in a period, oldest first: the register as the audit reads it. */
export async function complaintsIn(db: Database, period: Period) {
  const rows = await selectComplaints(db)
    .where(within(complaints.created_at, period))
    .orderBy(asc(complaints.created_at), asc(complaints.id));
  return rows.map(withSession);
}

const improvementColumns = {
  id: improvementActions.id,
  source: improvementActions.source,
  complaint_id: improvementActions.complaint_id,
  survey_answer_id: improvementActions.survey_answer_id,
  title: improvementActions.title,
  owner_id: improvementActions.owner_id,
  owner_name: improvementActions.owner_name,
  due_on: improvementActions.due_on,
  status: improvementActions.status,
  outcome: improvementActions.outcome,
  created_by: improvementActions.created_by,
  created_at: improvementActions.created_at,
  finished_at: improvementActions.finished_at,
};

export type ImprovementRow = Awaited<ReturnType<typeof improvementsIn>>[number];

/** The improvement log (admins): newest first, open or finished ones, searched by text. */
export async function loadImprovementsScreen(db: Database, search: SearchParams) {
  const filters = { ...readListParams(search), view: readChoice(search, "vue", improvementViews) };
  const finished = isNotNull(improvementActions.finished_at);
  const where = and(
    filters.view === "ouvertes"
      ? isNull(improvementActions.finished_at)
      : filters.view === "terminees"
        ? finished
        : undefined,
    matchesSearch(filters.q, [improvementActions.title, improvementActions.outcome]),
  );
  const [page, owners] = await Promise.all([
    readPage(
      filters.page,
      (limit, offset) =>
        db
          .select(improvementColumns)
          .from(improvementActions)
          .where(where)
          .orderBy(desc(improvementActions.created_at), desc(improvementActions.id))
          .limit(limit)
          .offset(offset),
      () => db.select({ value: count() }).from(improvementActions).where(where),
    ),
    ownerChoices(db),
  ]);
  return { filters, ...page, owners };
}

/** The actions opened in a period, oldest first: the improvement log as the audit reads it. */
export async function improvementsIn(db: Database, period: Period) {
  return db
    .select(improvementColumns)
    .from(improvementActions)
    .where(within(improvementActions.created_at, period))
    .orderBy(asc(improvementActions.created_at), asc(improvementActions.id));
}

/** Who may own an action: the staff who sign in, by name. */
export async function ownerChoices(db: Database): Promise<[string, string][]> {
  const staff = await db
    .select({ id: users.id, name: users.name, last_name: users.last_name })
    .from(users)
    .where(activeStaff)
    .orderBy(asc(users.name), asc(users.last_name));
  return [
    ["none", "Personne"],
    ...staff.map((member): [string, string] => [
      String(member.id),
      `${member.name} ${member.last_name}`.trim(),
    ]),
  ];
}

/** An action as its edit dialog starts from it. */
export async function improvementToEdit(
  db: Database,
  id: number,
): Promise<ImprovementInput | undefined> {
  const [row] = await db
    .select(improvementColumns)
    .from(improvementActions)
    .where(eq(improvementActions.id, id));
  return (
    row && {
      title: row.title,
      source: row.source,
      owner_id: row.owner_id === null ? "none" : String(row.owner_id),
      due_on: row.due_on ?? "",
      status: row.status,
      outcome: row.outcome ?? "",
    }
  );
}

/** A partner body as its edit dialog starts from it. */
export async function partnerToEdit(db: Database, id: number): Promise<PartnerInput | undefined> {
  const [row] = await db.select().from(disabilityPartners).where(eq(disabilityPartners.id, id));
  return (
    row && {
      name: row.name,
      role: row.role ?? "",
      contact: row.contact ?? "",
      website: row.website ?? "",
    }
  );
}

/** Every partner body, by name (a provider lists a handful). */
export async function listPartners(db: Database) {
  return db.select().from(disabilityPartners).orderBy(asc(disabilityPartners.name));
}
