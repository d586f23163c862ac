import type { MailAttachment } from "@/lib/mail-attachment";
import { countOf, listText, ofName } from "@/lib/text";
import type { SiteConfig } from "@/config/site";
import { formatDateTime, formatLongDate } from "@/lib/dates";
import { greetingFor } from "@/lib/mail-text";
import { agreementTitles } from "@/lib/training-law";
import {
  composeMail,
  MailButton,
  MailFacts,
  MailParagraph,
  type MailMessage,
} from "@/server/mail/message";
import { datesText, whereText, type RegisteredSession } from "@/features/sessions/public";
import {
  type Trainee,
  TraineeLink,
  MailedAgreement,
  attachmentOf,
  AgreementParagraph,
  DocumentsParagraph,
  PageButton,
} from "@/features/registrations/public";

/**
 * The mails to the person who accepts a convention in the company's name when they are not the
 * trainee (docs/decisions/078, point 3): the convention to accept by their own link, then their
 * signed copy.
 */

/** Who accepts the convention, and for the training of which of the company's people. */
export interface ConventionSigner {
  name: string;
  email: string;
  company: string;
  trainees: string[];
}

/** « de Camille Martin, membre du personnel d'Acme », or the same of several (« d'Emma … et … »). */
const traineesOf = ({ trainees, company }: ConventionSigner) =>
  `${ofName(listText(trainees))}, ${trainees.length === 1 ? "membre" : "membres"} du personnel ${ofName(company)}`;

const title = agreementTitles.convention;

/** The convention to read and accept, with the link that opens it and nothing else. */
export function conventionToSignMail(
  config: SiteConfig,
  signer: ConventionSigner,
  session: RegisteredSession,
  page: string,
  attachment: MailAttachment,
): MailMessage {
  return composeMail(
    config,
    {
      to: signer.email,
      complaintLink: true,
      subject: `${title} à signer : ${listText(signer.trainees)}, ${session.formation.title} | ${config.brandName}`,
      preview: `La convention ${ofName(signer.company)} pour ${countOf(signer.trainees.length, ["stagiaire", "stagiaires"])}, à accepter en ligne au nom de l'entreprise.`,
      attachments: [attachment],
    },
    <>
      <MailParagraph>{greetingFor(signer.name)}</MailParagraph>
      <MailParagraph>
        Voici la convention de formation {traineesOf(signer)}, que vous signez au nom de
        l&apos;entreprise. Elle est jointe (« {attachment.filename} ») : lisez-la et acceptez-la en
        ligne par le bouton ci-dessous ; votre acceptation est enregistrée et votre exemplaire signé
        vous est envoyé.
      </MailParagraph>
      <MailFacts
        rows={[
          ["Formation", session.formation.title],
          ["Dates", datesText(session)],
          ["Lieu", whereText(session)],
        ]}
      />
      <MailButton href={page}>Lire et signer la convention</MailButton>
      <MailParagraph>
        Ce lien vous est personnel : il n&apos;ouvre que cette convention.
      </MailParagraph>
    </>,
  );
}

/** The accepted convention, with its evidence page, to the signatory (a durable medium). */
export function conventionSignedMail(
  config: SiteConfig,
  signer: ConventionSigner,
  session: RegisteredSession,
  page: string,
  agreement: { attachment: MailAttachment; acceptedAt: Date },
): MailMessage {
  return composeMail(
    config,
    {
      to: signer.email,
      complaintLink: true,
      subject: `${title} signée : ${listText(signer.trainees)}, ${session.formation.title} | ${config.brandName}`,
      preview: "Votre exemplaire signé, à conserver.",
      attachments: [agreement.attachment],
    },
    <>
      <MailParagraph>{greetingFor(signer.name)}</MailParagraph>
      <MailParagraph>
        La convention de formation {traineesOf(signer)}, pour la formation «{" "}
        {session.formation.title} », {datesText(session, { lowercase: true })}, a été signée en
        ligne au nom {ofName(signer.company)} le {formatDateTime(agreement.acceptedAt)}. Votre
        exemplaire est joint (« {agreement.attachment.filename} ») : sa dernière page en donne la
        preuve. Conservez-le.
      </MailParagraph>
      <MailButton href={page}>Voir la convention</MailButton>
    </>,
  );
}

/** A place a convention covers, taken over by a colleague on the trainee's page. */
export interface PlaceTakenOver {
  from: string;
  to: { name: string; email: string };
  number: string;
  acceptedAt: Date;
}

