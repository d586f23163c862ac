/**
 * A file a mail carries (a calendar entry, a document), as the outbox stores it and nodemailer
 * sends it: text content, written out when the mail is queued like the rest of the mail.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}
