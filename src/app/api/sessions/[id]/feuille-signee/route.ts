import { readScan, receiveScan, scanTypes } from "@/features/sessions/attendance-scan";
import { recordIdOf } from "@/lib/validation";
import { adminRoute } from "@/server/auth/admin-route";
import { getDb } from "@/server/database";
import { downloadResponse, plainTextResponse } from "@/server/file-response";

type Context = RouteContext<"/api/sessions/[id]/feuille-signee">;

/** The session's scanned paper sheet, as it was sent (admins only). */
export async function GET(_request: Request, { params }: Context) {
  return adminRoute(async () => {
    const id = recordIdOf((await params).id);
    const scan = id === null ? null : await readScan(await getDb(), id);
    if (!scan)
      return plainTextResponse("Aucune feuille signée n'a été déposée pour cette session.", 404);
    return downloadResponse(scan.data, {
      type: scanTypes[scan.format],
      filename: `feuille-emargement-signee-session-${id}.${scan.format === "jpeg" ? "jpg" : scan.format}`,
    });
  });
}

/** 'Déposer la feuille signée': the scan replaces the last one. */
export async function POST(request: Request, { params }: Context) {
  return receiveScan(request, (await params).id);
}

/** 'Retirer': the session's proof is its electronic attendance again. */
export async function DELETE(request: Request, { params }: Context) {
  return receiveScan(request, (await params).id);
}
