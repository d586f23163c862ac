import { fundingLabels } from "@/config/funding";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { greetingFor } from "@/lib/mail-text";
import { countOf } from "@/lib/text";
import { composeMail, MailButton, MailFacts, MailParagraph, type MailMessage } from "@/server/mail/message";
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
): MailMessage {
  const tally = tallyOf(stored);
  const group = registration.others.length > 0 ? ` et ${countOf(registration.others.length, ["autre participant", "autres participants"])}` : "";
  const intro = tally.seated === 0 ? "Inscription sur liste d'attente reçue sur le site (la session est complète)." : "Inscription reçue sur le site, à confirmer.";
  return composeMail(
    config,
    {
      to: config.contact.email,
      subject: `${tally.seated === 0 ? "Liste d'attente" : "Inscription"} n° ${tally.id} : ${registration.trainee_name}${group}, ${session.formation.title}`,
      preview: intro,
      signed: false,
    },
    <>
      <MailParagraph>{intro}</MailParagraph>
      <MailFacts
        rows={[
          ["Formation", session.formation.title],
          ["Session", `${datesText(session)}, ${placeText(session)}`],
          ["Participant", `${registration.trainee_name} (n° ${stored[0]!.id}, ${waitingText(stored[0]!.status)})`],
          ["E-mail", registration.email],
          ["Téléphone", registration.phone ?? "non renseigné"],
          ["Entreprise", registration.company ?? "aucune (financement personnel)"],
          ["Financement", fundingLabels[registration.payer]],
          ["Situation de handicap", `${yesNo(registration.is_psh)}${registration.psh_details ? ` (${registration.psh_details})` : ""}`],
        ]}
      />
      {registration.others.length > 0 && (
        <>
          <MailParagraph>
            <strong>Inscrits avec ce participant :</strong>
          </MailParagraph>
          <MailFacts
            rows={registration.others.map(
              (other, index) => [other.trainee_name, `${other.email} (n° ${stored[index + 1]!.id}, ${waitingText(stored[index + 1]!.status)})`] as const,
            )}
          />
        </>
      )}
      <MailButton href={new URL(paths.sessionAdmin(session.id), config.baseUrl).toString()}>Voir la session</MailButton>
    </>,
  );
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

/** The session's dates and place, as every mail to a trainee states them. */
function sessionFacts(session: RegisteredSession) {
  return <MailFacts rows={[["Dates", datesText(session)], ["Lieu", placeText(session)]]} />;
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
): MailMessage {
  const notes = payerNotes(registration.payer, session.formation.certification);
  const tally = tallyOf(stored);
  return composeMail(
    config,
    {
      to: registration.email,
      subject: `${tally.seated === 0 ? "Liste d'attente" : "Inscription reçue"} : ${session.formation.title} | ${config.brandName}`,
      preview: tally.seated === 0 ? "Votre inscription est sur la liste d'attente." : "Nous vous confirmons votre place sous 48 heures ouvrées.",
    },
    <>
      <MailParagraph>{greetingFor(registration.trainee_name)}</MailParagraph>
      <MailParagraph>{acknowledgementText(session.formation.title, tally)}</MailParagraph>
      {sessionFacts(session)}
      <MailButton href={new URL(paths.formation(session.formation.slug), config.baseUrl).toString()}>Voir le programme</MailButton>
      {notes.map((note) => (
        <MailParagraph key={note}>{note}</MailParagraph>
      ))}
      {registration.payer === "cpf" && session.formation.certification && <MailButton href={MON_COMPTE_FORMATION}>Mon Compte Formation</MailButton>}
      <MailParagraph>
        Votre inscription porte le numéro {tally.id}. Si vous n&apos;êtes pas à l&apos;origine de cette inscription, ignorez ce message.
      </MailParagraph>
    </>,
  );
}

/** What a mail about a registration needs of its trainee. */
export interface Trainee {
  trainee_name: string;
  email: string;
}

/** To the first on the waiting list when a seat is freed: their seat, to be confirmed by staff. */
export function promotedMail(config: SiteConfig, trainee: Trainee, session: RegisteredSession): MailMessage {
  return composeMail(
    config,
    { to: trainee.email, subject: `Une place s'est libérée : ${session.formation.title} | ${config.brandName}`, preview: "Vous n'êtes plus sur la liste d'attente." },
    <>
      <MailParagraph>{greetingFor(trainee.trainee_name)}</MailParagraph>
      <MailParagraph>
        Une place s&apos;est libérée pour la session « {session.formation.title} » : vous n&apos;êtes plus sur la liste d&apos;attente.
        Nous vous confirmons votre inscription sous 48 heures ouvrées.
      </MailParagraph>
      {sessionFacts(session)}
    </>,
  );
}

/** To every registrant of a session staff cancelled. */
export function sessionCancelledMail(config: SiteConfig, trainee: Trainee, session: RegisteredSession): MailMessage {
  return composeMail(
    config,
    { to: trainee.email, subject: `Session annulée : ${session.formation.title} | ${config.brandName}`, preview: "Nous vous proposons une autre date." },
    <>
      <MailParagraph>{greetingFor(trainee.trainee_name)}</MailParagraph>
      <MailParagraph>
        Nous sommes au regret d&apos;annuler la session « {session.formation.title} » ({datesText(session, { lowercase: true })}). Nous vous
        contactons pour vous proposer une autre date ; aucune somme ne vous sera demandée pour cette session.
      </MailParagraph>
      <MailButton href={new URL(paths.formation(session.formation.slug), config.baseUrl).toString()}>Voir les autres dates</MailButton>
    </>,
  );
}

/** Where the trainee is expected: the full address, a virtual classroom, or their own premises. */
function whereText(session: RegisteredSession): string {
  if (session.place === "remote") {
    return session.remote_link ? "À distance, en classe virtuelle" : "À distance, en classe virtuelle : le lien de connexion vous sera envoyé avant le début de la session.";
  }
  if (session.place === "client") return "Dans les locaux de votre entreprise.";
  return addressText(session);
}

/**
 * 'Envoyer les convocations': to a confirmed trainee, what they need to come (dates, hours, where,
 * who teaches), the programme, and whom to tell about a disability. Only the name comes from the
 * registrant; the rest is the provider's.
 */
export function convocationMail(config: SiteConfig, trainee: Trainee, session: RegisteredSession): MailMessage {
  const referent = config.company.accessibilityOfficer;
  return composeMail(
    config,
    {
      to: trainee.email,
      subject: `Convocation : ${session.formation.title}, ${datesText(session, { lowercase: true })} | ${config.brandName}`,
      preview: `Votre inscription est confirmée : ${datesText(session, { lowercase: true })}.`,
    },
    <>
      <MailParagraph>{greetingFor(trainee.trainee_name)}</MailParagraph>
      <MailParagraph>Votre inscription à la formation « {session.formation.title} » est confirmée : voici votre convocation.</MailParagraph>
      <MailFacts
        rows={[
          ["Dates", datesText(session)],
          ["Lieu", whereText(session)],
          ["Formateur", session.trainer],
        ]}
      />
      {session.place === "remote" && session.remote_link && <MailButton href={session.remote_link}>Rejoindre la classe virtuelle</MailButton>}
      <MailButton href={new URL(paths.formationProgrammePdf(session.formation.slug), config.baseUrl).toString()}>Télécharger le programme (PDF)</MailButton>
      <MailParagraph>Merci d&apos;arriver quelques minutes avant le début : vous signerez la feuille d&apos;émargement à chaque demi-journée.</MailParagraph>
      <MailParagraph>
        Une situation de handicap ou un besoin particulier ? Notre référent handicap, {referent}, adapte l&apos;accueil, les supports et le
        rythme avec vous : {config.contact.email}, {config.contact.phone}.
      </MailParagraph>
    </>,
  );
}
