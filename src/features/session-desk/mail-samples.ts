import type { MailSample } from "@/server/mail/message";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import {
  colleagueRegisteredMail,
  promotedMail,
  registrationConfirmationMail,
  registrationNotificationMail,
  sessionCancelledMail,
  type NotifiedRegistration,
  type Trainee,
  calendarAttachment,
  convocationMail,
  offerExpiredMail,
  placeHandedOverMail,
  registrantInformedMail,
  registrationCancelledMail,
  registrationConfirmedMail,
  sessionChangedMail,
  sessionRescheduledMail,
  sessionReminderMail,
  traineeNoticeMail,
  type MailedAgreement,
  type TraineeLink,
} from "@/features/registrations/public";
import {
  actionNatures,
  certificateKinds,
  priceBreakdown,
  type AgreementKind,
} from "@/lib/training-law";
import {
  certificateFile,
  renderCertificate,
  type CertificateContent,
  certificatesMail,
} from "@/features/certificates/public";
import {
  agreementProvider,
  traineesNamed,
  type AgreementContent,
  agreementFile,
  renderAgreement,
  conventionPlaceTakenOverMail,
  conventionSignedMail,
  conventionToSignMail,
  type ConventionSigner,
  agreementMail,
} from "@/features/agreements/public";
import type { MailAttachment } from "@/lib/mail-attachment";
import { trainerLinkAddress, trainerLinkMail } from "@/features/attendance/public";
import { sessionChanges, sessionDays, type RegisteredSession } from "@/features/sessions/public";

