import { type SiteConfig } from "@/config/site";
import { formatLongDate } from "@/lib/dates";
import { invoiceTitles } from "@/lib/invoicing-law";
import { type MailAttachment } from "@/lib/mail-attachment";
import { formatEuros } from "@/lib/money";
import { composeMail, MailLines, MailParagraph, type MailMessage } from "@/server/mail/message";
import type { InvoiceContent } from "./invoice-content";

/**
 * An invoice to its payer's billing address, with its Factur-X file and, for a funder, the
 * documents it pays on; or, with `reminder`, the reminder of one overdue (what is left `due`).
 */
export function invoiceMail(
  config: SiteConfig,
  content: InvoiceContent,
  {
    files,
    supporting,
    reminder,
  }: {
    files: MailAttachment[];
    /** The certificates and signed sheet a funder pays on are joined. */
    supporting: boolean;
    reminder: { due: number } | null;
  },
): MailMessage {
  const title = `${invoiceTitles[content.kind].toLowerCase()} n° ${content.number}`;
  const subject = reminder
    ? `Relance : ${title} échue le ${formatLongDate(content.dueDate)}`
    : `${invoiceTitles[content.kind]} ${content.number}`;
  return composeMail(
    config,
    {
      to: content.buyer.email!,
      subject: `${subject} | ${config.brandName}`,
      preview: reminder
        ? `Reste dû : ${formatEuros(reminder.due)}.`
        : `${formatEuros(content.total)} TTC, payable au plus tard le ${formatLongDate(content.dueDate)}.`,
      attachments: files,
    },
    <>
      <MailParagraph>Bonjour,</MailParagraph>
      {reminder ? (
        <>
          <MailParagraph>
            Sauf erreur de notre part, la {title} du {formatLongDate(content.issueDate)}, échue le{" "}
            {formatLongDate(content.dueDate)}, reste impayée pour un montant de{" "}
            {formatEuros(reminder.due)}. Nous vous remercions de procéder à son règlement ; si vous
            l&apos;avez réglée entre-temps, ne tenez pas compte de ce message.
          </MailParagraph>
          {content.buyer.professional && (
            <MailParagraph>
              Comme le prévoit la facture, tout retard de paiement rend exigibles des pénalités de
              retard et une indemnité forfaitaire de 40 € pour frais de recouvrement (articles
              L441-10 et D441-5 du Code de commerce).
            </MailParagraph>
          )}
        </>
      ) : (
        <MailParagraph>
          Veuillez trouver ci-jointe la {title} du {formatLongDate(content.issueDate)}, d&apos;un
          montant de {formatEuros(content.total)} TTC
          {content.kind === "credit_note"
            ? `, qui annule la facture n° ${content.corrects?.number}.`
            : `, payable au plus tard le ${formatLongDate(content.dueDate)}.`}
        </MailParagraph>
      )}
      <MailLines text={content.lines.map((line) => line.description).join("\n")} />
      {supporting && (
        <MailParagraph>
          Y sont joints les justificatifs de la prise en charge : le certificat de réalisation de
          chaque stagiaire et la feuille d&apos;émargement signée.
        </MailParagraph>
      )}
      {content.seller.iban && content.kind !== "credit_note" && (
        <MailParagraph>
          Règlement par virement : IBAN {content.seller.iban}
          {content.seller.bic ? `, BIC ${content.seller.bic}` : ""}, en indiquant le n°{" "}
          {content.number}.
        </MailParagraph>
      )}
      <MailParagraph>
        Le fichier joint est une facture électronique Factur-X : son PDF se lit comme une facture
        papier et contient ses données, que votre logiciel ou votre plateforme de facturation lit
        directement.
      </MailParagraph>
    </>,
  );
}
