import { fundingLabels, type Funding } from "@/config/funding";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { greetingFor } from "@/lib/mail-text";
import { formatDateTime, formatLongDate } from "@/lib/dates";
import {
  composeMail,
  MailButton,
  MailFacts,
  MailParagraph,
  type MailMessage,
  MailLines,
} from "@/server/mail/message";
import { CONFIRMATION_HOURS } from "./opt-in";
import {
  datesText,
  placeText,
  RegisteredSession,
  whereText,
  REMOTE_PREREQUISITES,
  type SessionChanges,
} from "@/features/sessions/public";
import {
  colleaguesAskedText,
  MON_COMPTE_FORMATION,
  payerNotes,
  disabilityReferentText,
} from "./registration-text";
import { type MailAttachment } from "@/lib/mail-attachment";
import { type AgreementKind, agreementTitles, WITHDRAWAL_DAYS } from "@/lib/training-law";
import { formatPriceNoTax } from "@/lib/money";
import { ofName } from "@/lib/text";
import { type ReminderDays } from "./reminder-schedule";
import { OFFER_HOURS } from "./waiting-list-offer";
import { type RegistrationStatus } from "./constants";

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

/**
 * The mails that follow a registration once it holds a place: each to the trainee carries their
 * own page ('Mon inscription') and, while the place holds, the session as calendar entries.
 */

const absolute = (config: SiteConfig, path: string) => new URL(path, config.baseUrl).toString();

const agreementTexts: Record<AgreementKind, string> = {
  convention:
    "Lisez-la et acceptez-la en ligne sur la page « Mon inscription », au nom de l'entreprise : l'acceptation y est enregistrée et la convention acceptée reste téléchargeable.",
  contract: `Lisez-le et acceptez-le en ligne sur votre page « Mon inscription ». Vous disposerez ensuite de ${WITHDRAWAL_DAYS} jours pour vous rétracter, et aucune somme ne vous sera demandée avant la fin de ce délai.`,
};

const cancelledTexts: Record<CancelledBy, { preview: string; text: (what: string) => string }> = {
  staff: {
    preview: "Votre inscription à cette session est annulée.",
    text: (what) =>
      `Votre inscription à la session ${what} est annulée. Pour toute question, répondez à ce message.`,
  },
  trainee: {
    preview: "Votre annulation est enregistrée.",
    text: (what) =>
      `Votre annulation est enregistrée : votre inscription à la session ${what} est annulée.`,
  },
  "handed-over": {
    preview: "Votre place est cédée à votre collègue.",
    text: (what) =>
      `Votre place à la session ${what} est cédée à votre collègue, qui reçoit désormais les messages de cette inscription.`,
  },
};

/**
 * « 1 590 € HT (au lieu de 1 200 € HT) » when the move changed the price; « 1 200 € HT,
 * inchangé » when staff kept it though the session's differs; nothing when both are the same.
 */
function movedPriceText(price: MovedPrice): string | null {
  if (Number(price.after) !== Number(price.before))
    return `${formatPriceNoTax(price.after)} (au lieu de ${formatPriceNoTax(price.before)})`;
  return Number(price.listed) === Number(price.after)
    ? null
    : `${formatPriceNoTax(price.after)}, inchangé`;
}

const noticeTitles = {
  cancelled: "Annulation par le stagiaire",
  move: "Demande de changement de session",
  "handed-over": "Place cédée à un collègue",
  "offer-taken": "Place libérée acceptée, à confirmer",
} as const;

/** What changed, each line as it read before and reads now, with the classroom's new link. */
function ChangedFacts({
  changes,
  session,
  confirmed,
}: {
  changes: SessionChanges;
  session: RegisteredSession;
  confirmed: boolean;
}) {
  return (
    <>
      <MailFacts
        rows={changes.facts.flatMap(({ label, before, after }): [string, string][] =>
          label === "Dates"
            ? [
                ["Nouvelles dates", after],
                ["Anciennes dates", before],
              ]
            : [
                ["Nouveau lieu", after],
                ["Ancien lieu", before],
              ],
        )}
      />
      {confirmed && changes.link && session.remote_link && (
        <>
          <MailParagraph>
            Le lien de la classe virtuelle a changé : utilisez celui-ci.
          </MailParagraph>
          <MailButton href={session.remote_link}>Rejoindre la classe virtuelle</MailButton>
        </>
      )}
    </>
  );
}

