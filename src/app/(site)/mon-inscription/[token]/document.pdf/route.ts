import { readTraineeAgreement } from "@/features/trainee-page/trainee-page";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";
import { linkedPdfResponse } from "@/server/file-response";

/** The registration's convention or contract: as accepted, with its evidence page, once it is. */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/mon-inscription/[token]/document.pdf">,
) {
  const { token } = await params;
  return linkedPdfResponse(async () => readTraineeAgreement(await getDb(), token, currentDay()), {
    what: "document d'une inscription",
    unknown: "Ce lien ne correspond à aucun document d'inscription.",
  });
}
