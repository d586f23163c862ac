import { z } from "@/lib/zod";
import { paymentMethods } from "@/lib/invoicing-law";
import { optionalText, recordId, requiredDay } from "@/lib/validation";

/** Euros as typed ('1 000', '993,33'), to cents; blank is none. */
const optionalEuros = z
  .string()
  .trim()
  .transform((typed, context) => {
    if (typed === "") return null;
    const normal = typed.replace(/[\s\u00a0\u202f€]/g, "").replace(",", ".");
    if (!/^\d{1,7}(\.\d{1,2})?$/.test(normal)) {
      context.addIssue({
        code: "custom",
        message: "Un montant en euros, par exemple 1 000 ou 993,33.",
      });
      return z.NEVER;
    }
    return Math.round(Number(normal) * 100);
  });

export const sessionInvoicingSchema = z.object({ sessionId: recordId });

export const creditNoteSchema = z.object({ invoiceId: recordId });

/** « Enregistrer un paiement ». */
export const paymentSchema = z.object({
  invoiceId: recordId,
  paidOn: requiredDay("La date du paiement est requise."),
  amount: optionalEuros.refine(
    (cents) => cents !== null && cents > 0,
    "Le montant reçu est requis.",
  ),
  method: z.enum(paymentMethods, "Choisissez le moyen de paiement."),
  reference: optionalText(100).transform((value) => value ?? null),
});

export type PaymentInput = z.input<typeof paymentSchema>;