/** What every mail to a trainee carries of their registration. */
export interface TraineeLink {
  /** The address of their page, with a token of its own. */
  page: string;
  /** The same token's way to sign the attendance on the device that opens it. */
  signing: string;
  /** The session's days for their calendar (none once cancelled: the entry removes them). */
  calendar: MailAttachment;
}

/** The trainee's page, and where the calendar entry is. */
export function PageButton({ link }: { link: TraineeLink }) {
  return (
    <>
      <MailButton href={link.page}>Mon inscription</MailButton>
      <MailParagraph>
        Sur votre page, vous pouvez annuler, céder votre place à un collègue ou demander une autre
        date. Le fichier joint « {link.calendar.filename} » ajoute la session à votre agenda.
      </MailParagraph>
    </>
  );
}

/** A place's convention or contract, as the trainee's mail speaks of it. */
export interface MailedAgreement {
  kind: AgreementKind;
  /** The trainees it names: a convention lists its company's at the session. */
  trainees: string[];
  /** The file, joined when the trainee signs it; a convention the company signs is only named. */
  attachment: MailAttachment | null;
  /** When it was accepted, if it already is: the mail then joins it as accepted. */
  acceptedAt: Date | null;
  /** The company's signatory who accepts a convention when it is not the trainee. */
  signedBy?: { name: string; email: string } | null;
  /** The company a convention binds. */
  company?: string | null;
}

/** The document joined to a mail, and where it is accepted; or that a convention follows. */
export function AgreementParagraph({ agreement }: { agreement: MailedAgreement | "awaited" }) {
  if (agreement === "awaited")
    return (
      <MailParagraph>
        La convention de formation suivra dès que nous aurons les coordonnées de votre entreprise
        (SIRET, adresse et personne qui la signe) : notre équipe les lui demande si besoin.
      </MailParagraph>
    );
  if (!agreement.attachment)
    return (
      <MailParagraph>
        {agreement.acceptedAt
          ? `La convention de formation de votre entreprise a été acceptée au nom de l'entreprise le ${formatDateTime(agreement.acceptedAt)}.`
          : `La convention de formation de votre entreprise est envoyée pour signature à ${agreement.signedBy?.name} (${agreement.signedBy?.email}), qui l'accepte au nom de l'entreprise ; votre page « Mon inscription » indiquera quand elle aura été acceptée.`}
      </MailParagraph>
    );
  const title = agreementTitles[agreement.kind];
  const e = agreement.kind === "convention" ? "e" : "";
  return (
    <MailParagraph>
      {agreement.kind === "convention" ? "La" : "Le"} {title.toLowerCase()}
      {agreement.acceptedAt ? `, accepté${e} le ${formatDateTime(agreement.acceptedAt)},` : ""} est
      joint{e} (« {agreement.attachment.filename} »).
      {agreement.acceptedAt ? "" : ` ${agreementTexts[agreement.kind]}`}
    </MailParagraph>
  );
}

/** The document a mail joins, if it has one. */
export const attachmentOf = (agreement: MailedAgreement | "awaited" | null) =>
  agreement && agreement !== "awaited" && agreement.attachment ? [agreement.attachment] : [];

/** The texts every trainee reads before the course: the terms of sale and the rules of conduct. */
export function DocumentsParagraph({ config, slug }: { config: SiteConfig; slug: string }) {
  return (
    <MailParagraph>
      Documents : le programme de la formation (
      {absolute(config, paths.formationProgrammePdf(slug))}
      ), nos conditions générales de vente ({absolute(config, paths.termsOfSale)}) et le règlement
      intérieur ({absolute(config, paths.rules)}).
    </MailParagraph>
  );
}

