import type { SiteConfig } from "@/config/site";
import { formatDateRange, formatLongDate, parisDay } from "@/lib/dates";
import { greetingFor } from "@/lib/mail-text";
import { Fragment } from "react";
import {
  composeMail,
  MailButton,
  MailFacts,
  MailParagraph,
  type MailMessage,
} from "@/server/mail/message";
import { answerAddress, lowRatedAnswersPath } from "./answer-filters";
import type { SurveyKind } from "./constants";

/**
 * Whom a survey mail goes to and what it asks about: a trainee's or a trainer's session, a
 * company's (the trainees it sent), or a funder's year with the provider.
 */
export interface SurveyRecipient {
  kind: SurveyKind;
  /** Whom the mail greets: the trainee, the trainer, the funder's contact; none for a company. */
  name: string | null;
  email: string;
  /** The company or the funder asked. */
  organisation: string | null;
  /** The session asked about; none for a funder. */
  formation_title: string | null;
  start_date: string | null;
  end_date: string | null;
}

/** What a survey mail's sentences name: the formation, the session's dates, the company or funder. */
interface Subject {
  title: string;
  dates: string;
  organisation: string;
}

const stakeholderPrivacy = " Vos réponses ne sont jamais publiées.";

const wording: Record<
  SurveyKind,
  {
    subject: (about: Subject) => string;
    preview: string;
    privacy: string;
    first: (about: Subject) => string;
    again: (about: Subject) => string;
  }
> = {
  end: {
    subject: ({ title }) => `avis sur la formation « ${title} »`,
    preview: "Sept questions, deux minutes : votre avis améliore nos formations.",
    privacy: " Votre commentaire n'est publié que si vous l'acceptez, et toujours sans votre nom.",
    first: ({ title, dates }) =>
      `Merci d'avoir suivi la formation « ${title} » (${dates}). Votre avis nous aide à améliorer nos formations : sept questions, deux minutes.`,
    again: ({ title, dates }) =>
      `Vous avez suivi la formation « ${title} » (${dates}) et nous n'avons pas encore reçu votre avis. Il nous aide à améliorer nos formations : sept questions, deux minutes.`,
  },
  cold: {
    subject: ({ title }) => `formation « ${title} », trois mois après`,
    preview: "Deux questions, une minute : qu'avez-vous mis en pratique ?",
    // This answer is never published.
    privacy: "",
    first: ({ title, dates }) =>
      `Il y a trois mois, vous suiviez la formation « ${title} » (${dates}). Avez-vous pu mettre en pratique ce que vous y avez appris ? Deux questions, une minute.`,
    again: ({ title, dates }) =>
      `Vous avez suivi la formation « ${title} » (${dates}) il y a trois mois, et nous n'avons pas encore reçu votre réponse : avez-vous pu mettre en pratique ce que vous y avez appris ? Deux questions, une minute.`,
  },
  company: {
    subject: ({ title }) => `avis sur la formation « ${title} » suivie par vos salariés`,
    preview: "Trois questions, une minute : la formation a-t-elle répondu à vos besoins ?",
    privacy: stakeholderPrivacy,
    first: ({ title, dates, organisation }) =>
      `Votre entreprise (${organisation}) a inscrit un ou plusieurs salariés à la formation « ${title} » (${dates}). Cette formation a-t-elle répondu à ses besoins ? Trois questions, une minute.`,
    again: ({ title, dates, organisation }) =>
      `Votre entreprise (${organisation}) a inscrit un ou plusieurs salariés à la formation « ${title} » (${dates}) et nous n'avons pas encore reçu votre avis : cette formation a-t-elle répondu à ses besoins ? Trois questions, une minute.`,
  },
  trainer: {
    subject: ({ title }) => `avis sur la session « ${title} » que vous avez animée`,
    preview: "Trois questions, une minute : comment s'est passée la session ?",
    privacy: stakeholderPrivacy,
    first: ({ title, dates }) =>
      `Merci d'avoir animé la formation « ${title} » (${dates}). Comment s'est passée la session, et qu'aurions-nous pu mieux préparer ? Trois questions, une minute.`,
    again: ({ title, dates }) =>
      `Vous avez animé la formation « ${title} » (${dates}) et nous n'avons pas encore reçu votre avis sur la session. Trois questions, une minute.`,
  },
  funder: {
    subject: () => "avis sur notre collaboration",
    preview: "Trois questions, une minute : comment jugez-vous notre collaboration ?",
    privacy: stakeholderPrivacy,
    first: ({ organisation }) =>
      `Chaque année, nous demandons aux financeurs avec qui nous travaillons leur avis sur notre collaboration. Comment jugez-vous celle de ces douze derniers mois avec ${organisation} ? Trois questions, une minute.`,
    again: ({ organisation }) =>
      `Nous n'avons pas encore reçu votre avis, pour ${organisation}, sur notre collaboration de ces douze derniers mois. Trois questions, une minute.`,
  },
};

