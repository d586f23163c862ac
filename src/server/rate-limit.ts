import "server-only";
import { sql } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import { rateLimits } from "./tables";

/**
 * Counts one attempt for `key` in a fixed window (or `cost` of them: a form registering several
 * people), in the database so that every app process shares the count. Returns whether the
 * attempt is within `max` per window. In a transaction, the count commits with it.
 */
export async function consumeRateLimit(
  db: Database | Transaction,
  key: string,
  {
    max,
    windowMs,
    now = Date.now(),
    cost = 1,
  }: { max: number; windowMs: number; now?: number; cost?: number },
): Promise<boolean> {
  const windowStart = now - windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: key, key, count: cost, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // A window that has passed starts again; otherwise the count grows.
      set: {
        count: sql`CASE WHEN ${rateLimits.lastRequest} < ${windowStart} THEN ${cost} ELSE ${rateLimits.count} + ${cost} END`,
        lastRequest: sql`CASE WHEN ${rateLimits.lastRequest} < ${windowStart} THEN ${now} ELSE ${rateLimits.lastRequest} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? cost) <= max;
}
