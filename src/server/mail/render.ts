import "server-only";
import { render, toPlainText } from "@react-email/components";
import type { MailAttachment } from "@/lib/mail-attachment";
import { keepTogether } from "@/lib/mail-text";
import type { MailMessage } from "./message";

/** A mail as the outbox stores and the transport sends it: both alternatives written out. */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[] | null;
}

/** html-to-text's builder, as far as the button's formatter uses it (the package ships no types). */
interface TextBuilder {
  openBlock(options: { leadingLineBreaks: number }): void;
  closeBlock(options: { trailingLineBreaks: number }): void;
  addInline(text: string, options?: { noWordTransform: boolean }): void;
  addLineBreak(): void;
}
interface Anchor {
  attribs: { href?: string };
  children: unknown[];
}

/**
 * The plain-text alternative of a button: its label, then its address on a line of its own, which
 * every client turns into a link and no line-wrapping breaks.
 */
function formatButton(
  element: Anchor,
  walk: (nodes: unknown[], builder: TextBuilder) => void,
  builder: TextBuilder,
) {
  builder.openBlock({ leadingLineBreaks: 2 });
  walk(element.children, builder);
  builder.addInline(" :");
  builder.addLineBreak();
  builder.addInline(element.attribs.href ?? "", { noWordTransform: true });
  builder.closeBlock({ trailingLineBreaks: 2 });
}

const TEXT_OPTIONS = {
  formatters: { mailButton: formatButton },
  selectors: [{ selector: "a[data-mail-button]", format: "mailButton" }],
};

/** The body's text between its tags with French typography's non-breaking spaces (keepTogether). */
const typeset = (document: string) =>
  document.replace(/(<body[\s\S]*)$/, (body) =>
    body.replace(/>([^<]+)</g, (_, text: string) => `>${keepTogether(text)}<`),
  );

/**
 * Renders a mail once, when it is queued. react-email writes an XHTML 1.0 doctype; the HTML5 one
 * replaces it, as the markup is HTML5 (the W3C checker validates against it) and mail clients
 * render both alike. Both alternatives keep times, amounts and phone numbers on one line.
 */
export async function renderMail({ to, subject, body, attachments }: MailMessage): Promise<Mail> {
  const document = await render(body);
  const html = typeset(document.replace(/^<!DOCTYPE[^>]*>/i, "<!DOCTYPE html>"));
  const text = toPlainText(html, TEXT_OPTIONS).trim();
  return { to, subject, html, text, attachments: attachments?.length ? attachments : null };
}