/**
 * To the signatory of an accepted convention: a place it covers changed hands (decision 080).
 * The convention stays in force for it, as it provides; the company says so if it did not
 * decide it.
 */
export function conventionPlaceTakenOverMail(
  config: SiteConfig,
  signer: { name: string; email: string },
  session: RegisteredSession,
  change: PlaceTakenOver,
): MailMessage {
  return composeMail(
    config,
    {
      to: signer.email,
      complaintLink: true,
      subject: `Remplacement d'un stagiaire : ${session.formation.title} | ${config.brandName}`,
      preview: `${change.from} a cédé sa place à ${change.to.name}.`,
    },
    <>
      <MailParagraph>{greetingFor(signer.name)}</MailParagraph>
      <MailParagraph>
        Depuis sa page d&apos;inscription, {change.from} a cédé à {change.to.name} (
        {change.to.email}) sa place à la formation « {session.formation.title} »,{" "}
        {datesText(session, { lowercase: true })}.
      </MailParagraph>
      <MailParagraph>
        La convention de formation n° {change.number}, acceptée le{" "}
        {formatDateTime(change.acceptedAt)}, reste en vigueur pour cette place : elle permet à
        l&apos;entreprise de remplacer un stagiaire par un autre de ses salariés. Si un OPCO prend
        en charge cette formation, informez-le du remplacement. Si ce remplacement n&apos;a pas été
        décidé par l&apos;entreprise, écrivez-nous au plus vite à {config.contact.email}.
      </MailParagraph>
    </>,
  );
}

/** Staff's 'Envoyer le document': the convention or contract again, to read and accept. */
export function agreementMail(
  config: SiteConfig,
  trainee: Trainee,
  session: RegisteredSession,
  link: TraineeLink,
  agreement: MailedAgreement,
): MailMessage {
  const title = agreementTitles[agreement.kind];
  return composeMail(
    config,
    {
      to: trainee.email,
      complaintLink: true,
      subject: `${title} : ${session.formation.title} | ${config.brandName}`,
      preview: `${title} à accepter en ligne.`,
      attachments: attachmentOf(agreement),
    },
    <>
      <MailParagraph>{greetingFor(trainee.trainee_name)}</MailParagraph>
      <MailParagraph>
        Voici le document de votre inscription à la formation « {session.formation.title} »,{" "}
        {datesText(session, { lowercase: true })}.
      </MailParagraph>
      <AgreementParagraph agreement={agreement} />
      <MailButton href={link.page}>Mon inscription</MailButton>
      <DocumentsParagraph config={config} slug={session.formation.slug} />
    </>,
  );
}

/**
 * The accepted convention or contract, as soon as it is accepted: the document with its evidence
 * page, on a durable medium (Code de la consommation, L221-13), to the person who accepted it;
 * a contract's mail says until when its signer may withdraw.
 */
export function agreementAcceptedMail(
  config: SiteConfig,
  trainee: Trainee,
  session: RegisteredSession,
  link: TraineeLink,
  agreement: MailedAgreement & {
    attachment: MailAttachment;
    acceptedAt: Date;
    withdrawalUntil: string | null;
  },
): MailMessage {
  const title = agreementTitles[agreement.kind];
  const e = agreement.kind === "convention" ? "e" : "";
  return composeMail(
    config,
    {
      to: trainee.email,
      complaintLink: true,
      subject: `${title} signé${e} : ${session.formation.title} | ${config.brandName}`,
      preview: `Votre exemplaire signé, à conserver.`,
      attachments: [agreement.attachment],
    },
    <>
      <MailParagraph>{greetingFor(trainee.trainee_name)}</MailParagraph>
      <MailParagraph>
        {agreement.kind === "convention" ? "La" : "Le"} {title.toLowerCase()} de la formation «{" "}
        {session.formation.title} », {datesText(session, { lowercase: true })}, a été signé{e} en
        ligne le {formatDateTime(agreement.acceptedAt)}. Votre exemplaire est joint («{" "}
        {agreement.attachment.filename} ») : sa dernière page en donne la preuve. Conservez-le.
      </MailParagraph>
      {agreement.withdrawalUntil && (
        <MailParagraph>
          Vous pouvez vous rétracter sans frais jusqu&apos;au{" "}
          {formatLongDate(agreement.withdrawalUntil)} inclus, depuis votre page ou en nous
          l&apos;écrivant.
        </MailParagraph>
      )}
      <PageButton link={link} />
    </>,
  );
}
