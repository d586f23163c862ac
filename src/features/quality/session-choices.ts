import "server-only";
import { and, desc, eq, gte, lte, ne } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { addDays } from "@/lib/dates";
import type { SessionChoice } from "./types";
import { publishedFormation } from "@/features/formations/tables";
import { selectSessionChoices, sessionChoiceLabel } from "@/features/sessions/public";
import { trainingSessions } from "@/features/sessions/tables";

/**
 * How far the form's list reaches: sessions that ended within a year (a complaint comes after)
 * or start within two months, newest first, at most 300. A complaint about an older one names
 * it in its text. The trainee's page links with its own session, listed or not (the form then
 * offers « La session de votre inscription »).
 */
const LIST = { pastDays: 365, aheadDays: 60, max: 300 } as const;

/** The sessions the public form lists on `today`. */
export async function complaintSessionChoices(
  db: Database,
  today: string,
): Promise<SessionChoice[]> {
  const rows = await selectSessionChoices(
    db,
    and(
      // What the public pages show of sessions, no more: a client's own session stays unlisted.
      eq(trainingSessions.published, true),
      publishedFormation,
      ne(trainingSessions.status, "cancelled"),
      gte(trainingSessions.end_date, addDays(today, -LIST.pastDays)),
      lte(trainingSessions.start_date, addDays(today, LIST.aheadDays)),
    ),
  )
    .orderBy(desc(trainingSessions.start_date), desc(trainingSessions.id))
    .limit(LIST.max);
  return rows.map((row) => ({ id: row.id, label: sessionChoiceLabel(row) }));
}

/** The session a complaint names, with its label, if it exists. */
export async function namedSession(
  tx: Transaction,
  id: number,
): Promise<SessionChoice | undefined> {
  const [row] = await selectSessionChoices(tx, eq(trainingSessions.id, id));
  return row && { id: row.id, label: sessionChoiceLabel(row) };
}
