import type { SiteConfig } from "@/config/site";
import { formatDateRange, formatLongDate, parisDay } from "@/lib/dates";
import { greetingFor } from "@/lib/mail-text";
import { composeMail, MailButton, MailParagraph, type MailMessage } from "@/server/mail/message";
import type { SurveyKind } from "./constants";

/** What a survey mail says of the trainee and the session they attended, and which survey it is. */
export interface SurveyRecipient {
  kind: SurveyKind;
  trainee_name: string;
  email: string;
  formation_title: string;
  start_date: string;
  end_date: string;
}

const wording = {
  end: {
    subject: (title: string) => `avis sur la formation « ${title} »`,
    preview: "Sept questions, deux minutes : votre avis améliore nos formations.",
    privacy: " Votre commentaire n'est publié que si vous l'acceptez, et toujours sans votre nom.",
    first: (title: string, dates: string) =>
      `Merci d'avoir suivi la formation « ${title} » (${dates}). Votre avis nous aide à améliorer nos formations : sept questions, deux minutes.`,
    again: (title: string, dates: string) =>
      `Vous avez suivi la formation « ${title} » (${dates}) et nous n'avons pas encore reçu votre avis. Il nous aide à améliorer nos formations : sept questions, deux minutes.`,
  },
  cold: {
    subject: (title: string) => `formation « ${title} », trois mois après`,
    preview: "Deux questions, une minute : qu'avez-vous mis en pratique ?",
    // This answer is never published.
    privacy: "",
    first: (title: string, dates: string) =>
      `Il y a trois mois, vous suiviez la formation « ${title} » (${dates}). Avez-vous pu mettre en pratique ce que vous y avez appris ? Deux questions, une minute.`,
    again: (title: string, dates: string) =>
      `Vous avez suivi la formation « ${title} » (${dates}) il y a trois mois, et nous n'avons pas encore reçu votre réponse : avez-vous pu mettre en pratique ce que vous y avez appris ? Deux questions, une minute.`,
  },
} as const;

/**
 * A survey of a session that has ended ('à chaud' the day after, 'à froid' three months later),
 * or its one reminder: a personal link, valid until the date it states, for one answer. Only the
 * trainee's name comes from what was typed at registration; the rest is the provider's.
 */
export function surveyMail(
  config: SiteConfig,
  recipient: SurveyRecipient,
  link: string,
  { expiresAt, reminder }: { expiresAt: Date; reminder: boolean },
): MailMessage {
  const title = recipient.formation_title;
  const dates = formatDateRange(recipient.start_date, recipient.end_date, { lowercase: true });
  const words = wording[recipient.kind];
  return composeMail(
    config,
    {
      to: recipient.email,
      subject: `${reminder ? "Rappel : votre" : "Votre"} ${words.subject(title)} | ${config.brandName}`,
      preview: words.preview,
    },
    <>
      <MailParagraph>{greetingFor(recipient.trainee_name)}</MailParagraph>
      <MailParagraph>
        {reminder ? words.again(title, dates) : words.first(title, dates)}
      </MailParagraph>
      <MailButton href={link} withAddress>
        Donner mon avis
      </MailButton>
      <MailParagraph>
        Ce lien personnel est valable jusqu&apos;au {formatLongDate(parisDay(expiresAt))}, pour une
        seule réponse.{words.privacy}
      </MailParagraph>
    </>,
  );
}
