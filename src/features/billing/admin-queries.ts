import "server-only";
import { and, asc, desc, eq, gte, ilike, inArray, lte, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/db/client";
import { searchParam, type SearchParams } from "@/lib/list-params";
import { readPeriod, type Period } from "@/lib/period";
import { recordIdOf } from "@/lib/validation";
import { formatLongDate } from "@/lib/dates";
import { formations } from "@/features/formations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { financingOf, type Financing } from "./financing";
import { invoiceStatuses, type InvoiceStatus } from "./statuses";
import { billedFinancing, invoicePayments, invoices } from "./tables";

/**
 * Each invoice's payments and the credit note that cancels it, joined once: over a busy
 * provider's years a list's status and totals read every invoice, where asking each row's
 * payments one subquery at a time cost a lookup per invoice.
 */
function invoiceStanding(db: Database, today: string) {
  const payments = db
    .select({
      invoiceId: invoicePayments.invoice_id,
      amount: sql<number>`sum(${invoicePayments.amount})::int`.as("amount"),
    })
    .from(invoicePayments)
    .groupBy(invoicePayments.invoice_id)
    .as("payments");
  const credit = alias(invoices, "credit");
  const paid = sql<number>`coalesce(${payments.amount}, 0)`;
  // Where an invoice stands on `today`, as the list shows and filters it.
  const status = sql<InvoiceStatus>`CASE
    WHEN ${invoices.kind} = 'credit_note' THEN 'avoir'
    WHEN ${credit.id} IS NOT NULL THEN 'annulee'
    WHEN ${paid} >= ${invoices.total} - ${invoices.prepaid} THEN 'payee'
    WHEN ${invoices.due_date} < ${today} THEN 'en-retard'
    WHEN ${paid} > 0 THEN 'partielle'
    ELSE 'a-payer' END`;
  return { paid, status, payments, credit };
}

export interface InvoiceFilters {
  status: InvoiceStatus | null;
  payer: string;
  sessionId: number | null;
  period: Period;
}

/** The list's filters from its address: `?statut=en-retard&payeur=acme&session=12&du=…&au=…`. */
export function readInvoiceFilters(params: SearchParams, today: string): InvoiceFilters {
  const status = searchParam(params, "statut");
  return {
    status: (invoiceStatuses as readonly string[]).includes(status)
      ? (status as InvoiceStatus)
      : null,
    payer: searchParam(params, "payeur").trim().slice(0, 100),
    sessionId: recordIdOf(searchParam(params, "session")),
    period: readPeriod(params, today),
  };
}

/** How many rows the list shows: the period and the filters narrow the rest. */
const LIST_LIMIT = 200;

/**
 * `/dashboard/factures`: the period's invoices and credit notes, newest first, with their status
 * and the totals of all that match (not only the rows shown).
 */
export async function listInvoices(db: Database, filters: InvoiceFilters, today: string) {
  const { paid, status, payments, credit } = invoiceStanding(db, today);
  const conditions: SQL[] = [
    gte(invoices.issue_date, filters.period.from),
    lte(invoices.issue_date, filters.period.to),
  ];
  if (filters.payer)
    conditions.push(ilike(invoices.buyer_name, `%${filters.payer.replace(/[%_\\]/g, "\\$&")}%`));
  if (filters.sessionId) conditions.push(eq(invoices.session_id, filters.sessionId));
  if (filters.status) conditions.push(sql`${status} = ${filters.status}`);
  const where = and(...conditions);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        id: invoices.id,
        kind: invoices.kind,
        number: invoices.number,
        issueDate: invoices.issue_date,
        dueDate: invoices.due_date,
        buyer: invoices.buyer_name,
        session: sql<string | null>`${formations.title} || ', ' || ${trainingSessions.start_date}`,
        sessionId: invoices.session_id,
        total: invoices.total,
        due: sql<number>`${invoices.total} - ${invoices.prepaid}`,
        paid,
        status,
      })
      .from(invoices)
      .leftJoin(payments, eq(payments.invoiceId, invoices.id))
      .leftJoin(credit, eq(credit.corrects_id, invoices.id))
      .leftJoin(trainingSessions, eq(trainingSessions.id, invoices.session_id))
      .leftJoin(formations, eq(formations.id, trainingSessions.formation_id))
      .where(where)
      .orderBy(desc(invoices.issue_date), desc(invoices.id))
      .limit(LIST_LIMIT),
    db
      .select({
        count: sql<number>`count(*)::int`,
        invoiced: sql<number>`coalesce(sum(CASE WHEN ${invoices.kind} = 'credit_note' THEN -${invoices.total} ELSE ${invoices.total} END), 0)::bigint`,
        paid: sql<number>`coalesce(sum(${paid}), 0)::bigint`,
        open: sql<number>`coalesce(sum(CASE WHEN ${status} IN ('a-payer', 'partielle', 'en-retard') THEN ${invoices.total} - ${invoices.prepaid} - ${paid} ELSE 0 END), 0)::bigint`,
      })
      .from(invoices)
      .leftJoin(payments, eq(payments.invoiceId, invoices.id))
      .leftJoin(credit, eq(credit.corrects_id, invoices.id))
      .where(where),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      session:
        row.session && row.session.replace(/(\d{4}-\d{2}-\d{2})$/, (day) => formatLongDate(day)),
    })),
    totals: {
      count: totals!.count,
      invoiced: Number(totals!.invoiced),
      paid: Number(totals!.paid),
      open: Number(totals!.open),
    },
    limited: totals!.count > LIST_LIMIT,
  };
}

