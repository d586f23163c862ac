import { createElement } from "react";
import { readSiteConfig } from "@/config/site";
import { composeMail, MailParagraph, type MailMessage } from "@/server/mail/message";

const config = readSiteConfig({ SITE_URL: "https://atlas.example", SITE_NAME: "Atlas" });

/** A mail of one paragraph, in the site's layout: for the outbox's own tests. */
export function plainMessage(to: string, subject: string, text: string): MailMessage {
  return composeMail(
    config,
    { to, subject, preview: text },
    createElement(MailParagraph, null, text),
  );
}

/** The addresses of a mail's links, as a client opens them. */
export function hrefsOf(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/g)].map((match) =>
    match[1]!.replaceAll("&amp;", "&"),
  );
}

/** A mail's HTML as a reader's text search sees it: React's text separators gone, entities read. */
export function readableHtml(html: string): string {
  return html
    .replaceAll("<!-- -->", "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&quot;", '"')
    .replaceAll("&amp;", "&");
}
