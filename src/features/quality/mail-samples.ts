import type { MailSample } from "@/server/mail/message";
import {
  complaintAcknowledgementMail,
  complaintAnswerMail,
  complaintNotificationMail,
} from "./mails";
import { complaintSchema } from "./schema";

const complaint = complaintSchema.parse({
  claimant_kind: "trainee",
  name: "Léa Girard",
  email: "lea.girard@exemple.fr",
  organisation: "",
  session_id: "",
  message:
    "Bonjour,\nLes supports de cours promis le premier jour ne m'ont jamais été envoyés.\nMerci de me les faire parvenir.",
});
const ref = { id: 7, receivedAt: new Date("2026-12-18T16:42:00+01:00"), answerDueOn: "2027-01-02" };

/** The complaint mails, with sample data, for the preview page and the template tests. */
export const qualityMailSamples: MailSample[] = [
  {
    id: "reclamation-accuse",
    name: "Accusé de réception d'une réclamation",
    sentWhen: "À la personne qui dépose une réclamation, dès réception.",
    message: (config) => complaintAcknowledgementMail(config, complaint, ref),
  },
  {
    id: "reclamation-reponse",
    name: "Réponse à une réclamation",
    sentWhen: "À la personne qui a déposé la réclamation, quand l'équipe envoie sa réponse.",
    message: (config) =>
      complaintAnswerMail(config, complaint, {
        id: ref.id,
        receivedAt: ref.receivedAt,
        answer:
          "Les supports vous ont été envoyés ce jour par e-mail. Nous avons ajouté leur envoi à la liste des tâches de fin de premier jour pour toutes nos sessions.",
      }),
  },
  {
    id: "reclamation-notification",
    name: "Nouvelle réclamation (pour l'équipe)",
    sentWhen: "À l'adresse de contact du site, à chaque réclamation reçue.",
    message: (config) =>
      complaintNotificationMail(config, complaint, {
        ...ref,
        session: "Python pour l'analyse de données — du 14 au 16 décembre 2026",
      }),
  },
];
