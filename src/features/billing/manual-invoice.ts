import "server-only";
import type { SiteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import { funderKindOf } from "@/lib/bpf";
import { lineAmount, lineVat } from "@/lib/invoicing-law";
import { invoiceBuyer, invoiceSeller, type InvoiceDraft } from "./invoice-content";
import { issueInvoice, type IssuedInvoice } from "./issue";
import type { ManualInvoice } from "./schema";

/** An invoice made by hand as a draft: each line's amount from its quantity and unit price. */
export function manualDraft(input: ManualInvoice, seller: InvoiceDraft["seller"]): InvoiceDraft {
  const { payer } = input;
  const kind = funderKindOf(payer.bpfLine);
  return {
    kind: "invoice",
    serviceStart: input.serviceStart,
    serviceEnd: input.serviceEnd,
    seller,
    buyer: {
      ...invoiceBuyer(payer),
      // Chorus Pro's references are a public buyer's only, whatever the form kept of them.
      serviceCode: kind === "public" ? payer.serviceCode : null,
      commitmentNumber: kind === "public" ? payer.commitmentNumber : null,
    },
    contract: null,
    lines: input.lines.map((line) => ({
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unitPrice: (line.unitPrice! / 100).toFixed(4),
      amount: lineAmount(line.quantity, line.unitPrice!),
      ...lineVat(line.vat),
    })),
    prepaid: [],
    corrects: null,
    notes: input.note ? [input.note] : [],
  };
}

/**
 * « Nouvelle facture »: issues an invoice for what no session invoices (a consultation, costs
 * re-invoiced, a session run for another provider). It bills no financing line, so it is tied to
 * no session; its payer's line of the BPF says where its revenue counts.
 */
export function issueManualInvoice(
  tx: Transaction,
  config: SiteConfig,
  input: ManualInvoice,
  { by, now }: { by: string; now: Date },
): Promise<IssuedInvoice> {
  return issueInvoice(tx, manualDraft(input, invoiceSeller(config)), {
    sessionId: null,
    billed: [],
    by,
    now,
  });
}
