import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Database, Transaction } from "@/db/client";
import { providedAtStart } from "@/server/provided-at-start";
import type { AttendanceSession } from "./marks";

/**
 * What a change of a session's attendance proof sets off above attendance: the certificates,
 * which state the hours proven. Attendance calls this interface; `src/life-effects.ts` fills it
 * at start-up, so attendance never imports the domain that reads it (decision 081).
 */
interface ProofEffects {
  /** Certificates already sent state the hours: a corrected proof issues them anew. */
  proofChanged(
    tx: Transaction,
    config: SiteConfig,
    session: AttendanceSession,
    registrationIds: readonly number[],
    now: Date,
    correction: string,
  ): Promise<void>;
  /** Results were recorded: the session's certificates go out once each is complete. */
  resultsRecorded(tx: Transaction, config: SiteConfig, sessionId: number, now: Date): Promise<void>;
  /** Whether a trainee's attestation went out: their results are then final. */
  attestationIssued(db: Database | Transaction, registrationId: number): Promise<boolean>;
}

/** Given once when the process starts (instrumentation.ts), or by the tests' setup. */
const effects = providedAtStart<ProofEffects>("proof-effects");
export const provideProofEffects = effects.provide;
export const proofEffects = effects.required;
