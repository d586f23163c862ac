import "server-only";
import { eq, type SQL } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { formatDateRange } from "@/lib/dates";
import { formations } from "@/features/formations/tables";
import { trainingSessions } from "./tables";

/** A session as a list of choices names it: its formation and its dates. */
export interface SessionChoice {
  id: number;
  formation_title: string;
  start_date: string;
  end_date: string;
}

export const sessionChoiceColumns = {
  id: trainingSessions.id,
  formation_title: formations.title,
  start_date: trainingSessions.start_date,
  end_date: trainingSessions.end_date,
};

/**
 * The sessions `where` selects, as a list of choices names them: the one query behind the
 * complaint form's sessions and the answers' session filter, each with its own reach and order.
 */
export function selectSessionChoices(db: Database | Transaction, where: SQL | undefined) {
  return db
    .select(sessionChoiceColumns)
    .from(trainingSessions)
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .where(where);
}

/** 'Python avancé — du 8 au 10 février 2027'. */
export const sessionChoiceLabel = (session: SessionChoice) =>
  `${session.formation_title} — ${formatDateRange(session.start_date, session.end_date, { lowercase: true })}`;
