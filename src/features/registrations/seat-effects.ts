import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import { providedAtStart } from "@/server/provided-at-start";

/**
 * What a change of seats sets off above registrations. Registrations calls this interface;
 * `src/life-effects.ts` fills it at start-up, so registrations never imports the domains that
 * act on it (decision 081).
 */
interface SeatEffects {
  /**
   * A seat handed over to a colleague: what the previous holder told of their needs and level
   * (assessment) is theirs, and goes.
   */
  handedOver(tx: Transaction, registrationId: number): Promise<void>;
  /** Staff confirmed these places: each trainee gets their convention or contract (agreements). */
  confirmed(tx: Transaction, config: SiteConfig, ids: readonly number[], now: Date): Promise<void>;
}

/** Given once when the process starts (instrumentation.ts), or by the tests' setup. */
const effects = providedAtStart<SeatEffects>("seat-effects");
export const provideSeatEffects = effects.provide;
export const seatEffects = effects.required;
