import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import { seatEffects } from "./seat-effects";
import type { Move, Promoted } from "./seat-ledger";
import { mailCancelled, mailOfferExpired, mailPromoted } from "./status-mails";
import { type CancelledBy } from "./mails";

/**
 * What a change of seats did that the people concerned must hear of. The seat ledger's commands
 * return the registrations they moved up from the waiting list, the offers that expired, and the
 * place a move confirmed or cancelled; the caller says on whose behalf it cancelled.
 */
export interface SeatFacts {
  cancelled?: { ids: readonly number[]; by: CancelledBy };
  expired?: readonly Promoted[];
  promoted?: readonly Promoted[];
  /** Places staff confirmed: their convention or contract goes with the mail. */
  confirmed?: readonly number[];
}

/** What a move tells: the trainee's place confirmed or cancelled (by `by`), and whom it moved up. */
export function factsOfMove(move: Extract<Move, { ok: true }>, by: CancelledBy): SeatFacts {
  return {
    promoted: move.promoted,
    ...(move.told === "cancelled" ? { cancelled: { ids: [move.trainee.id], by } } : {}),
    ...(move.told === "confirmed" ? { confirmed: [move.trainee.id] } : {}),
  };
}

const idsOf = (people: readonly Promoted[] = []) => people.map((person) => person.id);

/**
 * The one step that turns a change of seats into mails (and the documents they carry), queued in
 * the change's transaction: whoever lost a place first, then whoever moved up to it, then whoever
 * staff confirmed. No caller mails these facts itself, so a seat cannot be given from the waiting
 * list without its new holder being told.
 */
export async function tellSeatFacts(
  tx: Transaction,
  config: SiteConfig,
  { cancelled, expired, promoted, confirmed }: SeatFacts,
  now: Date,
): Promise<void> {
  if (cancelled) await mailCancelled(tx, config, cancelled.ids, { by: cancelled.by, now });
  await mailOfferExpired(tx, config, idsOf(expired), now);
  await mailPromoted(tx, config, idsOf(promoted), now);
  if (confirmed?.length) await seatEffects().confirmed(tx, config, confirmed, now);
}
