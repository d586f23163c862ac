import type { Metadata } from "next";
import { siteConfig } from "@/config/site";
import { QualiopiScreen } from "@/features/quality/components/admin/qualiopi-screen";
import { readPeriod } from "@/lib/period";
import { readQualiopiCounts } from "@/features/quality/qualiopi-evidence";
import { indicatorRows } from "@/features/quality/qualiopi-indicators";
import { ProviderStampControl } from "@/features/agreements/components/admin/provider-stamp-control";
import { readStamp } from "@/features/agreements/provider-stamp";
import { formatDateTime } from "@/lib/dates";
import { adminPage } from "@/server/auth/pages";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";

export const metadata: Metadata = { title: "Qualiopi" };

export default async function QualiopiPage({ searchParams }: PageProps<"/dashboard/qualiopi">) {
  await adminPage();
  const today = currentDay();
  const period = readPeriod(await searchParams, today);
  const db = await getDb();
  const [counts, stamp] = await Promise.all([
    readQualiopiCounts(db, siteConfig, period, today),
    readStamp(db),
  ]);
  return (
    <>
      <QualiopiScreen period={period} rows={indicatorRows(counts)} />
      <ProviderStampControl
        stamp={stamp && { sha256: stamp.sha256, uploaded: formatDateTime(stamp.uploaded_at) }}
        representative={siteConfig.company.legalRepresentative}
      />
    </>
  );
}
