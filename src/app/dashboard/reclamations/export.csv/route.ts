import { complaintsIn } from "@/features/quality/admin-queries";
import { complaintsCsv } from "@/features/quality/export";
import { readPeriod } from "@/lib/period";
import { csvDownload } from "@/lib/csv";
import { adminRoute } from "@/server/auth/admin-route";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";

/** The complaints received over the period (`?du=&au=`), as a CSV download (admins only). */
export async function GET(request: Request) {
  return adminRoute(async () => {
    const period = readPeriod(Object.fromEntries(new URL(request.url).searchParams), currentDay());
    const csv = complaintsCsv(await complaintsIn(await getDb(), period));
    return csvDownload(csv, `reclamations-${period.from}-${period.to}.csv`);
  });
}
