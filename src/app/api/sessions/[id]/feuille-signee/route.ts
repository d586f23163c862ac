import { readScan, scanTypes } from "@/features/attendance/scan";
import { receiveScan } from "@/features/attendance/scan-upload";
import { recordIdOf } from "@/lib/validation";
import { adminRoute } from "@/server/auth/admin-route";
import { getDb } from "@/server/database";
import { downloadResponse, plainTextResponse } from "@/server/file-response";

type Context = RouteContext<"/api/sessions/[id]/feuille-signee">;

/**
 * The session's scanned paper sheet, or a trainee's signed statement for a half-day
 * (`?inscription=…&jour=…&demi=…`), as it was sent (admins only).
 */
export async function GET(request: Request, { params }: Context) {
  return adminRoute(async () => {
    const id = recordIdOf((await params).id);
    const scan = id === null ? null : await readScan(await getDb(), id, request);
    if (!scan) return plainTextResponse("Aucun document signé n'a été déposé ici.", 404);
    const name = scan.scope
      ? `attestation-presence-signee-inscription-${scan.scope.registration}-${scan.scope.day}-${scan.scope.half}`
      : `feuille-emargement-signee-session-${id}`;
    return downloadResponse(scan.data, {
      type: scanTypes[scan.format],
      filename: `${name}.${scan.format === "jpeg" ? "jpg" : scan.format}`,
    });
  });
}

/** 'Déposer la feuille signée', or a trainee's statement: the scan replaces the last one. */
export async function POST(request: Request, { params }: Context) {
  return receiveScan(request, (await params).id);
}

/** 'Retirer': the session's proof is its electronic attendance again. */
export async function DELETE(request: Request, { params }: Context) {
  return receiveScan(request, (await params).id);
}
