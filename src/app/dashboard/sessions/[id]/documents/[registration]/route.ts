import { recordIdOf } from "@/lib/validation";
import { adminRoute } from "@/server/auth/admin-route";
import { getDb } from "@/server/database";
import { downloadResponse, plainTextResponse } from "@/server/file-response";
import { registrationAgreementFile } from "@/features/agreements/admin-queries";

/** A registration's convention or contract, as accepted once it is (admins only). */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/dashboard/sessions/[id]/documents/[registration]">,
) {
  return adminRoute(async () => {
    const { id, registration } = await params;
    const [sessionId, registrationId] = [recordIdOf(id), recordIdOf(registration)];
    const found =
      sessionId === null || registrationId === null
        ? null
        : await registrationAgreementFile(await getDb(), sessionId, registrationId);
    if (!found) return plainTextResponse("Cette inscription n'a pas de document.", 404);
    return downloadResponse(found.pdf, { type: "application/pdf", filename: found.filename });
  });
}
