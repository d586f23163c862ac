import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { readBpfPage } from "@/features/bpf/admin-queries";
import { BpfScreen } from "@/features/bpf/components/admin/bpf-screen";
import { bpfYearChoices, readBpfYear } from "@/features/bpf/schema";
import { adminPage } from "@/server/auth/pages";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Bilan pédagogique et financier" };

export default async function BpfPage({ searchParams }: PageProps<"/dashboard/bpf">) {
  await adminPage();
  const today = currentDay();
  const { accountingYearEnd } = siteConfig.company;
  const year = readBpfYear(await searchParams, today, accountingYearEnd);
  const page = await readBpfPage(await getDb(), siteConfig, year, currentTime());
  return <BpfScreen {...page} years={bpfYearChoices(today, accountingYearEnd)} />;
}
