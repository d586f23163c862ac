import "server-only";
import { eq } from "drizzle-orm";
import { formations } from "@/db/schema";
import { cachedRead } from "@/server/cache/cached-read";
import { cacheTags } from "@/server/cache/tags";
import { getDb } from "@/server/database";
import { needsQuestionsOf } from "./questions";

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
