import "server-only";
import { eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import {
  formations,
  registrations,
  surveyAnswers,
  surveyInvitations,
  trainingSessions,
} from "@/db/schema";

/**
 * Joins a query on survey invitations (`.from(surveyInvitations).$dynamic()`) to whom it was sent:
 * the registration, its session and the session's formation.
 */
export function joinInvitationSession<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(registrations, eq(registrations.id, surveyInvitations.registration_id))
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id));
}

/** The same, from survey answers (`.from(surveyAnswers).$dynamic()`): each answer's invitation, then whom it was sent to. */
export function joinAnswerSession<Query extends PgSelect>(query: Query) {
  return joinInvitationSession(
    query.innerJoin(surveyInvitations, eq(surveyInvitations.id, surveyAnswers.invitation_id)),
  );
}
