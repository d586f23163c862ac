import "server-only";
import { sql, type AnyColumn } from "drizzle-orm";
import { outerColumn } from "@/db/outer-column";
import { invoicePayments, invoices } from "./tables";

/** What the payments of the outer query's invoice add up to, in cents. */
export const paidOf = (invoiceId: AnyColumn = invoices.id) =>
  sql<number>`(SELECT coalesce(sum(${invoicePayments.amount}), 0)::int FROM ${invoicePayments} WHERE ${invoicePayments.invoice_id} = ${outerColumn(invoiceId)})`;

/** Whether a credit note cancels the outer query's invoice. */
export const creditedOf = (invoiceId: AnyColumn = invoices.id) =>
  sql<boolean>`EXISTS (SELECT 1 FROM ${invoices} AS credit WHERE credit.corrects_id = ${outerColumn(invoiceId)})`;
