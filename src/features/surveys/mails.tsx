import type { SiteConfig } from "@/config/site";
import { formatDateRange, formatLongDate, parisDay } from "@/lib/dates";
import { greetingFor } from "@/lib/mail-text";
import { composeMail, MailButton, MailParagraph, type MailMessage } from "@/server/mail/message";

/** What a survey mail says of the trainee and the session they attended. */
export interface SurveyRecipient {
  trainee_name: string;
  email: string;
  formation_title: string;
  start_date: string;
  end_date: string;
}

/**
 * The survey of a session that has ended, or its one reminder: a personal link, valid until the
 * date it states, for one answer. Only the trainee's name comes from what was typed at
 * registration; the rest is the provider's.
 */
export function surveyMail(config: SiteConfig, recipient: SurveyRecipient, link: string, { expiresAt, reminder }: { expiresAt: Date; reminder: boolean }): MailMessage {
  const title = recipient.formation_title;
  const dates = formatDateRange(recipient.start_date, recipient.end_date, { lowercase: true });
  return composeMail(
    config,
    {
      to: recipient.email,
      subject: `${reminder ? "Rappel : votre" : "Votre"} avis sur la formation « ${title} » | ${config.brandName}`,
      preview: "Sept questions, deux minutes : votre avis améliore nos formations.",
    },
    <>
      <MailParagraph>{greetingFor(recipient.trainee_name)}</MailParagraph>
      <MailParagraph>
        {reminder
          ? `Vous avez suivi la formation « ${title} » (${dates}) et nous n'avons pas encore reçu votre avis. Il nous aide à améliorer nos formations : sept questions, deux minutes.`
          : `Merci d'avoir suivi la formation « ${title} » (${dates}). Votre avis nous aide à améliorer nos formations : sept questions, deux minutes.`}
      </MailParagraph>
      <MailButton href={link} withAddress>
        Donner mon avis
      </MailButton>
      <MailParagraph>
        Ce lien personnel est valable jusqu&apos;au {formatLongDate(parisDay(expiresAt))}, pour une seule réponse. Votre commentaire
        n&apos;est publié que si vous l&apos;acceptez, et toujours sans votre nom.
      </MailParagraph>
    </>,
  );
}
