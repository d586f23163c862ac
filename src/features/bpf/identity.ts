import type { SiteConfig } from "@/config/site";
import { formatLongDate } from "@/lib/dates";
import { formatSiret } from "@/lib/siret";
import type { BpfFacts } from "./facts";

/** A frame the form fills with words rather than figures: A, B and H. */
export interface BpfTextFrame {
  code: string;
  title: string;
  rows: { label: string; value: string }[];
}

/** Frames A and B: who the provider is, the year reported on, and whether it taught remotely. */
export function headFrames(config: SiteConfig, facts: BpfFacts): BpfTextFrame[] {
  const { company, postalAddress, contact } = config;
  const remote =
    facts.sessions.some((session) => session.remote) ||
    facts.trainees.some((trainee) => trainee.remote);
  return [
    {
      code: "A",
      title: "Identification de l'organisme de formation",
      rows: [
        { label: "Numéro de déclaration", value: company.trainingDeclaration },
        { label: "N° SIRET", value: formatSiret(company.siret) },
        { label: "Dénomination", value: company.legalName },
        {
          label: "Adresse",
          value: `${postalAddress.street}, ${postalAddress.postalCode} ${postalAddress.city}`,
        },
        { label: "Téléphone", value: contact.phone },
        { label: "E-mail", value: contact.email },
      ],
    },
    {
      code: "B",
      title: "Informations générales",
      rows: [
        {
          label: "Exercice comptable",
          value: `du ${formatLongDate(facts.period.from)} au ${formatLongDate(facts.period.to)}`,
        },
        {
          label:
            "Avez-vous mis en œuvre, durant cette période, une ou des actions de formation en tout ou partie à distance ?",
          value: remote ? "Oui" : "Non",
        },
      ],
    },
  ];
}

/** Frame H: the head of the organisation. */
export function headOfOrganisation(config: SiteConfig): BpfTextFrame {
  return {
    code: "H",
    title: "Personne ayant la qualité de dirigeant",
    rows: [
      { label: "Nom et prénom", value: config.company.legalRepresentative },
      { label: "Qualité", value: config.company.legalRepresentativeTitle },
    ],
  };
}
