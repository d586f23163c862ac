import { csvDownload } from "@/lib/csv";
import { getDb } from "@/server/database";
import { requestsCsv } from "@/features/contact/export";
import { allRequests } from "@/features/contact/admin-queries";
import { readInboxFilters } from "@/features/contact/statuses";
import { parisDay } from "@/lib/dates";
import { adminRoute } from "@/server/auth/admin-route";

/** The requests matching the inbox's filters, as a CSV download (admins only). */
export async function GET(request: Request) {
  return adminRoute(async () => {
    const filters = readInboxFilters(Object.fromEntries(new URL(request.url).searchParams));
    const csv = requestsCsv(allRequests(await getDb(), filters));
    return csvDownload(csv, `demandes-${parisDay()}.csv`);
  });
}
