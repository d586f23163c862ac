import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { formatLongDate, formatTime, parisDay } from "@/lib/dates";
import { greetingFor } from "@/lib/mail-text";
import {
  composeMail,
  MailButton,
  MailFacts,
  MailLines,
  MailParagraph,
  type MailMessage,
} from "@/server/mail/message";
import type { Complaint } from "./schema";
import { claimantKindLabels } from "./labels";

/** A complaint as its mails name it: its number, when it came and when its answer is due. */
export interface ComplaintRef {
  id: number;
  receivedAt: Date;
  answerDueOn: string;
}

/** '18 décembre 2026 à 16:42': when a complaint came, as a sentence says it. */
const receivedText = (instant: Date) =>
  `${formatLongDate(parisDay(instant))} à ${formatTime(instant)}`;

/** 'Réclamation n° 12', the words every mail and page uses for one complaint. */
export const complaintNumber = (id: number) => `Réclamation n° ${id}`;

/**
 * The acknowledgement, sent at once to the address typed. Like the contact form's, it repeats
 * nothing the stranger wrote but their name (greetingFor): nobody can use it to mail their own
 * text from the provider's domain.
 */
export function complaintAcknowledgementMail(
  config: SiteConfig,
  to: { name: string; email: string },
  complaint: ComplaintRef,
): MailMessage {
  return composeMail(
    config,
    {
      to: to.email,
      subject: `${complaintNumber(complaint.id)} : accusé de réception | ${config.brandName}`,
      preview: `Nous vous répondrons au plus tard le ${formatLongDate(complaint.answerDueOn)}.`,
    },
    <>
      <MailParagraph>{greetingFor(to.name)}</MailParagraph>
      <MailParagraph>
        Nous avons bien reçu votre réclamation le {receivedText(complaint.receivedAt)}. Elle porte
        le numéro {complaint.id} et est enregistrée dans notre registre des réclamations.
      </MailParagraph>
      <MailParagraph>
        Nous l&apos;analysons et vous répondrons par écrit au plus tard le{" "}
        {formatLongDate(complaint.answerDueOn)}.
      </MailParagraph>
      <MailParagraph>
        Si vous n&apos;êtes pas à l&apos;origine de cette réclamation, ignorez ce message.
      </MailParagraph>
    </>,
  );
}

/** The provider's notification: everything the claimant wrote, to the provider only. */
export function complaintNotificationMail(
  config: SiteConfig,
  complaint: Complaint,
  context: ComplaintRef & { session: string | null },
): MailMessage {
  return composeMail(
    config,
    {
      to: config.contact.email,
      subject: `${complaintNumber(context.id)} : ${complaint.name}`,
      preview: `Réponse attendue au plus tard le ${formatLongDate(context.answerDueOn)}.`,
      signed: false,
    },
    <>
      <MailParagraph>Réclamation reçue sur le site.</MailParagraph>
      <MailFacts
        rows={[
          ["À titre de", claimantKindLabels[complaint.claimant_kind]],
          ["Nom", complaint.name],
          ["Organisme", complaint.organisation ?? null],
          ["E-mail", complaint.email],
          ["Session", context.session ?? "non précisée"],
          ["Réponse attendue", `au plus tard le ${formatLongDate(context.answerDueOn)}`],
        ]}
      />
      <MailParagraph>
        <strong>Réclamation :</strong>
      </MailParagraph>
      <MailLines text={complaint.message} />
      <MailButton href={new URL(paths.complaintAdmin(context.id), config.baseUrl).toString()}>
        Ouvrir la réclamation
      </MailButton>
    </>,
  );
}

/**
 * The provider's written answer, from the register. It says where to turn if it does not
 * satisfy: writing again, and for a person who paid for themself the consumer mediator
 * (Code de la consommation, L612-1), as the contract names them.
 */
export function complaintAnswerMail(
  config: SiteConfig,
  to: { name: string; email: string },
  complaint: { id: number; receivedAt: Date; answer: string },
): MailMessage {
  const mediator = config.agreements.consumerMediator;
  return composeMail(
    config,
    {
      to: to.email,
      subject: `${complaintNumber(complaint.id)} : notre réponse | ${config.brandName}`,
      preview: "Notre réponse à votre réclamation.",
    },
    <>
      <MailParagraph>{greetingFor(to.name)}</MailParagraph>
      <MailParagraph>
        Voici notre réponse à votre réclamation n° {complaint.id} du{" "}
        {receivedText(complaint.receivedAt)}.
      </MailParagraph>
      <MailLines text={complaint.answer} />
      <MailParagraph>
        Si cette réponse ne vous satisfait pas, écrivez-nous à {config.contact.email} en rappelant
        son numéro : votre réclamation sera réexaminée. Si vous avez financé vous-même votre
        formation, vous pouvez aussi recourir gratuitement au médiateur de la consommation :{" "}
        {mediator.name} ({mediator.url}).
      </MailParagraph>
    </>,
  );
}
