import { QUESTIONS_CHANGED } from "@/features/formations/public";
import { DRAW_PLEASE } from "./schema";

/**
 * What the signing pages say after a signature that did not go through, or once it did, by the
 * code their address carries (plain forms: codes, never free text, come back in the address).
 */
export const signingProblems = {
  closed:
    "Ce téléphone n'est relié à aucune inscription en cours : ouvrez sur ce téléphone le lien « Signer la feuille d'émargement » de votre convocation.",
  "no-slot":
    "Aucune demi-journée n'est ouverte à la signature en ce moment : on signe de 30 minutes avant son début jusqu'à sa fin.",
  code: "Scannez le QR code que montre le formateur dans la salle : il change chaque minute.",
  already: "Cette demi-journée est déjà signée.",
  recorded:
    "L'équipe a déjà enregistré cette demi-journée pour vous : votre signature ne la remplace pas. Si elle est inexacte, dites-le au formateur ou à l'équipe, qui la corrigera.",
  drawn: DRAW_PLEASE,
  typed: "Tapez vos nom et prénom pour signer.",
  error: "Votre signature n'a pas pu être enregistrée. Réessayez dans un instant.",
  evaluation:
    "L'évaluation de fin de formation se saisit à partir du début de la dernière demi-journée, jusqu'à l'envoi des attestations.",
  ratings: "Indiquez pour chaque objectif s'il est acquis, partiellement acquis ou non acquis.",
  "not-trainee": "Cette personne n'est pas stagiaire de cette session : la page est à jour.",
  "questions-changed": QUESTIONS_CHANGED,
} as const;

export type SigningProblem = keyof typeof signingProblems;
