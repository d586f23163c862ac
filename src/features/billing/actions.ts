"use server";

import type { z } from "@/lib/zod";
import { siteConfig } from "@/config/site";
import type { ActionResult } from "@/lib/action-result";
import { formatEuros } from "@/lib/money";
import { ActionRefused } from "@/server/action-result";
import { adminMutation, type MutationContext } from "@/server/admin-mutation";
import { currentTime } from "@/server/clock";
import { wakeMailer } from "@/server/mail/mailer";
import { creditInvoice, recordPayment } from "./ledger";
import { setFinancing } from "./financing";
import {
  advanceSchema,
  financingSchema,
  invoiceSchema,
  manualInvoiceSchema,
  paymentSchema,
  sessionInvoicingSchema,
} from "./schema";
import { issueAdvance } from "./advances";
import { invoiceSession } from "./session-invoices";
import { issueManualInvoice } from "./manual-invoice";
import { sendInvoice } from "./sending";

/** A command's refusal ends the transaction: nothing it wrote before stays. */
function refused(result: { ok: false; error: string }): never {
  throw new ActionRefused({ ok: false, status: 409, error: result.error });
}

const issuer = ({ admin }: MutationContext) => `${admin.profile.name} ${admin.profile.last_name}`;

/** « Financement » of a registration: its payers, each invoiced their share. */
export async function setFinancingAction(
  input: z.input<typeof financingSchema>,
): Promise<ActionResult> {
  return adminMutation(
    { name: "setFinancing", schema: financingSchema },
    input,
    async ({ registrationId, lines }, { tx, audit }) => {
      const result = await setFinancing(tx, registrationId, lines);
      if (!result.ok) refused(result);
      await audit({
        action: "update",
        entity: "registration",
        entityId: registrationId,
        summary: `Financement : ${lines.map((line) => line.payerName).join(", ") || "aucun payeur"}`,
      });
      return { ok: true };
    },
  );
}

/** « Facturer la session ». */
export async function invoiceSessionAction(
  input: z.input<typeof sessionInvoicingSchema>,
): Promise<ActionResult<{ count: number }>> {
  return adminMutation(
    { name: "invoiceSession", schema: sessionInvoicingSchema },
    input,
    async ({ sessionId }, context) => {
      const result = await invoiceSession(context.tx, siteConfig, {
        sessionId,
        by: issuer(context),
        now: currentTime(),
      });
      if (!result.ok) refused(result);
      for (const { id, content } of result.issued)
        await context.audit({
          action: "create",
          entity: "invoice",
          entityId: id,
          summary: `Facture ${content.number} à ${content.buyer.name}`,
        });
      return { ok: true, count: result.issued.length };
    },
  );
}

/** « Nouvelle facture »: an invoice made by hand. */
export async function issueManualInvoiceAction(
  input: z.input<typeof manualInvoiceSchema>,
): Promise<ActionResult<{ number: string }>> {
  return adminMutation(
    { name: "issueManualInvoice", schema: manualInvoiceSchema },
    input,
    async (invoice, context) => {
      const { id, content } = await issueManualInvoice(context.tx, siteConfig, invoice, {
        by: issuer(context),
        now: currentTime(),
      });
      await context.audit({
        action: "create",
        entity: "invoice",
        entityId: id,
        summary: `Facture ${content.number} à ${content.buyer.name}`,
      });
      return { ok: true, number: content.number };
    },
  );
}

/** « Émettre un avoir »: cancels an invoice. */
export async function creditInvoiceAction(
  input: z.input<typeof invoiceSchema>,
): Promise<ActionResult> {
  return adminMutation(
    { name: "creditInvoice", schema: invoiceSchema },
    input,
    async ({ invoiceId }, context) => {
      const result = await creditInvoice(context.tx, {
        invoiceId,
        by: issuer(context),
        now: currentTime(),
      });
      if (!result.ok) refused(result);
      const { content } = result.issued;
      await context.audit({
        action: "create",
        entity: "invoice",
        entityId: result.issued.id,
        summary: `Avoir ${content.number} annulant la facture ${content.corrects?.number}`,
      });
      return { ok: true };
    },
  );
}

/** « Enregistrer un paiement ». */
export async function recordPaymentAction(
  input: z.input<typeof paymentSchema>,
): Promise<ActionResult> {
  return adminMutation(
    { name: "recordPayment", schema: paymentSchema },
    input,
    async (payment, context) => {
      const result = await recordPayment(context.tx, {
        ...payment,
        amount: payment.amount!,
        by: issuer(context),
      });
      if (!result.ok) refused(result);
      await context.audit({
        action: "update",
        entity: "invoice",
        entityId: payment.invoiceId,
        summary: `Paiement de ${formatEuros(payment.amount!)} enregistré`,
      });
      return { ok: true };
    },
  );
}

/** « Envoyer »: the invoice to its payer's billing address (again, if staff ask). */
export async function sendInvoiceAction(
  input: z.input<typeof invoiceSchema>,
): Promise<ActionResult<{ to: string }>> {
  const result = await adminMutation<typeof invoiceSchema, { to: string }>(
    { name: "sendInvoice", schema: invoiceSchema },
    input,
    async ({ invoiceId }, { tx, audit }) => {
      const result = await sendInvoice(tx, siteConfig, { invoiceId, now: currentTime() });
      if (!result.ok) refused(result);
      await audit({
        action: "update",
        entity: "invoice",
        entityId: invoiceId,
        summary: `Facture envoyée à ${result.to}`,
      });
      return { ok: true, to: result.to };
    },
  );
  if (result.ok) wakeMailer();
  return result;
}

/** « Demander un acompte » of a person paying for themself (L6353-6). */
export async function issueAdvanceAction(
  input: z.input<typeof advanceSchema>,
): Promise<ActionResult> {
  return adminMutation(
    { name: "issueAdvance", schema: advanceSchema },
    input,
    async ({ registrationId, amount }, context) => {
      const result = await issueAdvance(context.tx, siteConfig, {
        registrationId,
        amount: amount!,
        by: issuer(context),
        now: currentTime(),
      });
      if (!result.ok) refused(result);
      await context.audit({
        action: "create",
        entity: "invoice",
        entityId: result.issued.id,
        summary: `Facture d'acompte ${result.issued.content.number} à ${result.issued.content.buyer.name}`,
      });
      return { ok: true };
    },
  );
}