/** The invoices past their due date with something left to pay, for the dashboard home. */
export async function countOverdueInvoices(db: Database, today: string): Promise<number> {
  const { status, payments, credit } = invoiceStanding(db, today);
  const [row] = await db
    .select({ value: sql<number>`count(*)::int` })
    .from(invoices)
    .leftJoin(payments, eq(payments.invoiceId, invoices.id))
    .leftJoin(credit, eq(credit.corrects_id, invoices.id))
    .where(and(sql`${invoices.due_date} < ${today}`, sql`${status} = 'en-retard'`));
  return row?.value ?? 0;
}

/** An invoice's Factur-X file, for the staff's download. */
export async function invoiceFile(db: Database, id: number) {
  const [row] = await db
    .select({ kind: invoices.kind, number: invoices.number, pdf: invoices.pdf })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row;
}

export interface PlaceBilling {
  financing: Financing[];
  invoices: { id: number; number: string }[];
}

/** A session's places as billing sees them: who pays each, and the invoices that billed them. */
export async function sessionBilling(
  db: Database,
  sessionId: number,
  registrationIds: readonly number[],
): Promise<{ billing: Map<number, PlaceBilling>; certificatesIssued: boolean }> {
  const byPlace = new Map<number, PlaceBilling>();
  const [session] = await db
    .select({ issued: trainingSessions.certificates_issued_at })
    .from(trainingSessions)
    .where(eq(trainingSessions.id, sessionId));
  const certificatesIssued = Boolean(session?.issued);
  if (registrationIds.length === 0) return { billing: byPlace, certificatesIssued };
  const [financing, billed] = await Promise.all([
    financingOf(db, registrationIds),
    db
      .selectDistinct({
        registrationId: billedFinancing.registration_id,
        id: invoices.id,
        number: invoices.number,
      })
      .from(billedFinancing)
      .innerJoin(invoices, eq(invoices.id, billedFinancing.invoice_id))
      .where(inArray(billedFinancing.registration_id, [...registrationIds]))
      .orderBy(asc(invoices.id)),
  ]);
  for (const id of registrationIds)
    byPlace.set(id, {
      financing: financing.get(id) ?? [],
      invoices: billed
        .filter((row) => row.registrationId === id)
        .map((row) => ({ id: row.id, number: row.number })),
    });
  return { billing: byPlace, certificatesIssued };
}
