import { siteConfig } from "@/config/site";
import { readBpfPage } from "@/features/bpf/admin-queries";
import { bpfCsv } from "@/features/bpf/exports";
import { readBpfYear } from "@/features/bpf/schema";
import { csvDownload } from "@/lib/csv";
import { adminRoute } from "@/server/auth/admin-route";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";

/** The year's BPF (`?annee=`) as a spreadsheet (admins only). */
export async function GET(request: Request) {
  return adminRoute(async () => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const year = readBpfYear(params, currentDay(), siteConfig.company.accountingYearEnd);
    const page = await readBpfPage(await getDb(), siteConfig, year, currentTime());
    return csvDownload(bpfCsv(page), `bilan-pedagogique-et-financier-${year}.csv`);
  });
}
