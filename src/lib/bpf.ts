/**
 * The yearly Bilan pédagogique et financier (Code du travail, L6352-11 and R6352-22; cerfa
 * 10443) classifies a provider's income by who paid it, in the lines of its section C. Each
 * financing line of a registration, and each invoice, carries the line it counts on
 * (docs/decisions/083-billing.md).
 */
export const bpfLines = [
  "C-1",
  "C-2a",
  "C-2b",
  "C-2c",
  "C-2d",
  "C-2e",
  "C-2f",
  "C-2g",
  "C-2h",
  "C-3",
  "C-4",
  "C-5",
  "C-6",
  "C-7",
  "C-8",
  "C-9",
  "C-10",
  "C-11",
] as const;

export type BpfLine = (typeof bpfLines)[number];

/** The lines' wording, as the form prints it. */
export const bpfLineLabels: Record<BpfLine, string> = {
  "C-1": "Entreprises pour la formation de leurs salariés",
  "C-2a": "OPCO : contrats d'apprentissage",
  "C-2b": "OPCO : contrats de professionnalisation",
  "C-2c": "OPCO : promotion ou reconversion par alternance (Pro-A)",
  "C-2d": "Projets de transition professionnelle",
  "C-2e": "Compte personnel de formation (Caisse des dépôts)",
  "C-2f": "OPCO : dispositifs spécifiques pour les personnes en recherche d'emploi",
  "C-2g": "OPCO : dispositifs spécifiques pour les travailleurs non-salariés",
  "C-2h": "OPCO : plan de développement des compétences ou autres dispositifs",
  "C-3":
    "Pouvoirs publics pour la formation de leurs agents (État, collectivités, établissements publics)",
  "C-4": "Instances européennes",
  "C-5": "État",
  "C-6": "Conseils régionaux",
  "C-7": "France Travail",
  "C-8": "Autres ressources publiques",
  "C-9": "Personnes à titre individuel et à leurs frais",
  "C-10": "Autres organismes de formation, y compris CFA (sous-traitance)",
  "C-11": "Autres produits au titre de la formation professionnelle",
};

/** Who a line's payer is, which decides what is asked of it and what it is invoiced. */
export type FunderKind = "company" | "opco" | "cpf" | "public" | "person" | "provider";

export function funderKindOf(line: BpfLine): FunderKind {
  if (line === "C-1") return "company";
  if (line === "C-2e") return "cpf";
  if (line.startsWith("C-2")) return "opco";
  if (line === "C-9") return "person";
  if (line === "C-10") return "provider";
  if (line === "C-11") return "company";
  return "public";
}

/**
 * Who runs a session, which decides the frame its trainees count in: the provider itself (F-1),
 * another provider it entrusts the session to (F-2, and F-1), or the provider for another one
 * that entrusted it with the session (G, never F).
 */
export const sessionDeliveries = ["own", "subcontracted", "subcontractor"] as const;

export type SessionDelivery = (typeof sessionDeliveries)[number];

export const sessionDeliveryLabels: Record<SessionDelivery, string> = {
  own: "Réalisée par l'organisme",
  subcontracted: "Confiée à un autre organisme (sous-traitance)",
  subcontractor: "Réalisée pour un autre organisme, qui nous l'a confiée",
};

/** Frame F-1: who the trainees are, each counted on one line. */
export const traineeStatuses = [
  "employee",
  "apprentice",
  "job_seeker",
  "individual",
  "other",
] as const;

export type TraineeStatus = (typeof traineeStatuses)[number];

export const traineeStatusLines: Record<TraineeStatus, { code: string; label: string }> = {
  employee: { code: "F-1 a", label: "Salariés d'employeurs privés hors apprentis" },
  apprentice: { code: "F-1 b", label: "Apprentis" },
  job_seeker: {
    code: "F-1 c",
    label: "Personnes en recherche d'emploi formées par votre organisme",
  },
  individual: {
    code: "F-1 d",
    label: "Particuliers à leurs propres frais formés par votre organisme",
  },
  other: { code: "F-1 e", label: "Autres stagiaires" },
};

/** Frame F-3: what a formation leads to. */
export const formationPurposes = [
  "rncp",
  "rs",
  "cqp",
  "other",
  "skills_assessment",
  "vae",
] as const;

export type FormationPurpose = (typeof formationPurposes)[number];

export const formationPurposeLines: Record<FormationPurpose, { code: string; label: string }> = {
  rncp: {
    code: "F-3 a",
    label:
      "Formations visant un diplôme, un titre à finalité professionnelle ou un certificat de qualification professionnelle enregistré au Répertoire national des certifications professionnelles (RNCP)",
  },
  rs: {
    code: "F-3 b",
    label:
      "Formations visant une certification (dont CQP) ou une habilitation enregistrée au répertoire spécifique (RS)",
  },
  cqp: { code: "F-3 c", label: "Formations visant un CQP non enregistré au RNCP ou au RS" },
  other: { code: "F-3 d", label: "Autres formations professionnelles" },
  skills_assessment: { code: "F-3 e", label: "Bilans de compétences" },
  vae: {
    code: "F-3 f",
    label: "Actions d'accompagnement à la validation des acquis de l'expérience",
  },
};

/** The RNCP levels frame F-3 a details (Cadre national des certifications professionnelles). */
export const rncpLevels = ["6-8", "5", "4", "3", "2", "cqp"] as const;

