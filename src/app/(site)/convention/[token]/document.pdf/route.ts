import { readSignatoryAgreement } from "@/features/sessions/signatory-page";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";
import { downloadResponse, plainTextResponse } from "@/server/file-response";
import { readOrDefault } from "@/server/read-or-default";

/** The convention its company's signatory reads: as accepted, with its evidence page, once it is. */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/convention/[token]/document.pdf">,
) {
  const { token } = await params;
  const found = await readOrDefault(
    async () => readSignatoryAgreement(await getDb(), token, currentDay()),
    undefined,
    "convention d'un signataire",
  );
  if (found === undefined)
    return plainTextResponse(
      "Document indisponible pour le moment : réessayez dans quelques instants.",
      503,
    );
  if (!found) return plainTextResponse("Ce lien ne correspond à aucune convention.", 404);
  return downloadResponse(found.pdf, { type: "application/pdf", filename: found.filename });
}
