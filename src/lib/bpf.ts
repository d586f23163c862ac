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
