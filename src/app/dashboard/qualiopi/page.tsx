import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { QualiopiScreen } from "@/features/quality/components/admin/qualiopi-screen";
import { readPeriod } from "@/features/quality/period";
import { readQualiopiCounts } from "@/features/quality/qualiopi-evidence";
import { indicatorRows } from "@/features/quality/qualiopi-indicators";
import { adminPage } from "@/server/auth/pages";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Qualiopi" };

export default async function QualiopiPage({ searchParams }: PageProps<"/dashboard/qualiopi">) {
  await adminPage();
  const today = currentDay();
  const period = readPeriod(await searchParams, today);
  const counts = await readQualiopiCounts(await getDb(), siteConfig, period, today);
  return <QualiopiScreen period={period} rows={indicatorRows(counts)} />;
}
