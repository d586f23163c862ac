import { readSignatoryAgreement } from "@/features/agreements/signatory-page";
import { currentDay } from "@/server/clock";
import { getDb } from "@/server/database";
import { linkedPdfResponse } from "@/server/file-response";

/** The convention its company's signatory reads: as accepted, with its evidence page, once it is. */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/convention/[token]/document.pdf">,
) {
  const { token } = await params;
  return linkedPdfResponse(async () => readSignatoryAgreement(await getDb(), token, currentDay()), {
    what: "convention d'un signataire",
    unknown: "Ce lien ne correspond à aucune convention.",
  });
}
