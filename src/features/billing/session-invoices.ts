import "server-only";
import { and, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import type { Database, Transaction } from "@/db/client";
import { formatDateRange } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { formalName } from "@/lib/person-name";
import { listText } from "@/lib/text";
import { funderKindOf } from "@/lib/bpf";
import { invoiceTotals, REST_MENTION, subrogationMention } from "@/lib/invoicing-law";
import { registrationPrice } from "@/features/registrations/public";
import { registrations } from "@/features/registrations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { formations } from "@/features/formations/tables";
import { attendanceCertificates } from "@/features/certificates/tables";
import { agreementPlaces, registrationAgreements } from "@/features/agreements/tables";
import { effectiveFinancing, type Financing } from "./financing";
import { hoursOf, sharePlacePrice, unitPriceOf } from "./shares";
import {
  invoiceBuyer,
  invoiceSeller,
  type InvoiceDraft,
  type InvoiceLineContent,
} from "./invoice-content";
import { issueInvoice, type IssuedInvoice } from "./issue";
import { billedFinancing, registrationAdvances } from "./tables";
import { pendingAdvances } from "./advances";

/** A place of the session as its invoices bill it. */
interface BilledPlace {
  id: number;
  name: string;
  price: number;
  /** Null while the place has no certificat de réalisation in force. */
  certifiedMinutes: number | null;
  plannedMinutes: number;
  contract: string | null;
  financing: Financing[];
}

async function sessionOf(tx: Transaction, sessionId: number) {
  const [session] = await tx
    .select({
      title: formations.title,
      start: trainingSessions.start_date,
      end: trainingSessions.end_date,
      certificatesIssuedAt: trainingSessions.certificates_issued_at,
    })
    .from(trainingSessions)
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .where(eq(trainingSessions.id, sessionId))
    .for("update", { of: trainingSessions });
  return session;
}

/** The places that attended, with their price, their certified minutes and who pays them. */
async function attendedPlaces(tx: Transaction, sessionId: number): Promise<BilledPlace[]> {
  return placesPresent(tx, eq(registrations.session_id, sessionId), (ids) =>
    effectiveFinancing(tx, ids),
  );
}

/**
 * The places present among those `where` selects, by last name, with their price, certified
 * hours and financing as `financing` reads it: what an invoice bills (its lines stored first),
 * and what the BPF counts of the CPF (its lines as stored).
 */
export async function placesPresent(
  tx: Pick<Database, "select">,
  where: SQL | undefined,
  financing: (registrationIds: number[]) => Promise<Map<number, Financing[]>>,
): Promise<(BilledPlace & { sessionId: number })[]> {
  const rows = await tx
    .select({
      id: registrations.id,
      session_id: registrations.session_id,
      trainee_name: registrations.trainee_name,
      last_name: registrations.last_name,
      first_name: registrations.first_name,
      price: registrationPrice,
      certified: attendanceCertificates.attended_minutes,
      planned: attendanceCertificates.planned_minutes,
      contract: registrationAgreements.number,
    })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .leftJoin(
      attendanceCertificates,
      and(
        eq(attendanceCertificates.registration_id, registrations.id),
        eq(attendanceCertificates.kind, "realisation"),
        isNull(attendanceCertificates.superseded_at),
      ),
    )
    .leftJoin(agreementPlaces, eq(agreementPlaces.registration_id, registrations.id))
    .leftJoin(registrationAgreements, eq(registrationAgreements.id, agreementPlaces.agreement_id))
    .where(and(where, eq(registrations.status, "present")))
    .orderBy(registrations.last_name, registrations.first_name, registrations.id);
  const lines = await financing(rows.map((row) => row.id));
  return rows.map((row) => ({
    id: row.id,
    sessionId: row.session_id,
    name: formalName(row),
    price: Math.round(Number(row.price) * 100),
    certifiedMinutes: row.certified,
    plannedMinutes: row.planned ?? 0,
    contract: row.contract,
    financing: lines.get(row.id) ?? [],
  }));
}

const hoursText = (minutes: number) => hoursOf(minutes).replace(".", ",");

/**
 * A place's line on its payer's invoice. A funder's is its hours certified, at what it pays for
 * them; a company's or a person's, those hours too, or, beside a funder, what they leave of the
 * hours' value, saying so.
 */
function placeLine(
  session: { title: string; dates: string; vatRate: number },
  place: BilledPlace,
  financing: Financing,
  amount: number,
  { value, deductions }: { value: number; deductions: { payer: string; amount: number }[] },
): InvoiceLineContent {
  const certified = place.certifiedMinutes ?? 0;
  const hours = `${hoursText(certified)} h réalisées et certifiées sur ${hoursText(place.plannedMinutes)} h prévues`;
  const file =
    financing.agreedAmount !== null && financing.fileNumber
      ? ` (dossier n° ${financing.fileNumber})`
      : "";
  const deducted =
    deductions.length > 0
      ? `, soit ${formatEuros(value)} HT, déduction faite de la prise en charge de ${deductions.map((line) => `${line.payer} (${formatEuros(line.amount)})`).join(", ")}`
      : "";
  const quantity = deducted ? "1.00" : hoursOf(certified);
  return {
    description: `Formation « ${session.title} », ${session.dates} : ${place.name}, ${hours}${file}${deducted}`,
    quantity,
    unit: deducted ? "C62" : "HUR",
    unitPrice: unitPriceOf(amount, quantity),
    amount,
    vatRate: session.vatRate,
    vatExempt: session.vatRate === 0,
  };
}

/** Who an invoice goes to: the same payer, by its line of the BPF, name, SIRET and address. */
const payerKey = (line: Financing) =>
  [
    line.bpfLine,
    line.payerName.trim().toLowerCase(),
    line.payerSiret ?? "",
    line.billingEmail?.toLowerCase() ?? "",
  ].join("|");

export type SessionInvoicing = { ok: true; issued: IssuedInvoice[] } | { ok: false; error: string };

/**
 * « Facturer la session »: once its certificates are out, one invoice per payer of the places
 * that attended, each line from the hours certified at the place's price, a funder's up to what
 * it agreed (shares.ts). Lines already billed are left out; a place whose financing is unknown
 * stops it, named, before anything is issued.
 */
export async function invoiceSession(
  tx: Transaction,
  config: SiteConfig,
  { sessionId, by, now }: { sessionId: number; by: string; now: Date },
): Promise<SessionInvoicing> {
  const session = await sessionOf(tx, sessionId);
  if (!session) return { ok: false, error: "Cette session n'existe plus." };
  if (!session.certificatesIssuedAt)
    return {
      ok: false,
      error:
        "Émettez d'abord les certificats de réalisation : la facture suit les heures certifiées.",
    };
  const places = await attendedPlaces(tx, sessionId);
  const uncertified = places.filter((place) => place.certifiedMinutes === null);
  if (uncertified.length > 0)
    return {
      ok: false,
      error: `Le certificat de réalisation de ${listText(uncertified.map((place) => place.name))} n'est pas émis : complétez d'abord son émargement.`,
    };
  // An invoice names its buyer's address (CGI annexe II, art. 242 nonies A, I-1°); the CPF,
  // paid through Mon Compte Formation, is invoiced nothing.
  const unknown = places.filter(
    (place) =>
      place.financing.length === 0 ||
      place.financing.some(
        (line) => funderKindOf(line.bpfLine) !== "cpf" && !line.payerAddress?.trim(),
      ),
  );
  if (unknown.length > 0)
    return {
      ok: false,
      error: `Renseignez d'abord le financement de ${listText(unknown.map((place) => place.name))}, avec l'adresse de chaque payeur.`,
    };
  const billed = new Set(
    (
      await tx
        .select({ id: billedFinancing.financing_line_id })
        .from(billedFinancing)
        .where(inArray(billedFinancing.registration_id, places.map((place) => place.id).concat(0)))
    ).map((row) => row.id),
  );
  const dates = formatDateRange(session.start, session.end, { lowercase: true });
  const vatRate = config.agreements.vatRate;
  const groups = new Map<
    string,
    {
      payer: Financing;
      lines: { line: InvoiceLineContent; financingLineId: number; registrationId: number }[];
      contracts: Set<string>;
      funders: Set<string>;
      files: Set<string>;
    }
  >();
  for (const place of places) {
    const shares = sharePlacePrice(
      place.price,
      { ...place, certifiedMinutes: place.certifiedMinutes ?? 0 },
      place.financing,
    );
    const funded = place.financing.filter((line) => line.agreedAmount !== null);
    for (const financing of place.financing) {
      const amount = shares.amounts.get(financing.id) ?? 0;
      if (amount === 0 || billed.has(financing.id) || funderKindOf(financing.bpfLine) === "cpf")
        continue;
      const key = payerKey(financing);
      const group = groups.get(key) ?? {
        payer: financing,
        lines: [],
        contracts: new Set<string>(),
        funders: new Set<string>(),
        files: new Set<string>(),
      };
      const deductions = financing.agreedAmount === null ? funded : [];
      group.lines.push({
        line: placeLine({ title: session.title, dates, vatRate }, place, financing, amount, {
          value: shares.certifiedValue,
          deductions: deductions.map((line) => ({
            payer: line.payerName,
            amount: shares.amounts.get(line.id) ?? 0,
          })),
        }),
        financingLineId: financing.id,
        registrationId: place.id,
      });
      if (place.contract) group.contracts.add(place.contract);
      if (financing.agreedAmount !== null && financing.fileNumber)
        group.files.add(financing.fileNumber);
      for (const line of deductions) group.funders.add(line.payerName);
      groups.set(key, group);
    }
  }
  if (groups.size === 0)
    return { ok: false, error: "Il ne reste rien à facturer sur cette session." };
  const seller = invoiceSeller(config);
  const issued: IssuedInvoice[] = [];
  for (const { payer, lines, contracts, funders, files } of groups.values()) {
    const kind = funderKindOf(payer.bpfLine);
    // A person's advances (L6353-6) are deducted from what their invoice leaves to pay.
    const advances =
      kind === "person"
        ? await pendingAdvances(
            tx,
            lines.map((entry) => entry.registrationId),
          )
        : [];
    const draft: InvoiceDraft = {
      kind: "invoice",
      serviceStart: session.start,
      serviceEnd: session.end,
      seller,
      buyer: invoiceBuyer(payer),
      contract: contracts.size === 1 ? [...contracts][0]! : null,
      lines: lines.map((entry) => entry.line),
      prepaid: advances.map((advance) => ({ number: advance.number, amount: advance.amount })),
      corrects: null,
      notes:
        payer.agreedAmount !== null && kind === "opco"
          ? [subrogationMention(payer.payerName, files.size === 1 ? [...files][0]! : null)]
          : funders.size > 0
            ? [REST_MENTION]
            : [],
    };
    if (
      advances.reduce((sum, advance) => sum + advance.amount, 0) > invoiceTotals(draft.lines).total
    )
      return {
        ok: false,
        error: `Les acomptes de ${payer.payerName} dépassent ce que la formation réalisée lui coûte : annulez-en un par un avoir, puis remboursez la différence.`,
      };
    const invoice = await issueInvoice(tx, draft, {
      sessionId,
      billed: lines.map((entry) => ({
        financingLineId: entry.financingLineId,
        registrationId: entry.registrationId,
      })),
      by,
      now,
    });
    if (advances.length > 0)
      await tx
        .update(registrationAdvances)
        .set({ deducted_by: invoice.id })
        .where(
          inArray(
            registrationAdvances.invoice_id,
            advances.map((advance) => advance.invoiceId),
          ),
        );
    issued.push(invoice);
  }
  return { ok: true, issued };
}
