import { sessionCertificatesZip } from "@/features/certificates/certificates";
import { recordIdOf } from "@/lib/validation";
import { adminRoute } from "@/server/auth/admin-route";
import { getDb } from "@/server/database";
import { downloadResponse, plainTextResponse } from "@/server/file-response";

/** Every certificate and attestation of a session in one ZIP (admins only). */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/dashboard/sessions/[id]/certificats.zip">,
) {
  return adminRoute(async () => {
    const id = recordIdOf((await params).id);
    const zip = id === null ? null : await sessionCertificatesZip(await getDb(), id);
    if (!zip)
      return plainTextResponse("Aucun certificat n'a encore été émis pour cette session.", 404);
    return downloadResponse(zip, {
      type: "application/zip",
      filename: `certificats-session-${id}.zip`,
    });
  });
}
