import type { MailSample } from "@/server/mail/message";
import {
  convocationMail,
  promotedMail,
  registrationAcknowledgementMail,
  registrationNotificationMail,
  sessionCancelledMail,
  type RegisteredSession,
  type Trainee,
} from "./mails";
import { registrationSchema } from "./schema";

const session: RegisteredSession = {
  id: 42,
  formation: { title: "Python pour l'analyse de données", slug: "python-pour-l-analyse-de-donnees", certification: true },
  start_date: "2027-01-11",
  end_date: "2027-01-13",
  daily_hours: "9 h – 17 h",
  place: "location",
  city: "Paris",
  address: "18 rue du Faubourg Saint-Antoine, 75012 Paris",
  remote_link: null,
  trainer: "Claire Dubois",
};
const remoteSession: RegisteredSession = { ...session, place: "remote", city: null, address: null, remote_link: "https://classe.exemple.fr/python-janvier" };
const trainee: Trainee = { trainee_name: "Camille Martin", email: "camille.martin@exemple.fr" };
const registration = registrationSchema.parse({
  trainee_name: trainee.trainee_name,
  email: trainee.email,
  company: "Acme Industrie",
  payer: "opco",
  is_psh: false,
  accept_terms: true,
  participant_2_name: "Paul Dubois",
  participant_2_email: "paul.dubois@exemple.fr",
});
const stored = [
  { id: 311, status: "pending" },
  { id: 312, status: "waiting" },
] as const;

/** The registration and session mails, with sample data, for the preview page and the template tests. */
export const sessionMailSamples: MailSample[] = [
  {
    id: "inscription-accuse",
    name: "Accusé de réception d'une inscription",
    sentWhen: "À la personne qui s'inscrit à une session (elle seule, même pour plusieurs participants).",
    message: (config) => registrationAcknowledgementMail(config, registration, session, stored),
  },
  {
    id: "inscription-notification",
    name: "Nouvelle inscription (pour l'équipe)",
    sentWhen: "À l'adresse de contact du site, à chaque inscription.",
    message: (config) => registrationNotificationMail(config, registration, session, stored),
  },
  {
    id: "place-liberee",
    name: "Place libérée",
    sentWhen: "Au premier de la liste d'attente, quand une place se libère.",
    message: (config) => promotedMail(config, trainee, session),
  },
  {
    id: "convocation",
    name: "Convocation",
    sentWhen: "À chaque participant confirmé, par « Envoyer les convocations ».",
    message: (config) => convocationMail(config, trainee, session),
  },
  {
    id: "convocation-distance",
    name: "Convocation à une classe virtuelle",
    sentWhen: "À chaque participant confirmé d'une session à distance.",
    message: (config) => convocationMail(config, trainee, remoteSession),
  },
  {
    id: "session-annulee",
    name: "Session annulée",
    sentWhen: "À chaque inscrit, quand l'équipe annule une session.",
    message: (config) => sessionCancelledMail(config, trainee, session),
  },
];
