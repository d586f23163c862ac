import "server-only";
import { createHash } from "node:crypto";
import { and, count, eq, inArray, isNull } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import { registrationAgreements, registrations } from "@/db/schema";
import type { MailAttachment } from "@/lib/mail-attachment";
import { listText, ofName } from "@/lib/text";
import { contractGaps, type AgreementKind } from "@/lib/training-law";
import {
  readAgreementContent,
  type AgreementContent,
  type AgreementRefusal,
} from "./agreement-content";
import {
  agreementFile,
  agreementFileName,
  renderAgreement,
  type AcceptanceEvidence,
} from "./agreement-pdf";
import { stampImage } from "./provider-stamp";

/**
 * A registration's convention or contract (docs/decisions/068-conventions-and-contracts.md):
 * issued as a file from the data of the day and kept as such, read and accepted by its trainee
 * on their page, kept with the evidence of that acceptance. One is in force per registration.
 */

const agreementColumns = {
  id: registrationAgreements.id,
  kind: registrationAgreements.kind,
  number: registrationAgreements.number,
  content: registrationAgreements.content,
  issued_at: registrationAgreements.issued_at,
  issued_sha256: registrationAgreements.issued_sha256,
  sent_at: registrationAgreements.sent_at,
  accepted_at: registrationAgreements.accepted_at,
  signer_name: registrationAgreements.signer_name,
};

export interface Agreement {
  id: number;
  kind: AgreementKind;
  number: string;
  content: AgreementContent;
  issued_at: Date;
  /** SHA-256 of the file as issued: what the signer reads and accepts. */
  issued_sha256: string;
  sent_at: Date | null;
  accepted_at: Date | null;
  signer_name: string | null;
}

const inForce = (registrationId: number) =>
  and(
    eq(registrationAgreements.registration_id, registrationId),
    isNull(registrationAgreements.superseded_at),
  );

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

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
 * for a registration whose payer signs nothing here (CPF). Its file is kept as issued. A contract
 * missing a mention the law requires it to state is not issued (contractGaps), nor a convention
 * whose company is not known (conventionGaps): the refusal says in French what to fill in.
 */
export async function issueAgreement(
  tx: Transaction,
  config: SiteConfig,
  registrationId: number,
  now: Date,
): Promise<Agreement | null | AgreementRefusal> {
  const current = await currentAgreement(tx, registrationId);
  if (current) return current;
  // A document that replaces others gets a number of its own: '…-2', '…-3'.
  const [earlier] = await tx
    .select({ value: count() })
    .from(registrationAgreements)
    .where(eq(registrationAgreements.registration_id, registrationId));
  const content = await readAgreementContent(tx, config, registrationId, {
    now,
    version: (earlier?.value ?? 0) + 1,
  });
  if (!content) return null;
  if ("refused" in content) return content;
  const gaps =
    content.kind === "contract"
      ? contractGaps({
          trainer: content.session.trainer,
          trainerCredentials: content.session.trainerCredentials,
          programme: content.formation.programme !== null,
        })
      : [];
  if (gaps.length > 0)
    return {
      refused: `Le contrat ${ofName(content.trainee.name)} ne peut pas être établi : indiquez ${listText(gaps)} (article L6353-4 du Code du travail, le contrat doit les mentionner lui-même).`,
    };
  const pdf = await renderAgreement(content, { issuedAt: now, stamp: await stampOf(tx, content) });
  const [row] = await tx
    .insert(registrationAgreements)
    .values({
      registration_id: registrationId,
      kind: content.kind,
      number: content.number,
      content,
      issued_at: now,
      issued_pdf: pdf,
      issued_sha256: sha256(pdf),
    })
    .returning(agreementColumns);
  return { ...row!, content };
}

/** The image of the stamp a document prints, read from the ones kept. */
const stampOf = (tx: Transaction, content: AgreementContent) =>
  content.provider.stamp ? stampImage(tx, content.provider.stamp) : Promise.resolve(null);

/**
 * The documents no longer describe their registrations (another person, other dates): each
 * stays as a record, accepted or not, and the next one is issued from the new data.
 */
export async function supersedeAgreements(
  tx: Transaction,
  registrationIds: readonly number[],
  now: Date,
): Promise<void> {
  if (registrationIds.length === 0) return;
  await tx
    .update(registrationAgreements)
    .set({ superseded_at: now })
    .where(
      and(
        inArray(registrationAgreements.registration_id, [...registrationIds]),
        isNull(registrationAgreements.superseded_at),
      ),
    );
}

