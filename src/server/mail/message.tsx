import { Body, Container, Html, Link, Preview, Section, Text } from "@react-email/components";
import { Fragment, type CSSProperties, type ReactElement, type ReactNode } from "react";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import type { MailAttachment } from "@/lib/mail-attachment";

/**
 * A mail as its builder writes it: a React element in the site's layout. The outbox renders it
 * to HTML and plain text when it is queued (render.ts), so a later change of a template never
 * alters a mail already waiting.
 */
export interface MailMessage {
  to: string;
  subject: string;
  body: ReactElement;
  attachments?: MailAttachment[];
}

// Inline styles only: mail clients drop <style> sheets and external CSS unevenly.
const INK = "#111827";
const MUTED = "#4b5563";
const BRAND = "#15803d";
const FONT = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const styles = {
  body: { margin: 0, padding: 0, backgroundColor: "#f3f4f6", color: INK, fontFamily: FONT },
  container: { maxWidth: "600px", margin: "0 auto", padding: "24px 12px" },
  brand: { color: INK, fontSize: "18px", fontWeight: 700, textDecoration: "none" },
  logo: { verticalAlign: "middle", marginRight: "10px", border: 0 },
  card: {
    backgroundColor: "#ffffff",
    borderRadius: "12px",
    border: "1px solid #e5e7eb",
    padding: "8px 24px",
  },
  paragraph: { fontSize: "16px", lineHeight: "24px", margin: "16px 0", overflowWrap: "anywhere" },
  facts: {
    fontSize: "15px",
    lineHeight: "24px",
    margin: "16px 0",
    padding: "12px 16px",
    backgroundColor: "#f0fdf4",
    borderRadius: "8px",
    overflowWrap: "anywhere",
  },
  button: {
    display: "inline-block",
    backgroundColor: BRAND,
    color: "#ffffff",
    fontSize: "16px",
    fontWeight: 600,
    lineHeight: "20px",
    textDecoration: "none",
    padding: "12px 20px",
    borderRadius: "8px",
  },
  fallback: {
    fontSize: "13px",
    lineHeight: "20px",
    color: MUTED,
    margin: "-8px 0 16px",
    wordBreak: "break-all",
  },
  footer: { fontSize: "12px", lineHeight: "18px", color: MUTED, margin: "4px 8px" },
  footerLink: { color: MUTED, textDecoration: "underline" },
} satisfies Record<string, CSSProperties>;

/** A paragraph of the message. */
export function MailParagraph({ children }: { children: ReactNode }) {
  return <Text style={styles.paragraph}>{children}</Text>;
}

/** Text whose line breaks matter (a visitor's message): each line kept, in HTML and in text. */
export function MailLines({ text }: { text: string }) {
  return (
    <Text style={styles.paragraph}>
      {text.split(/\r?\n/).map((line, index) => (
        <Fragment key={index}>
          {index > 0 && <br />}
          {line}
        </Fragment>
      ))}
    </Text>
  );
}

/** 'Dates : …' lines in a tinted box; one line each in the plain text. Empty values are left out. */
export function MailFacts({
  rows,
}: {
  rows: readonly (readonly [label: string, value: string | null])[];
}) {
  const shown = rows.filter((row): row is readonly [string, string] => Boolean(row[1]));
  return (
    <Text style={styles.facts}>
      {shown.map(([label, value], index) => (
        <Fragment key={label}>
          {index > 0 && <br />}
          <strong>{label} :</strong> {value}
        </Fragment>
      ))}
    </Text>
  );
}

/**
 * A button that is a plain link, so it works with images blocked and in every client. With
 * `withAddress` (a mail whose one purpose is its link), the address follows for clients that do
 * not open it; the plain text has the label and the address on lines of their own (render.ts),
 * so that line is left out of it.
 */
export function MailButton({
  href,
  children,
  withAddress = false,
}: {
  href: string;
  children: string;
  withAddress?: boolean;
}) {
  return (
    <>
      <Section style={{ margin: "20px 0" }}>
        <Link href={href} style={styles.button} data-mail-button="">
          {children}
        </Link>
      </Section>
      {withAddress && (
        <Text style={styles.fallback} data-skip-in-text="true">
          Si le bouton ne s&apos;ouvre pas, copiez cette adresse dans votre navigateur : {href}
        </Text>
      )}
    </>
  );
}

