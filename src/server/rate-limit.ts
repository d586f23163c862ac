import "server-only";
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { rateLimits } from "@/db/schema";

/**
 * Counts one attempt for `key` in a fixed window, in the database so that every app process
 * shares the count. Returns whether the attempt is within `max` per window.
 */
export async function consumeRateLimit(
  db: Database,
  key: string,
  { max, windowMs, now = Date.now() }: { max: number; windowMs: number; now?: number },
): Promise<boolean> {
  const windowStart = now - windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      // A window that has passed starts again at 1; otherwise the count grows.
      set: {
        count: sql`CASE WHEN ${rateLimits.lastRequest} < ${windowStart} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        lastRequest: sql`CASE WHEN ${rateLimits.lastRequest} < ${windowStart} THEN ${now} ELSE ${rateLimits.lastRequest} END`,
      },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 1) <= max;
}
