import "server-only";
import { createHash } from "node:crypto";
import { and, count, eq, inArray, isNotNull, isNull, notInArray, sql } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import { outerColumn } from "@/db/outer-column";
import type { MailAttachment } from "@/lib/mail-attachment";
import { listText, ofName } from "@/lib/text";
import { contractGaps, type AgreementKind } from "@/lib/training-law";
import {
  readAgreementContent,
  traineesNamed,
  type AgreementContent,
  type AgreementRefusal,
} from "./content";
import { agreementFile, agreementFileName, renderAgreement, type AcceptanceEvidence } from "./pdf";
import { stampImage } from "./provider-stamp";
import { seatHoldingStatuses } from "@/features/registrations/public";
import { registrations } from "@/features/registrations/tables";
import { agreementPlaces, registrationAgreements } from "./tables";

/**
 * Conventions and contracts (docs/decisions/068-conventions-and-contracts.md, 080): issued as a
 * file from the data of the day and kept as such, read and accepted by their signer, kept with
 * the evidence of that acceptance. A contract is its trainee's; a convention binds a company for
 * those of its trainees at a session it lists. Each place points to the document in force for it.
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

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** The document in force for a place, if it has one. */
export async function currentAgreement(
  tx: Transaction,
  registrationId: number,
): Promise<Agreement | null> {
  const [row] = await tx
    .select(agreementColumns)
    .from(agreementPlaces)
    .innerJoin(registrationAgreements, eq(registrationAgreements.id, agreementPlaces.agreement_id))
    .where(eq(agreementPlaces.registration_id, registrationId));
  return row ? { ...row, content: row.content as AgreementContent } : null;
}

/**
 * The document in force, issued now from the place's data when there is none yet or when the one
 * not yet accepted no longer states the terms of the day (a colleague joined or left the
 * company's convention, a name changed hands); null for a place whose payer signs nothing here
 * (CPF). Its file is kept as issued. A contract missing a mention the law requires it to state is
 * not issued (contractGaps), nor a convention whose company is not known (conventionGaps): the
 * refusal says in French what to fill in.
 */
export async function issueAgreement(
  tx: Transaction,
  config: SiteConfig,
  registrationId: number,
  now: Date,
): Promise<Agreement | null | AgreementRefusal> {
  const current = await currentAgreement(tx, registrationId);
  if (current?.accepted_at) return current;
  // A document that replaces others gets a number of its own: '…-2', '…-3'.
  const [earlier] = await tx
    .select({ value: count() })
    .from(registrationAgreements)
    .where(eq(registrationAgreements.registration_id, registrationId));
  const read = await readAgreementContent(tx, config, registrationId, {
    now,
    version: (earlier?.value ?? 0) + 1,
  });
  // What the company lacks refuses the sending and leaves the document in force as it is.
  if (read && "refused" in read) return read;
  if (current && read && sameTrainees(read.content, current.content)) return current;
  if (current) await supersede(tx, [current.id], now);
  if (!read) return null;
  const { content, covers } = read;
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
      refused: `Le contrat ${ofName(content.trainee!.name)} ne peut pas être établi : indiquez ${listText(gaps)} (article L6353-4 du Code du travail, le contrat doit les mentionner lui-même).`,
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
  // The colleagues' convention not yet accepted, which this one replaces with them in it.
  const replaced = await tx
    .selectDistinct({ id: agreementPlaces.agreement_id })
    .from(agreementPlaces)
    .where(inArray(agreementPlaces.registration_id, covers));
  await supersede(
    tx,
    replaced.map((document) => document.id),
    now,
  );
  if (covers.length > 0)
    await tx
      .insert(agreementPlaces)
      .values(covers.map((id) => ({ registration_id: id, agreement_id: row!.id })))
      .onConflictDoUpdate({
        target: agreementPlaces.registration_id,
        set: { agreement_id: row!.id },
      });
  return { ...row!, content };
}

/**
 * The place a document's terms are read again from: one that still holds a seat and names the
 * company's signatory first (a hand-over clears the signatory of a place who held it).
 */
const anchorOrder = [
  notInArray(registrations.status, [...seatHoldingStatuses]),
  isNull(registrations.signatory_email),
  registrations.id,
];

/** The image of the stamp a document prints, read from the ones kept. */
const stampOf = (tx: Transaction, content: AgreementContent) =>
  content.provider.stamp ? stampImage(tx, content.provider.stamp) : Promise.resolve(null);

/**
 * The documents no longer describe the places they cover: each stays as a record, accepted or
 * not, and the next one is issued from the new data for the places that follow.
 */
async function supersede(tx: Transaction, agreementIds: readonly number[], now: Date) {
  if (agreementIds.length === 0) return;
  await tx
    .update(registrationAgreements)
    .set({ superseded_at: now })
    .where(inArray(registrationAgreements.id, [...agreementIds]));
  await tx.delete(agreementPlaces).where(inArray(agreementPlaces.agreement_id, [...agreementIds]));
}

/**
 * The places left their documents (another session, another person for a contract). A
 * convention its company accepted stays in force for the colleagues it still covers, as signed;
 * any other document is superseded, and staff send the next one.
 */
