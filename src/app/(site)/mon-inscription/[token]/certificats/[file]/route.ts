import { readTraineeCertificate } from "@/features/sessions/certificates";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";
import { downloadResponse, plainTextResponse } from "@/server/file-response";
import { readOrDefault } from "@/server/read-or-default";

/** The trainee's certificat de réalisation or attestation de fin de formation, by their link. */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/mon-inscription/[token]/certificats/[file]">,
) {
  const { token, file } = await params;
  const found = await readOrDefault(
    async () => readTraineeCertificate(await getDb(), token, file, currentDay()),
    undefined,
    "certificat d'une inscription",
  );
  if (found === undefined)
    return plainTextResponse(
      "Document indisponible pour le moment : réessayez dans quelques instants.",
      503,
    );
  if (!found) return plainTextResponse("Ce lien ne correspond à aucun certificat.", 404);
  return downloadResponse(found.pdf, { type: "application/pdf", filename: found.filename });
}
