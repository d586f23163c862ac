import type {
  ClaimantKind,
  ComplaintStep,
  ImprovementSource,
  ImprovementStatus,
} from "./constants";

/** The claimant's kind, as the public form asks it and the register shows it. */
export const claimantKindLabels: Record<ClaimantKind, string> = {
  trainee: "Stagiaire",
  company: "Entreprise",
  funder: "Financeur (OPCO, France Travail…)",
  trainer: "Formateur ou formatrice",
  other: "Autre",
};

/** Where a complaint stands: the last step taken. */
export const complaintStepLabels: Record<ComplaintStep, string> = {
  received: "Reçue",
  acknowledged: "Réception accusée",
  analysed: "Analysée",
  answered: "Répondue",
  closed: "Close",
};

export const improvementSourceLabels: Record<ImprovementSource, string> = {
  complaint: "Réclamation",
  survey: "Réponse à un questionnaire",
  staff: "Équipe",
  audit: "Audit",
};

export const improvementStatusLabels: Record<ImprovementStatus, string> = {
  planned: "Prévue",
  in_progress: "En cours",
  done: "Réalisée",
  abandoned: "Abandonnée",
};

/** The register's views (`?vue=`): what is still open, what is late, what is closed. */
export const complaintViews = {
  "a-traiter": "À traiter",
  "en-retard": "En retard",
  closes: "Closes",
} as const;
export type ComplaintView = keyof typeof complaintViews;

/** The improvement log's views (`?vue=`). */
export const improvementViews = {
  ouvertes: "Prévues ou en cours",
  terminees: "Réalisées ou abandonnées",
} as const;
