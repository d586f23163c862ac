import { fundingLabels } from "@/config/funding";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { greetingFor, teamSignature } from "@/lib/mail-text";
import { countOf } from "@/lib/text";
import type { Mail } from "@/server/mail/outbox";
import type { Registration } from "./schema";
import { tallyOf, type RegistrationTally } from "./seats";
import { addressText, datesText, MON_COMPTE_FORMATION, payerNotes, placeText } from "./session-text";
import type { sessionPlaces } from "./constants";

/** What the mails say of the session a registration is for. */
export interface RegisteredSession {
  id: number;
  formation: { title: string; slug: string; certification: boolean };
  start_date: string;
  end_date: string;
  daily_hours: string | null;
  place: (typeof sessionPlaces)[number];
  city: string | null;
  address: string | null;
  remote_link: string | null;
  trainer: string | null;
}

const yesNo = (value: boolean) => (value ? "oui" : "non");

const waitingText = (status: "pending" | "waiting") => (status === "waiting" ? "liste d'attente" : "place à confirmer");

/** The provider's notification: everything the registrant wrote, to the provider only. */
export function registrationNotificationMail(
  config: SiteConfig,
  registration: Registration,
  session: RegisteredSession,
  stored: readonly { id: number; status: "pending" | "waiting" }[],
): Mail {
  const tally = tallyOf(stored);
  const group = registration.others.length > 0 ? ` et ${countOf(registration.others.length, ["autre participant", "autres participants"])}` : "";
  return {
    to: config.contact.email,
    subject: `${tally.seated === 0 ? "Liste d'attente" : "Inscription"} n° ${tally.id} : ${registration.trainee_name}${group}, ${session.formation.title}`,
    text: [
      tally.seated === 0 ? "Inscription sur liste d'attente reçue sur le site (la session est complète)." : "Inscription reçue sur le site, à confirmer.",
      "",
      `Formation : ${session.formation.title}`,
      `Session : ${datesText(session)}, ${placeText(session)}`,
      `Participant : ${registration.trainee_name} (n° ${stored[0]!.id}, ${waitingText(stored[0]!.status)})`,
      `E-mail : ${registration.email}`,
      `Téléphone : ${registration.phone ?? "non renseigné"}`,
      `Entreprise : ${registration.company ?? "aucune (financement personnel)"}`,
      `Financement : ${fundingLabels[registration.payer]}`,
      `Situation de handicap : ${yesNo(registration.is_psh)}${registration.psh_details ? ` (${registration.psh_details})` : ""}`,
      ...(registration.others.length > 0
        ? ["", "Inscrits avec ce participant :", ...registration.others.map((other, index) => `- ${other.trainee_name}, ${other.email} (n° ${stored[index + 1]!.id}, ${waitingText(stored[index + 1]!.status)})`)]
        : []),
    ].join("\n"),
  };
}

/** The acknowledgement's first sentence: one participant, or a group with its seats and waiting list. */
function acknowledgementText(title: string, { seated, waiting }: RegistrationTally): string {
  if (seated + waiting === 1) {
    return waiting === 1
      ? `La session « ${title} » est complète : votre inscription est sur la liste d'attente. Nous vous écrivons dès qu'une place se libère.`
      : `Nous avons bien reçu votre inscription à la session « ${title} ». Nous vous confirmons votre place sous 48 heures ouvrées.`;
  }
  const parts = [
    seated > 0 ? `${seated} avec une place, que nous vous confirmons sous 48 heures ouvrées` : null,
    waiting > 0 ? `${waiting} sur la liste d'attente : nous vous écrivons dès qu'une place se libère` : null,
  ].filter(Boolean);
  return `Nous avons bien reçu l'inscription de ${seated + waiting} participants à la session « ${title} » : ${parts.join(", et ")}. Chaque participant confirmé recevra sa convocation.`;
}

/**
 * The acknowledgement goes to whatever address was typed, so, as the contact form's, it repeats
 * only the registrant's name of what they wrote (not the other participants' names: they are
 * visitor text too); the rest is the provider's own text.
 */
