import { addDays } from "./dates";

/**
 * What French law fixes in a provider's invoices, in one place: the kinds of document and their
 * numbering, the mentions each must print, the payment terms and the arithmetic of VAT.
 * docs/decisions/083-billing.md cites each article; the templates read these values only.
 */

export const invoiceKinds = ["invoice", "advance", "credit_note"] as const;

export type InvoiceKind = (typeof invoiceKinds)[number];

export const invoiceTitles: Record<InvoiceKind, string> = {
  invoice: "Facture",
  advance: "Facture d'acompte",
  credit_note: "Avoir",
};

/** The document's type in EN 16931 (UNTDID 1001): an invoice, an advance invoice, a credit note. */
export const invoiceTypeCodes: Record<InvoiceKind, string> = {
  invoice: "380",
  advance: "386",
  credit_note: "381",
};

/**
 * Each number belongs to a chronological and continuous series (CGI annexe II, art. 242 nonies
 * A, I-7°), one a year, invoices and credit notes apart (BOI-TVA-DECLA-30-20-20-30, § 50: distinct
 * series are allowed when each is continuous): 'F-2026-00042', 'AV-2026-00003'.
 */
export function invoiceSeries(kind: InvoiceKind, year: number): string {
  return `${kind === "credit_note" ? "AV" : "F"}-${year}`;
}

export function invoiceNumber(series: string, sequence: number): string {
  return `${series}-${String(sequence).padStart(5, "0")}`;
}

/**
 * Unless agreed otherwise, payment is due 30 days after the service is done (Code de commerce,
 * L441-10, I): an invoice issued later than that is due on its date.
 */
const PAYMENT_TERM_DAYS = 30;

export function dueDateOf(issueDay: string, serviceEnd: string): string {
  const due = addDays(serviceEnd, PAYMENT_TERM_DAYS);
  return due > issueDay ? due : issueDay;
}

/** L441-10, II: the fixed indemnity for recovery costs a late professional owes (D441-5), in cents. */
const RECOVERY_INDEMNITY = 4000;

/**
 * A mention an invoice prints, with the subject EN 16931 files it under (UNTDID 4451): AAB for
 * the discount, PMD for the penalties, PMT for the indemnity, REG for a regulatory mention.
 */
export interface InvoiceMention {
  subject: "AAB" | "PMD" | "PMT" | "REG" | null;
  text: string;
}

/**
 * What an invoice says of its payment (L441-9, I: the due date, the discount for early payment,
 * the late-payment penalties and, to a professional, the €40 indemnity). A person paying for
 * themself owes the legal interest only (Code civil, 1231-6), and no indemnity.
 */
export function paymentMentions(
  dueDate: string,
  { professional, byTransfer }: { professional: boolean; byTransfer: boolean },
): InvoiceMention[] {
  return [
    {
      subject: null,
      text: `Date d'échéance : ${dueDate}.${byTransfer ? " Paiement par virement." : ""}`,
    },
    { subject: "AAB", text: "Aucun escompte n'est accordé pour paiement anticipé." },
    professional
      ? {
          subject: "PMD",
          text: "En cas de retard de paiement, des pénalités sont exigibles au taux de la Banque centrale européenne à son opération de refinancement la plus récente majoré de 10 points (article L441-10 du Code de commerce).",
        }
      : {
          subject: "PMD",
          text: "En cas de retard de paiement, les sommes dues portent intérêt au taux légal (article 1231-6 du Code civil).",
        },
    ...(professional
      ? [
          {
            subject: "PMT" as const,
            text: `Tout retard de paiement rend exigible une indemnité forfaitaire pour frais de recouvrement de ${RECOVERY_INDEMNITY / 100} € (articles L441-10 et D441-5 du Code de commerce).`,
          },
        ]
      : []),
  ];
}

/**
 * The category of the operation, which invoices must state from the e-invoicing reform on
 * (CGI annexe II, art. 242 nonies A, I-8° bis, created by décret n° 2022-1299): a training is a
 * service. The same decree adds the buyer's SIREN (1°), printed when known.
 */
export const OPERATION_CATEGORY = "Prestation de services";

/** How a credit note is settled, which it states instead of a due date (EN 16931, BR-CO-25). */
export const CREDIT_NOTE_SETTLEMENT =
  "Montant remboursé au payeur ou imputé sur sa prochaine facture.";

/** What a credit note prints of the invoice it cancels (BOI-TVA-DECLA-30-20-20-30, § 350). */
export function correctionMention(number: string, issueDate: string): string {
  return `Avoir portant annulation de la facture n° ${number} du ${issueDate}.`;
}

