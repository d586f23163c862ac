import { invoiceFile } from "@/features/billing/admin-queries";
import { invoiceFileName } from "@/features/billing/pdf";
import { recordIdOf } from "@/lib/validation";
import { adminRoute } from "@/server/auth/admin-route";
import { getDb } from "@/server/database";
import { downloadResponse, plainTextResponse } from "@/server/file-response";

/** An invoice or credit note as issued: its Factur-X PDF, byte for byte (admins only). */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/dashboard/factures/[id]/facture.pdf">,
) {
  return adminRoute(async () => {
    const id = recordIdOf((await params).id);
    const found = id === null ? undefined : await invoiceFile(await getDb(), id);
    if (!found) return plainTextResponse("Cette facture n'existe pas.", 404);
    return downloadResponse(found.pdf, {
      type: "application/pdf",
      filename: invoiceFileName(found),
    });
  });
}
