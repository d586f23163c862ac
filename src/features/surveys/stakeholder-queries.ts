import "server-only";
import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database } from "@/db/client";
import { cursorAt, newestFirstPages, readPage } from "@/server/list-query";
import type { AnswerFilters } from "./answer-filters";
import { sessionChoiceColumns, type SessionChoice } from "@/features/sessions/public";
import { SESSION_CHOICES, withChosenSession } from "./session-choices";
import type { StakeholderKind } from "./constants";
import { handledByName } from "./handled-by";
import { joinInvitationSubject } from "./invitation-session";
import { lowRatedStakeholderAnswer } from "./satisfaction";
import { formations } from "@/features/formations/tables";
import { users } from "@/server/auth/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { stakeholderAnswers, surveyInvitations } from "./tables";

/** What the dashboard shows of a company's, a trainer's or a funder's answer. */
const columns = {
  id: stakeholderAnswers.id,
  created_at: stakeholderAnswers.created_at,
  recipient: surveyInvitations.recipient,
  year: surveyInvitations.year,
  formation_title: formations.title,
  start_date: trainingSessions.start_date,
  end_date: trainingSessions.end_date,
  overall: stakeholderAnswers.overall,
  met: stakeholderAnswers.met,
  exchanges: stakeholderAnswers.exchanges,
  comment: stakeholderAnswers.comment,
  handled_at: stakeholderAnswers.handled_at,
  action_note: stakeholderAnswers.action_note,
  handled_by_name: handledByName,
};

/** Joins a query on stakeholder answers (`.from(stakeholderAnswers).$dynamic()`) to their invitation and what it asked about. */
const joinAnswerSubject = <Query extends PgSelect>(query: Query) =>
  joinInvitationSubject(
    query.innerJoin(surveyInvitations, eq(surveyInvitations.id, stakeholderAnswers.invitation_id)),
  ).leftJoin(users, eq(users.id, stakeholderAnswers.handled_by));

/** The year an answer counts in: a funder's survey's, else that of its session's last day. */
const answerYear = sql<number>`coalesce(${surveyInvitations.year}, extract(year FROM ${trainingSessions.end_date})::int)`;

function conditions(
  kind: StakeholderKind,
  { formationId, sessionId, year, rating, followUp }: AnswerFilters,
): SQL | undefined {
  // A funder's survey is about no session: the list offers no such filter, nor applies one
  // left in the address from another list.
  const aboutSessions = kind !== "funder";
  return and(
    eq(surveyInvitations.kind, kind),
    aboutSessions && formationId ? eq(formations.id, formationId) : undefined,
    aboutSessions && sessionId ? eq(trainingSessions.id, sessionId) : undefined,
    year ? eq(answerYear, year) : undefined,
    rating === "moins-de-3"
      ? lowRatedStakeholderAnswer
      : rating
        ? eq(stakeholderAnswers.overall, Number(rating))
        : undefined,
    // Their comments are not published, so none waits for moderation.
    followUp === "a-traiter"
      ? isNull(stakeholderAnswers.handled_at)
      : followUp === "traites"
        ? isNotNull(stakeholderAnswers.handled_at)
        : undefined,
  );
}

/** Each stakeholder's answers under 3 whose action is still to note, for the dashboard home. */
export async function countStakeholderRatingsToHandle(
  db: Database,
): Promise<Record<StakeholderKind, number>> {
  const rows = await db
    .select({ kind: surveyInvitations.kind, value: count() })
    .from(stakeholderAnswers)
    .innerJoin(surveyInvitations, eq(surveyInvitations.id, stakeholderAnswers.invitation_id))
    .where(and(lowRatedStakeholderAnswer, isNull(stakeholderAnswers.handled_at)))
    .groupBy(surveyInvitations.kind);
  const of = (kind: StakeholderKind) => rows.find((row) => row.kind === kind)?.value ?? 0;
  return { company: of("company"), trainer: of("trainer"), funder: of("funder") };
}

/** One stakeholder's answers matching the filters, newest first, one page of them. */
export async function listStakeholderAnswers(
  db: Database,
  kind: StakeholderKind,
  filters: AnswerFilters,
) {
  const where = conditions(kind, filters);
  return readPage(
    filters.page,
    (limit, offset) =>
      joinAnswerSubject(db.select(columns).from(stakeholderAnswers).$dynamic())
        .where(where)
        .orderBy(desc(stakeholderAnswers.created_at), desc(stakeholderAnswers.id))
        .limit(limit)
        .offset(offset),
    () =>
      joinAnswerSubject(db.select({ value: count() }).from(stakeholderAnswers).$dynamic()).where(
        where,
      ),
  );
}

export type StakeholderAnswer = Awaited<ReturnType<typeof listStakeholderAnswers>>["rows"][number];

/** Every one of them matching the filters, newest first, a page at a time: the CSV export. */
export function allStakeholderAnswers(db: Database, kind: StakeholderKind, filters: AnswerFilters) {
  const where = conditions(kind, filters);
  return newestFirstPages(stakeholderAnswers.created_at, stakeholderAnswers.id, (after) =>
    joinAnswerSubject(
      db
        .select({ ...columns, cursor_at: cursorAt(stakeholderAnswers.created_at) })
        .from(stakeholderAnswers)
        .$dynamic(),
    ).where(and(where, after)),
  );
}

/**
 * The filters' choices for one stakeholder: the formations and years its answers are about, and
 * the latest sessions they are about (of the chosen formation, if one is), with the chosen one.
 */
export async function stakeholderFilterOptions(
  db: Database,
  kind: StakeholderKind,
  { formationId, sessionId }: Pick<AnswerFilters, "formationId" | "sessionId">,
) {
  const ofKind = eq(surveyInvitations.kind, kind);
  const [latest, titles, years] = await Promise.all([
    joinAnswerSubject(db.select(sessionChoiceColumns).from(stakeholderAnswers).$dynamic())
      .where(
        and(
          ofKind,
          isNotNull(trainingSessions.id),
          formationId ? eq(formations.id, formationId) : undefined,
        ),
      )
      .groupBy(trainingSessions.id, formations.title)
      .orderBy(desc(trainingSessions.start_date), desc(trainingSessions.id))
      .limit(SESSION_CHOICES),
    joinAnswerSubject(
      db.select({ id: formations.id, title: formations.title }).from(stakeholderAnswers).$dynamic(),
    )
      .where(and(ofKind, isNotNull(formations.id)))
      .groupBy(formations.id)
      .orderBy(formations.title),
    joinAnswerSubject(db.select({ year: answerYear }).from(stakeholderAnswers).$dynamic())
      .where(ofKind)
      .groupBy(answerYear)
      .orderBy(desc(answerYear)),
  ]);
  return {
    // Left joins: the filters above leave out a funder's rows, which have none.
    // A funder's survey is about no session: a session left in the address is not offered.
    sessions: await withChosenSession(
      db,
      latest as SessionChoice[],
      kind === "funder" ? null : sessionId,
    ),
    formations: titles as { id: number; title: string }[],
    years: years.map((row) => row.year),
  };
}
