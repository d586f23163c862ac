import type { objectiveAnswers } from "@/features/surveys/constants";

/** One demo trainee's survey answer; `comment` is published when `published` says so (with consent). */
interface SeedAnswer {
  overall: number;
  objectives: (typeof objectiveAnswers)[number];
  trainer: number;
  content: number;
  organisation: number;
  recommends: boolean;
  comment?: string;
  /** The trainee agreed to publish the comment; an admin approved it, or has not looked yet. */
  consent?: "approved" | "pending";
  /** The action taken on a poor answer (Qualiopi indicator 32). */
  action?: string;
}

/**
 * Demo sessions that have ended, `ended` days before the seed day, with every trainee marked
 * present but `absent` ones, and their survey answers; the trainees without an answer were
 * reminded. They make the computed results, testimonials and the answers' dashboard show on a
 * fresh start.
 */
export interface SeedPastSession {
  formation: string;
  ended: number;
  days: number;
  place: "paris" | "lyon" | "remote";
  trainer: string;
  answers: SeedAnswer[];
  unanswered: number;
  absent: number;
  /** The trainer has not countersigned the last half-day yet: its certificates wait for it. */
  countersignatureMissing?: true;
}

const rating = (
  overall: number,
  objectives: SeedAnswer["objectives"],
  trainer: number,
  content: number,
  organisation: number,
  recommends = overall >= 3,
) => ({
  overall,
  objectives,
  trainer,
  content,
  organisation,
  recommends,
});

export const seedPastSessions: SeedPastSession[] = [
  {
    formation: "python-pour-l-analyse-de-donnees",
    ended: 9,
    days: 3,
    countersignatureMissing: true,
    place: "paris",
    trainer: "Yanis Benali",
    answers: [
      {
        ...rating(5, "oui", 5, 5, 4),
        comment:
          "Formateur très pédagogue, exemples tirés de nos propres fichiers. Je me sers de pandas tous les jours depuis.",
        consent: "approved",
      },
      {
        ...rating(4, "oui", 5, 4, 4),
        comment: "Rythme soutenu, mais les exercices corrigés aident beaucoup.",
        consent: "approved",
      },
      rating(5, "partiel", 4, 5, 5),
      {
        ...rating(2, "partiel", 3, 2, 3, false),
        comment: "Trop rapide pour moi sur la visualisation ; il manquait un support écrit.",
        action:
          "Support de la partie visualisation réécrit et envoyé aux stagiaires de la session ; une demi-journée de reprise offerte en classe virtuelle.",
      },
      {
        ...rating(4, "oui", 4, 4, 5),
        comment: "Salle agréable et bien équipée, accueil aux petits soins.",
        consent: "pending",
      },
    ],
    unanswered: 1,
    absent: 1,
  },
  {
    formation: "ia-generative-en-entreprise",
    ended: 37,
    days: 2,
    place: "lyon",
    trainer: "Yanis Benali",
    answers: [
      {
        ...rating(5, "oui", 5, 5, 5),
        comment:
          "Des cas d'usage concrets pour notre service client, et une vraie réflexion sur les limites des outils.",
        consent: "approved",
      },
      rating(5, "oui", 5, 4, 4),
      {
        ...rating(4, "oui", 4, 4, 4),
        comment: "Très bon équilibre entre théorie et pratique.",
        consent: "approved",
      },
      rating(4, "partiel", 4, 4, 3),
      {
        ...rating(2, "non", 3, 2, 2, false),
        comment:
          "Le contenu ne correspondait pas à mon niveau : j'attendais davantage de technique.",
      },
      rating(3, "partiel", 4, 3, 3),
    ],
    unanswered: 2,
    absent: 0,
  },
  {
    formation: "automatiser-ses-processus-avec-n8n",
    ended: 65,
    days: 2,
    place: "remote",
    trainer: "Léa Fontaine",
    answers: [
      {
        ...rating(5, "oui", 5, 5, 5),
        comment: "Trois automatisations en production dès la semaine suivante.",
        consent: "approved",
      },
      rating(4, "oui", 4, 4, 3),
      rating(4, "oui", 5, 4, 4),
      {
        ...rating(5, "oui", 5, 5, 4),
        comment: "Formatrice disponible et précise, support très clair.",
        consent: "approved",
      },
    ],
    unanswered: 0,
    absent: 0,
  },
];