const session: RegisteredSession = {
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
  ...session,
  place: "remote",
  city: null,
  address: null,
  remote_link: "https://classe.exemple.fr/python-janvier",
};
/** The sample session as it was before staff moved it a week later. */
const movedChanges = sessionChanges(
  { ...session, start_date: "2027-01-04", end_date: "2027-01-06" },
  session,
)!;
const trainee: Trainee = { trainee_name: "Camille Martin", email: "camille.martin@exemple.fr" };
const notified: NotifiedRegistration = {
  id: 312,
  trainee_name: "Paul Dubois",
  registered_by: trainee.trainee_name,
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
const SAMPLE_NOW = new Date("2026-12-01T09:00:00Z");
const calendarOf = (config: SiteConfig, of: RegisteredSession, cancelled = false) =>
  calendarAttachment(311, of, config, {
    now: SAMPLE_NOW,
    cancelled,
    confirmed: !cancelled,
  });
const traineeLinkOf = (config: SiteConfig, of: RegisteredSession = session): TraineeLink => ({
  page: new URL(paths.traineePage("exemple-de-jeton"), config.baseUrl).toString(),
  signing: new URL(paths.traineeSigning("exemple-de-jeton"), config.baseUrl).toString(),
  calendar: calendarOf(config, of),
});

/** The sample trainee's certificate and attestation: absent one afternoon of three days. */
async function certificatesOf(config: SiteConfig) {
  const content: CertificateContent = {
    provider: {
      ...agreementProvider(config),
      representative: config.company.legalRepresentative,
      city: config.postalAddress.city,
    },
    trainee: { name: "MARTIN Camille", company: "Acme Industrie" },
    formation: {
      title: session.formation.title,
      objectives: ["Charger, nettoyer et explorer des données avec pandas"],
      assessment: ["Exercices corrigés en fin de journée"],
    },
    nature: actionNatures[0],
    session: { start_date: session.start_date, end_date: session.end_date, where: "Paris" },
    attended: 1050,
    planned: 1260,
    evaluation: null,
    issuedOn: session.end_date,
    stamp: null,
  };
  const issuedAt = new Date(`${session.end_date}T17:00:00Z`);
  return Promise.all(
    certificateKinds.map(async (kind) =>
      certificateFile(kind, content.trainee.name, await renderCertificate(kind, content, issuedAt)),
    ),
  );
}

/** The sample convention's company and the person who signs it in its name. */
const sampleParty = {
  siret: "12002701600035",
  address: "4 rue des Lilas, 69003 Lyon",
  signatory: {
    name: "Claire Morel",
    position: "Responsable formation",
    email: "claire.morel@acme-industrie.fr",
  },
};

const sampleSigner: ConventionSigner = {
  name: sampleParty.signatory.name,
  email: sampleParty.signatory.email,
  company: "Acme Industrie",
  trainees: [trainee.trainee_name, "Hugo Lefèvre"],
};

const signatoryPageOf = (config: SiteConfig) =>
  new URL(paths.signatoryPage("exemple-de-jeton"), config.baseUrl).toString();

/**
 * The sample session's convention (for Camille Martin and a colleague) or contract, as a mail
 * joins it.
 */
async function agreementOf(
  config: SiteConfig,
  kind: AgreementKind,
): Promise<MailedAgreement & { attachment: MailAttachment }> {
  const priceNoTax = Math.round(Number(session.price_no_tax) * 100);
  const content: AgreementContent = {
    kind,
    number: `${kind === "contract" ? "CONT" : "CONV"}-2026-00311`,
    issuedOn: "2026-12-01",
    provider: agreementProvider(config),
    mediator: config.agreements.consumerMediator,
    ...(kind === "convention"
      ? {
          trainees: [
            { name: trainee.trainee_name, email: trainee.email, priceNoTax },
            { name: "Hugo Lefèvre", email: "hugo.lefevre@acme-industrie.fr", priceNoTax },
          ],
        }
      : { trainee: { name: trainee.trainee_name, email: trainee.email } }),
    company: kind === "convention" ? "Acme Industrie" : null,
    ...(kind === "convention" && { companyParty: sampleParty }),
    payer: kind === "convention" ? "opco" : "personnel",
    formation: {
      title: session.formation.title,
      slug: session.formation.slug,
      duration: "3 jours",
      hours: 21,
      objectives: [
        "Manipuler des données tabulaires avec pandas",
        "Produire des graphiques clairs",
      ],
      prerequisites: "Connaître les bases d'un langage de programmation.",
      programme: [{ title: "Jour 1 : les bases", content: ["Types, listes, fonctions"] }],
      methods: ["Apports théoriques et exercices sur machine"],
      assessment: ["Quiz de fin de formation"],
      certification: null,
    },
    session: {
      start_date: session.start_date,
      end_date: session.end_date,
      daily_hours: session.daily_hours,
      where: session.address!,
      remote: false,
      trainer: session.trainer,
      trainerCredentials: "Docteure en statistique, 10 ans d'expérience en science des données",
      capacity: 10,
      daysTaught: sessionDays(session),
    },
    price: priceBreakdown(
      kind === "convention" ? ((2 * priceNoTax) / 100).toFixed(2) : session.price_no_tax,
      config.agreements.vatRate,
    ),
  };
  return {
    kind,
    trainees: traineesNamed(content).map((named) => named.name),
    attachment: agreementFile(
      content,
      await renderAgreement(content, { issuedAt: SAMPLE_NOW, stamp: null }),
    ),
    acceptedAt: null,
  };
}

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
    message: (config) => registrationNotificationMail(config, notified, session),
  },
  {
    id: "inscription-collegue",
    name: "Inscription par un collègue",
    sentWhen:
      "À chaque collègue inscrit avec une autre personne, une fois que celle-ci a confirmé son inscription : sa place n'est réservée qu'une fois qu'il a confirmé la sienne, dans les 48 heures (jamais après le début de la session).",
    message: (config) =>
      colleagueRegisteredMail(config, "paul.dubois@exemple.fr", session, {
        link: confirmationLink(config.baseUrl),
        expiresAt: new Date("2027-01-06T17:00:00+01:00"),
        registrant: trainee.email,
      }),
  },
  {
    id: "place-liberee",
    name: "Place libérée",
    sentWhen: "Au premier de la liste d'attente, quand une place se libère.",
    message: (config) =>
      promotedMail(config, trainee, session, {
        page: traineeLinkOf(config).page,
        expiresAt: new Date("2026-12-03T09:00:00Z"),
      }),
  },
  {
    id: "place-non-retenue",
    name: "Place libérée non prise",
    sentWhen:
      "À la personne de la liste d'attente qui n'a pas pris dans les 48 heures la place proposée ; la place passe à la suivante.",
    message: (config) =>
      offerExpiredMail(config, trainee, session, calendarOf(config, session, true)),
  },
  {
    id: "inscription-confirmee",
    name: "Inscription confirmée",
    sentWhen:
      "Au participant dont l'équipe confirme l'inscription, avec l'agenda (.ics) et, sauf financement CPF, son contrat (s'il finance lui-même) ou la convention de son entreprise.",
    message: async (config) =>
      registrationConfirmedMail(
        config,
        trainee,
        session,
        traineeLinkOf(config),
        await agreementOf(config, "contract"),
        true,
      ),
  },
  {
    id: "document-formation",
    name: "Convention ou contrat à accepter",
    sentWhen:
      "Au participant, quand l'équipe envoie ou renvoie son document depuis la page de la session.",
    message: async (config) =>
      agreementMail(
        config,
        trainee,
        session,
        traineeLinkOf(config),
        await agreementOf(config, "convention"),
      ),
  },
  {
    id: "convention-a-signer",
    name: "Convention à signer (signataire de l'entreprise)",
    sentWhen:
      "À la personne qui signe la convention au nom de l'entreprise, quand ce n'est pas le participant : avec la convention et son lien personnel pour l'accepter.",
    message: async (config) =>
      conventionToSignMail(
        config,
        sampleSigner,
        session,
        signatoryPageOf(config),
        (await agreementOf(config, "convention")).attachment,
      ),
  },
  {
    id: "convention-signee",
    name: "Convention signée",
    sentWhen:
      "À la personne qui vient de signer la convention au nom de l'entreprise : son exemplaire, avec la preuve de l'acceptation.",
    message: async (config) =>
      conventionSignedMail(config, sampleSigner, session, signatoryPageOf(config), {
        ...(await agreementOf(config, "convention")),
        acceptedAt: SAMPLE_NOW,
      }),
  },
  {
    id: "remplacement-stagiaire",
    name: "Remplacement d'un stagiaire (signataire de l'entreprise)",
    sentWhen:
      "À la personne qui a signé la convention au nom de l'entreprise, quand un stagiaire qu'elle couvre cède sa place à un collègue depuis sa page : la convention reste en vigueur pour cette place.",
    message: (config) =>
      conventionPlaceTakenOverMail(config, sampleSigner, session, {
        from: trainee.trainee_name,
        to: { name: "Léa Moreau", email: "lea.moreau@acme-industrie.fr" },
        number: "CONV-2026-00311",
        acceptedAt: SAMPLE_NOW,
      }),
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
        trainee.trainee_name,
        session,
        "confirmed",
      ),
  },
  {
    id: "inscription-annulee",
    name: "Inscription annulée",
    sentWhen:
      "Au participant dont l'équipe annule l'inscription, ou qui l'annule sur sa page ; l'agenda joint retire la session.",
    message: (config) =>
      registrationCancelledMail(config, trainee, session, {
        by: "staff",
        calendar: calendarOf(config, session, true),
      }),
  },
  {
    id: "certificats-formation",
    name: "Certificat de réalisation et attestation",
    sentWhen:
      "À chaque participant qui a suivi la session, quand elle est terminée et sa feuille d'émargement complète (et à nouveau après une correction) ; à la personne qui l'a inscrit pour son entreprise. L'attestation part avec le certificat quand les résultats de l'évaluation sont déjà enregistrés, sinon ensuite, seule.",
    message: async (config) =>
      certificatesMail(
        config,
        trainee,
        session,
        { kinds: [...certificateKinds], files: await certificatesOf(config) },
        {
          about: null,
          link: traineeLinkOf(config),
          corrected: false,
        },
      ),
  },
  {
    id: "attestation-formation",
    name: "Attestation de fin de formation",
    sentWhen:
      "Au participant dont le certificat est déjà parti, dès que le formateur ou l'équipe enregistre les résultats de l'évaluation des acquis (ou qu'il répond au questionnaire final).",
    message: async (config) =>
      certificatesMail(
        config,
        trainee,
        session,
        { kinds: ["attestation"], files: (await certificatesOf(config)).slice(1) },
        { about: null, link: traineeLinkOf(config), corrected: false },
      ),
  },
  {
    id: "convocation",
    name: "Convocation",
    sentWhen: "À chaque participant confirmé, par « Envoyer les convocations ».",
    message: (config) => convocationMail(config, trainee, session, traineeLinkOf(config)),
  },
  {
    id: "convocation-distance",
    name: "Convocation à une classe virtuelle",
    sentWhen: "À chaque participant confirmé d'une session à distance.",
    message: (config) =>
      convocationMail(config, trainee, remoteSession, traineeLinkOf(config, remoteSession)),
  },
  {
    id: "convocation-mise-a-jour",
    name: "Convocation mise à jour",
    sentWhen:
      "À chaque participant déjà convoqué, quand l'équipe change les dates, les horaires, le lieu ou le lien de la classe virtuelle.",
    message: (config) =>
      convocationMail(config, trainee, session, traineeLinkOf(config), movedChanges),
  },
  {
    id: "session-modifiee",
    name: "Session modifiée",
    sentWhen:
      "À chaque inscrit pas encore convoqué (place à confirmer, liste d'attente), quand l'équipe change les dates, les horaires ou le lieu.",
    message: (config) =>
      sessionRescheduledMail(config, trainee, session, {
        changes: movedChanges,
        link: traineeLinkOf(config),
        status: "pending",
      }),
  },
  {
    id: "lien-formateur",
    name: "Lien d'émargement du formateur",
    sentWhen:
      "Au formateur de la session, par « Envoyer au formateur » sous « Lien du formateur ».",
    message: (config) =>
      trainerLinkMail(
        config,
        { name: "Claire Dubois", email: "claire.dubois@exemple.fr" },
        session,
        trainerLinkAddress(config, "exemple-de-jeton"),
      ),
  },
  {
    id: "rappel-7-jours",
    name: "Rappel, 7 jours avant",
    sentWhen: "Automatiquement, 7 jours avant le début, à chaque participant confirmé.",
    message: (config) =>
      sessionReminderMail(config, trainee, session, { daysBefore: 7, link: traineeLinkOf(config) }),
  },
  {
    id: "rappel-veille-distance",
    name: "Rappel la veille, classe virtuelle",
    sentWhen:
      "Automatiquement, la veille du début, à chaque participant confirmé d'une session à distance.",
    message: (config) =>
      sessionReminderMail(config, trainee, remoteSession, {
        daysBefore: 1,
        link: traineeLinkOf(config, remoteSession),
      }),
  },
  {
    id: "place-cedee",
    name: "Place cédée par un collègue",
    sentWhen: "Au collègue à qui un participant cède sa place depuis sa page « Mon inscription ».",
    message: (config) =>
      placeHandedOverMail(config, "paul.dubois@exemple.fr", session, {
        link: traineeLinkOf(config),
        from: trainee.email,
      }),
  },
  {
    id: "changement-session",
    name: "Changement de session accepté",
    sentWhen: "Au participant dont l'équipe accepte la demande de changement de session.",
    message: (config) =>
      sessionChangedMail(config, trainee, session, {
        waiting: false,
        price: { before: "1200.00", after: session.price_no_tax, listed: session.price_no_tax },
        link: traineeLinkOf(config),
      }),
  },
  {
    id: "annulation-stagiaire",
    name: "Annulation par un participant (pour l'équipe)",
    sentWhen:
      "À l'adresse de contact du site, quand un participant annule, cède sa place ou demande une autre session depuis sa page.",
    message: (config) =>
      traineeNoticeMail(config, { ...trainee, id: 311 }, session, {
        kind: "cancelled",
        reason: "Mon entreprise a déplacé un projet sur ces dates.",
      }),
  },
  {
    id: "session-annulee",
    name: "Session annulée",
    sentWhen: "À chaque inscrit, quand l'équipe annule une session.",
    message: (config) => sessionCancelledMail(config, trainee, session),
  },
];
