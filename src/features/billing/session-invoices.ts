import "server-only";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import { formatDateRange } from "@/lib/dates";
import { formatEuros } from "@/lib/money";
import { formalName } from "@/lib/person-name";
import { listText } from "@/lib/text";
import { funderKindOf } from "@/lib/bpf";
import { REST_MENTION, subrogationMention } from "@/lib/invoicing-law";
import { registrationPrice } from "@/features/registrations/public";
import { registrations } from "@/features/registrations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { formations } from "@/features/formations/tables";
import { attendanceCertificates } from "@/features/certificates/tables";
import { agreementPlaces, registrationAgreements } from "@/features/agreements/tables";
import { effectiveFinancing, type Financing } from "./financing";
import { hoursOf, sharePlacePrice, unitPriceOf } from "./shares";
import { invoiceSeller, type InvoiceDraft, type InvoiceLineContent } from "./invoice-content";
import { issueInvoice, type IssuedInvoice } from "./issue";
import { billedFinancing } from "./tables";

/** A place of the session as its invoices bill it. */
interface BilledPlace {
  id: number;
  name: string;
  price: number;
  certifiedMinutes: number;
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
  const rows = await tx
    .select({
      id: registrations.id,
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
    .innerJoin(
      attendanceCertificates,
      and(
        eq(attendanceCertificates.registration_id, registrations.id),
        eq(attendanceCertificates.kind, "realisation"),
        isNull(attendanceCertificates.superseded_at),
      ),
    )
    .leftJoin(agreementPlaces, eq(agreementPlaces.registration_id, registrations.id))
    .leftJoin(registrationAgreements, eq(registrationAgreements.id, agreementPlaces.agreement_id))
    .where(and(eq(registrations.session_id, sessionId), eq(registrations.status, "present")))
    .orderBy(registrations.last_name, registrations.first_name, registrations.id);
  const financing = await effectiveFinancing(
    tx,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    name: formalName(row),
    price: Math.round(Number(row.price) * 100),
    certifiedMinutes: row.certified,
    plannedMinutes: row.planned,
    contract: row.contract,
    financing: financing.get(row.id) ?? [],
  }));
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
 * that attended, each line from the price and, for a funder with an agreed amount, from the hours
 * certified (shares.ts). Lines already billed are left out; a place whose financing is unknown
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
  const unknown = places.filter((place) => place.financing.length === 0);
  if (unknown.length > 0)
    return {
      ok: false,
      error: `Renseignez d'abord le financement de ${listText(unknown.map((place) => place.name))}.`,
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
    const shares = sharePlacePrice(place.price, place, place.financing);
    const funded = place.financing.filter((line) => line.agreedAmount !== null);
    for (const financing of place.financing) {
      const amount = shares.amounts.get(financing.id) ?? 0;
      if (amount === 0 || billed.has(financing.id)) continue;
      const kind = funderKindOf(financing.bpfLine);
      if (kind === "cpf") continue;
      const certified = financing.agreedAmount !== null;
      const quantity = certified ? hoursOf(place.certifiedMinutes) : "1.00";
      const deducted = funded
        .map((line) => `${line.payerName} (${formatEuros(shares.amounts.get(line.id) ?? 0)})`)
        .join(", ");
      const description = certified
        ? `Formation « ${session.title} », ${dates} : ${place.name}, ${hoursOf(place.certifiedMinutes).replace(".", ",")} h réalisées et certifiées sur ${hoursOf(place.plannedMinutes).replace(".", ",")} h prévues${financing.fileNumber ? ` (dossier n° ${financing.fileNumber})` : ""}`
        : `Formation « ${session.title} », ${dates} : ${place.name}${deducted ? `, prix ${formatEuros(place.price)} HT déduction faite de la prise en charge de ${deducted}` : ""}`;
      const key = payerKey(financing);
      const group = groups.get(key) ?? {
        payer: financing,
        lines: [],
        contracts: new Set<string>(),
        funders: new Set<string>(),
        files: new Set<string>(),
      };
      group.lines.push({
        line: {
          description,
          quantity,
          unit: certified ? "HUR" : "C62",
          unitPrice: unitPriceOf(amount, quantity),
          amount,
          vatRate: vatRate > 0 ? vatRate : 0,
          vatExempt: vatRate === 0,
        },
        financingLineId: financing.id,
        registrationId: place.id,
      });
      if (place.contract) group.contracts.add(place.contract);
      if (certified && financing.fileNumber) group.files.add(financing.fileNumber);
      if (!certified && funded.length > 0)
        for (const line of funded) group.funders.add(line.payerName);
      groups.set(key, group);
    }
  }
  if (groups.size === 0)
    return { ok: false, error: "Il ne reste rien à facturer sur cette session." };
  const seller = invoiceSeller(config);
  const issued: IssuedInvoice[] = [];
  for (const { payer, lines, contracts, funders, files } of groups.values()) {
    const kind = funderKindOf(payer.bpfLine);
    const draft: InvoiceDraft = {
      kind: "invoice",
      serviceStart: session.start,
      serviceEnd: session.end,
      seller,
      buyer: {
        name: payer.payerName,
        address: payer.payerAddress ?? "",
        country: "FR",
        siren: payer.payerSiret?.slice(0, 9) ?? null,
        siret: payer.payerSiret,
        vatNumber: payer.payerVatNumber,
        email: payer.billingEmail,
        professional: kind !== "person",
        bpfLine: payer.bpfLine,
        serviceCode: payer.serviceCode,
        commitmentNumber: payer.commitmentNumber,
      },
      contract: contracts.size === 1 ? [...contracts][0]! : null,
      lines: lines.map((entry) => entry.line),
      prepaid: [],
      corrects: null,
      notes:
        payer.agreedAmount !== null && kind === "opco"
          ? [subrogationMention(payer.payerName, files.size === 1 ? [...files][0]! : null)]
          : funders.size > 0
            ? [REST_MENTION]
            : [],
    };
    issued.push(
      await issueInvoice(tx, draft, {
        sessionId,
        billed: lines.map((entry) => ({
          financingLineId: entry.financingLineId,
          registrationId: entry.registrationId,
        })),
        by,
        now,
      }),
    );
  }
  return { ok: true, issued };
}
