import type { SiteConfig } from "@/config/site";
import { formatLongDate } from "@/lib/dates";
import {
  correctionMention,
  invoiceTotals,
  OPERATION_CATEGORY,
  paymentMentions,
  type InvoiceKind,
  type InvoiceMention,
} from "@/lib/invoicing-law";
import { VAT_EXEMPTION } from "@/lib/training-law";
import { funderKindOf, type BpfLine } from "@/lib/bpf";

/** A party as an invoice names it (CGI annexe II, art. 242 nonies A, I-1° to 3°). */
export interface InvoiceParty {
  name: string;
  /** One line, as entered: '12 rue de la Paix, 75002 Paris'. */
  address: string;
  country: string;
  siren: string | null;
  siret: string | null;
  vatNumber: string | null;
  email: string | null;
}

export interface InvoiceLineContent {
  description: string;
  /** Two decimals, as text: '14.00'. */
  quantity: string;
  /** UN/ECE recommendation 20: 'HUR', 'DAY', 'C62'. */
  unit: string;
  /** Euros excluding tax, four decimals: '70.9521'. */
  unitPrice: string;
  /** Cents excluding tax. */
  amount: number;
  vatRate: number;
  vatExempt: boolean;
}

/** Everything an invoice or credit note prints and its XML states, as issued. */
export interface InvoiceContent {
  kind: InvoiceKind;
  number: string;
  issueDate: string;
  dueDate: string;
  serviceStart: string;
  serviceEnd: string;
  seller: InvoiceParty & {
    capital: string;
    rcsCity: string;
    trainingDeclaration: string;
    iban: string | null;
    bic: string | null;
  };
  buyer: InvoiceParty & {
    /** A company or a public body owes the late-payment indemnity; a person does not. */
    professional: boolean;
    bpfLine: BpfLine;
    /** A public buyer's Chorus Pro service code (BT-10) and commitment number (BT-13). */
    serviceCode: string | null;
    commitmentNumber: string | null;
  };
  /** The convention or contract the invoice bills (BT-12), when there is one. */
  contract: string | null;
  lines: InvoiceLineContent[];
  taxes: { vatRate: number; vatExempt: boolean; base: number; vat: number }[];
  totalNoTax: number;
  totalVat: number;
  total: number;
  /** What advance invoices already asked, each by number. */
  prepaid: { number: string; amount: number }[];
  /** The invoice a credit note cancels. */
  corrects: { number: string; issueDate: string } | null;
  /** What the invoice says beside its lines: subrogation, the rest, notes for the buyer. */
  notes: string[];
}

/** The provider as its invoices name it, from the site's configuration. */
export function invoiceSeller(config: SiteConfig): InvoiceContent["seller"] {
  const { company, postalAddress: postal, contact, bank } = config;
  return {
    name: company.legalName,
    address: `${postal.street}, ${postal.postalCode} ${postal.city}`,
    country: postal.country,
    siren: company.siren.replace(/\s/g, ""),
    siret: company.siret,
    vatNumber: company.vatNumber,
    email: contact.email,
    capital: company.capital,
    rcsCity: company.rcsCity,
    trainingDeclaration: company.trainingDeclaration,
    iban: bank.iban,
    bic: bank.bic,
  };
}

/** A payer as it enters a financing line or the « Nouvelle facture » form. */
interface Payer {
  bpfLine: BpfLine;
  payerName: string;
  payerSiret: string | null;
  payerAddress: string | null;
  payerVatNumber: string | null;
  billingEmail: string | null;
  serviceCode: string | null;
  commitmentNumber: string | null;
}

/** The buyer an invoice names, from its payer: a person paying for themself is no professional. */
export function invoiceBuyer(payer: Payer): InvoiceContent["buyer"] {
  return {
    name: payer.payerName,
    address: payer.payerAddress ?? "",
    country: "FR",
    siren: payer.payerSiret?.slice(0, 9) ?? null,
    siret: payer.payerSiret,
    vatNumber: payer.payerVatNumber,
    email: payer.billingEmail,
    professional: funderKindOf(payer.bpfLine) !== "person",
    bpfLine: payer.bpfLine,
    serviceCode: payer.serviceCode,
    commitmentNumber: payer.commitmentNumber,
  };
}

export type InvoiceDraft = Omit<
  InvoiceContent,
  "number" | "issueDate" | "dueDate" | "taxes" | "totalNoTax" | "totalVat" | "total"
>;

/** The content of a draft once numbered and dated, with its totals. */
export function completeContent(
  draft: InvoiceDraft,
  numbered: { number: string; issueDate: string; dueDate: string },
): InvoiceContent {
  return { ...draft, ...numbered, ...invoiceTotals(draft.lines) };
}

/** What is left to pay on an invoice once its advances are deducted (cents). */
export const dueOf = (content: Pick<InvoiceContent, "total" | "prepaid">) =>
  content.total - content.prepaid.reduce((sum, advance) => sum + advance.amount, 0);

/**
 * The mentions an invoice prints under its lines (CGI annexe II, art. 242 nonies A; Code de
 * commerce, L441-9): the VAT exemption's legal basis when a line is exempt, the category of
 * the operation, the invoice a credit note cancels, the payment terms.
 */
export function legalMentions(content: InvoiceContent): InvoiceMention[] {
  const regulatory = (text: string) => ({ subject: "REG" as const, text });
  return [
    ...(content.corrects
      ? [
          regulatory(
            correctionMention(content.corrects.number, formatLongDate(content.corrects.issueDate)),
          ),
        ]
      : []),
    ...(content.lines.some((line) => line.vatExempt) ? [regulatory(VAT_EXEMPTION)] : []),
    regulatory(`Catégorie de l'opération : ${OPERATION_CATEGORY}.`),
    ...(content.kind === "credit_note"
      ? []
      : paymentMentions(formatLongDate(content.dueDate), {
          professional: content.buyer.professional,
          byTransfer: content.seller.iban !== null,
        })),
  ];
}

/** '12 rue de la Paix, 75002 Paris' as its street, postcode and city, for the XML. */
export function addressParts(address: string): { line: string; postcode: string; city: string } {
  const match = /^(.*?)[,\s]+(\d{5})\s+(.+)$/s.exec(address.trim());
  if (!match) return { line: address.trim(), postcode: "", city: "" };
  return { line: match[1]!.trim(), postcode: match[2]!, city: match[3]!.trim() };
}
