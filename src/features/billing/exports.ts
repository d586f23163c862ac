import "server-only";
import { and, asc, gt, gte, lte, sql } from "drizzle-orm";
import { Zip, ZipPassThrough } from "fflate";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { csvStream } from "@/lib/csv";
import { invoiceTitles, type InvoiceKind } from "@/lib/invoicing-law";
import type { Period } from "@/lib/period";
import { invoiceFileName } from "./pdf";
import { invoices } from "./tables";

/** Invoices an export reads at a time. */
const PAGE = 200;

/**
 * The period's invoices and credit notes in the order they were numbered, a page at a time from
 * where the last stopped: an export of a year's invoices holds one page in memory.
 */
async function* periodPages<Row extends { id: number }>(
  db: Database,
  period: Period,
  read: (where: ReturnType<typeof and>) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  let after = 0;
  for (;;) {
    const rows = await read(
      and(
        gte(invoices.issue_date, period.from),
        lte(invoices.issue_date, period.to),
        gt(invoices.id, after),
      ),
    );
    if (rows.length > 0) yield rows;
    if (rows.length < PAGE) return;
    after = rows[rows.length - 1]!.id;
  }
}

interface JournalInvoice {
  id: number;
  kind: InvoiceKind;
  number: string;
  issueDate: string;
  dueDate: string;
  buyer: string;
  bpfLine: string;
  total: number;
  taxes: { vatRate: number; vatExempt: boolean; base: number; vat: number }[];
}

const amount = (cents: number) => (cents / 100).toFixed(2).replace(".", ",");

/**
 * The sales journal for the accountant: each invoice as its balanced entry, the customer debited
 * with the total, sales credited with each rate's base and collected VAT with its tax; a credit
 * note the other way round. The accounts come from the configuration (ACCOUNT_*).
 */
export function salesJournalCsv(db: Database, config: SiteConfig, period: Period) {
  const { customers, sales, vat } = config.billing.accounts;
  const pages = periodPages<JournalInvoice>(db, period, (where) =>
    db
      .select({
        id: invoices.id,
        kind: invoices.kind,
        number: invoices.number,
        issueDate: invoices.issue_date,
        dueDate: invoices.due_date,
        buyer: invoices.buyer_name,
        bpfLine: invoices.bpf_line,
        total: invoices.total,
        taxes: sql<JournalInvoice["taxes"]>`${invoices.content} -> 'taxes'`,
      })
      .from(invoices)
      .where(where)
      .orderBy(asc(invoices.id))
      .limit(PAGE),
  );
  // One CSV row per accounting line: the stream's rows are the pages' lines.
  async function* entries() {
    for await (const page of pages)
      yield page.flatMap((invoice) => {
        const credit = invoice.kind === "credit_note";
        const label = `${invoiceTitles[invoice.kind]} ${invoice.number} ${invoice.buyer}`;
        const line = (account: string, auxiliary: string, cents: number, debit: boolean) => [
          "VT",
          invoice.issueDate,
          invoice.number,
          account,
          auxiliary,
          label,
          debit ? amount(cents) : "",
          debit ? "" : amount(cents),
          credit ? "" : invoice.dueDate,
          invoice.bpfLine,
        ];
        return [
          line(customers, invoice.buyer, invoice.total, !credit),
          ...invoice.taxes.map((tax) => line(sales, "", tax.base, credit)),
          ...invoice.taxes
            .filter((tax) => tax.vat > 0)
            .map((tax) => line(vat, "", tax.vat, credit)),
        ];
      });
  }
  return csvStream(
    [
      "Journal",
      "Date",
      "Pièce",
      "Compte",
      "Compte auxiliaire",
      "Libellé",
      "Débit",
      "Crédit",
      "Échéance",
      "Ligne BPF",
    ],
    entries(),
    (row) => row,
  );
}

/**
 * The period's Factur-X files in one ZIP, for the provider's approved platform: written as the
 * invoices are read, stored as they are (a PDF is already compressed).
 */
export function facturXZip(db: Database, period: Period): ReadableStream<Uint8Array> {
  const pages = periodPages(db, period, (where) =>
    db
      .select({ id: invoices.id, kind: invoices.kind, number: invoices.number, pdf: invoices.pdf })
      .from(invoices)
      .where(where)
      .orderBy(asc(invoices.id))
      .limit(PAGE),
  );
  let zip: Zip;
  return new ReadableStream({
    start(controller) {
      zip = new Zip((error, chunk, final) => {
        if (error) controller.error(error);
        else {
          controller.enqueue(chunk);
          if (final) controller.close();
        }
      });
    },
    async pull() {
      const page = await pages.next();
      if (page.done) {
        zip.end();
        return;
      }
      for (const invoice of page.value) {
        const file = new ZipPassThrough(invoiceFileName(invoice));
        zip.add(file);
        file.push(new Uint8Array(invoice.pdf), true);
      }
    },
    async cancel() {
      await pages.return(undefined);
    },
  });
}
