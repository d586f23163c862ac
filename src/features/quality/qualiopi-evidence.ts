import "server-only";
import {
  and,
  between,
  count,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  ne,
  or,
  sql,
  type SQL,
} from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import { rawRows, type Database } from "@/db/client";
import { outerColumn } from "@/db/outer-column";
import { traineeGain, type Questionnaire } from "@/features/assessment/public";
import { countIncompleteFormations } from "@/features/formations/public";
import {
  LOW_RATING_AT_MOST,
  lowRatedAnswer,
  lowRatedStakeholderAnswer,
  SATISFIED_FROM,
  satisfiedAnswer,
  stakeholderKinds,
  type StakeholderKind,
} from "@/features/surveys/public";
import { complaintDatesIn, improvementsIn, within } from "./admin-queries";
import { complaintFigures } from "./complaint-steps";
import type { Period } from "@/lib/period";
import type { QualiopiCounts } from "./qualiopi-indicators";
import {
  asksPositioning,
  evaluatesFormation,
  formationResults,
  formations,
  publishedFormation,
} from "@/features/formations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { stakeholderAnswers, surveyAnswers, surveyInvitations } from "@/features/surveys/tables";
import { questionnaireAnswers } from "@/features/assessment/tables";
import { disabilityPartners } from "./tables";

/** One figure of a count query. */
async function total(query: Promise<{ value: number }[]>): Promise<number> {
  return (await query)[0]?.value ?? 0;
}

/**
 * The answers rated LOW_RATING_AT_MOST or less in the period, a trainee's or another
 * stakeholder's, and how many have their action noted (indicator 32).
 */
async function lowRatedIn(
  db: Database,
  period: Period,
): Promise<{ lowRated: number; handled: number }> {
  const [row] = await rawRows<{ low_rated: number; handled: number }>(
    db,
    sql`SELECT count(*)::int AS low_rated, count(handled_at)::int AS handled FROM (
          SELECT ${surveyAnswers.handled_at} FROM ${surveyAnswers}
          WHERE ${and(within(surveyAnswers.created_at, period), lowRatedAnswer)}
          UNION ALL
          SELECT ${stakeholderAnswers.handled_at} FROM ${stakeholderAnswers}
          WHERE ${and(within(stakeholderAnswers.created_at, period), lowRatedStakeholderAnswer)}
        ) AS answers`,
  );
  return { lowRated: row?.low_rated ?? 0, handled: row?.handled ?? 0 };
}

/** The period's end as far as it has come: a period reaching into the future counts nothing ahead. */
const soFar = (period: Period, today: string) => (period.to < today ? period.to : today);

/** Whether the registration answered `questionnaire`. */
const answeredBefore = (db: Database, questionnaire: Questionnaire) =>
  exists(
    db
      .select({ id: questionnaireAnswers.registration_id })
      .from(questionnaireAnswers)
      .where(
        and(
          eq(questionnaireAnswers.registration_id, registrations.id),
          eq(questionnaireAnswers.questionnaire, questionnaire),
        ),
      ),
  );

/** The sessions of the formations `where` selects. */
const sessionsOf = (db: Database, where: SQL | undefined) =>
  db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .where(where);

/** The catalogue as it stands (indicators 1 to 3): published, complete, certifying, with a rate. */
async function formationFigures(db: Database): Promise<QualiopiCounts["formations"]> {
  const certifying = and(publishedFormation, eq(formations.certification, true));
  const [published, incomplete, certifyingCount, withRate] = await Promise.all([
    total(db.select({ value: count() }).from(formations).where(publishedFormation)),
    countIncompleteFormations(db, { publishedOnly: true }),
    total(db.select({ value: count() }).from(formations).where(certifying)),
    total(
      db
        .select({ value: count() })
        .from(formations)
        .where(
          and(
            certifying,
            exists(
              db
                .select({ id: formationResults.id })
                .from(formationResults)
                .where(
                  and(
                    eq(formationResults.formation_id, formations.id),
                    isNotNull(formationResults.success_rate),
                  ),
                ),
            ),
          ),
        ),
    ),
  ]);
  return { published, incomplete, certifying: certifyingCount, withRate };
}

/**
 * The sessions started in the period and their trainees (indicator 9, the convocations), and
 * what was asked of those trainees before the session (indicators 4 and 8: needs, positioning).
 */
async function traineeFigures(
  db: Database,
  period: Period,
  today: string,
): Promise<Pick<QualiopiCounts, "sessions" | "beforeTraining">> {
  const started = and(
    between(trainingSessions.start_date, period.from, soFar(period, today)),
    ne(trainingSessions.status, "cancelled"),
  );
  const expected = and(
    inArray(
      registrations.session_id,
      db.select({ id: trainingSessions.id }).from(trainingSessions).where(started),
    ),
    inArray(registrations.status, ["confirmed", "present"]),
  );
  // The trainees expected at a session whose formation asks a positioning.
  const askedPositioning = and(
    expected,
    inArray(registrations.session_id, sessionsOf(db, asksPositioning)),
  );
  const trainees = (where: SQL | undefined) =>
    total(db.select({ value: count() }).from(registrations).where(where));
  const [
    sessionsStarted,
    expectedCount,
    convoked,
    withNeeds,
    withQuestionnaire,
    asked,
    positioned,
  ] = await Promise.all([
    total(db.select({ value: count() }).from(trainingSessions).where(started)),
    trainees(expected),
    trainees(and(expected, isNotNull(registrations.convoked_at))),
    trainees(and(expected, answeredBefore(db, "needs"))),
    total(
      db
        .select({ value: count() })
        .from(formations)
        .where(and(publishedFormation, asksPositioning)),
    ),
    trainees(askedPositioning),
    trainees(and(askedPositioning, answeredBefore(db, "positioning"))),
  ]);
  return {
    sessions: { started: sessionsStarted, trainees: expectedCount, convoked },
    beforeTraining: {
      withNeeds,
      formationsWithPositioning: withQuestionnaire,
      askedPositioning: asked,
      positioned,
    },
  };
}

