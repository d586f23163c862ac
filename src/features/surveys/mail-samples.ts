import type { MailSample } from "@/server/mail/message";
import { lowRatingDigestMail, surveyMail, type SurveyRecipient } from "./mails";

const link = (config: { baseUrl: string }) => `${config.baseUrl}/avis/${"k7Qx2mZp9".repeat(5)}`;
const expiresAt = new Date("2026-12-19T08:00:00Z");

const session = {
  formation_title: "Python pour l'analyse de données",
  start_date: "2026-11-16",
  end_date: "2026-11-18",
};
const recipient: SurveyRecipient = {
  kind: "end",
  name: "Camille Martin",
  email: "camille.martin@exemple.fr",
  organisation: null,
  ...session,
};
const firstMail = { expiresAt, reminder: false };

/** The survey mails, with sample data, for the preview page and the template tests. */
export const surveyMailSamples: MailSample[] = [
  {
    id: "avis",
    name: "Questionnaire de satisfaction",
    sentWhen: "À chaque participant présent, le lendemain de la fin de sa session.",
    message: (config) => surveyMail(config, recipient, link(config), firstMail),
  },
  {
    id: "avis-rappel",
    name: "Rappel du questionnaire de satisfaction",
    sentWhen: "Une seule fois, sept jours après, à ceux qui n'ont pas encore répondu.",
    message: (config) => surveyMail(config, recipient, link(config), { expiresAt, reminder: true }),
  },
  {
    id: "avis-a-froid",
    name: "Questionnaire à froid",
    sentWhen:
      "Trois mois après la session, à chaque participant présent, quand la formation a le questionnaire à froid ; un rappel sept jours après.",
    message: (config) =>
      surveyMail(
        config,
        { ...recipient, kind: "cold", start_date: "2026-08-17", end_date: "2026-08-19" },
        link(config),
        { expiresAt: new Date("2026-12-17T08:00:00Z"), reminder: false },
      ),
  },
  {
    id: "avis-entreprise",
    name: "Questionnaire de l'entreprise",
    sentWhen:
      "Le lendemain de la fin d'une session, à chaque entreprise qui a payé pour ses salariés présents, à l'adresse de qui les a inscrits ; un rappel sept jours après.",
    message: (config) =>
      surveyMail(
        config,
        {
          ...recipient,
          kind: "company",
          name: null,
          email: "rh@acme.fr",
          organisation: "Acme",
        },
        link(config),
        firstMail,
      ),
  },
  {
    id: "avis-formateur",
    name: "Questionnaire du formateur",
    sentWhen:
      "Le lendemain de la fin d'une session, au formateur dont la session donne l'adresse ; un rappel sept jours après.",
    message: (config) =>
      surveyMail(
        config,
        { ...recipient, kind: "trainer", name: "Inès Garnier", email: "ines.garnier@exemple.fr" },
        link(config),
        firstMail,
      ),
  },
  {
    id: "avis-financeur",
    name: "Questionnaire annuel des financeurs",
    sentWhen:
      "Une fois par an, à chaque financeur de la liste Qualiopi, dès qu'il y figure ; un rappel sept jours après.",
    message: (config) =>
      surveyMail(
        config,
        {
          kind: "funder",
          name: "Sophie Laurent",
          email: "sophie.laurent@opco-atlas.fr",
          organisation: "OPCO Atlas",
          formation_title: null,
          start_date: null,
          end_date: null,
        },
        link(config),
        firstMail,
      ),
  },
  {
    id: "avis-insatisfaits",
    name: "Récapitulatif des avis notés 1 ou 2 sur 5",
    sentWhen:
      "Aux administrateurs, au plus une fois par jour, quand des stagiaires ont noté leur formation 1 ou 2 sur 5.",
    message: (config) =>
      lowRatingDigestMail(
        config,
        "direction@exemple.fr",
        [
          {
            id: 412,
            session_id: 37,
            overall: 2,
            trainee_name: "Camille Martin",
            ...session,
            comment: "Le rythme était trop rapide pour des débutants, et les exercices manquaient.",
          },
          {
            id: 415,
            session_id: 37,
            overall: 1,
            trainee_name: "Hugo Lefèvre",
            ...session,
            comment: null,
          },
        ],
        2,
      ),
  },
];
