import { improvementsIn } from "@/features/quality/admin-queries";
import { improvementsCsv } from "@/features/quality/export";
import { readPeriod } from "@/lib/period";
import { csvDownload } from "@/lib/csv";
import { adminRoute } from "@/server/auth/admin-route";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";

/** The improvement actions opened over the period (`?du=&au=`), as a CSV download (admins only). */
export async function GET(request: Request) {
  return adminRoute(async () => {
    const period = readPeriod(Object.fromEntries(new URL(request.url).searchParams), currentDay());
    const csv = improvementsCsv(await improvementsIn(await getDb(), period));
    return csvDownload(csv, `ameliorations-${period.from}-${period.to}.csv`);
  });
}
