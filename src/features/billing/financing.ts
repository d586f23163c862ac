import "server-only";
import { asc, eq, inArray } from "drizzle-orm";
import type { Database, Transaction } from "@/db/client";
import type { BpfLine } from "@/lib/bpf";
import { registrations } from "@/features/registrations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { billedFinancing, financingLines } from "./tables";

/** One payer of a place, as staff set it (docs/decisions/083-billing.md). */
export interface Financing {
  id: number;
  registrationId: number;
  bpfLine: BpfLine;
  payerName: string;
  payerSiret: string | null;
  payerAddress: string | null;
  payerVatNumber: string | null;
  billingEmail: string | null;
  /** Cents excluding tax; null for the line that pays the rest of the price. */
  agreedAmount: number | null;
  fileNumber: string | null;
  serviceCode: string | null;
  commitmentNumber: string | null;
}

export type FinancingInput = Omit<Financing, "id" | "registrationId">;

const columns = {
  id: financingLines.id,
  registrationId: financingLines.registration_id,
  bpfLine: financingLines.bpf_line,
  payerName: financingLines.payer_name,
  payerSiret: financingLines.payer_siret,
  payerAddress: financingLines.payer_address,
  payerVatNumber: financingLines.payer_vat_number,
  billingEmail: financingLines.billing_email,
  agreedAmount: financingLines.agreed_amount,
  fileNumber: financingLines.file_number,
  serviceCode: financingLines.service_code,
  commitmentNumber: financingLines.commitment_number,
};

/** The places' financing lines as stored, by registration, in the order they were entered. */
export async function financingOf(
  tx: Pick<Database, "select">,
  registrationIds: readonly number[],
): Promise<Map<number, Financing[]>> {
  const byPlace = new Map<number, Financing[]>();
  if (registrationIds.length === 0) return byPlace;
  const rows = await tx
    .select(columns)
    .from(financingLines)
    .where(inArray(financingLines.registration_id, [...registrationIds]))
    .orderBy(asc(financingLines.id));
  for (const row of rows)
    byPlace.set(row.registrationId, [...(byPlace.get(row.registrationId) ?? []), row]);
  return byPlace;
}

/**
 * What the registration says of who pays, as a first financing line: a company whose convention
 * names its SIRET and address pays the whole price. Nothing for the others: an OPCO's agreement,
 * a person's postal address or a public buyer's references are not on the registration.
 */
function proposedFinancing(registration: {
  payer: string;
  company: string | null;
  company_siret: string | null;
  company_address: string | null;
  signatory_email: string | null;
  email: string;
}): FinancingInput[] {
  if (
    registration.payer !== "entreprise" ||
    !registration.company?.trim() ||
    !registration.company_siret ||
    !registration.company_address
  )
    return [];
  return [
    {
      bpfLine: "C-1",
      payerName: registration.company.trim(),
      payerSiret: registration.company_siret,
      payerAddress: registration.company_address,
      payerVatNumber: null,
      billingEmail: registration.signatory_email ?? registration.email,
      agreedAmount: null,
      fileNumber: null,
      serviceCode: null,
      commitmentNumber: null,
    },
  ];
}

/** What a registration says of who pays its place. */
export const payerColumns = {
  id: registrations.id,
  payer: registrations.payer,
  company: registrations.company,
  company_siret: registrations.company_siret,
  company_address: registrations.company_address,
  signatory_email: registrations.signatory_email,
  email: registrations.email,
};

const rowOf = (registrationId: number, line: FinancingInput) => ({
  registration_id: registrationId,
  bpf_line: line.bpfLine,
  payer_name: line.payerName.trim(),
  payer_siret: line.payerSiret,
  payer_address: line.payerAddress,
  payer_vat_number: line.payerVatNumber,
  billing_email: line.billingEmail,
  agreed_amount: line.agreedAmount,
  file_number: line.fileNumber,
  service_code: line.serviceCode,
  commitment_number: line.commitmentNumber,
});

/**
 * The places' financing lines, a place without any taking the one its registration proposes,
 * stored then so that its invoice marks it billed.
 */
export async function effectiveFinancing(
  tx: Transaction,
  registrationIds: readonly number[],
): Promise<Map<number, Financing[]>> {
  const stored = await financingOf(tx, registrationIds);
  const missing = registrationIds.filter((id) => !stored.has(id));
  if (missing.length === 0) return stored;
  const places = await tx
    .select(payerColumns)
    .from(registrations)
    .where(inArray(registrations.id, missing));
  const proposals = places.flatMap((place) =>
    proposedFinancing(place).map((line) => rowOf(place.id, line)),
  );
  if (proposals.length > 0) await tx.insert(financingLines).values(proposals);
  return financingOf(tx, registrationIds);
}

/**
 * Replaces a place's financing lines. Refused once one of them is billed: the invoice stands
 * until a credit note cancels it, which frees its lines.
 */
export async function setFinancing(
  tx: Transaction,
  registrationId: number,
  lines: readonly FinancingInput[],
): Promise<{ ok: true } | { ok: false; error: string }> {
  // The session's row, which « Facturer la session » locks too: lines never change under it.
  const [place] = await tx
    .select({ sessionId: trainingSessions.id })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .where(eq(registrations.id, registrationId))
    .for("update", { of: trainingSessions });
  if (!place) return { ok: false, error: "Cette inscription n'existe plus." };
  const [billed] = await tx
    .select({ id: billedFinancing.financing_line_id })
    .from(billedFinancing)
    .where(eq(billedFinancing.registration_id, registrationId))
    .limit(1);
  if (billed)
    return {
      ok: false,
      error: "Ce financement est déjà facturé : annulez d'abord la facture par un avoir.",
    };
  await tx.delete(financingLines).where(eq(financingLines.registration_id, registrationId));
  if (lines.length > 0)
    await tx.insert(financingLines).values(lines.map((line) => rowOf(registrationId, line)));
  return { ok: true };
}
