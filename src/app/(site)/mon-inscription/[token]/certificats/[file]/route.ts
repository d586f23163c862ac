import { readTraineeCertificate } from "@/features/certificates/certificates";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";
import { linkedPdfResponse } from "@/server/file-response";

/** The trainee's certificat de réalisation or attestation de fin de formation, by their link. */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/mon-inscription/[token]/certificats/[file]">,
) {
  const { token, file } = await params;
  return linkedPdfResponse(
    async () => readTraineeCertificate(await getDb(), token, file, currentDay()),
    {
      what: "certificat d'une inscription",
      unknown: "Ce lien ne correspond à aucun certificat.",
    },
  );
}