/** 'Inscription confirmée': staff confirmed the trainee's place, with their convention or contract. */
export function registrationConfirmedMail(
  config: SiteConfig,
  trainee: Trainee,
  session: RegisteredSession,
  link: TraineeLink,
  agreement: MailedAgreement | "awaited" | null,
  /** Whether the page still asks the questions before the course (answersBeforeOpen). */
  asking: boolean,
): MailMessage {
  return composeMail(
    config,
    {
      to: trainee.email,
      complaintLink: true,
      subject: `Inscription confirmée : ${session.formation.title} | ${config.brandName}`,
      preview: `Votre place est confirmée : ${datesText(session, { lowercase: true })}.`,
      attachments: [link.calendar, ...attachmentOf(agreement)],
    },
    <>
      <MailParagraph>{greetingFor(trainee.trainee_name)}</MailParagraph>
      <MailParagraph>
        Votre inscription à la formation « {session.formation.title} » est confirmée. Votre
        convocation suivra avant le début de la session.
      </MailParagraph>
      <MailFacts
        rows={[
          ["Dates", datesText(session)],
          ["Lieu", whereText(session)],
          ["Prix", formatPriceNoTax(session.price_no_tax)],
        ]}
      />
      {agreement && <AgreementParagraph agreement={agreement} />}
      {session.place === "remote" && session.remote_link && (
        <MailButton href={session.remote_link}>Rejoindre la classe virtuelle</MailButton>
      )}
      {asking && (
        <MailParagraph>
          {session.formation.positioning
            ? "Avant le début de la formation, complétez ou vérifiez vos besoins et répondez au questionnaire de positionnement sur votre page : le formateur adapte la session à vos attentes et à votre niveau."
            : "Avant le début de la formation, complétez ou vérifiez vos besoins sur votre page : le formateur adapte la session à vos attentes."}
        </MailParagraph>
      )}
      <PageButton link={link} />
      <DocumentsParagraph config={config} slug={session.formation.slug} />
    </>,
  );
}

/** Why the trainee's registration ended: staff cancelled it, the trainee did on their page, or handed their place over. */
export type CancelledBy = "staff" | "trainee" | "handed-over";

/** To the trainee whose registration was cancelled, with the entry that removes it from their calendar. */
export function registrationCancelledMail(
  config: SiteConfig,
  trainee: Trainee,
  session: RegisteredSession,
  { by, calendar }: { by: CancelledBy; calendar: MailAttachment },
): MailMessage {
  return composeMail(
    config,
    {
      to: trainee.email,
      complaintLink: true,
      subject: `${by === "handed-over" ? "Place cédée" : "Inscription annulée"} : ${session.formation.title} | ${config.brandName}`,
      preview: cancelledTexts[by].preview,
      attachments: [calendar],
    },
    <>
      <MailParagraph>{greetingFor(trainee.trainee_name)}</MailParagraph>
      <MailParagraph>
        {cancelledTexts[by].text(
          `« ${session.formation.title} » (${datesText(session, { lowercase: true })})`,
        )}
      </MailParagraph>
      <MailParagraph>
        Le fichier joint « {calendar.filename} » retire la session de votre agenda.
      </MailParagraph>
      <MailButton href={absolute(config, paths.formation(session.formation.slug))}>
        Voir les autres dates
      </MailButton>
    </>,
  );
}

/**
 * To the person who registered a colleague, when the colleague's place is confirmed or cancelled.
 * It names the colleague as the registrant typed them (greetingFor's rule: only a plain name).
 */
export function registrantInformedMail(
  config: SiteConfig,
  registrant: Trainee,
  colleague: string,
  session: RegisteredSession,
  outcome: "confirmed" | "cancelled",
): MailMessage {
  const who = greetingFor(colleague) === "Bonjour," ? "votre collègue" : colleague;
  const what = outcome === "confirmed" ? "confirmée" : "annulée";
  return composeMail(
    config,
    {
      to: registrant.email,
      complaintLink: true,
      subject: `Inscription ${what} : ${session.formation.title} | ${config.brandName}`,
      preview: `L'inscription ${ofName(who)} est ${what}.`,
    },
    <>
      <MailParagraph>{greetingFor(registrant.trainee_name)}</MailParagraph>
      <MailParagraph>
        L&apos;inscription {ofName(who)} à la session « {session.formation.title} », que vous avez
        demandée, est {what}.{" "}
        {outcome === "confirmed" ? "Sa convocation lui est adressée directement." : ""}
      </MailParagraph>
      <MailFacts
        rows={[
          ["Dates", datesText(session)],
          ["Lieu", whereText(session)],
        ]}
      />
    </>,
  );
}

