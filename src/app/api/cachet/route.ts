import { readStamp } from "@/features/agreements/provider-stamp";
import { receiveStamp } from "@/features/agreements/stamp-upload";
import { adminRoute } from "@/server/auth/admin-route";
import { getDb } from "@/server/database";
import { downloadResponse, plainTextResponse } from "@/server/file-response";

/** The provider's stamp and signature in force, as the documents print it (admins only). */
export async function GET() {
  return adminRoute(async () => {
    const stamp = await readStamp(await getDb());
    if (!stamp) return plainTextResponse("Aucun cachet n'a été déposé.", 404);
    return downloadResponse(stamp.png, { type: "image/png", filename: "cachet-et-signature.png" });
  });
}

/** 'Déposer le cachet et la signature': the image replaces the last one. */
export async function POST(request: Request) {
  return receiveStamp(request);
}

/** 'Retirer': the documents issued from now on print no stamp. */
export async function DELETE(request: Request) {
  return receiveStamp(request);
}
