import { readTraineeAgreement } from "@/features/sessions/trainee-page";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";
import { downloadResponse, plainTextResponse } from "@/server/file-response";
import { readOrDefault } from "@/server/read-or-default";

/** The registration's convention or contract: as accepted, with its evidence page, once it is. */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/mon-inscription/[token]/document.pdf">,
) {
  const { token } = await params;
  const found = await readOrDefault(
    async () => readTraineeAgreement(await getDb(), token, currentDay()),
    undefined,
    "document d'une inscription",
  );
  if (found === undefined)
    return plainTextResponse(
      "Document indisponible pour le moment : réessayez dans quelques instants.",
      503,
    );
  if (!found)
    return plainTextResponse("Ce lien ne correspond à aucun document d'inscription.", 404);
  return downloadResponse(found.pdf, { type: "application/pdf", filename: found.filename });
}
