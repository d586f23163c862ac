import { type SiteConfig } from "@/config/site";
import { type Trainee, TraineeLink } from "@/features/registrations/public";
import { type RegisteredSession, datesText } from "@/features/sessions/public";
import { type CertificateKind, certificateKinds } from "@/lib/training-law";
import { type MailAttachment } from "@/lib/mail-attachment";
import {
  type MailMessage,
  composeMail,
  MailParagraph,
  MailLines,
  MailButton,
} from "@/server/mail/message";
import { ofName } from "@/lib/text";
import { greetingFor } from "@/lib/mail-text";

/**
 * The documents issued from the attendance, to the trainee (with their page) or to the colleague
 * who registered them for their company (`about` names the trainee): the certificate of
 * realisation, the attestation with the results of the evaluation, or both. A certificate that
 * goes first says the attestation follows once the results are recorded.
 */
export function certificatesMail(
  config: SiteConfig,
  recipient: Trainee,
  session: RegisteredSession,
  { kinds, files }: { kinds: readonly CertificateKind[]; files: MailAttachment[] },
  {
    about,
    link,
    corrected,
  }: { about: string | null; link: TraineeLink | null; corrected: boolean },
): MailMessage {
  const whose = about ? ofName(about) : "";
  const own = (noun: string) => (about ? `le ${noun} ${whose}` : `votre ${noun}`);
  const ownFeminine = (noun: string) => (about ? `l'${noun} ${whose}` : `votre ${noun}`);
  const certificate = own("certificat de réalisation");
  const attestation = ownFeminine("attestation de fin de formation");
  const both = kinds.length === certificateKinds.length;
  const documents = both
    ? about
      ? `le certificat de réalisation et l'attestation de fin de formation ${whose}`
      : "votre certificat de réalisation et votre attestation de fin de formation"
    : kinds.includes("realisation")
      ? certificate
      : `${attestation}, avec les résultats de l'évaluation des acquis`;
  // How the sentence agrees with what it joins: both, the certificate, or the attestation.
  const [issued, remains, replaces] = both
    ? ["établis", "ils restent téléchargeables", "ils remplacent ceux envoyés"]
    : kinds.includes("realisation")
      ? ["établi", "il reste téléchargeable", "il remplace celui envoyé"]
      : ["établie", "elle reste téléchargeable", "elle remplace celle envoyée"];
  const subject = corrected
    ? "Certificats corrigés"
    : kinds.includes("realisation")
      ? "Certificat de réalisation"
      : "Attestation de fin de formation";
  return composeMail(
    config,
    {
      to: recipient.email,
      complaintLink: true,
      subject: `${subject} : ${session.formation.title} | ${config.brandName}`,
      preview: `Voici ${documents}.`,
      attachments: files,
    },
    <>
      <MailParagraph>{greetingFor(recipient.trainee_name)}</MailParagraph>
      <MailParagraph>
        La formation « {session.formation.title} », {datesText(session, { lowercase: true })}, est
        terminée. Voici {documents}, {issued} d&apos;après la feuille d&apos;émargement
        {link ? ` : ${remains} sur votre page` : ""}.
        {corrected ? ` La présence a été corrigée : ${replaces} précédemment.` : ""}
      </MailParagraph>
      {!both && kinds.includes("realisation") && !corrected && (
        <MailParagraph>
          {about ? "Son" : "Votre"} attestation de fin de formation suivra dès que les résultats de
          l&apos;évaluation des acquis seront enregistrés.
        </MailParagraph>
      )}
      <MailLines text={files.map((file) => `« ${file.filename} »`).join("\n")} />
      {link && <MailButton href={link.page}>Mon inscription</MailButton>}
    </>,
  );
}