/**
 * A survey, or its one reminder: a trainee's of a session that has ended ('à chaud' the day
 * after, 'à froid' three months later), a company's or a trainer's of the session, a funder's of
 * the year. A personal link, valid until the date it states, for one answer. Names and the
 * company come from what was typed at registration or by staff; the rest is the provider's.
 */
export function surveyMail(
  config: SiteConfig,
  recipient: SurveyRecipient,
  link: string,
  { expiresAt, reminder }: { expiresAt: Date; reminder: boolean },
): MailMessage {
  const about: Subject = {
    title: recipient.formation_title ?? "",
    dates:
      recipient.start_date && recipient.end_date
        ? formatDateRange(recipient.start_date, recipient.end_date, { lowercase: true })
        : "",
    organisation: recipient.organisation ?? "",
  };
  const words = wording[recipient.kind];
  return composeMail(
    config,
    {
      to: recipient.email,
      complaintLink: true,
      subject: `${reminder ? "Rappel : votre" : "Votre"} ${words.subject(about)} | ${config.brandName}`,
      preview: words.preview,
    },
    <>
      <MailParagraph>{recipient.name ? greetingFor(recipient.name) : "Bonjour,"}</MailParagraph>
      <MailParagraph>{reminder ? words.again(about) : words.first(about)}</MailParagraph>
      <MailButton href={link} withAddress>
        Donner mon avis
      </MailButton>
      <MailParagraph>
        Ce lien personnel est valable jusqu&apos;au {formatLongDate(parisDay(expiresAt))}, pour une
        seule réponse.{words.privacy}
      </MailParagraph>
    </>,
  );
}

/** A low-rated answer as the administrators' digest reports it. */
interface LowRatedAnswer {
  id: number;
  session_id: number;
  overall: number;
  trainee_name: string;
  formation_title: string;
  start_date: string;
  end_date: string;
  comment: string | null;
}

/** How many answers a digest details; the others are counted, behind the list's link. */
export const DIGEST_DETAILED_ANSWERS = 10;
const COMMENT_EXCERPT = 300;

/** The comment's first characters, counted by code point so that no emoji is cut in two. */
function excerpt(comment: string): string {
  const characters = Array.from(comment);
  return characters.length > COMMENT_EXCERPT
    ? `${characters.slice(0, COMMENT_EXCERPT).join("").trimEnd()}…`
    : comment;
}

/**
 * The administrators' digest of the answers rated 1 or 2 out of 5 since the last one, at most one
 * a day (low-rating-digest.ts): each answer with a link to its card in /dashboard/avis, where the
 * action taken is noted. `total` counts every answer of the digest, `answers` the detailed ones.
 */
export function lowRatingDigestMail(
  config: SiteConfig,
  to: string,
  answers: LowRatedAnswer[],
  total: number,
): MailMessage {
  const plural = total > 1;
  const address = (path: string) => new URL(path, config.baseUrl).toString();
  const others = total - answers.length;
  return composeMail(
    config,
    {
      to,
      subject: `${total} avis noté${plural ? "s" : ""} 1 ou 2 sur 5 à traiter | ${config.brandName}`,
      preview: "Des stagiaires sont insatisfaits : notez l'action menée pour chaque avis.",
      signed: false,
    },
    <>
      <MailParagraph>
        {plural
          ? `${total} stagiaires ont noté leur formation 1 ou 2 sur 5 depuis le dernier récapitulatif.`
          : "Un stagiaire a noté sa formation 1 ou 2 sur 5 depuis le dernier récapitulatif."}{" "}
        Chaque avis attend l&apos;action menée, que l&apos;audit Qualiopi demande (indicateur 32).
      </MailParagraph>
      {answers.map((answer) => (
        <Fragment key={answer.id}>
          <MailFacts
            rows={[
              ["Formation", answer.formation_title],
              ["Session", formatDateRange(answer.start_date, answer.end_date, { lowercase: true })],
              ["Stagiaire", answer.trainee_name],
              ["Satisfaction", `${answer.overall}/5`],
              ["Commentaire", answer.comment === null ? null : excerpt(answer.comment)],
            ]}
          />
          <MailButton href={address(answerAddress(answer))}>Voir cet avis</MailButton>
        </Fragment>
      ))}
      {others > 0 ? (
        <>
          <MailParagraph>
            Et {others} autre{others > 1 ? "s" : ""} avis noté{others > 1 ? "s" : ""} 1 ou 2 sur 5.
          </MailParagraph>
          <MailButton href={address(lowRatedAnswersPath())}>Voir les avis à traiter</MailButton>
        </>
      ) : null}
    </>,
  );
}
