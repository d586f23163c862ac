import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { Database, Transaction } from "@/db/client";
import type { SurveyKind } from "./constants";
import type { SurveyRecipient } from "./mails";
import { formations } from "@/features/formations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { surveyAnswers, surveyInvitations, funderContacts } from "./tables";

/**
 * Joins a query on trainees' survey invitations (`.from(surveyInvitations).$dynamic()`) to whom
 * it was sent: the registration, its session and the session's formation. Other stakeholders'
 * invitations have no registration, hence no row.
 */
function joinInvitationSession<Query extends PgSelect>(query: Query) {
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

/**
 * Joins a query on invitations of any kind to what they ask about: the session (a trainee's
 * through their registration, a company's or a trainer's directly) and its formation, none for a
 * funder's; and the funder's contact, while listed.
 */
export function joinInvitationSubject<Query extends PgSelect>(query: Query) {
  return query
    .leftJoin(registrations, eq(registrations.id, surveyInvitations.registration_id))
    .leftJoin(
      trainingSessions,
      eq(
        trainingSessions.id,
        sql`coalesce(${surveyInvitations.session_id}, ${registrations.session_id})`,
      ),
    )
    .leftJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .leftJoin(funderContacts, eq(funderContacts.id, surveyInvitations.funder_id));
}

/** The company or the funder a survey asks, by its recipient; none for a trainee or a trainer. */
export const organisationOf = (kind: SurveyKind, recipient: string | null): string | null =>
  kind === "company" || kind === "funder" ? recipient : null;

/** Whom the invitations' mails go to, and what they ask about. */
export async function readRecipients(
  db: Database | Transaction,
  invitationIds: number[],
): Promise<(SurveyRecipient & { invitation: number })[]> {
  const kind = surveyInvitations.kind;
  const rows = await joinInvitationSubject(
    db
      .select({
        invitation: surveyInvitations.id,
        kind,
        recipient: surveyInvitations.recipient,
        name: sql<
          string | null
        >`CASE ${kind} WHEN 'trainer' THEN ${surveyInvitations.recipient} WHEN 'funder' THEN ${funderContacts.contact_name} WHEN 'company' THEN NULL ELSE ${registrations.trainee_name} END`,
        // A trainee's current address; a stakeholder's as it was sent the first time.
        email: sql<string>`coalesce(${surveyInvitations.email}, ${registrations.email})`,
        formation_title: formations.title,
        start_date: trainingSessions.start_date,
        end_date: trainingSessions.end_date,
      })
      .from(surveyInvitations)
      .$dynamic(),
  ).where(inArray(surveyInvitations.id, invitationIds));
  return rows.map(({ recipient, ...row }) => ({
    ...row,
    organisation: organisationOf(row.kind, recipient),
  }));
}
