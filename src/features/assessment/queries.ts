import "server-only";
import { eq, sql, type SQL } from "drizzle-orm";
import { rawRows, type Database } from "@/db/client";
import { cachedRead } from "@/server/cache/cached-read";
import { cacheTags } from "@/server/cache/tags";
import { getDb } from "@/server/database";
import { needsQuestionsOf } from "./questions";
import { formations } from "@/features/formations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { questionnaireAnswers } from "./tables";

/** A formation's needs questions, for its cached quote page. */
export const readNeedsQuestions = cachedRead(
  "assessment:needs",
  [cacheTags.formations],
  async (formationId: number): Promise<readonly string[]> => {
    const [formation] = await (
      await getDb()
    )
      .select({ needs: formations.needs_questions })
      .from(formations)
      .where(eq(formations.id, formationId));
    return needsQuestionsOf(formation?.needs ?? null);
  },
);

/** A formation's average progress one year: over the trainees rated before and after. */
export interface ProgressYear {
  formation_id: number;
  year: number;
  trainees: number;
  /** In points on the 1–5 scale, as traineeProgress counts each trainee's. */
  progress: number;
}

/**
 * A trainee's progress as a column (evaluation.ts's traineeProgress in SQL): the mean, over the
 * objectives they rated both before and after, of the after rating less the before one; null
 * without, or when the rating after is the trainer's. `registrationId` names the outer row's
 * registration qualified (outerColumn, or an alias).
 */
export function traineeGain(registrationId: SQL): SQL<number | null> {
  return sql`(
    SELECT avg((after_rating.value ->> 'answer')::numeric
               - (before_rating.value ->> 'answer')::numeric)::float8
    FROM ${questionnaireAnswers} before_set
    CROSS JOIN LATERAL jsonb_array_elements(before_set.answers) before_rating
    JOIN ${questionnaireAnswers} after_set
      ON after_set.registration_id = before_set.registration_id
     AND after_set.questionnaire = 'self_after'
     AND after_set.entered_by IS NULL
    CROSS JOIN LATERAL jsonb_array_elements(after_set.answers) after_rating
    WHERE before_set.registration_id = ${registrationId}
      AND before_set.questionnaire = 'self_before'
      AND after_rating.value ->> 'question' = before_rating.value ->> 'question'
      AND before_rating.value ->> 'answer' ~ '^[1-5]$'
      AND after_rating.value ->> 'answer' ~ '^[1-5]$'
  )`;
}

/**
 * The average progress of `formationIds` per year of their sessions' last day (Qualiopi
 * indicator 11), over their trainees rated before and after; newest year first.
 */
export async function readProgressYears(
  db: Database,
  formationIds: readonly number[],
): Promise<ProgressYear[]> {
  if (formationIds.length === 0) return [];
  return rawRows<ProgressYear>(
    db,
    sql`SELECT formation_id, year, count(*)::int AS trainees, avg(gain)::float8 AS progress
        FROM (
          SELECT s.formation_id, extract(year FROM s.end_date)::int AS year,
                 ${traineeGain(sql`r.id`)} AS gain
          FROM ${registrations} r
          JOIN ${trainingSessions} s ON s.id = r.session_id
          WHERE s.formation_id IN (${sql.join(
            formationIds.map((id) => sql`${id}`),
            sql`, `,
          )})
            AND s.status <> 'cancelled'
            AND r.status IN ('confirmed', 'present')
        ) rated
        WHERE gain IS NOT NULL
        GROUP BY formation_id, year
        ORDER BY formation_id, year DESC`,
  );
}
