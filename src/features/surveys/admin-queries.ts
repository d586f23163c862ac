import "server-only";
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  isNotNull,
  isNull,
  sql,
  type SQL,
  max,
} from "drizzle-orm";
import type { Database } from "@/db/client";
import { cursorAt, newestFirstPages, readPage } from "@/server/list-query";
import {
  countStakeholderRatingsToHandle,
  listStakeholderAnswers,
  stakeholderFilterOptions,
} from "./stakeholder-queries";
import type { SearchParams } from "@/lib/list-params";
import {
  readAnswerFilters,
  stakeholderOf,
  type AnswerFilters,
  type FollowUpFilter,
} from "./answer-filters";
import { handledByName } from "./handled-by";
import { joinAnswerSession } from "./invitation-session";
import { lowRatedAnswer, satisfiedAnswer } from "./satisfaction";
import { selectSessionChoices } from "@/features/sessions/public";
import { SESSION_CHOICES, withChosenSession } from "./session-choices";
import { formations } from "@/features/formations/tables";
import { users } from "@/server/auth/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { surveyAnswers, surveyInvitations, funderContacts } from "./tables";
import { type FunderInput } from "./schema";

/** What the dashboard shows of an answer, with whom and which session it comes from. */
const answerColumns = {
  id: surveyAnswers.id,
  created_at: surveyAnswers.created_at,
  trainee_name: registrations.trainee_name,
  last_name: registrations.last_name,
  first_name: registrations.first_name,
  formation_id: formations.id,
  formation_title: formations.title,
  session_id: trainingSessions.id,
  start_date: trainingSessions.start_date,
  end_date: trainingSessions.end_date,
  overall: surveyAnswers.overall,
  objectives: surveyAnswers.objectives,
  trainer: surveyAnswers.trainer,
  content: surveyAnswers.content,
  organisation: surveyAnswers.organisation,
  recommends: surveyAnswers.recommends,
  comment: surveyAnswers.comment,
  publish_consent: surveyAnswers.publish_consent,
  comment_status: surveyAnswers.comment_status,
  handled_at: surveyAnswers.handled_at,
  action_note: surveyAnswers.action_note,
  handled_by_name: handledByName,
};

const unhandled = isNull(surveyAnswers.handled_at);
const followUpConditions: Record<FollowUpFilter, SQL | undefined> = {
  "a-traiter": unhandled,
  traites: isNotNull(surveyAnswers.handled_at),
  "a-moderer": and(
    eq(surveyAnswers.publish_consent, true),
    isNotNull(surveyAnswers.comment),
    eq(surveyAnswers.comment_status, "pending"),
  ),
};

function conditions({
  formationId,
  sessionId,
  year,
  rating,
  followUp,
}: AnswerFilters): SQL | undefined {
  return and(
    formationId ? eq(formations.id, formationId) : undefined,
    sessionId ? eq(trainingSessions.id, sessionId) : undefined,
    year ? sql`extract(year FROM ${trainingSessions.end_date}) = ${year}` : undefined,
    rating === "moins-de-3"
      ? lowRatedAnswer
      : rating
        ? eq(surveyAnswers.overall, Number(rating))
        : undefined,
    followUp ? followUpConditions[followUp] : undefined,
  );
}

/** The answers matching the filters, newest first, one page of them. */
async function listAnswers(db: Database, filters: AnswerFilters) {
  const where = conditions(filters);
  return readPage(
    filters.page,
    (limit, offset) =>
      joinAnswerSession(db.select(answerColumns).from(surveyAnswers).$dynamic())
        .leftJoin(users, eq(users.id, surveyAnswers.handled_by))
        .where(where)
        .orderBy(desc(surveyAnswers.created_at), desc(surveyAnswers.id))
        .limit(limit)
        .offset(offset),
    () =>
      joinAnswerSession(db.select({ value: count() }).from(surveyAnswers).$dynamic()).where(where),
  );
}

export type ListedAnswer = Awaited<ReturnType<typeof listAnswers>>["rows"][number];

/** Every answer matching the filters, newest first, a page at a time: the CSV export. */
export function allAnswers(db: Database, filters: AnswerFilters) {
  const where = conditions(filters);
  return newestFirstPages(surveyAnswers.created_at, surveyAnswers.id, (after) =>
    joinAnswerSession(
      db
        .select({ ...answerColumns, cursor_at: cursorAt(surveyAnswers.created_at) })
        .from(surveyAnswers)
        .$dynamic(),
    )
      .leftJoin(users, eq(users.id, surveyAnswers.handled_by))
      .where(and(where, after)),
  );
}

const yearOf = (day: string) => Number(day.slice(0, 4));

/**
 * The filters' choices, each read through an index however many answers there are: the
 * formations with answers; the latest sessions with answers (of the chosen formation, if one is),
 * with the chosen session; the years from the first answered session's end to the last one's.
 */
