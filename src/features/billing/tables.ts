import {
  pgTable,
  serial,
  integer,
  text,
  date,
  jsonb,
  numeric,
  boolean,
  timestamp,
  smallint,
  check,
  index,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { registrations } from "@/features/registrations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { bpfLines } from "@/lib/bpf";
import { invoiceKinds, paymentMethods } from "@/lib/invoicing-law";
import { bytes, createdAt } from "@/db/columns";
import { sql } from "drizzle-orm";

const oneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} IN (${sql.raw(values.map((value) => `'${value}'`).join(", "))})`;

/**
 * Who pays a trainee's place (docs/decisions/083-billing.md): the company, an OPCO for the amount
 * it agreed (subrogation), the person themself, a public funder, the CPF. A line with an agreed
 * amount is paid up to it, from the hours certified; the line without one (at most one a place)
 * pays the rest of the price. Purged with the registration; an invoice keeps its own copy of
 * the payer.
 */
export const financingLines = pgTable(
  "financing_lines",
  {
    id: serial("id").primaryKey(),
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    // The line of the yearly BPF the income counts on (lib/bpf.ts), which says who the payer is.
    bpf_line: text("bpf_line", { enum: bpfLines }).notNull(),
    payer_name: text("payer_name").notNull(),
    payer_siret: text("payer_siret"),
    payer_address: text("payer_address"),
    payer_vat_number: text("payer_vat_number"),
    billing_email: text("billing_email"),
    // In cents, excluding tax: what the funder agreed to pay; null for the line paying the rest.
    agreed_amount: integer("agreed_amount"),
    // The funder's number for the file (an OPCO's « n° de dossier de prise en charge »).
    file_number: text("file_number"),
    // A public buyer's Chorus Pro references: its service code and commitment (order) number.
    service_code: text("service_code"),
    commitment_number: text("commitment_number"),
    created_at: createdAt(),
  },
  (table) => [
    check("financing_lines_bpf_line", oneOf(table.bpf_line, bpfLines)),
    check("financing_lines_payer_not_blank", sql`btrim(${table.payer_name}) <> ''`),
    check(
      "financing_lines_agreed_amount",
      sql`${table.agreed_amount} IS NULL OR ${table.agreed_amount} >= 0`,
    ),
    index("financing_lines_registration_idx").on(table.registration_id),
    uniqueIndex("financing_lines_one_rest_key")
      .on(table.registration_id)
      .where(sql`${table.agreed_amount} IS NULL`),
  ],
);

/**
 * An invoice, advance invoice or credit note as issued (CGI annexe II, art. 242 nonies A): its
 * number in a series without gap, its parties and lines as printed (`content`), its totals for
 * the lists and the sales journal, and its Factur-X file byte for byte. Never updated nor
 * deleted: a trigger refuses it (migration 0042), and a mistake is corrected by a credit note.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: invoiceKinds }).notNull(),
    number: text("number").notNull(),
    issued_at: timestamp("issued_at", { withTimezone: true }).notNull(),
    issue_date: date("issue_date").notNull(),
    due_date: date("due_date").notNull(),
    // The service's first and last day: its date, as the invoice must state it.
    service_start: date("service_start").notNull(),
    service_end: date("service_end").notNull(),
    // The session it bills; a session with invoices is never deleted.
    session_id: integer("session_id").references(() => trainingSessions.id, {
      onDelete: "restrict",
    }),
    // The invoice a credit note cancels.
    corrects_id: integer("corrects_id").references((): AnyPgColumn => invoices.id, {
      onDelete: "restrict",
    }),
    bpf_line: text("bpf_line", { enum: bpfLines }).notNull(),
    buyer_name: text("buyer_name").notNull(),
    buyer_email: text("buyer_email"),
    // In cents. A credit note's amounts are positive: its kind says it gives back.
    total_no_tax: integer("total_no_tax").notNull(),
    total_vat: integer("total_vat").notNull(),
    total: integer("total").notNull(),
    // What advance invoices already asked, deducted from what this one leaves to pay.
    prepaid: integer("prepaid").notNull().default(0),
    // Everything the document prints (features/billing/invoice-content.ts).
    content: jsonb("content").$type<unknown>().notNull(),
    xml: text("xml").notNull(),
    pdf: bytes("pdf").notNull(),
    sha256: text("sha256").notNull(),
    issued_by: text("issued_by").notNull(),
  },
  (table) => [
    check("invoices_kind", oneOf(table.kind, invoiceKinds)),
    check("invoices_bpf_line", oneOf(table.bpf_line, bpfLines)),
    check("invoices_total", sql`${table.total} = ${table.total_no_tax} + ${table.total_vat}`),
    check("invoices_amounts", sql`${table.total_no_tax} >= 0 AND ${table.total_vat} >= 0`),
    check("invoices_prepaid", sql`${table.prepaid} >= 0 AND ${table.prepaid} <= ${table.total}`),
    check(
      "invoices_credit_note",
      sql`(${table.kind} = 'credit_note') = (${table.corrects_id} IS NOT NULL)`,
    ),
    check("invoices_service_dates", sql`${table.service_start} <= ${table.service_end}`),
    uniqueIndex("invoices_number_key").on(table.number),
    // A credit note cancels a whole invoice, once.
    uniqueIndex("invoices_corrects_key").on(table.corrects_id),
    index("invoices_issued_idx").on(
      table.issue_date.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    index("invoices_session_idx").on(table.session_id),
  ],
);

/** An issued invoice's lines, as printed: as unchangeable as the invoice. */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: serial("id").primaryKey(),
    invoice_id: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    position: smallint("position").notNull(),
    description: text("description").notNull(),
    quantity: numeric("quantity", { precision: 10, scale: 2 }).notNull(),
    // UN/ECE recommendation 20: 'HUR' an hour, 'DAY' a day, 'C62' a unit.
    unit: text("unit").notNull(),
    unit_price: numeric("unit_price", { precision: 14, scale: 4 }).notNull(),
    // In cents, excluding tax: the line's amount, which its totals add up.
    amount: integer("amount").notNull(),
    vat_rate: numeric("vat_rate", { precision: 5, scale: 2 }).notNull(),
    // Exempt as training (261-4-4° a du CGI); the rate is then 0.
    vat_exempt: boolean("vat_exempt").notNull(),
  },
  (table) => [
    check("invoice_lines_exempt_rate", sql`NOT ${table.vat_exempt} OR ${table.vat_rate} = 0`),
    check("invoice_lines_amount", sql`${table.amount} >= 0`),
    uniqueIndex("invoice_lines_position_key").on(table.invoice_id, table.position),
  ],
);

/**
 * Which financing line an invoice bills: a line is billed once, until a credit note cancels its
 * invoice, which frees it. Kept apart from the unchangeable invoice so that the purge of a
 * registration takes its links and leaves the invoice.
 */
export const billedFinancing = pgTable(
  "billed_financing",
  {
    financing_line_id: integer("financing_line_id")
      .primaryKey()
      .references(() => financingLines.id, { onDelete: "cascade" }),
    invoice_id: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
  },
  (table) => [
    index("billed_financing_invoice_idx").on(table.invoice_id),
    index("billed_financing_registration_idx").on(table.registration_id),
  ],
);

/** A payment received on an invoice: partial or whole. */
export const invoicePayments = pgTable(
  "invoice_payments",
  {
    id: serial("id").primaryKey(),
    invoice_id: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    paid_on: date("paid_on").notNull(),
    amount: integer("amount").notNull(),
    method: text("method", { enum: paymentMethods }).notNull(),
    reference: text("reference"),
    recorded_by: text("recorded_by").notNull(),
    created_at: createdAt(),
  },
  (table) => [
    check("invoice_payments_amount", sql`${table.amount} > 0`),
    check("invoice_payments_method", oneOf(table.method, paymentMethods)),
    index("invoice_payments_invoice_idx").on(table.invoice_id),
  ],
);

/**
 * The last number given in each series ('F-2026', 'AV-2026'): taking the next one updates its row,
 * which waits for any other transaction numbering in the series, and goes back with a
 * transaction that fails. Two nodes never share a number nor leave a gap.
 */
export const invoiceCounters = pgTable("invoice_counters", {
  series: text("series").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * Each mail an invoice went out in: « Envoyer » (`overdue_days` 0, as often as staff send it)
 * and each reminder, once per day of lateness the provider chose (INVOICE_REMINDER_DAYS): two
 * nodes running the job at once insert it once, so it goes out once.
 */
export const invoiceMails = pgTable(
  "invoice_mails",
  {
    id: serial("id").primaryKey(),
    invoice_id: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    overdue_days: smallint("overdue_days").notNull(),
    recipient: text("recipient").notNull(),
    sent_at: timestamp("sent_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("invoice_mails_overdue_days", sql`${table.overdue_days} >= 0`),
    index("invoice_mails_invoice_idx").on(table.invoice_id),
    uniqueIndex("invoice_mails_reminder_key")
      .on(table.invoice_id, table.overdue_days)
      .where(sql`${table.overdue_days} > 0`),
  ],
);

/**
 * The advance invoices of a person paying for themself (Code du travail, L6353-6), by place:
 * what the final invoice deducts (`deducted_by`), cleared again if a credit note cancels it.
 */
export const registrationAdvances = pgTable(
  "registration_advances",
  {
    invoice_id: integer("invoice_id")
      .primaryKey()
      .references(() => invoices.id, { onDelete: "restrict" }),
    registration_id: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    deducted_by: integer("deducted_by").references(() => invoices.id, { onDelete: "restrict" }),
  },
  (table) => [index("registration_advances_registration_idx").on(table.registration_id)],
);
