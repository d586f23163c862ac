import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { trainerLinks, trainingSessions } from "@/db/schema";
import { addDays } from "@/lib/dates";
import { hashLinkToken } from "@/server/link-token";

/** How long after its session a trainer's link still opens: to countersign a forgotten half-day. */
const TRAINER_LINK_DAYS_AFTER_END = 30;

/** Closes the session's trainer links: a new one replaces them, or the trainer changed. */
export async function revokeTrainerLinks(
  tx: Transaction,
  sessionId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(trainerLinks)
    .set({ revoked_at: now })
    .where(and(eq(trainerLinks.session_id, sessionId), isNull(trainerLinks.revoked_at)));
}

/** Stores a new trainer's link for the session, hashed, and revokes the previous ones. */
export async function newTrainerLink(
  tx: Transaction,
  sessionId: number,
  token: string,
  now: Date,
): Promise<void> {
  await revokeTrainerLinks(tx, sessionId, now);
  await tx
    .insert(trainerLinks)
    .values({ token_hash: hashLinkToken(token), session_id: sessionId, created_at: now });
}

/** The session a trainer's link opens today: none when unknown, replaced, or long after the session. */
export async function trainerLinkSession(
  db: Database | Transaction,
  token: string,
  today: string,
): Promise<number | null> {
  const [row] = await db
    .select({ sessionId: trainerLinks.session_id, end_date: trainingSessions.end_date })
    .from(trainerLinks)
    .innerJoin(trainingSessions, eq(trainingSessions.id, trainerLinks.session_id))
    .where(and(eq(trainerLinks.token_hash, hashLinkToken(token)), isNull(trainerLinks.revoked_at)));
  if (!row || addDays(row.end_date, TRAINER_LINK_DAYS_AFTER_END) < today) return null;
  return row.sessionId;
}
