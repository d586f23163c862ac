import type { MailSample } from "@/server/mail/message";
import type { SiteConfig } from "@/config/site";
import { actionNatures, certificateKinds } from "@/lib/training-law";
import { agreementProvider } from "@/features/agreements/public";
import { sampleSession, sampleTrainee, sampleTraineeLink } from "@/features/registrations/public";
import { certificatesMail } from "./mails";
import { certificateFile, renderCertificate, type CertificateContent } from "./pdf";

/** The sample trainee's certificate and attestation: absent one afternoon of three days. */
async function certificatesOf(config: SiteConfig) {
  const content: CertificateContent = {
    provider: {
      ...agreementProvider(config),
      representative: config.company.legalRepresentative,
      city: config.postalAddress.city,
    },
    trainee: { name: "MARTIN Camille", company: "Acme Industrie" },
    formation: {
      title: sampleSession.formation.title,
      objectives: ["Charger, nettoyer et explorer des données avec pandas"],
      assessment: ["Exercices corrigés en fin de journée"],
    },
    nature: actionNatures[0],
    session: {
      start_date: sampleSession.start_date,
      end_date: sampleSession.end_date,
      where: "Paris",
    },
    attended: 1050,
    planned: 1260,
    evaluation: null,
    issuedOn: sampleSession.end_date,
    stamp: null,
  };
  const issuedAt = new Date(`${sampleSession.end_date}T17:00:00Z`);
  return Promise.all(
    certificateKinds.map(async (kind) =>
      certificateFile(kind, content.trainee.name, await renderCertificate(kind, content, issuedAt)),
    ),
  );
}

/** The certificates' mails, with sample data. */
export const certificateMailSamples: MailSample[] = [
  {
    id: "certificats-formation",
    name: "Certificat de réalisation et attestation",
    sentWhen:
      "À chaque participant qui a suivi la session, quand elle est terminée et sa feuille d'émargement complète (et à nouveau après une correction) ; à la personne qui l'a inscrit pour son entreprise. L'attestation part avec le certificat quand les résultats de l'évaluation sont déjà enregistrés, sinon ensuite, seule.",
    message: async (config) =>
      certificatesMail(
        config,
        sampleTrainee,
        sampleSession,
        { kinds: [...certificateKinds], files: await certificatesOf(config) },
        {
          about: null,
          link: sampleTraineeLink(config),
          corrected: false,
        },
      ),
  },
  {
    id: "attestation-formation",
    name: "Attestation de fin de formation",
    sentWhen:
      "Au participant dont le certificat est déjà parti, dès que le formateur ou l'équipe enregistre les résultats de l'évaluation des acquis (ou qu'il répond au questionnaire final).",
    message: async (config) =>
      certificatesMail(
        config,
        sampleTrainee,
        sampleSession,
        { kinds: ["attestation"], files: (await certificatesOf(config)).slice(1) },
        { about: null, link: sampleTraineeLink(config), corrected: false },
      ),
  },
];