/**
 * Under subrogation the OPCO pays the provider directly what it agreed (Code du travail,
 * L6332-1 and R6332-25 … the OPCO's conditions); the company pays the rest of the price.
 */
export function subrogationMention(funder: string, fileNumber: string | null): string {
  return `Subrogation de paiement : ${funder} règle directement l'organisme de formation${fileNumber ? ` au titre de la prise en charge n° ${fileNumber}` : ""}, dans la limite de l'accord et des heures réalisées.`;
}

export const REST_MENTION =
  "Montant restant à la charge de l'entreprise, déduction faite de la prise en charge de son financeur.";

export const paymentMethods = ["virement", "cheque", "carte", "prelevement", "especes"] as const;

export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  virement: "Virement",
  cheque: "Chèque",
  carte: "Carte bancaire",
  prelevement: "Prélèvement",
  especes: "Espèces",
};

/** One invoice line's share of the tax: exempt (rate 0), or at a rate in percent. */
export interface TaxedAmount {
  amount: number;
  vatRate: number;
  vatExempt: boolean;
}

/**
 * An exempt line's category and reason in EN 16931 (BT-118 'E', BT-121): vocational training,
 * article 132, 1, i of directive 2006/112/EC, which 261-4-4° a du CGI transposes.
 */
export const VAT_EXEMPTION_CODE = "VATEX-EU-132-1I";

/**
 * The VAT a line made by hand may carry: the normal rate (CGI, art. 278), the intermediate rate
 * (art. 279: a meal, a stay) and the reduced rate (art. 278-0 bis: a book), or the exemption of
 * vocational training (261-4-4° a) for a provider that holds it.
 */
export const lineVatChoices = ["20", "10", "5.5", "exonere"] as const;

export type LineVatChoice = (typeof lineVatChoices)[number];

export const lineVatLabels: Record<LineVatChoice, string> = {
  "20": "20 %",
  "10": "10 %",
  "5.5": "5,5 %",
  exonere: "Exonérée (formation, art. 261-4-4° a du CGI)",
};

export function lineVat(choice: LineVatChoice): Pick<TaxedAmount, "vatRate" | "vatExempt"> {
  return choice === "exonere"
    ? { vatRate: 0, vatExempt: true }
    : { vatRate: Number(choice), vatExempt: false };
}

/** The choice that matches the provider's rate on training: its exemption when the rate is 0. */
export function lineVatChoiceOf(rate: number): LineVatChoice {
  if (rate === 0) return "exonere";
  return lineVatChoices.find((choice) => choice === String(rate)) ?? "20";
}

/** A line's quantity unit (UN/ECE recommendation 20) and how the invoice prints it. */
export const invoiceUnits = ["HUR", "DAY", "C62"] as const;

export type InvoiceUnit = (typeof invoiceUnits)[number];

export const invoiceUnitLabels: Record<InvoiceUnit, string> = {
  HUR: "heure",
  DAY: "jour",
  C62: "unité",
};

/**
 * A line's amount excluding tax: its quantity (two decimals, as text) times its unit price
 * (cents), rounded to the cent (EN 16931, BT-131), computed in integers so that 3 × 33,33 €
 * is 99,99 € and not 99,98 €.
 */
export function lineAmount(quantity: string, unitPriceCents: number): number {
  const hundredths = Math.round(Number(quantity) * 100);
  return Math.round((hundredths * unitPriceCents) / 100);
}

/** The VAT on one rate's base, rounded to the cent, halves away from zero. */
export function vatOf(base: number, rate: number): number {
  return Math.round((base * rate) / 100);
}

/**
 * The totals an invoice prints: by VAT rate (or exemption), the base and its tax, computed on
 * each rate's sum rather than line by line (EN 16931, BR-CO-17), then the invoice's totals.
 */
export function invoiceTotals(lines: readonly TaxedAmount[]) {
  const groups = new Map<string, { vatRate: number; vatExempt: boolean; base: number }>();
  for (const line of lines) {
    const key = line.vatExempt ? "E" : String(line.vatRate);
    const group = groups.get(key) ?? { vatRate: line.vatRate, vatExempt: line.vatExempt, base: 0 };
    group.base += line.amount;
    groups.set(key, group);
  }
  const taxes = [...groups.values()].map((group) => ({
    ...group,
    vat: group.vatExempt ? 0 : vatOf(group.base, group.vatRate),
  }));
  const totalNoTax = taxes.reduce((sum, tax) => sum + tax.base, 0);
  const totalVat = taxes.reduce((sum, tax) => sum + tax.vat, 0);
  return { taxes, totalNoTax, totalVat, total: totalNoTax + totalVat };
}
