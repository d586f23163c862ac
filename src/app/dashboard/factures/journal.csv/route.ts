import { siteConfig } from "@/config/site";
import { salesJournalCsv } from "@/features/billing/exports";
import { csvDownload } from "@/lib/csv";
import { readPeriod } from "@/lib/period";
import { adminRoute } from "@/server/auth/admin-route";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";

/** The sales journal of the period (`?du=&au=`), for the accountant (admins only). */
export async function GET(request: Request) {
  return adminRoute(async () => {
    const period = readPeriod(Object.fromEntries(new URL(request.url).searchParams), currentDay());
    const csv = salesJournalCsv(await getDb(), siteConfig, period);
    return csvDownload(csv, `journal-des-ventes-${period.from}-${period.to}.csv`);
  });
}
