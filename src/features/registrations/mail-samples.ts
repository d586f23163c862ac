import type { MailSample } from "@/server/mail/message";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { sessionChanges, type RegisteredSession } from "@/features/sessions/public";
import {
  colleagueRegisteredMail,
  promotedMail,
  registrationConfirmationMail,
  registrationNotificationMail,
  sessionCancelledMail,
  type NotifiedRegistration,
  type Trainee,
  convocationMail,
  offerExpiredMail,
  placeHandedOverMail,
  registrantInformedMail,
  registrationCancelledMail,
  sessionChangedMail,
  sessionRescheduledMail,
  sessionReminderMail,
  traineeNoticeMail,
  type TraineeLink,
} from "./mails";
import { calendarAttachment } from "./registration-calendar";

/*
 * The sample session, trainee and page every mail about a place shows on /dashboard/emails and in
 * the template tests; the domains later in a session's life make their samples with them.
 */

export const sampleSession: RegisteredSession = {
  id: 42,
  formation: {
    title: "Python pour l'analyse de données",
    slug: "python-pour-l-analyse-de-donnees",
    certification: true,
    positioning: true,
  },
  start_date: "2027-01-11",
  end_date: "2027-01-13",
  daily_hours: "9 h – 17 h",
  schedule: null,
  place: "location",
  city: "Paris",
  address: "18 rue du Faubourg Saint-Antoine, 75012 Paris",
  remote_link: null,
  trainer: "Claire Dubois",
  what_to_bring: "Votre ordinateur portable, avec Python 3.12 installé",
  price_no_tax: "1490.00",
};
const remoteSession: RegisteredSession = {
  ...sampleSession,
  place: "remote",
  city: null,
  address: null,
  remote_link: "https://classe.exemple.fr/python-janvier",
};
/** The sample session as it was before staff moved it a week later. */
const movedChanges = sessionChanges(
  { ...sampleSession, start_date: "2027-01-04", end_date: "2027-01-06" },
  sampleSession,
)!;
export const sampleTrainee: Trainee = {
  trainee_name: "Camille Martin",
  email: "camille.martin@exemple.fr",
};
const notified: NotifiedRegistration = {
  id: 312,
  trainee_name: "Paul Dubois",
  registered_by: sampleTrainee.trainee_name,
  email: "paul.dubois@exemple.fr",
  phone: null,
  company: "Acme Industrie",
  payer: "opco",
  is_psh: false,
  psh_details: null,
  status: "pending",
};
// A sample link: a real one carries a token that is never stored.
const confirmationLink = (baseUrl: string) =>
  new URL(paths.registrationConfirmation("exemple-de-jeton"), baseUrl).toString();

// The trainee's page and calendar entry as a mail carries them; the sample's token is not one.
export const SAMPLE_NOW = new Date("2026-12-01T09:00:00Z");
// The trainee's page and calendar entry as a mail carries them; the sample's token is not one.
const calendarOf = (config: SiteConfig, of: RegisteredSession, cancelled = false) =>
  calendarAttachment(311, of, config, {
    now: SAMPLE_NOW,
    cancelled,
    confirmed: !cancelled,
  });
export const sampleTraineeLink = (
  config: SiteConfig,
  of: RegisteredSession = sampleSession,
): TraineeLink => ({
  page: new URL(paths.traineePage("exemple-de-jeton"), config.baseUrl).toString(),
  signing: new URL(paths.traineeSigning("exemple-de-jeton"), config.baseUrl).toString(),
  calendar: calendarOf(config, of),
});

