import "server-only";
import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import { rawRows, type Database } from "@/db/client";
import { joinAnswerSession } from "./invitation-session";
import { satisfiedAnswer } from "./satisfaction";
import {
  computedYear,
  type ComputedYear,
  type SessionSurveyStats,
  type SurveyTally,
  type Testimonial,
} from "./results";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { surveyAnswers, surveyFollowups, surveyInvitations } from "./tables";

/**
 * Each formation's years as its ended sessions count them (a session belongs to the year of its
 * last day; cancelled ones do not count), with their surveys' answers. `formationId` narrows to one.
 */
export async function readComputedYears(
  db: Database,
  today: string,
  formationId?: number,
): Promise<(ComputedYear & { formation_id: number })[]> {
  const rows = await rawRows<SurveyTally & { formation_id: number }>(
    db,
    sql`SELECT ${trainingSessions.formation_id} AS formation_id,
          extract(year FROM ${trainingSessions.end_date})::int AS year,
          (count(*) FILTER (WHERE ${registrations.status} = 'present'))::int AS present,
          (count(*) FILTER (WHERE ${registrations.status} IN ('confirmed', 'present')))::int AS enrolled,
          coalesce(sum(CASE WHEN ${registrations.attended_minutes} IS NULL
            THEN (${registrations.status} = 'present')::int
            ELSE ${registrations.attended_minutes}::float8 / nullif(${registrations.planned_minutes}, 0) END)
            FILTER (WHERE ${registrations.status} IN ('confirmed', 'present')), 0)::float8 AS attended,
          count(${surveyInvitations.id})::int AS invited,
          count(${surveyAnswers.id})::int AS answers,
          (count(*) FILTER (WHERE ${satisfiedAnswer}))::int AS satisfied,
          (min(extract(month FROM ${trainingSessions.end_date})) FILTER (WHERE ${surveyAnswers.id} IS NOT NULL))::int AS first_month,
          (max(extract(month FROM ${trainingSessions.end_date})) FILTER (WHERE ${surveyAnswers.id} IS NOT NULL))::int AS last_month
        FROM ${registrations}
        JOIN ${trainingSessions} ON ${trainingSessions.id} = ${registrations.session_id}
        LEFT JOIN ${surveyInvitations} ON ${surveyInvitations.registration_id} = ${registrations.id} AND ${surveyInvitations.kind} = 'end'
        LEFT JOIN ${surveyAnswers} ON ${surveyAnswers.invitation_id} = ${surveyInvitations.id}
        WHERE ${trainingSessions.status} <> 'cancelled' AND ${trainingSessions.end_date} < ${today}
          ${formationId === undefined ? sql`` : sql`AND ${trainingSessions.formation_id} = ${formationId}`}
        GROUP BY 1, 2
        HAVING count(*) FILTER (WHERE ${registrations.status} IN ('confirmed', 'present')) > 0
        ORDER BY 1, 2 DESC`,
  );
  return rows.map((row) => ({ formation_id: row.formation_id, ...computedYear(row) }));
}

/** One session's surveys: how many were sent and answered, the average scores, and the 'à froid' answers. */
export async function readSessionSurveyStats(
  db: Database,
  sessionId: number,
): Promise<SessionSurveyStats> {
  const [stats] = await rawRows<SessionSurveyStats>(
    db,
    sql`SELECT (count(*) FILTER (WHERE ${surveyInvitations.kind} = 'end'))::int AS invited, count(${surveyAnswers.id})::int AS answers,
          avg(${surveyAnswers.overall})::float8 AS overall, avg(${surveyAnswers.trainer})::float8 AS trainer,
          avg(${surveyAnswers.content})::float8 AS content, avg(${surveyAnswers.organisation})::float8 AS organisation,
          (count(*) FILTER (WHERE ${surveyInvitations.kind} = 'cold'))::int AS followups, count(${surveyFollowups.id})::int AS followup_answers,
          (count(*) FILTER (WHERE ${surveyFollowups.applied} = 'oui'))::int AS applied,
          (count(*) FILTER (WHERE ${surveyFollowups.applied} = 'partiel'))::int AS partly_applied,
          (count(*) FILTER (WHERE ${surveyFollowups.applied} = 'non'))::int AS not_applied
        FROM ${surveyInvitations}
        JOIN ${registrations} ON ${registrations.id} = ${surveyInvitations.registration_id}
        LEFT JOIN ${surveyAnswers} ON ${surveyAnswers.invitation_id} = ${surveyInvitations.id}
        LEFT JOIN ${surveyFollowups} ON ${surveyFollowups.invitation_id} = ${surveyInvitations.id}
        WHERE ${registrations.session_id} = ${sessionId}`,
  );
  return stats!;
}

/** How many testimonials a formation page shows: the newest. */
const TESTIMONIALS_SHOWN = 6;

/** The comments of a formation's trainees that they agreed to publish and an admin approved, newest first, without names. */
export async function readTestimonials(db: Database, formationId: number) {
  return joinAnswerSession(
    db
      .select({
        id: surveyAnswers.id,
        comment: surveyAnswers.comment,
        overall: surveyAnswers.overall,
        end_date: trainingSessions.end_date,
      })
      .from(surveyAnswers)
      .$dynamic(),
  )
    .where(
      and(
        eq(trainingSessions.formation_id, formationId),
        eq(surveyAnswers.comment_status, "approved"),
        eq(surveyAnswers.publish_consent, true),
        isNotNull(surveyAnswers.comment),
      ),
    )
    .orderBy(desc(surveyAnswers.created_at), desc(surveyAnswers.id))
    .limit(TESTIMONIALS_SHOWN) as Promise<Testimonial[]>; // the comment is not null: the filter says so
}
