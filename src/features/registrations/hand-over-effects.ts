import "server-only";
import type { Transaction } from "@/db/client";
import { providedAtStart } from "@/server/provided-at-start";

/**
 * What handing a seat over to a colleague sets off above registrations: what the previous holder
 * told of their needs and level (assessment) is theirs, and goes. Registrations calls this
 * interface; `src/life-effects.ts` fills it at start-up, so registrations never imports the
 * domain that keeps the answers (decision 081).
 */
interface HandOverEffects {
  handedOver(tx: Transaction, registrationId: number): Promise<void>;
}

/** Given once when the process starts (instrumentation.ts), or by the tests' setup. */
const effects = providedAtStart<HandOverEffects>("hand-over-effects");
export const provideHandOverEffects = effects.provide;
export const handOverEffects = effects.required;
