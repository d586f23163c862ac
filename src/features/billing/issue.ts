import "server-only";
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Transaction } from "@/db/client";
import { parisDay } from "@/lib/dates";
import { dueDateOf, invoiceNumber, invoiceSeries } from "@/lib/invoicing-law";
import { ciiXml } from "./cii";
import { completeContent, dueOf, type InvoiceContent, type InvoiceDraft } from "./invoice-content";
import { renderInvoice } from "./pdf";
import { billedFinancing, invoiceCounters, invoiceLines, invoices } from "./tables";

/** The next number of a series, taken inside the issuing transaction (see `invoiceCounters`). */
async function nextNumber(tx: Transaction, series: string): Promise<string> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, last: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.series,
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  return invoiceNumber(series, row!.last);
}

export interface IssuedInvoice {
  id: number;
  content: InvoiceContent;
}

/**
 * Issues a draft: numbers it in its series, renders its XML and Factur-X PDF, and stores them
 * with its lines, as it will stay. The financing lines it bills are marked billed in the same
 * transaction, so a place is never invoiced twice. The series' row stays locked until the
 * transaction ends: keep what follows short.
 */
export async function issueInvoice(
  tx: Transaction,
  draft: InvoiceDraft,
  {
    sessionId,
    billed,
    correctsId,
    by,
    now,
  }: {
    sessionId: number | null;
    /** The financing lines it bills, with their registrations. */
    billed: readonly { financingLineId: number; registrationId: number }[];
    correctsId?: number;
    by: string;
    now: Date;
  },
): Promise<IssuedInvoice> {
  const issueDate = parisDay(now);
  const number = await nextNumber(tx, invoiceSeries(draft.kind, Number(issueDate.slice(0, 4))));
  const content = completeContent(draft, {
    number,
    issueDate,
    dueDate: dueDateOf(issueDate, draft.serviceEnd),
  });
  const xml = ciiXml(content);
  const pdf = await renderInvoice(content, { xml, issuedAt: now });
  const [row] = await tx
    .insert(invoices)
    .values({
      kind: content.kind,
      number,
      issued_at: now,
      issue_date: issueDate,
      due_date: content.dueDate,
      service_start: content.serviceStart,
      service_end: content.serviceEnd,
      session_id: sessionId,
      corrects_id: correctsId ?? null,
      bpf_line: content.buyer.bpfLine,
      buyer_name: content.buyer.name,
      buyer_email: content.buyer.email,
      total_no_tax: content.totalNoTax,
      total_vat: content.totalVat,
      total: content.total,
      prepaid: content.total - dueOf(content),
      content,
      xml,
      pdf,
      sha256: createHash("sha256").update(pdf).digest("hex"),
      issued_by: by,
    })
    .returning({ id: invoices.id });
  const id = row!.id;
  await tx.insert(invoiceLines).values(
    content.lines.map((line, index) => ({
      invoice_id: id,
      position: index + 1,
      description: line.description,
      quantity: line.quantity,
      unit: line.unit,
      unit_price: line.unitPrice,
      amount: line.amount,
      vat_rate: String(line.vatRate),
      vat_exempt: line.vatExempt,
    })),
  );
  if (billed.length > 0)
    await tx.insert(billedFinancing).values(
      billed.map((line) => ({
        financing_line_id: line.financingLineId,
        registration_id: line.registrationId,
        invoice_id: id,
      })),
    );
  return { id, content };
}
