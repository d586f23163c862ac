import "server-only";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import { formatDateRange, formatLongDate, parisDay } from "@/lib/dates";
import { funderKindOf } from "@/lib/bpf";
import { formatEuros } from "@/lib/money";
import { formalName } from "@/lib/person-name";
import {
  ADVANCE_MAX_PERCENT,
  advanceOf,
  definitiveFrom,
  withdrawalDeadline,
} from "@/lib/training-law";
import { registrationPrice } from "@/features/registrations/public";
import { registrations } from "@/features/registrations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { formations } from "@/features/formations/tables";
import { agreementPlaces, registrationAgreements } from "@/features/agreements/tables";
import { financingOf, type Financing } from "./financing";
import { invoiceSeller } from "./invoice-content";
import { issueInvoice, type IssuedInvoice } from "./issue";
import { creditedOf } from "./invoice-state";
import { unitPriceOf } from "./shares";
import { invoices, registrationAdvances } from "./tables";

type Refusal = { ok: false; error: string };

/** The advances of these places not cancelled nor yet deducted: what a final invoice deducts. */
export async function pendingAdvances(tx: Transaction, registrationIds: readonly number[]) {
  if (registrationIds.length === 0) return [];
  return tx
    .select({
      invoiceId: registrationAdvances.invoice_id,
      registrationId: registrationAdvances.registration_id,
      number: invoices.number,
      amount: invoices.total,
      amountNoTax: invoices.total_no_tax,
    })
    .from(registrationAdvances)
    .innerJoin(invoices, eq(invoices.id, registrationAdvances.invoice_id))
    .where(
      and(
        inArray(registrationAdvances.registration_id, [...registrationIds]),
        isNull(registrationAdvances.deducted_by),
        sql`NOT ${creditedOf(registrationAdvances.invoice_id)}`,
      ),
    )
    .orderBy(invoices.id);
}

/** The place paid by the person themself: its row, its session, its accepted contract. */
async function personPlace(tx: Transaction, registrationId: number) {
  const [place] = await tx
    .select({
      id: registrations.id,
      sessionId: trainingSessions.id,
      trainee_name: registrations.trainee_name,
      last_name: registrations.last_name,
      first_name: registrations.first_name,
      price: registrationPrice,
      title: formations.title,
      start: trainingSessions.start_date,
      end: trainingSessions.end_date,
      contract: registrationAgreements.number,
      acceptedAt: registrationAgreements.accepted_at,
      kind: registrationAgreements.kind,
    })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
    .leftJoin(agreementPlaces, eq(agreementPlaces.registration_id, registrations.id))
    .leftJoin(registrationAgreements, eq(registrationAgreements.id, agreementPlaces.agreement_id))
    .where(eq(registrations.id, registrationId))
    .for("update", { of: trainingSessions });
  return place;
}

/**
 * « Demander un acompte »: what a person paying for themself may be asked before the course is
 * over (Code du travail, L6353-6): nothing before their withdrawal period has passed, then at
 * most 30 % of the price, all advances together. The final invoice deducts it.
 */
export async function issueAdvance(
  tx: Transaction,
  config: SiteConfig,
  {
    registrationId,
    amount,
    by,
    now,
  }: { registrationId: number; amount: number; by: string; now: Date },
): Promise<{ ok: true; issued: IssuedInvoice } | Refusal> {
  const place = await personPlace(tx, registrationId);
  if (!place) return { ok: false, error: "Cette inscription n'existe plus." };
  const payer = (await financingOf(tx, [registrationId]))
    .get(registrationId)
    ?.find(
      (line: Financing) => funderKindOf(line.bpfLine) === "person" && line.agreedAmount === null,
    );
  if (!payer?.payerAddress)
    return {
      ok: false,
      error:
        "Renseignez d'abord le financement : la personne qui paie elle-même, avec son adresse.",
    };
  if (place.kind !== "contract" || !place.acceptedAt)
    return {
      ok: false,
      error: "Le contrat de formation n'est pas accepté : aucun acompte ne peut être demandé.",
    };
  const signedDay = parisDay(place.acceptedAt);
  if (parisDay(now) < definitiveFrom(signedDay))
    return {
      ok: false,
      error: `Aucune somme ne peut être exigée avant la fin du délai de rétractation, le ${formatLongDate(withdrawalDeadline(signedDay))} (article L6353-6 du Code du travail).`,
    };
  const price = Math.round(Number(place.price) * 100);
  const cap = advanceOf(price);
  const asked = (await pendingAdvances(tx, [registrationId])).reduce(
    (sum, advance) => sum + advance.amountNoTax,
    0,
  );
  if (asked + amount > cap)
    return {
      ok: false,
      error: `Les acomptes ne peuvent dépasser ${ADVANCE_MAX_PERCENT} % du prix, soit ${formatEuros(cap)} HT${asked > 0 ? `, dont ${formatEuros(asked)} déjà demandés` : ""} (article L6353-6 du Code du travail).`,
    };
  const vatRate = config.agreements.vatRate;
  const issued = await issueInvoice(
    tx,
    {
      kind: "advance",
      serviceStart: place.start,
      serviceEnd: place.end,
      seller: invoiceSeller(config),
      buyer: {
        name: payer.payerName,
        address: payer.payerAddress,
        country: "FR",
        siren: null,
        siret: null,
        vatNumber: null,
        email: payer.billingEmail,
        professional: false,
        bpfLine: payer.bpfLine,
        serviceCode: null,
        commitmentNumber: null,
      },
      contract: place.contract,
      lines: [
        {
          description: `Acompte sur la formation « ${place.title} », ${formatDateRange(place.start, place.end, { lowercase: true })} : ${formalName(place)}`,
          quantity: "1.00",
          unit: "C62",
          unitPrice: unitPriceOf(amount, "1.00"),
          amount,
          vatRate,
          vatExempt: vatRate === 0,
        },
      ],
      prepaid: [],
      corrects: null,
      notes: [
        `Acompte de ${ADVANCE_MAX_PERCENT} % au plus du prix, demandé après le délai de rétractation (article L6353-6 du Code du travail) ; le solde est facturé au fil de la formation, cet acompte déduit.`,
      ],
    },
    { sessionId: place.sessionId, billed: [], by, now },
  );
  await tx
    .insert(registrationAdvances)
    .values({ invoice_id: issued.id, registration_id: registrationId });
  return { ok: true, issued };
}
