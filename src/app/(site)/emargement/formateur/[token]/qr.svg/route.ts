import { siteConfig } from "@/config/site";
import { roomQrResponse } from "@/features/attendance/room-qr";
import { trainerLinkSession } from "@/features/attendance/trainer-link";
import { currentDay, currentTime } from "@/server/clock";
import { getDb } from "@/server/database";
import { plainTextResponse } from "@/server/file-response";
import { readOrDefault } from "@/server/read-or-default";

/** The room's QR code, on the trainer's own page: their link is the credential. */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/emargement/formateur/[token]/qr.svg">,
) {
  const { token } = await params;
  const sessionId = await readOrDefault(
    async () => trainerLinkSession(await getDb(), token, currentDay()),
    undefined,
    "lien du formateur",
  );
  if (sessionId === undefined)
    return plainTextResponse("QR code indisponible : réessayez dans quelques instants.", 503);
  if (sessionId === null)
    return plainTextResponse("Ce lien n'ouvre plus la feuille d'émargement.", 404);
  return roomQrResponse(siteConfig, sessionId, currentTime());
}
