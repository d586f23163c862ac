import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import { parisDay } from "@/lib/dates";
import {
  agreementTitles,
  definitiveFrom,
  withdrawalDeadline,
  type AgreementKind,
} from "@/lib/training-law";
import type { z } from "@/lib/zod";
import { pdfText } from "@/server/pdf-document";
import { otherSigner, traineesNamed } from "./content";
import { acceptanceStatements } from "./pdf";
import { acceptAgreement, currentAgreement } from "./documents";
import type { acceptanceSchema } from "@/features/registrations/public";
import { mailAcceptedAgreement } from "./document-mails";

/**
 * A registration's convention or contract as the page of its signer shows it, and its acceptance
 * there: the trainee's page, or the company signatory's when it is someone else (convention-party.ts).
 */

/** The registration's convention or contract, as a signer's page shows it. */
export interface ShownAgreement {
  kind: AgreementKind;
  title: string;
  number: string;
  /** The company the signer accepts a convention for. */
  company: string | null;
  /** The trainees it names: a convention lists its company's at the session. */
  trainees: string[];
  /** Its price excluding tax, in cents: a convention's is the total of its places. */
  priceNoTax: number;
  /** SHA-256 of the file the page links to: what the signer accepts. */
  sha256: string;
  /** The box the signer ticks. */
  statement: string;
  /** Offered while the registration runs and nobody accepted it, on the signer's own page. */
  acceptable: boolean;
  /** The company's signatory who accepts a convention, when it is not the page's reader. */
  signedBy: string | null;
  /**
   * Whether the page's reader may read the file: its signer; a convention someone else signs for
   * the company lists colleagues and commits the company, so a trainee only sees where it stands.
   */
  readable: boolean;
  /**
   * A contract accepted today whose course starts before its withdrawal deadline: the trainee
   * must ask expressly that it begins (Code de la consommation, L221-25).
   */
  earlyStart: boolean;
  accepted: { at: Date; by: string } | null;
  /** For an accepted contract: the last day to withdraw, and the day the registration is final. */
  withdrawal: { until: string; definitiveFrom: string } | null;
}

/**
 * The document in force, with the digest of its file and, once accepted, what follows. It is
 * offered for acceptance while `acceptable` (the place is held or to confirm, before the session
 * starts, on its signer's page).
 */
export async function shownAgreement(
  tx: Transaction,
  registrationId: number,
  session: { start_date: string },
  {
    acceptable,
    reader,
    today,
  }: {
    acceptable: boolean;
    /** The page's reader: the trainee's address, or null on the signatory's own page. */
    reader: string | null;
    today: string;
  },
): Promise<ShownAgreement | null> {
  const agreement = await currentAgreement(tx, registrationId);
  if (!agreement) return null;
  const signer = reader === null ? null : otherSigner(agreement.content, reader);
  const signedBy = signer && `${signer.name}, ${signer.position}`;
  const signedDay = agreement.accepted_at && parisDay(agreement.accepted_at);
  return {
    kind: agreement.kind,
    title: agreementTitles[agreement.kind],
    number: agreement.number,
    company: agreement.content.company,
    trainees: traineesNamed(agreement.content).map((trainee) => trainee.name),
    priceNoTax: agreement.content.price.noTax,
    sha256: agreement.issued_sha256,
    statement: acceptanceStatements[agreement.kind],
    acceptable: acceptable && agreement.accepted_at === null && signedBy === null,
    signedBy,
    readable: signedBy === null,
    earlyStart: agreement.kind === "contract" && session.start_date <= withdrawalDeadline(today),
    accepted:
      agreement.accepted_at && agreement.signer_name
        ? { at: agreement.accepted_at, by: agreement.signer_name }
        : null,
    withdrawal:
      agreement.kind === "contract" && signedDay
        ? { until: withdrawalDeadline(signedDay), definitiveFrom: definitiveFrom(signedDay) }
        : null,
  };
}

/** Why an acceptance was not recorded, in the page's problem codes. */
export type AcceptanceOutcome =
  "done" | "refused" | "digest" | "signer_name" | "signer_position" | "early_start";

/**
 * Records the acceptance of the document the page showed (`shown`), then mails the signed copy
 * to its signer. Who signs a convention commits a company: their position says they may.
 */
export async function acceptShownAgreement(
  tx: Transaction,
  config: SiteConfig,
  registrationId: number,
  shown: ShownAgreement,
  signature: z.output<typeof acceptanceSchema> & { clientAddress: string; userAgent: string },
  now: Date,
): Promise<AcceptanceOutcome> {
  const agreement = (await currentAgreement(tx, registrationId))!;
  if (agreement.kind === "convention" && !signature.signer_position) return "signer_position";
  // The name must survive into the document's letters, or the evidence would name no one.
  if (!/\p{L}/u.test(pdfText(signature.signer_name))) return "signer_name";
  if (shown.earlyStart && !signature.early_start) return "early_start";
  const accepted = await acceptAgreement(tx, config, agreement, {
    signerName: signature.signer_name,
    // Only a convention's signer states a position; a contract's signs for themself.
    signerPosition: agreement.kind === "convention" ? (signature.signer_position ?? null) : null,
    acceptedAt: now,
    clientAddress: signature.clientAddress,
    userAgent: signature.userAgent,
    earlyStart: shown.earlyStart,
    shownSha256: signature.digest,
    now,
  });
  if (accepted === "changed") return "digest";
  if (accepted !== "done") return "refused";
  await mailAcceptedAgreement(tx, config, registrationId, now);
  return "done";
}
