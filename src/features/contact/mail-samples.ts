import type { MailSample } from "@/server/mail/message";
import { requestAcknowledgementMail, requestNotificationMail, type RequestContext } from "./mails";
import { contactRequestSchema } from "./schema";

const request = contactRequestSchema.parse({
  name: "Camille Martin",
  company: "Acme Industrie",
  email: "camille.martin@exemple.fr",
  phone: "06 12 34 56 78",
  message:
    "Bonjour,\nNous souhaitons former une équipe de huit développeurs à Python au premier trimestre.\nMerci de nous proposer des dates.",
  is_psh: false,
  participants: "8",
  desired_period: "Mars 2027",
  funding: "opco",
});
const context: RequestContext = {
  id: 1284,
  formation: { title: "Python pour l'analyse de données", event: null },
  location: "France - Paris",
};

/** The contact and quote mails, with sample data, for the preview page and the template tests. */
export const contactMailSamples: MailSample[] = [
  {
    id: "demande-accuse",
    name: "Accusé de réception d'une demande",
    sentWhen: "Au visiteur qui envoie le formulaire de contact ou de devis.",
    message: (config) => requestAcknowledgementMail(config, request, context),
  },
  {
    id: "demande-notification",
    name: "Nouvelle demande (pour l'équipe)",
    sentWhen: "À l'adresse de contact du site, à chaque demande reçue.",
    message: (config) => requestNotificationMail(config, request, context),
  },
];