/**
 * The reminder a week and a day before the start: when, where, what to bring, and for a remote
 * session what the virtual classroom asks of the trainee's computer.
 */
export function sessionReminderMail(
  config: SiteConfig,
  trainee: Trainee,
  session: RegisteredSession,
  { daysBefore, link }: { daysBefore: ReminderDays; link: TraineeLink },
): MailMessage {
  const when = daysBefore === 1 ? "demain" : `le ${formatLongDate(session.start_date)}`;
  return composeMail(
    config,
    {
      to: trainee.email,
      complaintLink: true,
      subject: `Rappel : votre formation commence ${when} | ${config.brandName}`,
      preview: `${session.formation.title}, ${datesText(session, { lowercase: true })}.`,
      attachments: [link.calendar],
    },
    <>
      <MailParagraph>{greetingFor(trainee.trainee_name)}</MailParagraph>
      <MailParagraph>
        Votre formation « {session.formation.title} » commence {when}.
      </MailParagraph>
      <MailFacts
        rows={[
          ["Dates", datesText(session)],
          ["Lieu", whereText(session)],
          ["Formateur", session.trainer],
          ["À apporter", session.what_to_bring],
        ]}
      />
      {session.place === "remote" ? (
        <>
          <MailParagraph>{REMOTE_PREREQUISITES}</MailParagraph>
          {session.remote_link && (
            <MailButton href={session.remote_link}>Rejoindre la classe virtuelle</MailButton>
          )}
        </>
      ) : (
        <MailParagraph>
          Merci d&apos;arriver quelques minutes avant le début de chaque demi-journée.
        </MailParagraph>
      )}
      <PageButton link={link} />
    </>,
  );
}

/**
 * To a colleague someone handed their place to, from their own page. The address was typed by
 * the trainee: the mail names no one and repeats nothing typed, as the colleague's registration
 * mail does.
 */
export function placeHandedOverMail(
  config: SiteConfig,
  email: string,
  session: RegisteredSession,
  { link, from }: { link: TraineeLink; from: string },
): MailMessage {
  // Whoever held the page's link typed this address and the name: the mail repeats neither, and
  // says who acted by the address the page's link was mailed to, theirs (docs/decisions/079).
  return composeMail(
    config,
    {
      to: email,
      complaintLink: true,
      subject: `Une place vous a été cédée : ${session.formation.title} | ${config.brandName}`,
      preview: "Une place à une session de formation vous a été cédée.",
      attachments: [link.calendar],
    },
    <>
      <MailParagraph>Bonjour,</MailParagraph>
      <MailParagraph>
        La personne inscrite avec l&apos;adresse {from} vous a cédé sa place à la session «{" "}
        {session.formation.title} ». Vous recevrez désormais les messages de cette inscription.
      </MailParagraph>
      <MailFacts
        rows={[
          ["Dates", datesText(session)],
          ["Lieu", whereText(session)],
        ]}
      />
      <PageButton link={link} />
      <MailParagraph>
        Ce message ne vous concerne pas ? Annulez l&apos;inscription depuis votre page, ou répondez
        à ce message.
      </MailParagraph>
    </>,
  );
}

/** To a trainee whose place offered from the waiting list was not taken in time: it went to the next. */
export function offerExpiredMail(
  config: SiteConfig,
  trainee: Trainee,
  session: RegisteredSession,
  calendar: MailAttachment,
): MailMessage {
  return composeMail(
    config,
    {
      to: trainee.email,
      complaintLink: true,
      subject: `Place non retenue : ${session.formation.title} | ${config.brandName}`,
      preview: `La place proposée n'a pas été prise dans les ${OFFER_HOURS} heures.`,
      attachments: [calendar],
    },
    <>
      <MailParagraph>{greetingFor(trainee.trainee_name)}</MailParagraph>
      <MailParagraph>
        La place qui vous était proposée pour la session « {session.formation.title} » (
        {datesText(session, { lowercase: true })}) n&apos;a pas été prise dans les {OFFER_HOURS}{" "}
        heures : elle est proposée à la personne suivante, et votre inscription sur liste
        d&apos;attente prend fin.
      </MailParagraph>
      <MailButton href={absolute(config, paths.formation(session.formation.slug))}>
        Voir les autres dates
      </MailButton>
    </>,
  );
}

