import { openSigningOnDevice } from "@/features/sessions/signing-device";
import { plainTextResponse } from "@/server/file-response";
import { readOrDefault } from "@/server/read-or-default";

/**
 * 'Signer la feuille d'émargement' from a trainee's mail: this device keeps their link for the
 * signing page, then goes there.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/mon-inscription/[token]/emargement">,
) {
  const { token } = await params;
  const response = await readOrDefault(
    () => openSigningOnDevice(token),
    null,
    "lien d'émargement d'un stagiaire",
  );
  return (
    response ??
    plainTextResponse(
      "Émargement indisponible pour le moment : réessayez dans quelques instants.",
      503,
    )
  );
}
