import "server-only";
import { createHmac } from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import type { Database, Transaction } from "@/db/client";
import { addDays } from "@/lib/dates";
import { hashLinkToken } from "@/server/link-token";
import { TRAINER_LINK_DAYS_AFTER_END } from "./constants";
import { trainingSessions } from "@/features/sessions/tables";
import { trainerLinks } from "./tables";

/** A trainer's link as mailed and shown to staff: the page where they countersign. */
export function trainerLinkAddress(config: Pick<SiteConfig, "baseUrl">, token: string): string {
  return new URL(paths.trainerSigning(token), config.baseUrl).toString();
}

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

/**
 * A trainer's link token, drawn from the site's secret, its session and when it was made: staff
 * see the link in force whenever they open the session (it is not replaced at each look, which
 * left the trainer on « Lien expiré » mid-session), while the database keeps only its hash, and
 * nobody without the secret can draw it (docs/decisions/079).
 */
function trainerLinkToken(secret: string, sessionId: number, createdAt: Date): string {
  return createHmac("sha256", secret)
    .update(`lien-formateur:${sessionId}:${createdAt.toISOString()}`)
    .digest("base64url");
}

/**
 * Stores a new trainer's link for the session, hashed, revokes the previous ones, and gives its
 * token. The caller holds the session's lock.
 */
export async function newTrainerLink(
  tx: Transaction,
  secret: string,
  sessionId: number,
  now: Date,
): Promise<string> {
  // Each link of a session is made at an instant of its own (the caller holds the session's
  // lock), or two made within the same millisecond would draw the same token.
  const [latest] = await tx
    .select({ created_at: trainerLinks.created_at })
    .from(trainerLinks)
    .where(eq(trainerLinks.session_id, sessionId))
    .orderBy(desc(trainerLinks.created_at))
    .limit(1);
  const createdAt =
    latest && latest.created_at >= now ? new Date(latest.created_at.getTime() + 1) : now;
  await revokeTrainerLinks(tx, sessionId, now);
  const token = trainerLinkToken(secret, sessionId, createdAt);
  await tx
    .insert(trainerLinks)
    .values({ token_hash: hashLinkToken(token), session_id: sessionId, created_at: createdAt });
  return token;
}

/** The token of the session's trainer link in force, or null when none was made or it was replaced. */
export async function trainerLinkInForce(
  db: Database | Transaction,
  secret: string,
  sessionId: number,
): Promise<string | null> {
  const [row] = await db
    .select({ token_hash: trainerLinks.token_hash, created_at: trainerLinks.created_at })
    .from(trainerLinks)
    .where(and(eq(trainerLinks.session_id, sessionId), isNull(trainerLinks.revoked_at)))
    .orderBy(desc(trainerLinks.created_at))
    .limit(1);
  if (!row) return null;
  const token = trainerLinkToken(secret, sessionId, row.created_at);
  // A link made before tokens were drawn from the secret cannot be shown again.
  return hashLinkToken(token) === row.token_hash ? token : null;
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
