import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { formatLongDate, parisDay } from "@/lib/dates";
import { composeMail, MailButton, MailParagraph, type MailMessage } from "@/server/mail/message";

/** The account e-mails, in French. Each carries one link; links expire, which each mail says. */

export function verificationMail(config: SiteConfig, to: string, url: string): MailMessage {
  return composeMail(
    config,
    {
      to,
      subject: `Confirmez votre adresse e-mail | ${config.brandName}`,
      preview: "Un clic pour activer votre compte, valable 24 heures.",
    },
    <>
      <MailParagraph>Bonjour,</MailParagraph>
      <MailParagraph>
        Pour activer votre compte {config.brandName}, confirmez votre adresse e-mail avec ce lien,
        valable 24 heures.
      </MailParagraph>
      <MailButton href={url} withAddress>
        Confirmer mon adresse
      </MailButton>
      <MailParagraph>
        Si vous n&apos;êtes pas à l&apos;origine de cette inscription, ignorez ce message.
      </MailParagraph>
    </>,
  );
}

/** To the contact address a member asked for: it replaces theirs only once this link is opened. */
export function contactAddressMail(config: SiteConfig, to: string, url: string): MailMessage {
  return composeMail(
    config,
    {
      to,
      subject: `Confirmez votre adresse de contact | ${config.brandName}`,
      preview: "Un clic pour l'utiliser dans votre profil, lien valable 24 heures.",
    },
    <>
      <MailParagraph>Bonjour,</MailParagraph>
      <MailParagraph>
        Un membre de l&apos;équipe {config.brandName} a choisi cette adresse comme adresse de
        contact de son profil. Elle ne la remplace qu&apos;une fois confirmée avec ce lien, valable
        24 heures.
      </MailParagraph>
      <MailButton href={url} withAddress>
        Confirmer cette adresse
      </MailButton>
      <MailParagraph>
        Si vous n&apos;êtes pas à l&apos;origine de ce changement, ignorez ce message : rien ne
        changera.
      </MailParagraph>
    </>,
  );
}

export function existingAccountMail(config: SiteConfig, to: string): MailMessage {
  return composeMail(
    config,
    {
      to,
      subject: `Tentative d'inscription avec votre adresse | ${config.brandName}`,
      preview: "Votre adresse a déjà un compte : rien n'a changé.",
    },
    <>
      <MailParagraph>Bonjour,</MailParagraph>
      <MailParagraph>
        Quelqu&apos;un a tenté de créer un compte avec votre adresse e-mail, qui en possède déjà un.
      </MailParagraph>
      <MailParagraph>
        Si c&apos;était vous, connectez-vous ou choisissez « Mot de passe oublié ? » sur la page de
        connexion.
      </MailParagraph>
      <MailButton href={new URL(paths.login, config.baseUrl).toString()}>Me connecter</MailButton>
      <MailParagraph>Sinon, ignorez ce message : votre compte n&apos;a pas changé.</MailParagraph>
    </>,
  );
}

export function passwordResetMail(config: SiteConfig, to: string, url: string): MailMessage {
  return composeMail(
    config,
    {
      to,
      subject: `Réinitialisation de votre mot de passe | ${config.brandName}`,
      preview: "Choisissez un nouveau mot de passe : lien valable 1 heure.",
    },
    <>
      <MailParagraph>Bonjour,</MailParagraph>
      <MailParagraph>
        Pour choisir un nouveau mot de passe, ouvrez ce lien, valable 1 heure et une seule fois.
      </MailParagraph>
      <MailButton href={url} withAddress>
        Choisir un nouveau mot de passe
      </MailButton>
      <MailParagraph>
        Si vous n&apos;avez rien demandé, ignorez ce message : votre mot de passe reste le même.
      </MailParagraph>
    </>,
  );
}

export function magicLinkMail(config: SiteConfig, to: string, url: string): MailMessage {
  return composeMail(
    config,
    {
      to,
      subject: `Votre lien de connexion | ${config.brandName}`,
      preview: "Connectez-vous d'un clic : lien valable 15 minutes.",
    },
    <>
      <MailParagraph>Bonjour,</MailParagraph>
      <MailParagraph>
        Ouvrez ce lien pour vous connecter à votre espace. Il est valable 15 minutes, une seule
        fois.
      </MailParagraph>
      <MailButton href={url} withAddress>
        Me connecter
      </MailButton>
      <MailParagraph>Si vous n&apos;avez rien demandé, ignorez ce message.</MailParagraph>
    </>,
  );
}

export function invitationMail(
  config: SiteConfig,
  to: string,
  url: string,
  { inviter, expiresAt }: { inviter: string | null; expiresAt: Date },
): MailMessage {
  const until = formatLongDate(parisDay(expiresAt));
  return composeMail(
    config,
    {
      to,
      subject: `Invitation à rejoindre l'équipe ${config.brandName}`,
      preview: `Créez votre compte avant le ${until}.`,
    },
    <>
      <MailParagraph>Bonjour,</MailParagraph>
      <MailParagraph>
        {inviter ?? "L'équipe"} vous invite à créer votre compte sur l&apos;espace de{" "}
        {config.brandName}. Le lien est valable jusqu&apos;au {until}.
      </MailParagraph>
      <MailButton href={url} withAddress>
        Créer mon compte
      </MailButton>
      <MailParagraph>
        Si vous ne vous attendiez pas à cette invitation, ignorez ce message.
      </MailParagraph>
    </>,
  );
}
