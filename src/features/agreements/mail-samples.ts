import type { MailSample } from "@/server/mail/message";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import type { MailAttachment } from "@/lib/mail-attachment";
import { priceBreakdown, type AgreementKind } from "@/lib/training-law";
import { sessionDays } from "@/features/sessions/public";
import {
  registrationConfirmedMail,
  SAMPLE_NOW,
  sampleSession,
  sampleTrainee,
  sampleTraineeLink,
  type MailedAgreement,
} from "@/features/registrations/public";
import { agreementProvider, traineesNamed, type AgreementContent } from "./content";
import {
  agreementMail,
  conventionPlaceTakenOverMail,
  conventionSignedMail,
  conventionToSignMail,
  type ConventionSigner,
} from "./mails";
import { agreementFile, renderAgreement } from "./pdf";

/** The sample convention's company and the person who signs it in its name. */
const sampleParty = {
  siret: "12002701600035",
  address: "4 rue des Lilas, 69003 Lyon",
  signatory: {
    name: "Claire Morel",
    position: "Responsable formation",
    email: "claire.morel@acme-industrie.fr",
  },
};

const sampleSigner: ConventionSigner = {
  name: sampleParty.signatory.name,
  email: sampleParty.signatory.email,
  company: "Acme Industrie",
  trainees: [sampleTrainee.trainee_name, "Hugo Lefèvre"],
};

const signatoryPageOf = (config: SiteConfig) =>
  new URL(paths.signatoryPage("exemple-de-jeton"), config.baseUrl).toString();

/**
 * The sample session's convention (for Camille Martin and a colleague) or contract, as a mail
 * joins it.
 */
async function agreementOf(
  config: SiteConfig,
  kind: AgreementKind,
): Promise<MailedAgreement & { attachment: MailAttachment }> {
  const priceNoTax = Math.round(Number(sampleSession.price_no_tax) * 100);
  const content: AgreementContent = {
    kind,
    number: `${kind === "contract" ? "CONT" : "CONV"}-2026-00311`,
    issuedOn: "2026-12-01",
    provider: agreementProvider(config),
    mediator: config.agreements.consumerMediator,
    ...(kind === "convention"
      ? {
          trainees: [
            { name: sampleTrainee.trainee_name, email: sampleTrainee.email, priceNoTax },
            { name: "Hugo Lefèvre", email: "hugo.lefevre@acme-industrie.fr", priceNoTax },
          ],
        }
      : { trainee: { name: sampleTrainee.trainee_name, email: sampleTrainee.email } }),
    company: kind === "convention" ? "Acme Industrie" : null,
    ...(kind === "convention" && { companyParty: sampleParty }),
    payer: kind === "convention" ? "opco" : "personnel",
    formation: {
      title: sampleSession.formation.title,
      slug: sampleSession.formation.slug,
      duration: "3 jours",
      hours: 21,
      objectives: [
        "Manipuler des données tabulaires avec pandas",
        "Produire des graphiques clairs",
      ],
      prerequisites: "Connaître les bases d'un langage de programmation.",
      programme: [{ title: "Jour 1 : les bases", content: ["Types, listes, fonctions"] }],
      methods: ["Apports théoriques et exercices sur machine"],
      assessment: ["Quiz de fin de formation"],
      certification: null,
    },
    session: {
      start_date: sampleSession.start_date,
      end_date: sampleSession.end_date,
      daily_hours: sampleSession.daily_hours,
      where: sampleSession.address!,
      remote: false,
      trainer: sampleSession.trainer,
      trainerCredentials: "Docteure en statistique, 10 ans d'expérience en science des données",
      capacity: 10,
      daysTaught: sessionDays(sampleSession),
    },
    price: priceBreakdown(
      kind === "convention" ? ((2 * priceNoTax) / 100).toFixed(2) : sampleSession.price_no_tax,
      config.agreements.vatRate,
    ),
  };
  return {
    kind,
    trainees: traineesNamed(content).map((named) => named.name),
    attachment: agreementFile(
      content,
      await renderAgreement(content, { issuedAt: SAMPLE_NOW, stamp: null }),
    ),
    acceptedAt: null,
  };
}

/** The mails that carry a convention or a contract, with sample data. */
export const agreementMailSamples: MailSample[] = [
  {
    id: "inscription-confirmee",
    name: "Inscription confirmée",
    sentWhen:
      "Au participant dont l'équipe confirme l'inscription, avec l'agenda (.ics) et, sauf financement CPF, son contrat (s'il finance lui-même) ou la convention de son entreprise.",
    message: async (config) =>
      registrationConfirmedMail(
        config,
        sampleTrainee,
        sampleSession,
        sampleTraineeLink(config),
        await agreementOf(config, "contract"),
        true,
      ),
  },
  {
    id: "document-formation",
    name: "Convention ou contrat à accepter",
    sentWhen:
      "Au participant, quand l'équipe envoie ou renvoie son document depuis la page de la session.",
    message: async (config) =>
      agreementMail(
        config,
        sampleTrainee,
        sampleSession,
        sampleTraineeLink(config),
        await agreementOf(config, "convention"),
      ),
  },
  {
    id: "convention-a-signer",
    name: "Convention à signer (signataire de l'entreprise)",
    sentWhen:
      "À la personne qui signe la convention au nom de l'entreprise, quand ce n'est pas le participant : avec la convention et son lien personnel pour l'accepter.",
    message: async (config) =>
      conventionToSignMail(
        config,
        sampleSigner,
        sampleSession,
        signatoryPageOf(config),
        (await agreementOf(config, "convention")).attachment,
      ),
  },
  {
    id: "convention-signee",
    name: "Convention signée",
    sentWhen:
      "À la personne qui vient de signer la convention au nom de l'entreprise : son exemplaire, avec la preuve de l'acceptation.",
    message: async (config) =>
      conventionSignedMail(config, sampleSigner, sampleSession, signatoryPageOf(config), {
        ...(await agreementOf(config, "convention")),
        acceptedAt: SAMPLE_NOW,
      }),
  },
  {
    id: "remplacement-stagiaire",
    name: "Remplacement d'un stagiaire (signataire de l'entreprise)",
    sentWhen:
      "À la personne qui a signé la convention au nom de l'entreprise, quand un stagiaire qu'elle couvre cède sa place à un collègue depuis sa page : la convention reste en vigueur pour cette place.",
    message: (config) =>
      conventionPlaceTakenOverMail(config, sampleSigner, sampleSession, {
        from: sampleTrainee.trainee_name,
        to: { name: "Léa Moreau", email: "lea.moreau@acme-industrie.fr" },
        number: "CONV-2026-00311",
        acceptedAt: SAMPLE_NOW,
      }),
  },
];
