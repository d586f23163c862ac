import type { MailSample } from "@/server/mail/message";
import {
  contactAddressMail,
  existingAccountMail,
  invitationMail,
  magicLinkMail,
  passwordResetMail,
  verificationMail,
} from "./mails";

const to = "camille.martin@exemple.fr";
/** A link of the length the real ones have: the preview shows how it wraps. */
const link = (config: { baseUrl: string }, path: string, parameter = "token") =>
  `${config.baseUrl}${path}?${parameter}=${"k7Qx2mZp9".repeat(5)}`;

/** The account mails, with sample data, for the preview page and the template tests. */
export const accountMailSamples: MailSample[] = [
  {
    id: "invitation",
    name: "Invitation d'un membre de l'équipe",
    sentWhen: "À la personne qu'un administrateur invite depuis « Utilisateurs ».",
    message: (config) =>
      invitationMail(config, to, link(config, "/login", "invitation"), {
        inviter: "Sophie Bernard",
        expiresAt: new Date("2026-12-02T12:00:00Z"),
      }),
  },
  {
    id: "connexion",
    name: "Lien de connexion",
    sentWhen: "À un membre de l'équipe qui demande un lien de connexion.",
    message: (config) => magicLinkMail(config, to, link(config, "/api/auth/magic-link/verify")),
  },
  {
    id: "mot-de-passe",
    name: "Réinitialisation du mot de passe",
    sentWhen: "À un membre de l'équipe qui a choisi « Mot de passe oublié ? ».",
    message: (config) => passwordResetMail(config, to, link(config, "/reinitialiser-mot-de-passe")),
  },
  {
    id: "verification",
    name: "Confirmation de l'adresse e-mail",
    sentWhen: "À la création d'un compte, pour confirmer l'adresse.",
    message: (config) => verificationMail(config, to, link(config, "/api/auth/verify-email")),
  },
  {
    id: "adresse-de-contact",
    name: "Confirmation d'une adresse de contact",
    sentWhen: "À la nouvelle adresse de contact qu'un membre de l'équipe saisit dans son profil.",
    message: (config) => contactAddressMail(config, to, link(config, "/confirmer-adresse")),
  },
  {
    id: "compte-existant",
    name: "Tentative d'inscription avec une adresse déjà inscrite",
    sentWhen:
      "Au titulaire d'un compte, quand quelqu'un tente d'en créer un autre avec son adresse.",
    message: (config) => existingAccountMail(config, to),
  },
];