export async function releaseAgreements(
  tx: Transaction,
  registrationIds: readonly number[],
  now: Date,
  { only }: { only?: AgreementKind } = {},
): Promise<void> {
  if (registrationIds.length === 0) return;
  const leaving = [...registrationIds];
  const documents = await tx
    .select({
      id: registrationAgreements.id,
      accepted: isNotNull(registrationAgreements.accepted_at).mapWith(Boolean),
      kind: registrationAgreements.kind,
      // The places it covers beyond those leaving.
      staying:
        sql<number>`(SELECT count(*) FROM ${agreementPlaces} AS "other" WHERE "other"."agreement_id" = ${outerColumn(registrationAgreements.id)} AND "other"."registration_id" NOT IN (${sql.join(leaving, sql`, `)}))`.mapWith(
          Number,
        ),
    })
    .from(registrationAgreements)
    .where(
      inArray(
        registrationAgreements.id,
        tx
          .select({ id: agreementPlaces.agreement_id })
          .from(agreementPlaces)
          .where(inArray(agreementPlaces.registration_id, leaving)),
      ),
    );
  const concerned = documents.filter((document) => !only || document.kind === only);
  await supersede(
    tx,
    concerned
      .filter((document) => !document.accepted || document.staying === 0)
      .map((document) => document.id),
    now,
  );
  await tx.delete(agreementPlaces).where(
    and(
      inArray(agreementPlaces.registration_id, leaving),
      inArray(
        agreementPlaces.agreement_id,
        concerned.map((document) => document.id),
      ),
    ),
  );
  // A convention staying in force belongs to the places it still covers: issued from one that
  // left for another session, it is anchored to one that stays, and purged with their session.
  const kept = concerned.filter((document) => document.accepted && document.staying > 0);
  for (const document of kept)
    await tx
      .update(registrationAgreements)
      .set({
        registration_id: sql`(SELECT min(${agreementPlaces.registration_id}) FROM ${agreementPlaces} WHERE ${agreementPlaces.agreement_id} = ${document.id})`,
      })
      .where(
        and(
          eq(registrationAgreements.id, document.id),
          inArray(registrationAgreements.registration_id, leaving),
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

/**
 * Whether two documents name the same trainees: a convention not yet accepted follows its
 * company's places (a colleague joins, leaves or takes a place over); its other terms change
 * only through staff's edits, which supersede it themselves (supersedeSessionAgreements).
 */
const sameTrainees = (a: AgreementContent, b: AgreementContent) =>
  canonical(traineesNamed(a).map(({ name, email }) => [name, email])) ===
  canonical(traineesNamed(b).map(({ name, email }) => [name, email]));

/** Whether two documents state the same terms, whatever their number and date. */
const sameTerms = (a: AgreementContent, b: AgreementContent) =>
  canonical({ ...a, number: "", issuedOn: "" }) === canonical({ ...b, number: "", issuedOn: "" });

/**
 * After staff edited a session: its documents not yet accepted whose terms changed (dates,
 * hours, place, price, trainer, company) are superseded, to be sent again; how many.
 */
export async function supersedeSessionAgreements(
  tx: Transaction,
  config: SiteConfig,
  sessionId: number,
  now: Date,
): Promise<number> {
  const rows = await tx
    .selectDistinctOn([registrationAgreements.id], {
      id: registrationAgreements.id,
      registrationId: registrations.id,
      content: registrationAgreements.content,
    })
    .from(registrations)
    .innerJoin(agreementPlaces, eq(agreementPlaces.registration_id, registrations.id))
    .innerJoin(registrationAgreements, eq(registrationAgreements.id, agreementPlaces.agreement_id))
    .where(and(eq(registrations.session_id, sessionId), isNull(registrationAgreements.accepted_at)))
    .orderBy(registrationAgreements.id, ...anchorOrder);
  const stale: number[] = [];
  for (const row of rows) {
    const fresh = await readAgreementContent(tx, config, row.registrationId, { now, version: 1 });
    if (!fresh || "refused" in fresh || !sameTerms(fresh.content, row.content as AgreementContent))
      stale.push(row.id);
  }
  await supersede(tx, stale, now);
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
  // The places it covers, which the document issued anew covers in turn.
  const [covered] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .innerJoin(agreementPlaces, eq(agreementPlaces.registration_id, registrations.id))
    .where(eq(agreementPlaces.agreement_id, agreement.id))
    .orderBy(...anchorOrder)
    .limit(1);
  // Issued anew when the place's terms changed since (a colleague left the company's convention)
  // or when today's code no longer draws its file byte for byte.
  if (!covered) return "changed";
  const reissued = await issueAgreement(tx, config, covered.id, now);
  if (!reissued || !("id" in reissued) || reissued.id !== agreement.id) return "changed";
  if (sha256(await renderAgreement(agreement.content, drawn)) !== agreement.issued_sha256) {
    await supersede(tx, [agreement.id], now);
    // A contract that can no longer be issued leaves none to accept until staff complete it.
    await issueAgreement(tx, config, covered.id, now);
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
  return agreement && agreementFileOf(tx, agreement);
}

/** A document already read, as it is downloaded. */
export async function agreementFileOf(
  tx: Transaction,
  agreement: Agreement,
): Promise<{ filename: string; pdf: Buffer }> {
  return { filename: agreementFileName(agreement), pdf: await fileOf(tx, agreement.id) };
}
