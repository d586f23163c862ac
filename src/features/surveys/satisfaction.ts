import "server-only";
import { sql } from "drizzle-orm";
import { surveyAnswers } from "@/db/schema";

/**
 * A trainee is satisfied when they rate the formation 4 or 5 out of 5 overall
 * (docs/decisions/054-satisfaction-surveys-collection-results.md): the one rule behind the
 * satisfaction rate a formation page publishes and the dashboard home's figure.
 */
const SATISFIED_FROM = 4;

/** Whether an answer counts as satisfied, as a SQL condition. */
export const satisfiedAnswer = sql`${surveyAnswers.overall} >= ${SATISFIED_FROM}`;
