import type { Metadata } from "next";
import { listInvoices, readInvoiceFilters } from "@/features/billing/admin-queries";
import { InvoicesScreen } from "@/features/billing/components/admin/invoices-screen";
import { adminPage } from "@/server/auth/pages";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Factures" };

export default async function InvoicesPage({ searchParams }: PageProps<"/dashboard/factures">) {
  await adminPage();
  const today = currentDay();
  const filters = readInvoiceFilters(await searchParams, today);
  const list = await listInvoices(await getDb(), filters, today);
  return <InvoicesScreen {...list} filters={filters} today={today} />;
}