export type RncpLevel = (typeof rncpLevels)[number];

export const rncpLevelLabels: Record<RncpLevel, string> = {
  "6-8": "Niveau 6 à 8 (Licence, Master, diplôme d'ingénieur, Doctorat…)",
  "5": "Niveau 5 (BTS, DUT, écoles de formation sanitaire et sociale…)",
  "4": "Niveau 4 (BAC professionnel, BT, BP, BM…)",
  "3": "Niveau 3 (BEP, CAP…)",
  "2": "Niveau 2",
  cqp: "Certificat de qualification professionnelle (CQP) sans niveau de qualification",
};

/**
 * The accounting year that closes in `year` on `yearEnd` ('MM-DD'), both days included: the
 * period a BPF reports on (R6352-22).
 */
export function accountingYear(yearEnd: string, year: number): { from: string; to: string } {
  const to = `${year}-${yearEnd}`;
  const previousEnd = new Date(`${year - 1}-${yearEnd}T12:00:00Z`);
  previousEnd.setUTCDate(previousEnd.getUTCDate() + 1);
  return { from: previousEnd.toISOString().slice(0, 10), to };
}

/** The last accounting year closed on `day`: the one whose BPF is due. */
export function lastClosedYear(yearEnd: string, day: string): number {
  const year = Number(day.slice(0, 4));
  return day > `${year}-${yearEnd}` ? year : year - 1;
}

/**
 * The day the BPF of an accounting year must be filed by (R6352-23: before 30 April of the year
 * after it closes), and the month from which the dashboard reminds of it.
 */
export function bpfDeadline(year: number): string {
  return `${year + 1}-04-30`;
}

export const BPF_REMINDER_FROM_MONTH = "04";

/** The form's amounts are whole euros, rounded to the nearest (the notice: 0,50 € rounds up). */
export function wholeEuros(cents: number): number {
  return Math.round(cents / 100);
}

/** Its hours are whole hours, rounded likewise. */
export function wholeHours(minutes: number): number {
  return Math.round(minutes / 60);
}

/**
 * Whole units for parts of a total, that add up to the total rounded (largest remainders), or
 * to `total` when a line above them was rounded already (F-3 a's levels): the form checks that
 * frames F-1, F-3 and F-4 give the same hours, which parts rounded one by one would miss by an
 * hour.
 */
export function roundedParts(
  parts: readonly number[],
  unit: number,
  total = Math.round(parts.reduce((sum, part) => sum + part, 0) / unit),
): number[] {
  const floors = parts.map((part) => Math.floor(part / unit));
  let left = total - floors.reduce((sum, floor) => sum + floor, 0);
  const byRemainder = parts
    .map((part, index) => ({ index, remainder: part / unit - floors[index]! }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index]! += 1;
    left -= 1;
  }
  return floors;
}

/** Frame C's lines as the form words them, under their headings (the choices above are shorter). */
export const incomeLineWording: Record<BpfLine, string> = {
  "C-1": "des entreprises pour la formation de leurs salariés",
  "C-2a": "des contrats d'apprentissage",
  "C-2b": "des contrats de professionnalisation",
  "C-2c": "de la promotion ou de la reconversion par alternance",
  "C-2d": "des projets de transition professionnelle",
  "C-2e": "du compte personnel de formation",
  "C-2f": "des dispositifs spécifiques pour les personnes en recherche d'emploi",
  "C-2g": "des dispositifs spécifiques pour les travailleurs non-salariés",
  "C-2h": "du plan de développement des compétences ou d'autres dispositifs",
  "C-3":
    "des pouvoirs publics pour la formation de leurs agents (Etat, collectivités territoriales, établissements publics à caractère administratif)",
  "C-4": "Instances européennes",
  "C-5": "État",
  "C-6": "Conseils régionaux",
  "C-7": "France travail (ex Pôle emploi)",
  "C-8": "Autres ressources publiques",
  "C-9": "de contrats conclus avec des personnes à titre individuel et à leurs frais",
  "C-10": "de contrats conclus avec d'autres organismes de formation (y compris CFA)",
  "C-11": "Autres produits au titre de la formation professionnelle",
};

/**
 * A formation's purpose and RNCP level as one choice of a list ('rncp:5', 'rs'), which the
 * formation dialog and the BPF's list of what is missing both offer.
 */
export const purposeChoices = formationPurposes.flatMap((purpose) =>
  purpose === "rncp"
    ? rncpLevels.map((level) => ({
        value: `rncp:${level}`,
        label: `${formationPurposeLines.rncp.code} · RNCP, ${rncpLevelLabels[level]}`,
      }))
    : [
        {
          value: purpose as string,
          label: `${formationPurposeLines[purpose].code} · ${formationPurposeLines[purpose].label}`,
        },
      ],
);

/** The purpose and level a choice names; null for a choice not in the list. */
export function parsePurposeChoice(
  value: string,
): { purpose: FormationPurpose; rncp_level: RncpLevel | null } | null {
  if (!purposeChoices.some((choice) => choice.value === value)) return null;
  const [purpose, level] = value.split(":") as [FormationPurpose, RncpLevel | undefined];
  return { purpose, rncp_level: level ?? null };
}

/** The choice of a stored purpose and level; '' for none. */
export function purposeChoiceOf(purpose: FormationPurpose | null, level: RncpLevel | null): string {
  if (purpose === null) return "";
  return purpose === "rncp" && level ? `rncp:${level}` : purpose;
}
