import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { greetingFor } from "@/lib/mail-text";
import {
  composeMail,
  MailButton,
  MailFacts,
  MailLines,
  MailParagraph,
  type MailMessage,
} from "@/server/mail/message";
import { quoteDetails } from "./quote-details";
import type { ContactRequest } from "./schema";

export interface RequestContext {
  id: number;
  formation: { title: string; event: string | null } | null;
  location: string | null;
}

const yesNo = (value: boolean) => (value ? "oui" : "non");

/** The provider's notification of one request: everything the visitor wrote, to the provider only. */
export function requestNotificationMail(
  config: SiteConfig,
  request: ContactRequest,
  context: RequestContext,
): MailMessage {
  const kind = context.formation ? "Demande de devis" : "Message de contact";
  const formation = context.formation
    ? `${context.formation.title}${context.formation.event ? ` (événement : ${context.formation.event})` : ""}`
    : "aucune";
  return composeMail(
    config,
    {
      to: config.contact.email,
      subject: `${kind} n° ${context.id} : ${request.name} (${request.company})`,
      preview: `${kind} reçue sur le site.`,
      signed: false,
    },
    <>
      <MailParagraph>{kind} reçue sur le site.</MailParagraph>
      <MailFacts
        rows={[
          ["Nom", request.name],
          ["Entreprise", request.company],
          ["E-mail", request.email],
          ["Téléphone", request.phone ?? "non renseigné"],
          ["Formation", formation],
          ["Lieu souhaité", context.location ?? "non précisé"],
          [
            "Situation de handicap",
            `${yesNo(request.is_psh)}${request.psh_details ? ` (${request.psh_details})` : ""}`,
          ],
          ...quoteDetails(request).map(({ label, value }) => [label, value] as const),
        ]}
      />
      <MailParagraph>
        <strong>Message :</strong>
      </MailParagraph>
      <MailLines text={request.message} />
      <MailButton href={new URL(paths.request(context.id), config.baseUrl).toString()}>
        Voir la demande
      </MailButton>
    </>,
  );
}

/**
 * The acknowledgement goes to whatever address was typed, so it says what was received in the
 * provider's own words: of the visitor's text, only their name, without links, 80 characters at
 * most. Nobody can use it to send their own text from the provider's domain.
 */
export function requestAcknowledgementMail(
  config: SiteConfig,
  request: ContactRequest,
  context: RequestContext,
): MailMessage {
  return composeMail(
    config,
    {
      to: request.email,
      subject: `Nous avons bien reçu votre ${context.formation ? "demande" : "message"} | ${config.brandName}`,
      preview: "Nous vous répondons sous 48 heures ouvrées.",
    },
    <>
      <MailParagraph>{greetingFor(request.name)}</MailParagraph>
      <MailParagraph>
        {context.formation
          ? `Merci pour votre demande concernant la formation « ${context.formation.title} ». Nous revenons vers vous sous 48 heures ouvrées avec une proposition adaptée.`
          : "Merci pour votre message. Nous vous répondons sous 48 heures ouvrées."}
      </MailParagraph>
      <MailParagraph>
        Votre demande porte le numéro {context.id}. Si vous n&apos;êtes pas à l&apos;origine de
        cette demande, ignorez ce message.
      </MailParagraph>
    </>,
  );
}
