import "server-only";
import { sql } from "drizzle-orm";
import { LOW_RATING_AT_MOST } from "./constants";
import { stakeholderAnswers, surveyAnswers } from "./tables";

/**
 * A trainee is satisfied when they rate the formation 4 or 5 out of 5 overall
 * (docs/decisions/054-satisfaction-surveys-collection-results.md): the one rule behind the
 * satisfaction rate a formation page publishes and the dashboard home's figure.
 */
export const SATISFIED_FROM = 4;

/** Whether an answer counts as satisfied, as a SQL condition. */
export const satisfiedAnswer = sql`${surveyAnswers.overall} >= ${SATISFIED_FROM}`;

/**
 * Whether an answer is low-rated (LOW_RATING_AT_MOST), as a SQL condition. The bound is written in the query, not
 * sent as a parameter, so that the planner may use the partial index of the digest (schema.ts).
 */
export const lowRatedAnswer = sql`${surveyAnswers.overall} <= ${sql.raw(String(LOW_RATING_AT_MOST))}`;

/** The same for a company's, a trainer's or a funder's answer. */
export const lowRatedStakeholderAnswer = sql`${stakeholderAnswers.overall} <= ${sql.raw(String(LOW_RATING_AT_MOST))}`;