/** Excluding tax, what a moved place cost before and costs now, and its new session's price. */
export interface MovedPrice {
  before: string;
  after: string;
  listed: string;
}

/** To a trainee staff moved to another session, at their request. */
export function sessionChangedMail(
  config: SiteConfig,
  trainee: Trainee,
  session: RegisteredSession,
  {
    waiting,
    price,
    link,
    agreement = null,
  }: {
    waiting: boolean;
    price: MovedPrice;
    link: TraineeLink;
    agreement?: MailedAgreement | "awaited" | null;
  },
): MailMessage {
  return composeMail(
    config,
    {
      to: trainee.email,
      complaintLink: true,
      subject: `Changement de session : ${session.formation.title} | ${config.brandName}`,
      preview: `Votre nouvelle session : ${datesText(session, { lowercase: true })}.`,
      attachments: [link.calendar, ...attachmentOf(agreement)],
    },
    <>
      <MailParagraph>{greetingFor(trainee.trainee_name)}</MailParagraph>
      <MailParagraph>
        Votre demande est acceptée : votre inscription passe à la session ci-dessous
        {waiting
          ? ", sur sa liste d'attente, car elle est complète. Nous vous écrivons dès qu'une place se libère."
          : "."}
      </MailParagraph>
      <MailFacts
        rows={[
          ["Dates", datesText(session)],
          ["Lieu", whereText(session)],
          ["Prix", movedPriceText(price)],
        ]}
      />
      {agreement && <AgreementParagraph agreement={agreement} />}
      <PageButton link={link} />
    </>,
  );
}

/** What a trainee did on their page that staff must know. */
export type TraineeNotice =
  | { kind: "cancelled"; reason: string }
  | { kind: "move"; to: string }
  | { kind: "handed-over"; to: string }
  | { kind: "offer-taken" };

/** To the provider: a trainee cancelled, asked for another session or handed over their place. */
export function traineeNoticeMail(
  config: SiteConfig,
  trainee: Trainee & { id: number },
  session: RegisteredSession,
  notice: TraineeNotice,
): MailMessage {
  return composeMail(
    config,
    {
      to: config.contact.email,
      subject: `${noticeTitles[notice.kind]} n° ${trainee.id} : ${trainee.trainee_name}, ${session.formation.title}`,
      preview: noticeTitles[notice.kind],
      signed: false,
    },
    <>
      <MailParagraph>
        {noticeTitles[notice.kind]}, depuis sa page « Mon inscription ».
      </MailParagraph>
      <MailFacts
        rows={[
          ["Participant", `${trainee.trainee_name}, ${trainee.email}`],
          ["Session", `${session.formation.title}, ${datesText(session, { lowercase: true })}`],
          ...(notice.kind === "cancelled" || notice.kind === "offer-taken"
            ? []
            : ([
                [notice.kind === "move" ? "Session demandée" : "Nouveau participant", notice.to],
              ] as const)),
        ]}
      />
      {notice.kind === "cancelled" && (
        <>
          <MailParagraph>
            <strong>Raison donnée :</strong>
          </MailParagraph>
          <MailLines text={notice.reason} />
        </>
      )}
      <MailButton href={absolute(config, paths.sessionAdmin(session.id))}>
        Voir la session
      </MailButton>
    </>,
  );
}

/**
 * 'Envoyer les convocations': to a confirmed trainee, what they need to come (dates, hours, where,
 * who teaches), the programme, and whom to tell about a disability. Only the name comes from the
 * registrant; the rest is the provider's. With `changes`, the convocation that replaces theirs
 * once staff moved the session: what changed first, then the whole convocation again.
 */
