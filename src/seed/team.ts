export interface SeedTeamMember {
  name: string;
  last_name: string;
  email: string;
  phone: string | null;
  titre: string | null;
  roles: string[] | null;
  /** Colours of the generated portrait: background, skin, hair, clothes. */
  portrait: [string, string, string, string];
}

/** Team members shown on the site (those with roles) and one staff member without a role. */
export const seedTeam: SeedTeamMember[] = [
  {
    name: "Camille",
    last_name: "Moreau",
    email: "camille.moreau@atlas-tech-formation.fr",
    phone: "+33 6 12 34 56 78",
    titre: "Directrice pédagogique",
    roles: ["Direction pédagogique", "Référente handicap"],
    portrait: ["#bbf7d0", "#f1c7a5", "#3b2314", "#15803d"],
  },
  {
    name: "Yanis",
    last_name: "Benali",
    email: "yanis.benali@atlas-tech-formation.fr",
    phone: "+33 6 23 45 67 89",
    titre: "Formateur IA et data",
    roles: ["Formateur IA", "Data"],
    portrait: ["#fbcfe8", "#c68863", "#111827", "#be185d"],
  },
  {
    name: "Léa",
    last_name: "Fontaine",
    email: "lea.fontaine@atlas-tech-formation.fr",
    phone: null,
    titre: "Formatrice automatisation",
    roles: ["Formatrice automatisation", "No-code"],
    portrait: ["#fef08a", "#f5d0b5", "#b45309", "#1d4ed8"],
  },
  {
    name: "Thomas",
    last_name: "Nguyen",
    email: "thomas.nguyen@atlas-tech-formation.fr",
    phone: "+33 7 45 12 98 33",
    titre: "Formateur DevOps et cloud",
    roles: ["Formateur DevOps", "Cloud"],
    portrait: ["#bfdbfe", "#e8b893", "#0f172a", "#0f766e"],
  },
  {
    name: "Sofia",
    last_name: "Ricci",
    email: "sofia.ricci@atlas-tech-formation.fr",
    phone: "+33 6 98 76 54 32",
    titre: "Responsable des relations entreprises",
    roles: ["Relations entreprises"],
    portrait: ["#e9d5ff", "#d9a07a", "#7c2d12", "#7e22ce"],
  },
  {
    name: "Hugo",
    last_name: "Lambert",
    email: "hugo.lambert@atlas-tech-formation.fr",
    phone: null,
    titre: "Assistant administratif",
    roles: null,
    portrait: ["#e5e7eb", "#f0c4a0", "#4b5563", "#374151"],
  },
];