async function answerFilterOptions(db: Database, { formationId, sessionId }: AnswerFilters) {
  const sessionAnswered = (session: typeof trainingSessions.id) =>
    exists(
      db
        .select({ id: surveyAnswers.id })
        .from(registrations)
        .innerJoin(surveyInvitations, eq(surveyInvitations.registration_id, registrations.id))
        .innerJoin(surveyAnswers, eq(surveyAnswers.invitation_id, surveyInvitations.id))
        .where(eq(registrations.session_id, session)),
    );
  const [latest, answeredFormations, [first], [last]] = await Promise.all([
    selectSessionChoices(
      db,
      and(
        sessionAnswered(trainingSessions.id),
        formationId ? eq(trainingSessions.formation_id, formationId) : undefined,
      ),
    )
      .orderBy(desc(trainingSessions.start_date), desc(trainingSessions.id))
      .limit(SESSION_CHOICES),
    db
      .select({ id: formations.id, title: formations.title })
      .from(formations)
      .where(
        exists(
          db
            .select({ id: trainingSessions.id })
            .from(trainingSessions)
            .where(
              and(
                eq(trainingSessions.formation_id, formations.id),
                sessionAnswered(trainingSessions.id),
              ),
            ),
        ),
      )
      .orderBy(formations.title),
    selectSessionChoices(db, sessionAnswered(trainingSessions.id))
      .orderBy(asc(trainingSessions.end_date))
      .limit(1),
    selectSessionChoices(db, sessionAnswered(trainingSessions.id))
      .orderBy(desc(trainingSessions.end_date))
      .limit(1),
  ]);
  // The year filter reads the session's last day: the years from the first answered to the last.
  const years: number[] = [];
  if (first && last)
    for (let year = yearOf(last.end_date); year >= yearOf(first.end_date); year -= 1)
      years.push(year);
  return {
    sessions: await withChosenSession(db, latest, sessionId),
    formations: answeredFormations,
    years,
  };
}

/**
 * The dashboard home's satisfaction: the trainees' answers of the last 30 days, how many rate the
 * formation 4 or 5, and the answers under 3 nobody has handled yet (whenever they came), of every
 * audience: trainees, companies, trainers and funders (Qualiopi indicators 30 and 32).
 */
export async function readRecentSatisfaction(db: Database, now: Date) {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const [[recent], [low], others] = await Promise.all([
    db
      .select({
        answers: count(),
        satisfied: count(sql`CASE WHEN ${satisfiedAnswer} THEN 1 END`),
      })
      .from(surveyAnswers)
      .where(gte(surveyAnswers.created_at, since)),
    db.select({ value: count() }).from(surveyAnswers).where(and(lowRatedAnswer, unhandled)),
    countStakeholderRatingsToHandle(db),
  ]);
  const lowRatings = {
    stagiaires: low?.value ?? 0,
    entreprises: others.company,
    formateurs: others.trainer,
    financeurs: others.funder,
  };
  return {
    recentAnswers: recent?.answers ?? 0,
    recentSatisfied: recent?.satisfied ?? 0,
    answersToHandle: Object.values(lowRatings).reduce((total, value) => total + value, 0),
    lowRatings,
  };
}

/**
 * What the answers screen shows for its query string: its filters and their choices, a page of
 * the trainees' answers, or of the stakeholder's it names.
 */
export async function loadAnswersScreen(db: Database, search: SearchParams) {
  const filters = readAnswerFilters(search);
  const stakeholder = stakeholderOf[filters.source];
  if (stakeholder) {
    const [{ rows, total }, options] = await Promise.all([
      listStakeholderAnswers(db, stakeholder, filters),
      stakeholderFilterOptions(db, stakeholder, filters),
    ]);
    return { filters, total, options, answers: { stakeholder, rows } };
  }
  const [{ rows, total }, options] = await Promise.all([
    listAnswers(db, filters),
    answerFilterOptions(db, filters),
  ]);
  return { filters, total, options, answers: { stakeholder, rows } };
}

/** A funder as its edit dialog starts from it. */
export async function funderToEdit(db: Database, id: number): Promise<FunderInput | undefined> {
  const [row] = await db.select().from(funderContacts).where(eq(funderContacts.id, id));
  return row && { name: row.name, contact_name: row.contact_name ?? "", email: row.email };
}

/** Every funder, by name, with the year it was last asked and the last it answered. */
export async function listFunders(db: Database) {
  return db
    .select({
      id: funderContacts.id,
      name: funderContacts.name,
      contact_name: funderContacts.contact_name,
      email: funderContacts.email,
      asked_in: max(surveyInvitations.year),
      answered_in: sql<
        number | null
      >`max(${surveyInvitations.year}) FILTER (WHERE ${surveyInvitations.answered_at} IS NOT NULL)`,
    })
    .from(funderContacts)
    .leftJoin(surveyInvitations, eq(surveyInvitations.funder_id, funderContacts.id))
    .groupBy(funderContacts.id)
    .orderBy(asc(funderContacts.name));
}