export function registrationAcknowledgementMail(
  config: SiteConfig,
  registration: Registration,
  session: RegisteredSession,
  stored: readonly { id: number; status: "pending" | "waiting" }[],
): Mail {
  const notes = payerNotes(registration.payer, session.formation.certification);
  const tally = tallyOf(stored);
  return {
    to: registration.email,
    subject: `${tally.seated === 0 ? "Liste d'attente" : "Inscription reçue"} : ${session.formation.title} | ${config.brandName}`,
    text: [
      greetingFor(registration.trainee_name),
      "",
      acknowledgementText(session.formation.title, tally),
      "",
      `Dates : ${datesText(session)}`,
      `Lieu : ${placeText(session)}`,
      `Programme : ${new URL(paths.formation(session.formation.slug), config.baseUrl).toString()}`,
      ...(notes.length > 0 ? ["", ...notes] : []),
      ...(registration.payer === "cpf" && session.formation.certification ? [MON_COMPTE_FORMATION] : []),
      "",
      `Votre inscription porte le numéro ${tally.id}. Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.`,
      ...teamSignature(config),
    ].join("\n"),
  };
}

/** What a mail about a registration needs of its trainee. */
export interface Trainee {
  trainee_name: string;
  email: string;
}

/** To the first on the waiting list when a seat is freed: their seat, to be confirmed by staff. */
export function promotedMail(config: SiteConfig, trainee: Trainee, session: RegisteredSession): Mail {
  return {
    to: trainee.email,
    subject: `Une place s'est libérée : ${session.formation.title} | ${config.brandName}`,
    text: [
      greetingFor(trainee.trainee_name),
      "",
      `Une place s'est libérée pour la session « ${session.formation.title} » : vous n'êtes plus sur la liste d'attente. Nous vous confirmons votre inscription sous 48 heures ouvrées.`,
      "",
      `Dates : ${datesText(session)}`,
      `Lieu : ${placeText(session)}`,
      ...teamSignature(config),
    ].join("\n"),
  };
}

/** To every registrant of a session staff cancelled. */
export function sessionCancelledMail(config: SiteConfig, trainee: Trainee, session: RegisteredSession): Mail {
  return {
    to: trainee.email,
    subject: `Session annulée : ${session.formation.title} | ${config.brandName}`,
    text: [
      greetingFor(trainee.trainee_name),
      "",
      `Nous sommes au regret d'annuler la session « ${session.formation.title} » (${datesText(session, { lowercase: true })}). Nous vous contactons pour vous proposer une autre date ; aucune somme ne vous sera demandée pour cette session.`,
      "",
      `Les autres dates de la formation : ${new URL(paths.formation(session.formation.slug), config.baseUrl).toString()}`,
      ...teamSignature(config),
    ].join("\n"),
  };
}

/** Where the trainee is expected: the full address, the virtual classroom's link, or their own premises. */
function whereText(session: RegisteredSession): string {
  if (session.place === "remote") {
    return session.remote_link
      ? `À distance, en classe virtuelle : ${session.remote_link}`
      : "À distance, en classe virtuelle : le lien de connexion vous sera envoyé avant le début de la session.";
  }
  if (session.place === "client") return "Dans les locaux de votre entreprise.";
  return addressText(session);
}

/**
 * 'Envoyer les convocations': to a confirmed trainee, what they need to come (dates, hours, where,
 * who teaches), the programme, and whom to tell about a disability. Only the name comes from the
 * registrant; the rest is the provider's.
 */
export function convocationMail(config: SiteConfig, trainee: Trainee, session: RegisteredSession): Mail {
  const referent = config.company.accessibilityOfficer;
  return {
    to: trainee.email,
    subject: `Convocation : ${session.formation.title}, ${datesText(session, { lowercase: true })} | ${config.brandName}`,
    text: [
      greetingFor(trainee.trainee_name),
      "",
      `Votre inscription à la formation « ${session.formation.title} » est confirmée : voici votre convocation.`,
      "",
      `Dates : ${datesText(session)}`,
      `Lieu : ${whereText(session)}`,
      ...(session.trainer ? [`Formateur : ${session.trainer}`] : []),
      `Programme (PDF) : ${new URL(paths.formationProgrammePdf(session.formation.slug), config.baseUrl).toString()}`,
      "",
      "Merci d'arriver quelques minutes avant le début : vous signerez la feuille d'émargement à chaque demi-journée.",
      "",
      `Une situation de handicap ou un besoin particulier ? Notre référent handicap, ${referent}, adapte l'accueil, les supports et le rythme avec vous : ${config.contact.email}, ${config.contact.phone}.`,
      ...teamSignature(config),
    ].join("\n"),
  };
}
