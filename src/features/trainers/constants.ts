/**
 * Whether a trainer is the provider's employee or teaches under a contract (a freelance, a
 * subcontracting provider's trainer): frames D and E of the yearly BPF count them apart.
 */
export const trainerKinds = ["internal", "external"] as const;

export type TrainerKind = (typeof trainerKinds)[number];

export const trainerKindLabels: Record<TrainerKind, string> = {
  internal: "Salarié de l'organisme",
  external: "Intervenant extérieur (indépendant, sous-traitant)",
};
