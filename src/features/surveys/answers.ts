import "server-only";
import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { hashLinkToken } from "@/server/link-token";
import { joinInvitationSubject, organisationOf } from "./invitation-session";
import type { SurveyKind } from "./constants";
import type { KindedAnswer } from "./schema";
import { formations } from "@/features/formations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import {
  stakeholderAnswers,
  surveyAnswers,
  surveyFollowups,
  surveyInvitations,
  surveyTokens,
} from "./tables";

/** What a survey link opens: the survey, or why it no longer can. */
export type SurveyLink =
  | {
      state: "open";
      kind: SurveyKind;
      /** The session asked about; none for a funder's survey. */
      formation_title: string | null;
      start_date: string | null;
      end_date: string | null;
      /** The company or the funder asked. */
      organisation: string | null;
    }
  | { state: "answered" }
  | { state: "expired" }
  | { state: "unknown" };

/** The survey a token opens, read by the token's hash. */
export async function readSurveyLink(
  db: Database | Transaction,
  token: string,
  now: Date,
): Promise<SurveyLink> {
  const [row] = await joinInvitationSubject(
    db
      .select({
        expires_at: surveyTokens.expires_at,
        kind: surveyInvitations.kind,
        answered_at: surveyInvitations.answered_at,
        recipient: surveyInvitations.recipient,
        formation_title: formations.title,
        start_date: trainingSessions.start_date,
        end_date: trainingSessions.end_date,
      })
      .from(surveyInvitations)
      .innerJoin(surveyTokens, eq(surveyTokens.invitation_id, surveyInvitations.id))
      .$dynamic(),
  ).where(eq(surveyTokens.token_hash, hashLinkToken(token)));
  if (!row) return { state: "unknown" };
  if (row.answered_at) return { state: "answered" };
  if (row.expires_at <= now) return { state: "expired" };
  return {
    state: "open",
    kind: row.kind,
    formation_title: row.formation_title,
    start_date: row.start_date,
    end_date: row.end_date,
    organisation: organisationOf(row.kind, row.recipient),
  };
}

/**
 * Stores an answer if the link is still open, in one transaction: the invitation is marked
 * answered by the same statement that checks it was not, so two posts of one form (a double
 * click, two tabs) store one answer. An answer to the other survey than the link's is not stored
 * (the link stays open). Otherwise says why nothing was stored.
 */
export async function storeSurveyAnswer(
  db: Database,
  token: string,
  answer: KindedAnswer,
  now: Date,
): Promise<SurveyLink["state"] | "stored"> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(surveyInvitations)
      .set({ answered_at: now })
      .where(
        and(
          isNull(surveyInvitations.answered_at),
          eq(surveyInvitations.kind, answer.kind),
          eq(
            surveyInvitations.id,
            sql`(SELECT ${surveyTokens.invitation_id} FROM ${surveyTokens} WHERE ${surveyTokens.token_hash} = ${hashLinkToken(token)} AND ${gt(surveyTokens.expires_at, now)})`,
          ),
        ),
      )
      .returning({ id: surveyInvitations.id });
    if (!invitation) return (await readSurveyLink(tx, token, now)).state;
    // Dated by the site's clock, as the invitation it answers.
    const stored = {
      invitation_id: invitation.id,
      comment: answer.values.comment ?? null,
      created_at: now,
    };
    if (answer.kind === "end")
      await tx.insert(surveyAnswers).values({ ...answer.values, ...stored });
    else if (answer.kind === "cold")
      await tx.insert(surveyFollowups).values({ applied: answer.values.applied, ...stored });
    else await tx.insert(stakeholderAnswers).values({ ...answer.values, ...stored });
    return "stored";
  });
}
