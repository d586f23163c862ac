import { siteConfig } from "@/config/site";
import { complaintsIn, improvementsIn } from "@/features/quality/admin-queries";
import { renderQualityRegisterPdf } from "@/features/quality/export";
import { readPeriod } from "@/lib/period";
import { adminRoute } from "@/server/auth/admin-route";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";
import { downloadResponse } from "@/server/file-response";

/** The register and the improvement log over the period (`?du=&au=`), as one PDF (admins only). */
export async function GET(request: Request) {
  return adminRoute(async () => {
    const today = currentDay();
    const period = readPeriod(Object.fromEntries(new URL(request.url).searchParams), today);
    const db = await getDb();
    const [complaints, improvements] = await Promise.all([
      complaintsIn(db, period),
      improvementsIn(db, period),
    ]);
    const pdf = await renderQualityRegisterPdf(siteConfig, {
      period,
      complaints,
      improvements,
      today,
    });
    return downloadResponse(pdf, {
      type: "application/pdf",
      filename: `registre-qualite-${period.from}-${period.to}.pdf`,
    });
  });
}
