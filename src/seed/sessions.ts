import type { Funding } from "@/config/funding";
import { readableName } from "@/lib/person-name";

/**
 * Demo sessions of the local formations over the coming months: most with seats to spare, some
 * nearly full, one full with people on its waiting list, one intra-company (never published).
 * Offsets are days after the seed day; `taken` and `waiting` are how many demo trainees hold a
 * seat or wait for one.
 */
export interface SeedSession {
  formation: string;
  start: number;
  days: number;
  place: "paris" | "lyon" | "remote" | "client";
  capacity: number;
  held?: number;
  taken: number;
  waiting?: number;
  /** A trainer of the demo team, as the attendance sheet and the convocation name them. */
  trainer: string;
}

/** What each demo trainer's contracts state of them (Code du travail, L6353-4, 4°). */
export const trainerCredentials: Record<string, string> = {
  "Yanis Benali":
    "Ingénieur en informatique (INSA Lyon), 12 ans de développement Python et d'analyse de données",
  "Léa Fontaine":
    "Docteure en intelligence artificielle, formatrice certifiée Qualiopi depuis 2019",
  "Thomas Nguyen":
    "Architecte cloud certifié AWS Solutions Architect Professional, 10 ans d'expérience",
};

/**
 * The demo's trainers as records (decision 084): Yanis is the provider's employee, the others
 * freelance; what a day of theirs costs the provider, which each session's trainer cost counts.
 */
export const demoTrainers = [
  { name: "Yanis Benali", kind: "internal", dayCost: 420_00 },
  { name: "Léa Fontaine", kind: "external", dayCost: 750_00 },
  { name: "Thomas Nguyen", kind: "external", dayCost: 850_00 },
] as const;

/** Where each demo trainer's survey goes once their session has ended (Qualiopi indicator 30). */
export const trainerEmails: Record<string, string> = {
  "Yanis Benali": "yanis.benali@example.org",
  "Léa Fontaine": "lea.fontaine@example.org",
  "Thomas Nguyen": "thomas.nguyen@example.org",
};

export const seedSessions: SeedSession[] = [
  {
    formation: "python-pour-l-analyse-de-donnees",
    start: 21,
    days: 3,
    place: "paris",
    capacity: 10,
    held: 1,
    taken: 6,
    trainer: "Yanis Benali",
  },
  {
    formation: "python-pour-l-analyse-de-donnees",
    start: 63,
    days: 3,
    place: "remote",
    capacity: 12,
    taken: 2,
    trainer: "Yanis Benali",
  },
  {
    formation: "ia-generative-en-entreprise",
    start: 14,
    days: 2,
    place: "lyon",
    capacity: 8,
    taken: 8,
    waiting: 3,
    trainer: "Yanis Benali",
  },
  {
    formation: "ia-generative-en-entreprise",
    start: 49,
    days: 2,
    place: "paris",
    capacity: 12,
    taken: 9,
    trainer: "Yanis Benali",
  },
  {
    formation: "automatiser-ses-processus-avec-n8n",
    start: 28,
    days: 2,
    place: "remote",
    capacity: 15,
    taken: 4,
    trainer: "Léa Fontaine",
  },
  {
    formation: "cybersecurite-les-fondamentaux",
    start: 35,
    days: 2,
    place: "paris",
    capacity: 10,
    held: 2,
    taken: 5,
    trainer: "Thomas Nguyen",
  },
  {
    formation: "docker-et-kubernetes-en-production",
    start: 77,
    days: 4,
    place: "lyon",
    capacity: 8,
    taken: 1,
    trainer: "Thomas Nguyen",
  },
  // A formation without a programme: its card's 'Se pré-inscrire' opens this session's form.
  {
    formation: "power-automate-et-microsoft-365",
    start: 56,
    days: 1,
    place: "remote",
    capacity: 12,
    taken: 3,
    trainer: "Léa Fontaine",
  },
  {
    formation: "sql-et-postgresql-pour-les-metiers",
    start: 42,
    days: 2,
    place: "client",
    capacity: 6,
    taken: 0,
    trainer: "Thomas Nguyen",
  },
];

const firstNames = [
  "Camille",
  "Lucas",
  "Manon",
  "Hugo",
  "Inès",
  "Nathan",
  "Chloé",
  "Louis",
  "Jade",
  "Théo",
  "Emma",
  "Adam",
];
const lastNames = [
  "Bernard",
  "Petit",
  "Durand",
  "Leroy",
  "Moreau",
  "Simon",
  "Laurent",
  "Michel",
  "Garcia",
  "Roux",
  "Fournier",
  "Girard",
];
/** The demo's client companies, as a convention names them: invented, their SIRET keys right. */
const companies = [
  [
    "Groupe Alizé",
    "90112345600013",
    "12 quai de la Fosse, 44000 Nantes",
    "Sophie Carré",
    "Responsable formation",
  ],
  [
    "Banque Rivière",
    "90223456700011",
    "8 rue de la République, 69002 Lyon",
    "Marc Delmas",
    "Directeur des ressources humaines",
  ],
  [
    "Transports Morel",
    "90334567800010",
    "3 avenue Jean Jaurès, 31000 Toulouse",
    "Hélène Morel",
    "Gérante",
  ],
  [
    "Clinique Saint-Roch",
    "90445678900018",
    "560 avenue du Colonel André Pavelet, 34070 Montpellier",
    "Karim Benali",
    "Responsable du développement des compétences",
  ],
  [
    "Éditions Lumen",
    "90556789000017",
    "27 rue Jacob, 75006 Paris",
    "Claire Vasseur",
    "Directrice administrative",
  ],
].map(([name, siret, address, signatory, position]) => ({
  company: name!,
  company_siret: siret!,
  company_address: address!,
  signatory_name: signatory!,
  signatory_position: position!,
  signatory_email: `${signatory!.split(" ")[0]!.toLowerCase()}.rh@example.org`
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, ""),
}));
const payers: Funding[] = ["entreprise", "opco", "opco", "cpf", "entreprise", "personnel"];

/** The n-th demo trainee: a French name, an example.org address, a company unless self-paying. */
export function demoTrainee(index: number) {
  const first = firstNames[index % firstNames.length]!;
  const last = lastNames[(index * 7) % lastNames.length]!;
  const payer = payers[index % payers.length]!;
  return {
    trainee_name: readableName(first, last),
    last_name: last,
    first_name: first,
    email:
      `${first}.${last}.${index}`
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "") + "@example.org",
    payer,
    // Who the BPF counts them as: a person paying for themself, one of the CPF's trainees
    // between two jobs, the others their company's employees.
    trainee_status:
      payer === "personnel"
        ? ("individual" as const)
        : payer === "cpf" && index % 12 === 3
          ? ("job_seeker" as const)
          : ("employee" as const),
    // A company pays (directly or through its OPCO): its convention names it and its signatory.
    ...(payer === "personnel"
      ? { company: null }
      : payer === "cpf"
        ? { company: companies[index % companies.length]!.company }
        : companies[index % companies.length]!),
  };
}
