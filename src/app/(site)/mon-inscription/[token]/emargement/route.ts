import { openSigningOnDevice } from "@/features/sessions/signing-device";

/**
 * 'Signer la feuille d'émargement' from a trainee's mail: this device keeps their link for the
 * signing page, then goes there.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/mon-inscription/[token]/emargement">,
) {
  return openSigningOnDevice((await params).token);
}
