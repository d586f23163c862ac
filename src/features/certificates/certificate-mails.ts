import "server-only";
import { type CertificateKind } from "@/lib/training-law";
import { type MailAttachment } from "@/lib/mail-attachment";
import { type Transaction } from "@/db/client";
import { type SiteConfig } from "@/config/site";
import { mailEach, otherRegistrant, withTraineeLink } from "@/features/registrations/public";
import { certificatesMail } from "./mails";

/**
 * Each trainee's certificates, with their page; and to the colleague who registered them, when
 * their company or its OPCO pays: the contact the provider knows for that payer.
 */
/** A trainee's documents just issued: which kinds, and their files as a mail joins them. */
export interface IssuedDocuments {
  kinds: CertificateKind[];
  files: MailAttachment[];
}

export async function mailCertificates(
  tx: Transaction,
  config: SiteConfig,
  issued: ReadonlyMap<number, IssuedDocuments>,
  corrected: boolean,
  now: Date,
): Promise<void> {
  await mailEach(
    tx,
    [...issued.keys()],
    withTraineeLink(tx, config, now, (trainee, session, link) => {
      const documents = issued.get(trainee.id)!;
      const by =
        trainee.payer === "entreprise" || trainee.payer === "opco"
          ? otherRegistrant(trainee)
          : null;
      return [
        certificatesMail(config, trainee, session, documents, { about: null, link, corrected }),
        ...(by
          ? [
              certificatesMail(config, by, session, documents, {
                about: trainee.trainee_name,
                link: null,
                corrected,
              }),
            ]
          : []),
      ];
    }),
  );
}
