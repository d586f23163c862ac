import { readRequestedBpf } from "@/features/bpf/admin-queries";
import { bpfCsv } from "@/features/bpf/exports";
import { csvDownload } from "@/lib/csv";
import { adminRoute } from "@/server/auth/admin-route";
import { currentDay, currentTime } from "@/server/clock";

/** The year's BPF (`?annee=`) as a spreadsheet (admins only). */
export async function GET(request: Request) {
  return adminRoute(async () => {
    const page = await readRequestedBpf(request, currentTime(), currentDay());
    return csvDownload(bpfCsv(page), `bilan-pedagogique-et-financier-${page.facts.year}.csv`);
  });
}
