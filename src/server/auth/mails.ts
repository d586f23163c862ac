import type { SiteConfig } from "@/config/site";
import { formatLongDate, parisDay } from "@/lib/dates";
import type { Mail } from "@/server/mail/outbox";

/** The account e-mails, in French. Each carries one link; links expire, which each mail says. */

const signature = (config: SiteConfig) => ["", "—", `L'équipe ${config.brandName}`, config.baseUrl];

export function verificationMail(config: SiteConfig, to: string, url: string): Mail {
  return {
    to,
    subject: `Confirmez votre adresse e-mail | ${config.brandName}`,
    text: [
      "Bonjour,",
      "",
      `Pour activer votre compte ${config.brandName}, confirmez votre adresse e-mail en ouvrant ce lien (valable 24 heures) :`,
      url,
      "",
      "Si vous n'êtes pas à l'origine de cette inscription, ignorez ce message.",
      ...signature(config),
    ].join("\n"),
  };
}

export function existingAccountMail(config: SiteConfig, to: string): Mail {
  return {
    to,
    subject: `Tentative d'inscription avec votre adresse | ${config.brandName}`,
    text: [
      "Bonjour,",
      "",
      "Quelqu'un a tenté de créer un compte avec votre adresse e-mail, qui en possède déjà un.",
      `Si c'était vous, connectez-vous sur ${new URL("/login", config.baseUrl).toString()} ou choisissez « Mot de passe oublié ? ».`,
      "Sinon, ignorez ce message : votre compte n'a pas changé.",
      ...signature(config),
    ].join("\n"),
  };
}

export function passwordResetMail(config: SiteConfig, to: string, url: string): Mail {
  return {
    to,
    subject: `Réinitialisation de votre mot de passe | ${config.brandName}`,
    text: [
      "Bonjour,",
      "",
      "Pour choisir un nouveau mot de passe, ouvrez ce lien (valable 1 heure, une seule fois) :",
      url,
      "",
      "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe reste le même.",
      ...signature(config),
    ].join("\n"),
  };
}

export function magicLinkMail(config: SiteConfig, to: string, url: string): Mail {
  return {
    to,
    subject: `Votre lien de connexion | ${config.brandName}`,
    text: [
      "Bonjour,",
      "",
      "Ouvrez ce lien pour vous connecter à votre espace (valable 15 minutes, une seule fois) :",
      url,
      "",
      "Si vous n'avez rien demandé, ignorez ce message.",
      ...signature(config),
    ].join("\n"),
  };
}

export function invitationMail(
  config: SiteConfig,
  to: string,
  url: string,
  { inviter, expiresAt }: { inviter: string | null; expiresAt: Date },
): Mail {
  const until = formatLongDate(parisDay(expiresAt));
  return {
    to,
    subject: `Invitation à rejoindre l'équipe ${config.brandName}`,
    text: [
      "Bonjour,",
      "",
      `${inviter ?? "L'équipe"} vous invite à créer votre compte sur l'espace de ${config.brandName}.`,
      `Créez-le en ouvrant ce lien, valable jusqu'au ${until} :`,
      url,
      "",
      "Si vous ne vous attendiez pas à cette invitation, ignorez ce message.",
      ...signature(config),
    ].join("\n"),
  };
}
