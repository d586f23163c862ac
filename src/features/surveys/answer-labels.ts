import type { commentStatuses, objectiveAnswers } from "./constants";

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
