import { fundingLabels, type Funding } from "@/config/funding";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { greetingFor } from "@/lib/mail-text";
import { formatDateTime } from "@/lib/dates";
import {
  composeMail,
  MailButton,
  MailFacts,
  MailParagraph,
  type MailMessage,
} from "@/server/mail/message";
import { CONFIRMATION_HOURS } from "./opt-in";
import { datesText, placeText, RegisteredSession } from "@/features/sessions/public";
import { colleaguesAskedText, MON_COMPTE_FORMATION, payerNotes } from "./registration-text";

const yesNo = (value: boolean) => (value ? "oui" : "non");

const waitingText = (status: "pending" | "waiting") =>
  status === "waiting" ? "liste d'attente" : "place à confirmer";

/** A registration as the provider's notification states it, read from the database once confirmed by its link. */
export interface NotifiedRegistration {
  id: number;
  /** The colleague who registered this trainee, if anyone did. */
  registered_by: string | null;
  trainee_name: string;
  email: string;
  phone: string | null;
  company: string | null;
  payer: Funding;
  is_psh: boolean;
  psh_details: string | null;
  status: "pending" | "waiting";
}

/**
 * The provider's notification, once a registration is confirmed by its link (the registrant's,
 * or a colleague's own): everything written for it, to the provider only.
 */
export function registrationNotificationMail(
  config: SiteConfig,
  registration: NotifiedRegistration,
  session: RegisteredSession,
): MailMessage {
  const waiting = registration.status === "waiting";
  const intro = waiting
    ? "Inscription sur liste d'attente confirmée par e-mail sur le site (la session est complète)."
    : "Inscription confirmée par e-mail sur le site : la place est à confirmer par l'équipe.";
  return composeMail(
    config,
    {
      to: config.contact.email,
      subject: `${waiting ? "Liste d'attente" : "Inscription"} n° ${registration.id} : ${registration.trainee_name}, ${session.formation.title}`,
      preview: intro,
      signed: false,
    },
    <>
      <MailParagraph>{intro}</MailParagraph>
      <MailFacts
        rows={[
          ["Formation", session.formation.title],
          ["Session", `${datesText(session)}, ${placeText(session)}`],
          [
            "Participant",
            `${registration.trainee_name} (n° ${registration.id}, ${waitingText(registration.status)})`,
          ],
          ...(registration.registered_by
            ? [
                [
                  "Inscrit par",
                  `${registration.registered_by}, qui a confirmé son inscription`,
                ] as const,
              ]
            : []),
          ["E-mail", registration.email],
          ["Téléphone", registration.phone ?? "non renseigné"],
          ["Entreprise", registration.company ?? "aucune (financement personnel)"],
          ["Financement", fundingLabels[registration.payer]],
          [
            "Situation de handicap",
            `${yesNo(registration.is_psh)}${registration.psh_details ? ` (${registration.psh_details})` : ""}`,
          ],
        ]}
      />
      <MailButton href={new URL(paths.sessionAdmin(session.id), config.baseUrl).toString()}>
        Voir la session
      </MailButton>
    </>,
  );
}

/** The session's dates and place, as every mail to a trainee states them. */
function sessionFacts(session: RegisteredSession) {
  return (
    <MailFacts
      rows={[
        ["Dates", datesText(session)],
        ["Lieu", placeText(session)],
      ]}
    />
  );
}

/** What the confirmation request needs of the registration: its registrant, payer and size. */
export interface RegistrationRequest {
  trainee_name: string;
  email: string;
  payer: Funding;
  /** The registrant and their colleagues. */
  participants: number;
}

/**
 * 'Confirmez votre inscription': the link that makes a visitor's registration hold its seats
 * (docs/decisions/061-registrations-strangers-cannot-abuse.md). It goes to whatever address was
 * typed, so it repeats of what was written only a name that is just a name (greetingFor); the rest
 * is the provider's own text.
 */
export function registrationConfirmationMail(
  config: SiteConfig,
  request: RegistrationRequest,
  session: RegisteredSession,
  link: string,
): MailMessage {
  const notes = payerNotes(request.payer, session.formation.certification);
  return composeMail(
    config,
    {
      to: request.email,
      complaintLink: true,
      subject: `Confirmez votre inscription : ${session.formation.title} | ${config.brandName}`,
      preview: `Ouvrez le lien dans les ${CONFIRMATION_HOURS} heures pour réserver votre place.`,
    },
    <>
      <MailParagraph>{greetingFor(request.trainee_name)}</MailParagraph>
      <MailParagraph>
        Pour réserver votre place à la session « {session.formation.title} », confirmez votre
        inscription dans les {CONFIRMATION_HOURS} heures. Sans confirmation, elle expire et aucune
        place n&apos;est réservée.
      </MailParagraph>
      {request.participants > 1 && <MailParagraph>{colleaguesAskedText}</MailParagraph>}
      {sessionFacts(session)}
      <MailButton href={link}>Confirmer mon inscription</MailButton>
      {notes.map((note) => (
        <MailParagraph key={note}>{note}</MailParagraph>
      ))}
      {request.payer === "cpf" && session.formation.certification && (
        <MailButton href={MON_COMPTE_FORMATION}>Mon Compte Formation</MailButton>
      )}
      <MailParagraph>
        Si vous n&apos;êtes pas à l&apos;origine de cette inscription, ignorez ce message : elle
        expirera d&apos;elle-même.
      </MailParagraph>
    </>,
  );
}