/**
 * The evaluation of what the trainees learnt (indicator 11): those who attended a session that
 * ended in the period, whose formation evaluates, how many were evaluated, and their progress.
 */
async function evaluationFigures(
  db: Database,
  period: Period,
  today: string,
): Promise<QualiopiCounts["evaluation"]> {
  const askedEvaluation = and(
    or(eq(registrations.status, "present"), gt(registrations.attended_minutes, 0)),
    inArray(
      registrations.session_id,
      sessionsOf(
        db,
        and(
          between(trainingSessions.end_date, period.from, soFar(period, today)),
          ne(trainingSessions.status, "cancelled"),
          evaluatesFormation,
        ),
      ),
    ),
  );
  const gain = traineeGain(outerColumn(registrations.id));
  const [formationsEvaluating, [evaluation]] = await Promise.all([
    total(
      db
        .select({ value: count() })
        .from(formations)
        .where(and(publishedFormation, evaluatesFormation)),
    ),
    db
      .select({
        asked: count(),
        evaluated: count(
          sql`CASE WHEN ${or(answeredBefore(db, "self_after"), answeredBefore(db, "quiz"), answeredBefore(db, "results"))} THEN 1 END`,
        ),
        rated: count(gain),
        progress: sql<number | null>`avg(${gain})::float8`,
      })
      .from(registrations)
      .where(askedEvaluation),
  ]);
  return {
    formations: formationsEvaluating,
    asked: evaluation?.asked ?? 0,
    evaluated: evaluation?.evaluated ?? 0,
    rated: evaluation?.rated ?? 0,
    progress: evaluation?.progress ?? null,
  };
}

/**
 * The surveys of the period (indicators 30 and 32): the trainees' 'à chaud' ones sent and
 * answered, the satisfied and the low-rated answers, and the stakeholders' by kind.
 */
async function surveyFigures(db: Database, period: Period): Promise<QualiopiCounts["surveys"]> {
  const answersIn = within(surveyAnswers.created_at, period);
  const [sent, answered, satisfied, lowRated, stakeholderRows] = await Promise.all([
    total(
      db
        .select({ value: count() })
        .from(surveyInvitations)
        // The 'à chaud' surveys, whose answers are the ones counted: the 'à froid' ones follow.
        .where(and(eq(surveyInvitations.kind, "end"), within(surveyInvitations.sent_at, period))),
    ),
    total(db.select({ value: count() }).from(surveyAnswers).where(answersIn)),
    total(db.select({ value: count() }).from(surveyAnswers).where(and(answersIn, satisfiedAnswer))),
    lowRatedIn(db, period),
    db
      .select({
        kind: surveyInvitations.kind,
        sent: count(),
        answered: count(surveyInvitations.answered_at),
      })
      .from(surveyInvitations)
      .where(
        and(
          inArray(surveyInvitations.kind, stakeholderKinds),
          within(surveyInvitations.sent_at, period),
        ),
      )
      .groupBy(surveyInvitations.kind),
  ]);
  const asked = (kind: StakeholderKind) => {
    const row = stakeholderRows.find((stakeholder) => stakeholder.kind === kind);
    return { sent: row?.sent ?? 0, answered: row?.answered ?? 0 };
  };
  return {
    sent,
    answered,
    satisfied,
    lowRated: lowRated.lowRated,
    handled: lowRated.handled,
    stakeholders: { company: asked("company"), trainer: asked("trainer"), funder: asked("funder") },
    satisfiedFrom: SATISFIED_FROM,
    lowRatingAtMost: LOW_RATING_AT_MOST,
  };
}

/**
 * What the site holds over a period for the Qualiopi page: the catalogue as it stands, the
 * sessions started, the surveys sent and answered, the complaints received and the actions
 * opened in the period, each section read by its own function, all at once.
 */
export async function readQualiopiCounts(
  db: Database,
  config: SiteConfig,
  period: Period,
  today: string,
): Promise<QualiopiCounts> {
  const [formationCounts, traineeCounts, evaluation, surveys, complaints, improvements, partners] =
    await Promise.all([
      formationFigures(db),
      traineeFigures(db, period, today),
      evaluationFigures(db, period, today),
      surveyFigures(db, period),
      complaintDatesIn(db, period),
      improvementsIn(db, period),
      total(db.select({ value: count() }).from(disabilityPartners)),
    ]);
  return {
    formations: formationCounts,
    ...traineeCounts,
    evaluation,
    surveys,
    complaints: complaintFigures(complaints, today),
    improvements: {
      opened: improvements.length,
      done: improvements.filter((row) => row.status === "done").length,
    },
    partners,
    accessibilityOfficer: config.company.accessibilityOfficer,
  };
}
