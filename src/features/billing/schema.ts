import { z } from "@/lib/zod";
import { bpfLines, funderKindOf } from "@/lib/bpf";
import {
  invoiceTotals,
  invoiceUnits,
  lineAmount,
  lineVat,
  lineVatChoices,
  paymentMethods,
} from "@/lib/invoicing-law";
import { formatEuros } from "@/lib/money";
import { oneLine } from "@/lib/text";
import {
  optionalEmailAddress,
  optionalEuros,
  optionalSiret,
  optionalText,
  recordId,
  requiredDay,
  requiredText,
} from "@/lib/validation";

/** A payer as an invoice names it: its line of the BPF, identity, address and Chorus Pro codes. */
const payerFields = {
  bpfLine: z.enum(bpfLines, "Choisissez qui paie."),
  payerName: requiredText(200, "Le nom du payeur est requis.").transform(oneLine),
  payerSiret: optionalSiret,
  payerAddress: optionalText(300).transform((value) => (value ? oneLine(value) : null)),
  payerVatNumber: optionalText(20).transform((value) => value ?? null),
  billingEmail: optionalEmailAddress.transform((value) => value ?? null),
  serviceCode: optionalText(100).transform((value) => value ?? null),
  commitmentNumber: optionalText(50).transform((value) => value ?? null),
};

type Payer = z.output<z.ZodObject<typeof payerFields>>;

/** What an invoice must name of its payer (CGI annexe II, art. 242 nonies A, I-1° and 2°). */
function checkInvoicedPayer(value: Payer, context: z.RefinementCtx) {
  const kind = funderKindOf(value.bpfLine);
  // The CPF is paid through Mon Compte Formation: nothing is invoiced to it.
  if (kind !== "cpf" && value.payerAddress === null)
    context.addIssue({
      code: "custom",
      path: ["payerAddress"],
      message: "L'adresse de facturation est requise sur la facture.",
    });
  if (kind !== "person" && kind !== "cpf" && value.payerSiret === null)
    context.addIssue({
      code: "custom",
      path: ["payerSiret"],
      message: "Le SIRET du payeur est requis sur la facture.",
    });
}

const line = z
  .object({
    ...payerFields,
    agreedAmount: optionalEuros,
    fileNumber: optionalText(50).transform((value) => value ?? null),
  })
  .superRefine((value, context) => {
    const kind = funderKindOf(value.bpfLine);
    // A funder pays what it agreed; the company or the person pays the rest.
    if ((kind === "opco" || kind === "cpf" || kind === "public") && value.agreedAmount === null)
      context.addIssue({
        code: "custom",
        path: ["agreedAmount"],
        message: "Indiquez le montant accordé par le financeur.",
      });
    checkInvoicedPayer(value, context);
  });

/** « Financement »: who pays a place, a line per payer. */
export const financingSchema = z.object({
  registrationId: recordId,
  lines: z
    .array(line)
    .max(5, "Cinq payeurs au plus.")
    .refine(
      (lines) => lines.filter((entry) => entry.agreedAmount === null).length <= 1,
      "Un seul payeur règle le reste : indiquez un montant accordé pour les autres.",
    ),
});

/** « Demander un acompte »: its amount excluding tax. */
export const advanceSchema = z.object({
  registrationId: recordId,
  amount: optionalEuros.refine((cents) => cents !== null && cents > 0, "Le montant est requis."),
});

export const sessionInvoicingSchema = z.object({ sessionId: recordId });

/** The invoice a button acts on: « Envoyer », « Émettre un avoir ». */
export const invoiceSchema = z.object({ invoiceId: recordId });

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

/** Lines an invoice made by hand may have. */
export const MAX_INVOICE_LINES = 20;

/** The most an invoice made by hand may total, in cents: well within its 32-bit columns. */
const MAX_INVOICE_TOTAL = 999_999_999;

/** A quantity as typed ('3', '1,5'), to two decimals as text ('1.50'). */
const quantity = z
  .string()
  .trim()
  .transform((typed, context) => {
    const normal = typed.replace(/\s/g, "").replace(",", ".");
    if (!/^\d{1,4}(\.\d{1,2})?$/.test(normal) || Number(normal) === 0) {
      context.addIssue({ code: "custom", message: "Une quantité, par exemple 3 ou 1,5." });
      return z.NEVER;
    }
    return Number(normal).toFixed(2);
  });

const invoiceLine = z.object({
  description: requiredText(300, "Décrivez la ligne.")
    .transform(oneLine)
    .refine((text) => text !== "", "Décrivez la ligne."),
  quantity,
  unit: z.enum(invoiceUnits, "Choisissez l'unité."),
  unitPrice: optionalEuros.refine(
    (cents) => cents !== null && cents > 0,
    "Le prix unitaire HT est requis.",
  ),
  vat: z.enum(lineVatChoices, "Choisissez la TVA de la ligne."),
});

/** « Nouvelle facture »: an invoice made by hand, for what no session invoices. */
export const manualInvoiceSchema = z
  .object({
    payer: z.object(payerFields).superRefine((value, context) => {
      if (funderKindOf(value.bpfLine) === "cpf")
        context.addIssue({
          code: "custom",
          path: ["bpfLine"],
          message: "Le CPF règle par Mon Compte Formation : rien ne lui est facturé.",
        });
      checkInvoicedPayer(value, context);
    }),
    serviceStart: requiredDay("La date de début de la prestation est requise."),
    serviceEnd: requiredDay("La date de fin de la prestation est requise."),
    lines: z
      .array(invoiceLine)
      .min(1, "Ajoutez au moins une ligne.")
      .max(MAX_INVOICE_LINES, `${MAX_INVOICE_LINES} lignes au plus.`),
    note: optionalText(500).transform((value) => (value ? oneLine(value) : null)),
  })
  .superRefine((value, context) => {
    if (value.serviceEnd < value.serviceStart)
      context.addIssue({
        code: "custom",
        path: ["serviceEnd"],
        message: "La fin de la prestation suit son début.",
      });
    const lines = value.lines.map((line) => ({
      amount: lineAmount(line.quantity, line.unitPrice!),
      ...lineVat(line.vat),
    }));
    lines.forEach((line, index) => {
      if (line.amount === 0)
        context.addIssue({
          code: "custom",
          path: ["lines", index, "unitPrice"],
          message: "Cette ligne vaut 0 € une fois arrondie au centime.",
        });
    });
    // Amounts are stored in cents as 32-bit integers.
    if (invoiceTotals(lines).total > MAX_INVOICE_TOTAL)
      context.addIssue({
        code: "custom",
        path: ["lines"],
        message: `Une facture ne dépasse pas ${formatEuros(MAX_INVOICE_TOTAL)} TTC : répartissez ces lignes sur plusieurs factures.`,
      });
  });

export type ManualInvoiceInput = z.input<typeof manualInvoiceSchema>;
export type ManualInvoice = z.output<typeof manualInvoiceSchema>;
