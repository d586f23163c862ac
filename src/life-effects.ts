import "server-only";
// The effects' own module, not the domain's public.ts: it imports no runtime code, so the tests'
// setup that calls this file loads nothing their module mocks (next/headers, the clock) must reach.
import { provideProofEffects } from "@/features/attendance/proof-effects";

/**
 * The composition root of a session's life: a domain low in the chain (sessions → registrations
 * → agreements → attendance → certificates) declares the effects its changes set off above it,
 * and this file fills them with the domains above. Each member imports its domain when first
 * called, so that a test's module mocks (the clock) apply to it as to the rest (decision 081).
 */
export function provideLifeEffects(): void {
  const certificates = () => import("@/features/certificates/public");
  provideProofEffects({
    async proofChanged(tx, config, session, ids, now, correction) {
      await (await certificates()).reissueCertificates(tx, config, session, ids, now, correction);
    },
    async resultsRecorded(tx, config, sessionId, now) {
      await (await certificates()).issueReadyCertificates(tx, config, sessionId, now);
    },
    async attestationIssued(db, registrationId) {
      return (await certificates()).attestationIssued(db, registrationId);
    },
  });
}
