import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import type { Promoted } from "./seat-ledger";
import { mailCancelled, mailOfferExpired, mailPromoted } from "./status-mails";
import type { CancelledBy } from "./trainee-mails";

/**
 * What a change of seats did that the people concerned must hear of. The seat ledger's commands
 * return the registrations they moved up from the waiting list and the offers that expired; the
 * caller adds the cancellation it made, and on whose behalf.
 */
export interface SeatFacts {
  cancelled?: { ids: readonly number[]; by: CancelledBy };
  expired?: readonly Promoted[];
  promoted?: readonly Promoted[];
}

const idsOf = (people: readonly Promoted[] = []) => people.map((person) => person.id);

/**
 * The one step that turns a change of seats into mails, queued in the change's transaction:
 * whoever lost a place first, then whoever moved up to it. No caller mails these facts itself,
 * so a seat cannot be given from the waiting list without its new holder being told.
 */
export async function tellSeatFacts(
  tx: Transaction,
  config: SiteConfig,
  { cancelled, expired, promoted }: SeatFacts,
  now: Date,
): Promise<void> {
  if (cancelled) await mailCancelled(tx, config, cancelled.ids, { by: cancelled.by, now });
  await mailOfferExpired(tx, config, idsOf(expired), now);
  await mailPromoted(tx, config, idsOf(promoted), now);
}
