import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import type { Database, Transaction } from "@/db/client";
import { addDays, parisInstant } from "@/lib/dates";
import { formalName } from "@/lib/person-name";
import { registrationPrice } from "@/features/registrations/public";
import { registrations } from "@/features/registrations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { formations } from "@/features/formations/tables";
import { payerColumns, setFinancing, type FinancingInput } from "./financing";
import { invoiceSession } from "./session-invoices";
import { recordPayment } from "./ledger";
import { issueManualInvoice } from "./manual-invoice";
import type { IssuedInvoice } from "./issue";
import { invoiceMails, invoices } from "./tables";

/** Who issues and records the demo's invoices: the demo team's head of training. */
const BY = "Camille Moreau";

const OPCO = {
  bpfLine: "C-2h",
  payerName: "OPCO Atlas",
  payerSiret: "85170443200018",
  payerAddress: "25 quai Panhard et Levassor, 75013 Paris",
  payerVatNumber: null,
  billingEmail: "factures@opco-atlas.example",
  serviceCode: null,
  commitmentNumber: null,
} as const;

const nothingElse = {
  payerSiret: null,
  payerVatNumber: null,
  agreedAmount: null,
  fileNumber: null,
  serviceCode: null,
  commitmentNumber: null,
};

/**
 * Who pays a demo place, from what its registration says: a company alone is proposed by the
 * registration itself; beside an OPCO it pays what the OPCO's agreement (60 % of the price)
 * leaves; the CPF pays the whole price through Mon Compte Formation; a person pays themself.
 */
function demoFinancing(place: {
  id: number;
  payer: string;
  company: string | null;
  company_siret: string | null;
  company_address: string | null;
  signatory_email: string | null;
  email: string;
  last_name: string | null;
  first_name: string | null;
  trainee_name: string;
  price: string;
}): FinancingInput[] | null {
  const price = Math.round(Number(place.price) * 100);
  if (place.payer === "opco")
    return [
      {
        ...nothingElse,
        bpfLine: "C-1",
        payerName: place.company!,
        payerSiret: place.company_siret,
        payerAddress: place.company_address,
        billingEmail: place.signatory_email,
      },
      {
        ...OPCO,
        agreedAmount: Math.round((price * 0.6) / 100) * 100,
        fileNumber: `AT-DEMO-${place.id}`,
      },
    ];
  if (place.payer === "cpf")
    return [
      {
        ...nothingElse,
        bpfLine: "C-2e",
        payerName: "Caisse des dépôts (Mon Compte Formation)",
        payerAddress: null,
        billingEmail: null,
        agreedAmount: price,
      },
    ];
  if (place.payer === "personnel")
    return [
      {
        ...nothingElse,
        bpfLine: "C-9",
        payerName: formalName(place),
        payerAddress: "14 rue des Lilas, 69003 Lyon",
        billingEmail: place.email,
      },
    ];
  return null;
}

/** Records the invoice as mailed when issued, and the reminders its lateness has had by `today`. */
async function markSent(
  tx: Transaction,
  config: SiteConfig,
  { id, content }: IssuedInvoice,
  { sentAt, today }: { sentAt: Date; today: string },
) {
  if (!content.buyer.email) return;
  const late = config.billing.reminderDays.filter(
    (days) => addDays(content.dueDate, days) <= today,
  );
  await tx.insert(invoiceMails).values([
    { invoice_id: id, overdue_days: 0, recipient: content.buyer.email, sent_at: sentAt },
    ...late.map((days) => ({
      invoice_id: id,
      overdue_days: days,
      recipient: content.buyer.email!,
      sent_at: parisInstant(addDays(content.dueDate, days), "08:00"),
    })),
  ]);
}

