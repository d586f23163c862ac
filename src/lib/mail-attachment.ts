/**
 * A file a mail carries (a calendar entry, a document), as the outbox stores it and nodemailer
 * sends it: written out when the mail is queued like the rest of the mail. A text file (a calendar
 * entry) is kept as it is; a binary one (a PDF) in base64.
 */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
  encoding?: "base64";
}

/** A PDF as a mail joins it, under `filename`. */
export function pdfAttachment(filename: string, pdf: Buffer): MailAttachment {
  return {
    filename,
    contentType: "application/pdf",
    content: pdf.toString("base64"),
    encoding: "base64",
  };
}
