import "server-only";
import { type Transaction } from "@/db/client";
import { eq } from "drizzle-orm";
import { formations } from "@/features/formations/tables";
import { trainingSessions } from "./tables";
/** What the seat rules read of a session and its formation, read under the session's lock. */
const seatColumns = {
  capacity: trainingSessions.capacity,
  held_seats: trainingSessions.held_seats,
  status: trainingSessions.status,
  start_date: trainingSessions.start_date,
  end_date: trainingSessions.end_date,
  published: trainingSessions.published,
  formation_published: formations.published,
};

/** What the seat rules read of a session and its formation. */
export function sessionSeats(tx: Transaction, sessionId: number) {
  return tx
    .select(seatColumns)
    .from(trainingSessions)
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .where(eq(trainingSessions.id, sessionId));
}

/** The session's row (not its formation's), locked until the transaction ends; undefined when it does not exist. */
export async function lockedSession(tx: Transaction, sessionId: number) {
  const [session] = await sessionSeats(tx, sessionId).for("update", { of: trainingSessions });
  return session;
}
