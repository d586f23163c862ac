/** The three kinds of formation page, each with its badge and header colour. */
export type FormationKind = "event" | "certified" | "standard";

export const formationBadges: Record<FormationKind, string> = {
  event: "FORMATION-ÉVÈNEMENT",
  certified: "FORMATION CERTIFIANTE",
  standard: "FORMATION",
};

export function formationKind(formation: {
  event_id: number | null;
  certification: boolean;
}): FormationKind {
  if (formation.event_id !== null) return "event";
  return formation.certification ? "certified" : "standard";
}

/**
 * A formation with a programme has its own page; one without is offered for pre-registration
 * only (a quote request naming it).
 */
export function isNavigable(formation: { training_program: unknown }): boolean {
  return formation.training_program !== null && formation.training_program !== undefined;
}
