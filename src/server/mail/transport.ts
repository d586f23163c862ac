import "server-only";
import nodemailer from "nodemailer";
import type { MailAttachment } from "@/lib/mail-attachment";
import { logger } from "@/server/logger";

/**
 * What goes out: mails queued before HTML mails
 * (docs/decisions/053-branded-html-mails-rendered-when-queued.md) have their text only.
 */
interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[] | null;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * SMTP through nodemailer when SMTP_URL is set. Without it (development), a mail is "delivered"
 * by printing it: the outbox row stays in the database as the mailbox.
 */
export function createTransport(smtpUrl: string | undefined): MailTransport {
  if (!smtpUrl) {
    return {
      async send(mail) {
        logger.info(
          {
            to: mail.to,
            subject: mail.subject,
            text: mail.text,
            attachments: mail.attachments?.map((attachment) => attachment.filename),
          },
          "E-mail (développement, non envoyé)",
        );
      },
    };
  }
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    // A few reused connections rather than one per mail.
    pool: true,
    maxConnections: 5,
    // Fail fast when the server is down: the outbox tries again later.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail) {
      const { attachments, ...rest } = mail;
      await transporter.sendMail(attachments ? { ...rest, attachments } : rest);
    },
  };
}
