import type { SiteConfig } from "@/config/site";
import { greetingFor } from "@/lib/mail-text";
import {
  composeMail,
  MailButton,
  MailFacts,
  MailParagraph,
  type MailMessage,
} from "@/server/mail/message";
import { datesText, whereText, type RegisteredSession } from "@/features/sessions/public";
import { TRAINER_LINK_DAYS_AFTER_END } from "./constants";

/**
 * « Envoyer au formateur »: the trainer's link in force, where they show the room's QR code,
 * countersign each half-day and record the results, without an account.
 */
export function trainerLinkMail(
  config: SiteConfig,
  trainer: { name: string; email: string },
  session: RegisteredSession,
  link: string,
): MailMessage {
  return composeMail(
    config,
    {
      to: trainer.email,
      subject: `Votre lien d'émargement : ${session.formation.title}, ${datesText(session, { lowercase: true })} | ${config.brandName}`,
      preview: "Le QR code, les contresignatures et les résultats de la session, sans compte.",
    },
    <>
      <MailParagraph>{greetingFor(trainer.name)}</MailParagraph>
      <MailParagraph>
        Voici votre lien pour la session ci-dessous. Ouvrez-le en salle pour afficher le QR code que
        les stagiaires scannent, puis contresignez chaque demi-journée ; à la fin, vous y
        enregistrez les résultats de chaque stagiaire. Il ne demande aucun compte et sert
        jusqu&apos;à {TRAINER_LINK_DAYS_AFTER_END} jours après la session : gardez cet e-mail.
      </MailParagraph>
      <MailFacts
        rows={[
          ["Formation", session.formation.title],
          ["Dates", datesText(session)],
          ["Lieu", whereText(session)],
        ]}
      />
      <MailButton href={link} withAddress>
        Ouvrir mon lien d&apos;émargement
      </MailButton>
      <MailParagraph>
        Ce lien est personnel : ne le transmettez pas. S&apos;il devait être remplacé, nous vous
        enverrions le nouveau.
      </MailParagraph>
    </>,
  );
}