/** The provider's legal identity, as the law asks of its documents, and the way back to the site. */
function MailFooter({ config }: { config: SiteConfig }) {
  const { company, postalAddress: address } = config;
  return (
    <Section style={{ padding: "16px 8px 0" }}>
      <Text style={styles.footer}>
        {company.legalName} · {address.street}, {address.postalCode} {address.city}
      </Text>
      <Text style={styles.footer}>
        Organisme de formation enregistré sous le numéro de déclaration d&apos;activité{" "}
        {company.trainingDeclaration} auprès du préfet de la région{" "}
        {company.trainingDeclarationRegion}. Cet enregistrement ne vaut pas agrément de l&apos;État.
      </Text>
      <Text style={styles.footer}>
        <Link href={config.baseUrl} style={styles.footerLink}>
          {config.baseUrl}
        </Link>
      </Text>
    </Section>
  );
}

/** Where to file a complaint, under the signature of a mail to a trainee or a registrant. */
function ComplaintLine({ config }: { config: SiteConfig }) {
  const address = new URL(paths.complaint, config.baseUrl).toString();
  return (
    <Text style={styles.footer}>
      Une difficulté, une réclamation ? Écrivez-nous :{" "}
      <Link href={address} style={styles.footerLink}>
        {address}
      </Link>
    </Text>
  );
}

interface MailIntro {
  to: string;
  subject: string;
  /** The line mail clients show after the subject in the inbox. */
  preview: string;
  /** Mails to visitors end with the team's name and how to reach it; staff notifications do not. */
  signed?: boolean;
  /**
   * Mails to trainees and to whoever registered them end with where to file a complaint
   * (Qualiopi indicator 31): the public form's address.
   */
  complaintLink?: boolean;
  /** The files it carries (a calendar entry). */
  attachments?: MailAttachment[];
}

/** One mail in the site's layout: logo and name, the message on a card, the legal footer. */
export function composeMail(
  config: SiteConfig,
  { to, subject, preview, signed = true, complaintLink = false, attachments }: MailIntro,
  content: ReactNode,
): MailMessage {
  return {
    to,
    subject,
    ...(attachments ? { attachments } : {}),
    body: (
      <Html lang="fr" dir="ltr">
        {/* A mail's own head, written by hand: react-email's <Head> adds a meta tag the W3C checker refuses. Not a Next.js page. */}
        {/* eslint-disable-next-line @next/next/no-head-element */}
        <head>
          <meta charSet="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <meta name="color-scheme" content="light" />
          <title>{subject}</title>
        </head>
        <Body style={styles.body}>
          <Preview>{preview}</Preview>
          <Container style={styles.container}>
            <Section style={{ padding: "0 8px 16px" }} data-skip-in-text="true">
              <Link href={config.baseUrl} style={styles.brand}>
                {/* Decorative: the name beside it says whose mail this is, images shown or not. A mail client loads it from the site. */}
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={new URL("/images/logo.png", config.baseUrl).toString()}
                  width={36}
                  height={36}
                  alt=""
                  style={styles.logo}
                />
                {config.brandName}
              </Link>
            </Section>
            <Section style={styles.card}>
              {content}
              {signed && (
                <Text style={styles.paragraph}>
                  L&apos;équipe {config.brandName}
                  <br />
                  {config.contact.email} · {config.contact.phone}
                </Text>
              )}
              {complaintLink && <ComplaintLine config={config} />}
            </Section>
            <MailFooter config={config} />
          </Container>
        </Body>
      </Html>
    ),
  };
}

/** A template as the dashboard's preview page and the tests show it: sample data, real layout. */
export interface MailSample {
  /** Stable, URL-safe: the preview's address and the tests' name for it. */
  id: string;
  name: string;
  /** Who receives it and when, in the staff's words. */
  sentWhen: string;
  message(config: SiteConfig): MailMessage | Promise<MailMessage>;
}
