/**
 * The Qualiopi details of the demo formations: who to contact, the certification of the
 * certifying ones, and results of past years. Some formations are left incomplete on purpose
 * (no contact, a certification without its code, no results yet), so that the dashboard has
 * gaps to show.
 */
export interface SeedQualiopi {
  contact: string | null;
  accessibility?: string;
  certification?: { name: string; code: string | null; certifier: string; registered: string };
  /** Results of past years: [years before this one, trainees, satisfaction, completion, success]. */
  results: [number, number, number, number, number | null][];
}

const camille = "camille.moreau@atlas-tech-formation.fr";
const yanis = "yanis.benali@atlas-tech-formation.fr";
const lea = "lea.fontaine@atlas-tech-formation.fr";
const thomas = "thomas.nguyen@atlas-tech-formation.fr";
const sofia = "sofia.ricci@atlas-tech-formation.fr";

export const seedQualiopi: Record<string, SeedQualiopi> = {
  "automatiser-ses-processus-avec-n8n": {
    contact: yanis,
    results: [
      [2, 36, 94, 97, null],
      [1, 52, 96, 98, null],
    ],
  },
  "python-pour-l-analyse-de-donnees": {
    contact: lea,
    accessibility:
      "Salle de plain-pied et postes adaptables ; supports fournis en version accessible. Contactez Léa Fontaine pour préparer votre venue.",
    certification: {
      name: "Analyser des données avec le langage Python",
      code: "RS6213",
      certifier: "Data Skills Institute",
      registered: "2023-03-29",
    },
    results: [
      [2, 24, 95, 96, 88],
      [1, 31, 97, 100, 90],
    ],
  },
  "ia-generative-en-entreprise": { contact: thomas, results: [[1, 118, 96, 99, null]] },
  "developper-des-agents-ia-avec-langchain": { contact: thomas, results: [[1, 22, 93, 95, null]] },
  "power-automate-et-microsoft-365": { contact: yanis, results: [[1, 40, 92, 97, null]] },
  "cybersecurite-les-fondamentaux": {
    contact: sofia,
    // Certifying, but its registration code is still to enter: a gap the dashboard shows.
    certification: {
      name: "Mettre en œuvre les fondamentaux de la cybersécurité",
      code: null,
      certifier: "Cyber Compétences",
      registered: "2024-01-17",
    },
    results: [[1, 28, 94, 100, 86]],
  },
  "docker-et-kubernetes-en-production": {
    contact: sofia,
    results: [
      [2, 18, 91, 94, null],
      [1, 26, 95, 96, null],
    ],
  },
  "prompt-engineering-avance": { contact: null, results: [] },
  "sql-et-postgresql-pour-les-metiers": {
    contact: lea,
    certification: {
      name: "Exploiter une base de données relationnelle avec SQL",
      code: "RS5487",
      certifier: "Certif Data France",
      registered: "2022-11-24",
    },
    results: [
      [2, 30, 96, 97, 93],
      [1, 44, 97, 98, 91],
    ],
  },
  "cloud-aws-architecture": { contact: sofia, results: [[1, 15, 90, 93, null]] },
  "atelier-ia-generative-lisbonne": { contact: camille, results: [[1, 12, 98, 100, null]] },
  "automatisation-industrielle-berlin": { contact: yanis, results: [] },
  "data-engineering-montreal": {
    contact: lea,
    certification: {
      name: "Concevoir des pipelines de données",
      code: "RNCP37827",
      certifier: "École des Données Appliquées",
      registered: "2023-07-20",
    },
    results: [],
  },
  "gitops-plateformes-internes-amsterdam": { contact: sofia, results: [] },
  "robotique-et-iot-las-vegas": { contact: null, results: [] },
  "no-code-creer-ses-outils-metiers": { contact: yanis, results: [[1, 20, 97, 100, null]] },
};