/** A value as text whatever the order of its keys (jsonb keeps its own order). */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object")
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(",")}}`;
  return JSON.stringify(value);
}

/** Whether two documents state the same terms, whatever their number and date. */
const sameTerms = (a: AgreementContent, b: AgreementContent) =>
  canonical({ ...a, number: "", issuedOn: "" }) === canonical({ ...b, number: "", issuedOn: "" });

/**
 * After staff edited a session: its documents not yet accepted whose terms changed (dates,
 * hours, place, price, trainer) are superseded, to be sent again; how many.
 */
export async function supersedeSessionAgreements(
  tx: Transaction,
  config: SiteConfig,
  sessionId: number,
  now: Date,
): Promise<number> {
  const rows = await tx
    .select({
      registrationId: registrationAgreements.registration_id,
      content: registrationAgreements.content,
    })
    .from(registrationAgreements)
    .innerJoin(registrations, eq(registrations.id, registrationAgreements.registration_id))
    .where(
      and(
        eq(registrations.session_id, sessionId),
        isNull(registrationAgreements.superseded_at),
        isNull(registrationAgreements.accepted_at),
      ),
    );
  const stale: number[] = [];
  for (const row of rows) {
    const fresh = await readAgreementContent(tx, config, row.registrationId, { now, version: 1 });
    if (!fresh || "refused" in fresh || !sameTerms(fresh, row.content as AgreementContent))
      stale.push(row.registrationId);
  }
  await supersedeAgreements(tx, stale, now);
  return stale.length;
}

/** The document's file: as accepted, with its evidence page, once it is; else as issued. */
async function fileOf(tx: Transaction, agreementId: number): Promise<Buffer> {
  const [row] = await tx
    .select({
      issued: registrationAgreements.issued_pdf,
      accepted: registrationAgreements.accepted_pdf,
    })
    .from(registrationAgreements)
    .where(eq(registrationAgreements.id, agreementId));
  return row!.accepted ?? row!.issued;
}

/** The document as a mail joins it, marked sent. */
export async function agreementAttachment(
  tx: Transaction,
  agreement: Agreement,
  now: Date,
): Promise<MailAttachment> {
  await tx
    .update(registrationAgreements)
    .set({ sent_at: now })
    .where(eq(registrationAgreements.id, agreement.id));
  return agreementFile(agreement, await fileOf(tx, agreement.id));
}

/** Why an acceptance was not recorded. */
export type AcceptanceRefusal = "changed" | "already-accepted";

/**
 * Records the acceptance of the document in force, if it is still the file the signer read
 * (`shownSha256`, as their page gave it): the document followed by its evidence page is kept.
 * The accepted file is drawn again from the document's content; when today's code no longer
 * draws the issued file byte for byte (a template or a legal text changed since), the document
 * is issued anew for the signer to read, rather than accepted under pages they never saw.
 */
export async function acceptAgreement(
  tx: Transaction,
  config: SiteConfig,
  agreement: Agreement,
  evidence: Omit<AcceptanceEvidence, "sha256"> & { shownSha256: string; now: Date },
): Promise<"done" | AcceptanceRefusal> {
  if (agreement.accepted_at) return "already-accepted";
  if (agreement.issued_sha256 !== evidence.shownSha256) return "changed";
  const { shownSha256: _shown, now, ...recorded } = evidence;
  const drawn = { issuedAt: agreement.issued_at, stamp: await stampOf(tx, agreement.content) };
  if (sha256(await renderAgreement(agreement.content, drawn)) !== agreement.issued_sha256) {
    const [registration] = await tx
      .select({ id: registrationAgreements.registration_id })
      .from(registrationAgreements)
      .where(eq(registrationAgreements.id, agreement.id));
    await supersedeAgreements(tx, [registration!.id], now);
    // A contract that can no longer be issued leaves none to accept until staff complete it.
    await issueAgreement(tx, config, registration!.id, now);
    return "changed";
  }
  const accepted = await renderAgreement(agreement.content, {
    ...drawn,
    evidence: { ...recorded, sha256: agreement.issued_sha256 },
  });
  const updated = await tx
    .update(registrationAgreements)
    .set({
      accepted_at: evidence.acceptedAt,
      signer_name: evidence.signerName,
      signer_position: evidence.signerPosition,
      signer_address: evidence.clientAddress,
      signer_user_agent: evidence.userAgent,
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

/** The document in force as the trainee and staff download it, if the registration has one. */
export async function agreementDownload(
  tx: Transaction,
  registrationId: number,
): Promise<{ filename: string; pdf: Buffer } | null> {
  const agreement = await currentAgreement(tx, registrationId);
  if (!agreement) return null;
  return { filename: agreementFileName(agreement), pdf: await fileOf(tx, agreement.id) };
}
