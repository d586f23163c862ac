import { facturXZip } from "@/features/billing/exports";
import { readPeriod } from "@/lib/period";
import { adminRoute } from "@/server/auth/admin-route";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";

/** The period's Factur-X files (`?du=&au=`), for the provider's approved platform (admins only). */
export async function GET(request: Request) {
  return adminRoute(async () => {
    const period = readPeriod(Object.fromEntries(new URL(request.url).searchParams), currentDay());
    return new Response(facturXZip(await getDb(), period), {
      headers: {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="factures-${period.from}-${period.to}.zip"`,
        "Cache-Control": "private, no-store",
      },
    });
  });
}
