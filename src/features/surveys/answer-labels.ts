import type { commentStatuses, objectiveAnswers, StakeholderKind } from "./constants";

/** 'Les objectifs annoncés ont-ils été atteints ?', as the dashboard and the export say the answer. */
export const objectiveLabels: Record<(typeof objectiveAnswers)[number], string> = {
  oui: "Atteints",
  partiel: "En partie",
  non: "Non atteints",
};

/** A comment's place on the formation page. */
export function commentStatusLabel(answer: {
  comment: string | null;
  publish_consent: boolean;
  comment_status: (typeof commentStatuses)[number];
}): string | null {
  if (answer.comment === null) return null;
  // The trainee did not agree to publication: staff refused nothing.
  if (!answer.publish_consent) return "Publication non autorisée par le stagiaire";
  return { pending: "À modérer", approved: "Publié", hidden: "Masqué" }[answer.comment_status];
}

/** A stakeholder's answers as the dashboard and the export name them, after each kind's questions. */
export const stakeholderAnswerLabels: Record<
  StakeholderKind,
  { who: string; met: string; exchanges: string }
> = {
  company: { who: "Entreprise", met: "Besoins couverts", exchanges: "Échanges" },
  trainer: { who: "Formateur", met: "Objectifs atteignables", exchanges: "Préparation" },
  funder: { who: "Financeur", met: "Dossiers conformes", exchanges: "Échanges" },
};

/** Oui, en partie, non: a stakeholder's answer to its second question. */
export const degreeLabels: Record<(typeof objectiveAnswers)[number], string> = {
  oui: "Oui",
  partiel: "En partie",
  non: "Non",
};
