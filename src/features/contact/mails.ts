import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { greetingFor, teamSignature } from "@/lib/mail-text";
import type { Mail } from "@/server/mail/outbox";
import { quoteDetails } from "./quote-details";
import type { ContactRequest } from "./schema";

export interface RequestContext {
  id: number;
  formation: { title: string; event: string | null } | null;
  location: string | null;
}

const yesNo = (value: boolean) => (value ? "oui" : "non");

/** The provider's notification of one request: everything the visitor wrote, to the provider only. */
export function requestNotificationMail(config: SiteConfig, request: ContactRequest, context: RequestContext): Mail {
  const kind = context.formation ? "Demande de devis" : "Message de contact";
  const formation = context.formation
    ? `${context.formation.title}${context.formation.event ? ` (événement : ${context.formation.event})` : ""}`
    : "aucune";
  return {
    to: config.contact.email,
    subject: `${kind} n° ${context.id} : ${request.name} (${request.company})`,
    text: [
      `${kind} reçue sur le site.`,
      "",
      `Nom : ${request.name}`,
      `Entreprise : ${request.company}`,
      `E-mail : ${request.email}`,
      `Téléphone : ${request.phone ?? "non renseigné"}`,
      `Formation : ${formation}`,
      `Lieu souhaité : ${context.location ?? "non précisé"}`,
      `Situation de handicap : ${yesNo(request.is_psh)}${request.psh_details ? ` (${request.psh_details})` : ""}`,
      ...quoteDetails(request).flatMap(({ label, value }) => (value ? [`${label} : ${value}`] : [])),
      "",
      "Message :",
      request.message,
      "",
      `Voir la demande : ${new URL(paths.request(context.id), config.baseUrl).toString()}`,
    ].join("\n"),
  };
}

/**
 * The acknowledgement goes to whatever address was typed, so it says what was received in the
 * provider's own words: of the visitor's text, only their name, without links, 80 characters at
 * most. Nobody can use it to send their own text from the provider's domain.
 */
export function requestAcknowledgementMail(config: SiteConfig, request: ContactRequest, context: RequestContext): Mail {
  return {
    to: request.email,
    subject: `Nous avons bien reçu votre ${context.formation ? "demande" : "message"} | ${config.brandName}`,
    text: [
      greetingFor(request.name),
      "",
      context.formation
        ? `Merci pour votre demande concernant la formation « ${context.formation.title} ». Nous revenons vers vous sous 48 heures ouvrées avec une proposition adaptée.`
        : "Merci pour votre message. Nous vous répondons sous 48 heures ouvrées.",
      "",
      `Votre demande porte le numéro ${context.id}. Si vous n'êtes pas à l'origine de cette demande, ignorez ce message.`,
      ...teamSignature(config),
    ].join("\n"),
  };
}