/**
 * The demo's billing, on the ended sessions the seed inserted once their certificates are out:
 * those that ended over a month ago are invoiced two days after their end and mailed; the
 * oldest is paid; on the other, the OPCO and one payer in two have paid, the others are overdue
 * and reminded. The latest session waits for staff to invoice it. A consultation invoiced by hand
 * sits beside them, not yet due.
 */
export async function invoiceDemoSessions(
  db: Database,
  config: SiteConfig,
  sessionIds: readonly number[],
  today: string,
): Promise<void> {
  // An issued invoice is never deleted: only the demo's fictitious company gets fake ones, and
  // only on a database without invoices, so that their numbers follow their dates.
  if (sessionIds.length === 0 || !config.company.fictitious) return;
  if ((await db.select({ id: invoices.id }).from(invoices).limit(1)).length > 0) return;
  // Oldest first: a series' numbers follow its invoices' dates (art. 242 nonies A, I-7°).
  const sessions = await db
    .select({
      id: trainingSessions.id,
      end: trainingSessions.end_date,
      issued: trainingSessions.certificates_issued_at,
    })
    .from(trainingSessions)
    .where(inArray(trainingSessions.id, [...sessionIds]))
    .orderBy(trainingSessions.end_date);
  for (const { id: sessionId, ...session } of sessions)
    await db.transaction(async (tx) => {
      if (!session.issued || addDays(session.end, 30) > today) return;
      const places = await tx
        .select({
          ...payerColumns,
          last_name: registrations.last_name,
          first_name: registrations.first_name,
          trainee_name: registrations.trainee_name,
          price: registrationPrice,
        })
        .from(registrations)
        .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
        .innerJoin(formations, eq(formations.id, trainingSessions.formation_id))
        .where(and(eq(registrations.session_id, sessionId), eq(registrations.status, "present")));
      for (const place of places) {
        const lines = demoFinancing(place);
        if (lines) await setFinancing(tx, place.id, lines);
      }
      const issuedAt = parisInstant(addDays(session.end, 2), "09:00");
      const result = await invoiceSession(tx, config, { sessionId, by: BY, now: issuedAt });
      if (!result.ok) return;
      const paidInFull = addDays(session.end, 60) <= today;
      for (const [index, invoice] of result.issued.entries()) {
        await markSent(tx, config, invoice, {
          sentAt: parisInstant(addDays(session.end, 2), "09:30"),
          today,
        });
        const { content } = invoice;
        const byOpco = content.buyer.bpfLine === OPCO.bpfLine;
        // The OPCO pays first; of the rest, one payer in two has paid by now.
        if (!paidInFull && !byOpco && index % 2 === 0) continue;
        await recordPayment(tx, {
          invoiceId: invoice.id,
          paidOn: addDays(content.issueDate, byOpco ? 18 : 26),
          amount: content.total,
          method: content.buyer.professional ? "virement" : "carte",
          reference: content.buyer.professional ? `VIR ${content.number}` : null,
          by: BY,
        });
      }
    });
  await db.transaction((tx) =>
    issueManualInvoice(
      tx,
      config,
      {
        payer: {
          bpfLine: "C-11",
          payerName: "Éditions Lumen",
          payerSiret: "90556789000017",
          payerAddress: "27 rue Jacob, 75006 Paris",
          payerVatNumber: null,
          billingEmail: "claire.rh@example.org",
          serviceCode: null,
          commitmentNumber: null,
        },
        serviceStart: addDays(today, -6),
        serviceEnd: addDays(today, -5),
        lines: [
          {
            description: "Audit des compétences numériques de l'équipe éditoriale",
            quantity: "1.50",
            unit: "DAY",
            unitPrice: 120_000,
            vat: "20",
          },
          {
            description: "Rapport et plan de développement des compétences",
            quantity: "1.00",
            unit: "C62",
            unitPrice: 45_000,
            vat: "20",
          },
        ],
        note: "Bon de commande LUM-2026-031",
      },
      { by: BY, now: parisInstant(addDays(today, -4), "10:00") },
    ),
  );
}
