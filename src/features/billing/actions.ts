"use server";

import type { z } from "@/lib/zod";
import { siteConfig } from "@/config/site";
import type { ActionResult } from "@/lib/action-result";
import { formatEuros } from "@/lib/money";
import { ActionRefused } from "@/server/action-result";
import { adminMutation, type MutationContext } from "@/server/admin-mutation";
import { currentTime } from "@/server/clock";
import { creditInvoice, recordPayment } from "./ledger";
import { creditNoteSchema, paymentSchema, sessionInvoicingSchema } from "./schema";
import { invoiceSession } from "./session-invoices";

/** A command's refusal ends the transaction: nothing it wrote before stays. */
function refused(result: { ok: false; error: string }): never {
  throw new ActionRefused({ ok: false, status: 409, error: result.error });
}

const issuer = ({ admin }: MutationContext) => `${admin.profile.name} ${admin.profile.last_name}`;

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

/** « Émettre un avoir »: cancels an invoice. */
export async function creditInvoiceAction(
  input: z.input<typeof creditNoteSchema>,
): Promise<ActionResult> {
  return adminMutation(
    { name: "creditInvoice", schema: creditNoteSchema },
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
