import { registrationCertificateFile } from "@/features/certificates/certificates";
import { recordIdOf } from "@/lib/validation";
import { adminRoute } from "@/server/auth/admin-route";
import { getDb } from "@/server/database";
import { downloadResponse, plainTextResponse } from "@/server/file-response";

/** A trainee's certificat de réalisation or attestation de fin de formation (admins only). */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/dashboard/sessions/[id]/certificats/[registration]/[file]">,
) {
  return adminRoute(async () => {
    const { id, registration, file } = await params;
    const [sessionId, registrationId] = [recordIdOf(id), recordIdOf(registration)];
    const found =
      sessionId === null || registrationId === null
        ? null
        : await registrationCertificateFile(await getDb(), sessionId, registrationId, file);
    if (!found) return plainTextResponse("Cette inscription n'a pas ce certificat.", 404);
    return downloadResponse(found.pdf, { type: "application/pdf", filename: found.filename });
  });
}
