import type { MailSample } from "@/server/mail/message";
import { paths } from "@/config/paths";
import {
  colleagueRegisteredMail,
  convocationMail,
  promotedMail,
  registrationConfirmationMail,
  registrationNotificationMail,
  sessionCancelledMail,
  type NotifiedRegistration,
  type RegisteredSession,
  type Trainee,
} from "./mails";

const session: RegisteredSession = {
  id: 42,
  formation: {
    title: "Python pour l'analyse de données",
    slug: "python-pour-l-analyse-de-donnees",
    certification: true,
  },
  start_date: "2027-01-11",
  end_date: "2027-01-13",
  daily_hours: "9 h – 17 h",
  place: "location",
  city: "Paris",
  address: "18 rue du Faubourg Saint-Antoine, 75012 Paris",
  remote_link: null,
  trainer: "Claire Dubois",
};
const remoteSession: RegisteredSession = {
  ...session,
  place: "remote",
  city: null,
  address: null,
  remote_link: "https://classe.exemple.fr/python-janvier",
};
const trainee: Trainee = { trainee_name: "Camille Martin", email: "camille.martin@exemple.fr" };
const group: NotifiedRegistration[] = [
  {
    id: 311,
    ...trainee,
    phone: null,
    company: "Acme Industrie",
    payer: "opco",
    is_psh: false,
    psh_details: null,
    status: "pending",
  },
  {
    id: 312,
    trainee_name: "Paul Dubois",
    email: "paul.dubois@exemple.fr",
    phone: null,
    company: "Acme Industrie",
    payer: "opco",
    is_psh: false,
    psh_details: null,
    status: "waiting",
  },
];
// A sample link: a real one carries a token that is never stored.
const confirmationLink = (baseUrl: string) =>
  new URL(paths.registrationConfirmation("exemple-de-jeton"), baseUrl).toString();

/** The registration and session mails, with sample data, for the preview page and the template tests. */
export const sessionMailSamples: MailSample[] = [
  {
    id: "inscription-confirmer",
    name: "Confirmez votre inscription",
    sentWhen:
      "À la personne qui s'inscrit à une session (elle seule, même pour plusieurs participants) : sa place n'est réservée qu'une fois le lien ouvert.",
    message: (config) =>
      registrationConfirmationMail(
        config,
        { ...trainee, payer: "opco", participants: 2 },
        session,
        confirmationLink(config.baseUrl),
      ),
  },
  {
    id: "inscription-notification",
    name: "Nouvelle inscription (pour l'équipe)",
    sentWhen:
      "À l'adresse de contact du site, quand la personne inscrite a confirmé son inscription par e-mail.",
    message: (config) => registrationNotificationMail(config, group, session),
  },
  {
    id: "inscription-collegue",
    name: "Inscription par un collègue",
    sentWhen:
      "À chaque collègue inscrit avec une autre personne, une fois que celle-ci a confirmé l'inscription.",
    message: (config) =>
      colleagueRegisteredMail(config, "paul.dubois@exemple.fr", "pending", session),
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
