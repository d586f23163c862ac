import "server-only";
import { eq, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { formations } from "@/features/formations/tables";
import { trainingSessions } from "@/features/sessions/tables";

/**
 * How many sessions the answers' session filter offers at once, the latest first: a provider's
 * years hold thousands, which no list of choices can show.
 */
export const SESSION_CHOICES = 50;

/** A session as the filter names it: its formation and its dates. */
export const sessionChoiceColumns = {
  id: trainingSessions.id,
  formation_title: formations.title,
  start_date: trainingSessions.start_date,
  end_date: trainingSessions.end_date,
};

export interface SessionChoice {
  id: number;
  formation_title: string;
  start_date: string;
  end_date: string;
}

/** The sessions `where` selects, as the filter names them. */
export function selectSessionChoices(db: Database, where: SQL | undefined) {
  return db
    .select(sessionChoiceColumns)
    .from(trainingSessions)
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .where(where);
}

/**
 * The session filter's choices: the latest sessions, then the chosen one when the address names
 * an older one, so that the filter still shows what the list is filtered on.
 */
export async function withChosenSession(
  db: Database,
  latest: SessionChoice[],
  sessionId: number | null,
): Promise<SessionChoice[]> {
  if (!sessionId || latest.some((session) => session.id === sessionId)) return latest;
  return [...latest, ...(await selectSessionChoices(db, eq(trainingSessions.id, sessionId)))];
}
