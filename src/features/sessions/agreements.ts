import "server-only";
import { createHash } from "node:crypto";
import { and, eq, isNull } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import { registrationAgreements } from "@/db/schema";
import type { MailAttachment } from "@/lib/mail-attachment";
import type { AgreementKind } from "@/lib/training-law";
import { readAgreementContent, type AgreementContent } from "./agreement-content";
import {
  agreementFile,
  agreementFileName,
  renderAgreement,
  type AcceptanceEvidence,
} from "./agreement-pdf";

/**
 * A registration's convention or contract (docs/decisions/068-conventions-and-contracts.md):
 * issued from the data of the day, read and accepted by its trainee on their page, kept with the
 * evidence of that acceptance. One is in force per registration at a time.
 */

const agreementColumns = {
  id: registrationAgreements.id,
  kind: registrationAgreements.kind,
  content: registrationAgreements.content,
  issued_at: registrationAgreements.issued_at,
  sent_at: registrationAgreements.sent_at,
  accepted_at: registrationAgreements.accepted_at,
  signer_name: registrationAgreements.signer_name,
};

export interface Agreement {
  id: number;
  kind: AgreementKind;
  content: AgreementContent;
  issued_at: Date;
  sent_at: Date | null;
  accepted_at: Date | null;
  signer_name: string | null;
}

const inForce = (registrationId: number) =>
  and(
    eq(registrationAgreements.registration_id, registrationId),
    isNull(registrationAgreements.superseded_at),
  );

/** The document in force for a registration, if it has one. */
export async function currentAgreement(
  tx: Transaction,
  registrationId: number,
): Promise<Agreement | null> {
  const [row] = await tx
    .select(agreementColumns)
    .from(registrationAgreements)
    .where(inForce(registrationId));
  return row ? { ...row, content: row.content as AgreementContent } : null;
}

/**
 * The document in force, issued now from the registration's data when there is none yet; null
 * for a registration whose payer signs nothing here (CPF).
 */
export async function issueAgreement(
  tx: Transaction,
  config: SiteConfig,
  registrationId: number,
  now: Date,
): Promise<Agreement | null> {
  const current = await currentAgreement(tx, registrationId);
  if (current) return current;
  const content = await readAgreementContent(tx, config, registrationId, now);
  if (!content) return null;
  const [row] = await tx
    .insert(registrationAgreements)
    .values({ registration_id: registrationId, kind: content.kind, content, issued_at: now })
    .returning(agreementColumns);
  return { ...row!, content };
}

/**
 * The document no longer describes the registration (another person, another session): it
 * stays as a record, accepted or not, and the next one is issued from the new data.
 */
export async function supersedeAgreement(
  tx: Transaction,
  registrationId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(registrationAgreements)
    .set({ superseded_at: now })
    .where(inForce(registrationId));
}

/** The PDF as the trainee reads it before accepting: the same bytes each time. */
export function agreementPdf(agreement: Pick<Agreement, "content" | "issued_at">): Promise<Buffer> {
  return renderAgreement(agreement.content, agreement.issued_at);
}

export const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The document as a mail carries it, marked sent. */
export async function agreementAttachment(
  tx: Transaction,
  agreement: Agreement,
  now: Date,
): Promise<MailAttachment> {
  await tx
    .update(registrationAgreements)
    .set({ sent_at: now })
    .where(eq(registrationAgreements.id, agreement.id));
  return agreementFile(agreement.content, await agreementPdf(agreement));
}

/** Why an acceptance was not recorded. */
export type AcceptanceRefusal = "changed" | "already-accepted";

/**
 * Records the acceptance of the document in force, if it is still the file the signer read
 * (`shownSha256`, as their page gave it): the file with its evidence page is kept as accepted.
 */
export async function acceptAgreement(
  tx: Transaction,
  agreement: Agreement,
  evidence: Omit<AcceptanceEvidence, "sha256"> & { shownSha256: string },
): Promise<"done" | AcceptanceRefusal> {
  if (agreement.accepted_at) return "already-accepted";
  const digest = sha256(await agreementPdf(agreement));
  if (digest !== evidence.shownSha256) return "changed";
  const { shownSha256: _shown, ...recorded } = evidence;
  const accepted = await renderAgreement(agreement.content, agreement.issued_at, {
    ...recorded,
    sha256: digest,
  });
  const updated = await tx
    .update(registrationAgreements)
    .set({
      accepted_at: evidence.acceptedAt,
      signer_name: evidence.signerName,
      signer_position: evidence.signerPosition,
      signer_address: evidence.clientAddress,
      signer_user_agent: evidence.userAgent,
      document_sha256: digest,
      accepted_pdf: accepted,
    })
    .where(
      and(
        eq(registrationAgreements.id, agreement.id),
        isNull(registrationAgreements.accepted_at),
        isNull(registrationAgreements.superseded_at),
      ),
    )
    .returning({ id: registrationAgreements.id });
  return updated.length === 1 ? "done" : "already-accepted";
}

/**
 * The document in force as the trainee and staff download it: once accepted, the file kept with
 * its evidence page; before, the file to read.
 */
export async function agreementDownload(
  tx: Transaction,
  registrationId: number,
): Promise<{ filename: string; pdf: Buffer } | null> {
  const agreement = await currentAgreement(tx, registrationId);
  if (!agreement) return null;
  const [row] = await tx
    .select({ pdf: registrationAgreements.accepted_pdf })
    .from(registrationAgreements)
    .where(eq(registrationAgreements.id, agreement.id));
  return {
    filename: agreementFileName(agreement.content),
    pdf: row?.pdf ?? (await agreementPdf(agreement)),
  };
}
