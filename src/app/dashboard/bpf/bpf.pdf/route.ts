import { siteConfig } from "@/config/site";
import { readRequestedBpf } from "@/features/bpf/admin-queries";
import { bpfPdf } from "@/features/bpf/exports";
import { adminRoute } from "@/server/auth/admin-route";
import { currentDay, currentTime } from "@/server/clock";
import { downloadResponse } from "@/server/file-response";

/** The year's BPF (`?annee=`) as a PDF (admins only). */
export async function GET(request: Request) {
  return adminRoute(async () => {
    const page = await readRequestedBpf(request, currentTime(), currentDay());
    return downloadResponse(await bpfPdf(siteConfig, page), {
      type: "application/pdf",
      filename: `bilan-pedagogique-et-financier-${page.facts.year}.pdf`,
    });
  });
}
