import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { siteConfig } from "@/config/site";
import { readBpfLine } from "@/features/bpf/admin-queries";
import { BpfRowsScreen } from "@/features/bpf/components/admin/bpf-rows-screen";
import { readBpfYear } from "@/features/bpf/schema";
import { searchParam } from "@/lib/list-params";
import { adminPage } from "@/server/auth/pages";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Détail du bilan pédagogique et financier" };

export default async function BpfRowsPage({ searchParams }: PageProps<"/dashboard/bpf/lignes">) {
  await adminPage();
  const params = await searchParams;
  const year = readBpfYear(params, currentDay(), siteConfig.company.accountingYearEnd);
  const line = await readBpfLine(
    await getDb(),
    siteConfig,
    year,
    searchParam(params, "ligne"),
    currentTime(),
  );
  if (!line) notFound();
  return <BpfRowsScreen year={year} line={line} />;
}
