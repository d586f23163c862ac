import "server-only";
import { eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { selectSessionChoices, type SessionChoice } from "@/features/sessions/public";
import { trainingSessions } from "@/features/sessions/tables";

/**
 * How many sessions the answers' session filter offers at once, the latest first: a provider's
 * years hold thousands, which no list of choices can show.
 */
export const SESSION_CHOICES = 50;

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
