import "server-only";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import {
  acceptanceSchema,
  outcomeOf,
  traineeRequestFailure,
} from "@/features/registrations/public";
import { signerEvidenceOf } from "@/server/client-address";
import { linkAction, withOutcome, type LinkOutcome, type LinkPost } from "@/server/link-action";
import { acceptAsSignatory } from "./signatory-page";

/** The company signatory's 'Signer la convention…', by their own link: their page says what became of it. */
export async function acceptAgreementAsSignatory({
  token,
  form,
  headers,
}: LinkPost): Promise<LinkOutcome> {
  const client = signerEvidenceOf(headers);
  const page = paths.signatoryPage(token);
  return linkAction("signatory-page", traineeRequestFailure(page), async () =>
    withOutcome(
      page,
      await outcomeOf(
        form,
        acceptanceSchema,
        (db, signature, when) =>
          acceptAsSignatory(db, siteConfig, token, { ...signature, ...client }, when),
        "accepted",
      ),
    ),
  );
}
