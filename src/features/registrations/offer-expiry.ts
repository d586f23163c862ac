import "server-only";
import { and, eq, isNotNull, lte, min } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { logger } from "@/server/logger";
import { expireOffers } from "./seat-ledger";
import { tellSeatFacts } from "./seat-facts";
import { registrations } from "./tables";

/** How many sessions one run clears: the next run takes the rest. */
const SESSIONS_PER_RUN = 100;

/**
 * Ends the places offered from the waiting list that nobody took in time and offers each seat to
 * the next in line, both told. One transaction per session, under its lock: two servers at once
 * expire each offer once (the second finds it gone). Returns how many offers ended.
 */
export async function expireDueOffers(
  db: Database,
  config: SiteConfig,
  now: Date,
): Promise<number> {
  // The longest overdue first, so that one session failing cannot hold the others back for good.
  const sessions = await db
    .select({ id: registrations.session_id })
    .from(registrations)
    .where(
      and(
        eq(registrations.status, "pending"),
        isNotNull(registrations.offer_expires_at),
        lte(registrations.offer_expires_at, now),
      ),
    )
    .groupBy(registrations.session_id)
    .orderBy(min(registrations.offer_expires_at))
    .limit(SESSIONS_PER_RUN);
  let ended = 0;
  for (const session of sessions) {
    ended += await endOffers(db, config, session.id, now).catch((error: unknown) => {
      logger.error({ error, sessionId: session.id }, "Fin des places proposées impossible");
      return 0;
    });
  }
  return ended;
}

/** One session's offers that nobody took, ended in one transaction. */
async function endOffers(
  db: Database,
  config: SiteConfig,
  sessionId: number,
  now: Date,
): Promise<number> {
  return db.transaction(async (tx) => {
    const facts = await expireOffers(tx, sessionId, now);
    await tellSeatFacts(tx, config, facts, now);
    return facts.expired.length;
  });
}
