import "server-only";
import { and, count, eq, gt, gte, inArray, isNotNull, lt, ne, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { outerColumn } from "@/db/outer-column";
import { certificatesAwaited } from "@/features/certificates/public";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { agreementPlaces, registrationAgreements } from "@/features/agreements/tables";

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
    sql`NOT EXISTS (SELECT 1 FROM ${agreementPlaces} JOIN ${registrationAgreements} ON ${registrationAgreements.id} = ${agreementPlaces.agreement_id} WHERE ${agreementPlaces.registration_id} = ${outerColumn(registrations.id)} AND ${registrationAgreements.sent_at} IS NOT NULL)`,
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