export function convocationMail(
  config: SiteConfig,
  trainee: Trainee,
  session: RegisteredSession,
  link: TraineeLink,
  changes: SessionChanges | null = null,
): MailMessage {
  const dates = datesText(session, { lowercase: true });
  return composeMail(
    config,
    {
      to: trainee.email,
      complaintLink: true,
      subject: `${changes ? "Convocation mise à jour" : "Convocation"} : ${session.formation.title}, ${dates} | ${config.brandName}`,
      preview: changes
        ? `Votre session a changé : ${dates}.`
        : `Votre inscription est confirmée : ${dates}.`,
      attachments: [link.calendar],
    },
    <>
      <MailParagraph>{greetingFor(trainee.trainee_name)}</MailParagraph>
      {changes ? (
        <>
          <MailParagraph>
            Votre session de la formation « {session.formation.title} » a changé. Cette convocation
            remplace la précédente, et le fichier joint « {link.calendar.filename} » met à jour
            votre agenda.
          </MailParagraph>
          <ChangedFacts changes={changes} session={session} confirmed />
        </>
      ) : (
        <MailParagraph>
          Votre inscription à la formation « {session.formation.title} » est confirmée : voici votre
          convocation.
        </MailParagraph>
      )}
      <MailFacts
        rows={[
          ["Dates", datesText(session)],
          ["Lieu", whereText(session)],
          ["Formateur", session.trainer],
        ]}
      />
      {session.place === "remote" && session.remote_link && !changes?.link && (
        <MailButton href={session.remote_link}>Rejoindre la classe virtuelle</MailButton>
      )}
      <MailButton href={absolute(config, paths.formationProgrammePdf(session.formation.slug))}>
        Télécharger le programme (PDF)
      </MailButton>
      {session.place === "remote" ? (
        <MailParagraph>
          {REMOTE_PREREQUISITES} Vous signerez la feuille d&apos;émargement en ligne à chaque
          demi-journée de la classe virtuelle, par le lien ci-dessous.
        </MailParagraph>
      ) : (
        <MailParagraph>
          Merci d&apos;arriver quelques minutes avant le début : vous signerez la feuille
          d&apos;émargement à chaque demi-journée. Ouvrez le lien ci-dessous sur le téléphone que
          vous apporterez, puis scannez dans la salle le QR code que montre le formateur.
        </MailParagraph>
      )}
      <MailButton href={link.signing}>Signer la feuille d&apos;émargement</MailButton>
      <PageButton link={link} />
      <MailParagraph>{disabilityReferentText(config)}</MailParagraph>
    </>,
  );
}

/**
 * To a trainee not convoked yet (a place to confirm, on the waiting list, or confirmed before
 * the convocations went out) once staff moved the session: what changed, with their page and
 * the calendar entry that updates theirs.
 */
export function sessionRescheduledMail(
  config: SiteConfig,
  trainee: Trainee,
  session: RegisteredSession,
  {
    changes,
    link,
    status,
  }: { changes: SessionChanges; link: TraineeLink; status: RegistrationStatus },
): MailMessage {
  const waiting = status === "waiting";
  return composeMail(
    config,
    {
      to: trainee.email,
      complaintLink: true,
      subject: `Session modifiée : ${session.formation.title}, ${datesText(session, { lowercase: true })} | ${config.brandName}`,
      preview: `Votre session a changé : ${datesText(session, { lowercase: true })}.`,
      // The waiting list holds no seat: no calendar entry until a place is theirs.
      attachments: waiting ? [] : [link.calendar],
    },
    <>
      <MailParagraph>{greetingFor(trainee.trainee_name)}</MailParagraph>
      <MailParagraph>
        La session de la formation « {session.formation.title} »
        {waiting ? " pour laquelle vous êtes sur liste d'attente" : " de votre inscription"} a
        changé.
      </MailParagraph>
      <ChangedFacts changes={changes} session={session} confirmed={status === "confirmed"} />
      <MailParagraph>
        {waiting
          ? "Si ces nouvelles conditions ne vous conviennent plus, annulez votre inscription sur votre page : cela ne vous coûte rien."
          : "Si ces nouvelles conditions ne vous conviennent pas, demandez une autre date ou annulez depuis votre page, ou répondez à cet e-mail."}
      </MailParagraph>
      {waiting ? (
        <MailButton href={link.page}>Mon inscription</MailButton>
      ) : (
        <PageButton link={link} />
      )}
    </>,
  );
}