/** The registrations' mails, with sample data. */
export const registrationMailSamples: MailSample[] = [
  {
    id: "inscription-confirmer",
    name: "Confirmez votre inscription",
    sentWhen:
      "À la personne qui s'inscrit à une session (elle seule, même pour plusieurs participants) : sa place n'est réservée qu'une fois le lien ouvert.",
    message: (config) =>
      registrationConfirmationMail(
        config,
        { ...sampleTrainee, payer: "opco", participants: 2 },
        sampleSession,
        confirmationLink(config.baseUrl),
      ),
  },
  {
    id: "inscription-notification",
    name: "Nouvelle inscription (pour l'équipe)",
    sentWhen:
      "À l'adresse de contact du site, quand la personne inscrite a confirmé son inscription par e-mail.",
    message: (config) => registrationNotificationMail(config, notified, sampleSession),
  },
  {
    id: "inscription-collegue",
    name: "Inscription par un collègue",
    sentWhen:
      "À chaque collègue inscrit avec une autre personne, une fois que celle-ci a confirmé son inscription : sa place n'est réservée qu'une fois qu'il a confirmé la sienne, dans les 48 heures (jamais après le début de la session).",
    message: (config) =>
      colleagueRegisteredMail(config, "paul.dubois@exemple.fr", sampleSession, {
        link: confirmationLink(config.baseUrl),
        expiresAt: new Date("2027-01-06T17:00:00+01:00"),
        registrant: sampleTrainee.email,
      }),
  },
  {
    id: "place-liberee",
    name: "Place libérée",
    sentWhen: "Au premier de la liste d'attente, quand une place se libère.",
    message: (config) =>
      promotedMail(config, sampleTrainee, sampleSession, {
        page: sampleTraineeLink(config).page,
        expiresAt: new Date("2026-12-03T09:00:00Z"),
      }),
  },
  {
    id: "place-non-retenue",
    name: "Place libérée non prise",
    sentWhen:
      "À la personne de la liste d'attente qui n'a pas pris dans les 48 heures la place proposée ; la place passe à la suivante.",
    message: (config) =>
      offerExpiredMail(
        config,
        sampleTrainee,
        sampleSession,
        calendarOf(config, sampleSession, true),
      ),
  },
  {
    id: "inscription-confirmee-inscripteur",
    name: "Inscription d'un collègue confirmée",
    sentWhen:
      "À la personne qui a inscrit un collègue, quand l'équipe confirme ou annule l'inscription de ce collègue.",
    message: (config) =>
      registrantInformedMail(
        config,
        { trainee_name: "Paul Dubois", email: "paul.dubois@exemple.fr" },
        sampleTrainee.trainee_name,
        sampleSession,
        "confirmed",
      ),
  },
  {
    id: "inscription-annulee",
    name: "Inscription annulée",
    sentWhen:
      "Au participant dont l'équipe annule l'inscription, ou qui l'annule sur sa page ; l'agenda joint retire la session.",
    message: (config) =>
      registrationCancelledMail(config, sampleTrainee, sampleSession, {
        by: "staff",
        calendar: calendarOf(config, sampleSession, true),
      }),
  },
  {
    id: "convocation",
    name: "Convocation",
    sentWhen: "À chaque participant confirmé, par « Envoyer les convocations ».",
    message: (config) =>
      convocationMail(config, sampleTrainee, sampleSession, sampleTraineeLink(config)),
  },
  {
    id: "convocation-distance",
    name: "Convocation à une classe virtuelle",
    sentWhen: "À chaque participant confirmé d'une session à distance.",
    message: (config) =>
      convocationMail(
        config,
        sampleTrainee,
        remoteSession,
        sampleTraineeLink(config, remoteSession),
      ),
  },
  {
    id: "convocation-mise-a-jour",
    name: "Convocation mise à jour",
    sentWhen:
      "À chaque participant déjà convoqué, quand l'équipe change les dates, les horaires, le lieu ou le lien de la classe virtuelle.",
    message: (config) =>
      convocationMail(
        config,
        sampleTrainee,
        sampleSession,
        sampleTraineeLink(config),
        movedChanges,
      ),
  },
  {
    id: "session-modifiee",
    name: "Session modifiée",
    sentWhen:
      "À chaque inscrit pas encore convoqué (place à confirmer, liste d'attente), quand l'équipe change les dates, les horaires ou le lieu.",
    message: (config) =>
      sessionRescheduledMail(config, sampleTrainee, sampleSession, {
        changes: movedChanges,
        link: sampleTraineeLink(config),
        status: "pending",
      }),
  },
  {
    id: "rappel-7-jours",
    name: "Rappel, 7 jours avant",
    sentWhen: "Automatiquement, 7 jours avant le début, à chaque participant confirmé.",
    message: (config) =>
      sessionReminderMail(config, sampleTrainee, sampleSession, {
        daysBefore: 7,
        link: sampleTraineeLink(config),
      }),
  },
  {
    id: "rappel-veille-distance",
    name: "Rappel la veille, classe virtuelle",
    sentWhen:
      "Automatiquement, la veille du début, à chaque participant confirmé d'une session à distance.",
    message: (config) =>
      sessionReminderMail(config, sampleTrainee, remoteSession, {
        daysBefore: 1,
        link: sampleTraineeLink(config, remoteSession),
      }),
  },
  {
    id: "place-cedee",
    name: "Place cédée par un collègue",
    sentWhen: "Au collègue à qui un participant cède sa place depuis sa page « Mon inscription ».",
    message: (config) =>
      placeHandedOverMail(config, "paul.dubois@exemple.fr", sampleSession, {
        link: sampleTraineeLink(config),
        from: sampleTrainee.email,
      }),
  },
  {
    id: "changement-session",
    name: "Changement de session accepté",
    sentWhen: "Au participant dont l'équipe accepte la demande de changement de session.",
    message: (config) =>
      sessionChangedMail(config, sampleTrainee, sampleSession, {
        waiting: false,
        price: {
          before: "1200.00",
          after: sampleSession.price_no_tax,
          listed: sampleSession.price_no_tax,
        },
        link: sampleTraineeLink(config),
      }),
  },
  {
    id: "annulation-stagiaire",
    name: "Annulation par un participant (pour l'équipe)",
    sentWhen:
      "À l'adresse de contact du site, quand un participant annule, cède sa place ou demande une autre session depuis sa page.",
    message: (config) =>
      traineeNoticeMail(config, { ...sampleTrainee, id: 311 }, sampleSession, {
        kind: "cancelled",
        reason: "Mon entreprise a déplacé un projet sur ces dates.",
      }),
  },
  {
    id: "session-annulee",
    name: "Session annulée",
    sentWhen: "À chaque inscrit, quand l'équipe annule une session.",
    message: (config) => sessionCancelledMail(config, sampleTrainee, sampleSession),
  },
];
