"use server";
import { signerEvidenceOf } from "@/server/client-address";
import { headers } from "next/headers";
import {
  outcomeOf,
  acceptanceSchema,
  traineeRequestFailure,
} from "@/features/registrations/public";
import { acceptAsSignatory } from "./signatory-page";
import { siteConfig } from "@/config/site";
import { linkAction, withOutcome } from "@/server/link-action";
import { paths } from "@/config/paths";

/** The company signatory's 'Signer la convention…', by their own link: their page says what became of it. */
export async function acceptAgreementAsSignatory(token: string, form: FormData): Promise<void> {
  const client = signerEvidenceOf(await headers());
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
