import type { z } from "@/lib/zod";
import { MAX_ANSWER_TEXT, QUESTIONS_CHANGED } from "@/features/formations/client";
import { MAX_CANCEL_REASON } from "./constants";

/**
 * What the trainee's page says after a request that did not go through, by the code its address
 * carries (the page is a plain form: the code, never free text, comes back in the address).
 */
export const traineeProblems = {
  reason: `Indiquez la raison de votre annulation, en ${MAX_CANCEL_REASON.toLocaleString("fr-FR")} caractères au plus.`,
  last_name: "Indiquez le nom de votre collègue, sans chiffres.",
  first_name: "Indiquez le prénom de votre collègue, sans chiffres.",
  email: "Indiquez une adresse e-mail valide pour votre collègue.",
  confirm_hand_over:
    "Cochez la case pour confirmer que vous cédez votre place : votre lien ne servira plus.",
  confirm_cancel: "Cochez la case pour confirmer l'annulation de votre inscription.",
  session_id: "Choisissez la session souhaitée.",
  signer_name:
    "Indiquez vos nom et prénom, sans chiffres, tels qu'ils figureront sur la preuve d'acceptation.",
  signer_position:
    "Indiquez votre fonction dans l'entreprise : vous acceptez la convention en son nom.",
  accept: "Cochez la case pour accepter le document.",
  early_start:
    "La formation commence avant la fin de votre délai de rétractation : cochez la case qui demande qu'elle commence.",
  digest: "Le document a changé depuis l'ouverture de la page : relisez-le avant de l'accepter.",
  answers: `Répondez à chaque question à choix, et en ${MAX_ANSWER_TEXT.toLocaleString("fr-FR")} caractères au plus à chaque question ouverte.`,
  "answers-empty": "Répondez à au moins une question avant d'envoyer.",
  "questions-changed": QUESTIONS_CHANGED,
  closed: "Ce lien ne permet plus de modifier cette inscription.",
  refused: "Ce changement n'est plus possible pour cette inscription : la page est à jour.",
  "already-registered": "Cette adresse e-mail est déjà inscrite à cette session.",
  quota: "Trop de messages ont déjà été envoyés à cette adresse : réessayez demain.",
  error: "Votre demande n'a pas pu être enregistrée. Réessayez dans un instant.",
} as const;

export type TraineeProblem = keyof typeof traineeProblems;

/** What the page says once a request went through, by the code its address carries. */
export const traineeDone = {
  cancelled:
    "Votre inscription est annulée. Un e-mail vous le confirme ; notre équipe est prévenue.",
  "offer-taken":
    "La place est à vous : notre équipe vous confirme l'inscription sous 48 heures ouvrées.",
  "move-requested": "Votre demande est transmise à notre équipe, qui vous répond par e-mail.",
  accepted:
    "Votre signature est enregistrée : votre exemplaire signé vous est envoyé par e-mail et reste téléchargeable ci-dessous.",
  "needs-answered": "Merci : vos besoins sont transmis à notre équipe et au formateur.",
  "positioning-answered":
    "Merci : vos réponses au questionnaire de positionnement sont transmises au formateur.",
  "self-before-answered": "Merci : votre auto-évaluation est transmise au formateur.",
  "self-after-answered":
    "Merci : votre évaluation de fin de formation est enregistrée ; elle figurera sur votre attestation.",
  "quiz-answered":
    "Merci : vos réponses au quiz sont enregistrées ; le résultat figurera sur votre attestation.",
} as const;

export type TraineeDone = keyof typeof traineeDone;

/** The problem a refused form is about: its first wrong field. */
export function traineeProblemOf(error: z.ZodError): TraineeProblem {
  const field = error.issues[0]?.path[0];
  return typeof field === "string" && field in traineeProblems
    ? (field as TraineeProblem)
    : "error";
}

/** A code read back from the page's address (`searchParams.get`), if it is one. */
export function codeOf<Code extends string>(
  table: Record<Code, string>,
  value: string | null,
): Code | null {
  return value !== null && Object.hasOwn(table, value) ? (value as Code) : null;
}
