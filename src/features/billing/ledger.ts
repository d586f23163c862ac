import "server-only";
import { eq } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import type { PaymentMethod } from "@/lib/invoicing-law";
import { formatEuros } from "@/lib/money";
import { dueOf, type InvoiceContent } from "./invoice-content";
import { issueInvoice, type IssuedInvoice } from "./issue";
import { creditedOf, paidOf } from "./invoice-state";
import { billedFinancing, invoicePayments, invoices, registrationAdvances } from "./tables";

type Refusal = { ok: false; error: string };

/** The invoice, its row locked for the time of a credit note or a payment, with what it owes. */
async function lockedInvoice(tx: Transaction, invoiceId: number) {
  // A row lock fires no trigger: two credit notes or payments at once wait for each other. The
  // lock is its own statement: under READ COMMITTED, what waited for it reads, in the next one,
  // what the other wrote (a statement that both locks and sums keeps its earlier snapshot).
  const [locked] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(eq(invoices.id, invoiceId))
    .for("update");
  if (!locked) return undefined;
  const [row] = await tx
    .select({
      kind: invoices.kind,
      content: invoices.content,
      sessionId: invoices.session_id,
      credited: creditedOf(),
      paid: paidOf(),
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return { ...row!, content: row!.content as InvoiceContent };
}

/**
 * A credit note that cancels a whole invoice (docs/decisions/083-billing.md): the same lines
 * and amounts, naming the invoice it cancels. The financing lines it billed are free again, to
 * be corrected and invoiced anew.
 */
export async function creditInvoice(
  tx: Transaction,
  { invoiceId, by, now }: { invoiceId: number; by: string; now: Date },
): Promise<{ ok: true; issued: IssuedInvoice } | Refusal> {
  const invoice = await lockedInvoice(tx, invoiceId);
  if (!invoice) return { ok: false, error: "Cette facture n'existe pas." };
  if (invoice.kind === "credit_note") return { ok: false, error: "Un avoir ne s'annule pas." };
  if (invoice.credited) return { ok: false, error: "Cette facture est déjà annulée par un avoir." };
  // The site keeps no record of refunds: a paid invoice is corrected once its payer is repaid.
  if (invoice.paid > 0)
    return {
      ok: false,
      error:
        "Des paiements sont enregistrés sur cette facture : un avoir l'annulerait sans rembourser son payeur.",
    };
  const { content } = invoice;
  const issued = await issueInvoice(
    tx,
    {
      ...content,
      kind: "credit_note",
      prepaid: [],
      corrects: { number: content.number, issueDate: content.issueDate },
      notes: [],
    },
    { sessionId: invoice.sessionId, billed: [], correctsId: invoiceId, by, now },
  );
  await tx.delete(billedFinancing).where(eq(billedFinancing.invoice_id, invoiceId));
  // The advances it deducted are to be deducted again by the invoice that replaces it.
  await tx
    .update(registrationAdvances)
    .set({ deducted_by: null })
    .where(eq(registrationAdvances.deducted_by, invoiceId));
  return { ok: true, issued };
}

/** A payment received, partial or whole; never more than the invoice still owes. */
export async function recordPayment(
  tx: Transaction,
  payment: {
    invoiceId: number;
    paidOn: string;
    amount: number;
    method: PaymentMethod;
    reference: string | null;
    by: string;
  },
): Promise<{ ok: true; settled: boolean } | Refusal> {
  const invoice = await lockedInvoice(tx, payment.invoiceId);
  if (!invoice) return { ok: false, error: "Cette facture n'existe pas." };
  if (invoice.kind === "credit_note")
    return { ok: false, error: "Un avoir ne reçoit pas de paiement." };
  if (invoice.credited)
    return { ok: false, error: "Cette facture est annulée par un avoir : rien n'y est dû." };
  const left = dueOf(invoice.content) - invoice.paid;
  if (payment.amount > left)
    return {
      ok: false,
      error: `Ce paiement dépasse ce qui reste dû sur la facture (${formatEuros(left)}).`,
    };
  await tx.insert(invoicePayments).values({
    invoice_id: payment.invoiceId,
    paid_on: payment.paidOn,
    amount: payment.amount,
    method: payment.method,
    reference: payment.reference,
    recorded_by: payment.by,
  });
  return { ok: true, settled: payment.amount === left };
}