/**
 * To a colleague someone registered, once that registrant confirmed: the link that confirms their
 * own registration, which holds no seat until then. A stranger with a mailbox of their own could
 * type anyone's address and any name here, so the mail repeats nothing that was typed: it says
 * who acted by the registrant's address, which they proved theirs by confirming from it
 * (docs/decisions/079).
 */
export function colleagueRegisteredMail(
  config: SiteConfig,
  email: string,
  session: RegisteredSession,
  { link, expiresAt, registrant }: { link: string; expiresAt: Date; registrant: string },
): MailMessage {
  return composeMail(
    config,
    {
      to: email,
      complaintLink: true,
      subject: `Confirmez votre inscription : ${session.formation.title} | ${config.brandName}`,
      preview: `Votre inscription est demandée : confirmez avant le ${formatDateTime(expiresAt)} pour réserver votre place.`,
    },
    <>
      <MailParagraph>Bonjour,</MailParagraph>
      <MailParagraph>
        Votre inscription à la session « {session.formation.title} » a été demandée depuis
        l&apos;adresse {registrant}. Pour réserver votre place, confirmez-la avant le{" "}
        {formatDateTime(expiresAt)} : sans confirmation, elle expire et aucune place n&apos;est
        réservée.
      </MailParagraph>
      {sessionFacts(session)}
      <MailButton href={link}>Confirmer mon inscription</MailButton>
      <MailButton
        href={new URL(paths.formation(session.formation.slug), config.baseUrl).toString()}
      >
        Voir le programme
      </MailButton>
      <MailParagraph>
        Ce message ne vous concerne pas ? Ignorez-le : l&apos;inscription expirera d&apos;elle-même.
      </MailParagraph>
    </>,
  );
}

/** What a mail about a registration needs of its trainee. */
export interface Trainee {
  trainee_name: string;
  email: string;
}

/**
 * To the first on the waiting list when a seat is freed: it is held for them until `expiresAt`,
 * to take on their page; then staff confirm it.
 */
export function promotedMail(
  config: SiteConfig,
  trainee: Trainee,
  session: RegisteredSession,
  { page, expiresAt }: { page: string; expiresAt: Date },
): MailMessage {
  return composeMail(
    config,
    {
      to: trainee.email,
      complaintLink: true,
      subject: `Une place s'est libérée : ${session.formation.title} | ${config.brandName}`,
      preview: `Elle vous est réservée jusqu'au ${formatDateTime(expiresAt)}.`,
    },
    <>
      <MailParagraph>{greetingFor(trainee.trainee_name)}</MailParagraph>
      <MailParagraph>
        Une place s&apos;est libérée pour la session « {session.formation.title} ». Elle vous est
        réservée jusqu&apos;au {formatDateTime(expiresAt)} : prenez-la sur votre page, puis nous
        vous confirmons l&apos;inscription sous 48 heures ouvrées. Sans réponse, elle sera proposée
        à la personne suivante.
      </MailParagraph>
      {sessionFacts(session)}
      <MailButton href={page}>Mon inscription</MailButton>
    </>,
  );
}

/** To every registrant of a session staff cancelled. */
export function sessionCancelledMail(
  config: SiteConfig,
  trainee: Trainee,
  session: RegisteredSession,
): MailMessage {
  return composeMail(
    config,
    {
      to: trainee.email,
      complaintLink: true,
      subject: `Session annulée : ${session.formation.title} | ${config.brandName}`,
      preview: "Nous vous proposons une autre date.",
    },
    <>
      <MailParagraph>{greetingFor(trainee.trainee_name)}</MailParagraph>
      <MailParagraph>
        Nous sommes au regret d&apos;annuler la session « {session.formation.title} » (
        {datesText(session, { lowercase: true })}). Nous vous contactons pour vous proposer une
        autre date ; aucune somme ne vous sera demandée pour cette session.
      </MailParagraph>
      <MailButton
        href={new URL(paths.formation(session.formation.slug), config.baseUrl).toString()}
      >
        Voir les autres dates
      </MailButton>
    </>,
  );
}
