import "server-only";
// The effects' own module, not the domain's public.ts: it imports no runtime code, so the tests'
// setup that calls this file loads nothing their module mocks (next/headers, the clock) must reach.
import { provideProofEffects } from "@/features/attendance/proof-effects";
import { provideSeatEffects } from "@/features/registrations/seat-effects";
import { provideHandledEffects } from "@/features/surveys/handled-effects";

/**
 * The composition root of the effects that go up: a domain low in the chain (sessions →
 * registrations → agreements → attendance → certificates; registrations below assessment;
 * surveys below quality) declares the effects its changes set off above it, and this file fills
 * them with the domains above. Each
 * member imports its domain when first called, so that a test's module mocks (the clock) apply
 * to it as to the rest (decisions 081, 082).
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
  provideSeatEffects({
    async handedOver(tx, registrationId) {
      await (await import("@/features/assessment/public")).forgetAnswers(tx, registrationId);
    },
    async confirmed(tx, config, ids, now) {
      await (await import("@/features/agreements/public")).mailConfirmed(tx, config, ids, now);
    },
  });
  provideHandledEffects({
    async answerHandled(tx, handled, author) {
      await (
        await import("@/features/quality/public")
      ).recordSurveyImprovement(tx, handled, author);
    },
  });
}
