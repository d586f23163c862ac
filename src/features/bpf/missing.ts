import type { BpfFacts, BpfFormation } from "./facts";

/**
 * What a year's BPF lacks before its figures are whole, per frame: each item names the record
 * to complete, which the page lets staff complete where it lists it.
 */
export type BpfMissing =
  | { frame: "C"; kind: "turnover" }
  | { frame: "C"; kind: "cpfCertificates"; sessionId: number; session: string }
  | { frame: "D"; kind: "charges" }
  | { frame: "D"; kind: "cost"; sessionId: number; session: string; trainer: string }
  | { frame: "E"; kind: "trainer"; sessionId: number; session: string }
  | { frame: "E"; kind: "trainerKind"; trainerId: number; name: string }
  | { frame: "F-1"; kind: "status"; registrationId: number; name: string; session: string }
  | { frame: "F-1"; kind: "attendance"; sessionId: number; session: string }
  | { frame: "F-3"; kind: "purpose"; formationId: number; title: string }
  | { frame: "F-4"; kind: "nsf"; formationId: number; title: string };

export function missingOf(facts: BpfFacts): BpfMissing[] {
  const sessions = new Map(facts.sessions.map((session) => [session.id, session]));
  const trainers = new Map(
    facts.sessions.flatMap((session) =>
      session.trainer ? [[session.trainer.id, session.trainer]] : [],
    ),
  );
  const formations = new Map<number, BpfFormation>(
    facts.trainees.flatMap((trainee) => {
      const session = sessions.get(trainee.sessionId);
      return session && session.delivery !== "subcontractor" && trainee.minutes > 0
        ? [[session.formation.id, session.formation]]
        : [];
    }),
  );
  const byTitle = [...formations.values()].sort((a, b) => a.title.localeCompare(b.title, "fr"));
  return [
    ...(facts.entered.global_turnover === null ? [{ frame: "C", kind: "turnover" } as const] : []),
    ...facts.cpfAwaitingCertificates.map(
      ({ id, label }) =>
        ({ frame: "C", kind: "cpfCertificates", sessionId: id, session: label }) as const,
    ),
    ...(facts.entered.total_charges === null ? [{ frame: "D", kind: "charges" } as const] : []),
    ...facts.sessions.flatMap((session) =>
      session.trainer && session.trainer_cost === null
        ? [
            {
              frame: "D",
              kind: "cost",
              sessionId: session.id,
              session: session.label,
              trainer: session.trainer.name,
            } as const,
          ]
        : [],
    ),
    ...facts.sessions.flatMap((session) =>
      session.trainer
        ? []
        : [{ frame: "E", kind: "trainer", sessionId: session.id, session: session.label } as const],
    ),
    ...[...trainers.values()].flatMap((trainer) =>
      trainer.kind
        ? []
        : [{ frame: "E", kind: "trainerKind", trainerId: trainer.id, name: trainer.name } as const],
    ),
    // One whose status is unknown is read alone, named (facts.ts).
    ...facts.trainees.flatMap(({ sessionId, status, registrationId, name, minutes }) => {
      const session = sessions.get(sessionId);
      return session &&
        session.delivery !== "subcontractor" &&
        status === null &&
        registrationId !== null &&
        minutes > 0
        ? [
            {
              frame: "F-1",
              kind: "status",
              registrationId,
              name: name ?? "",
              session: session.label,
            } as const,
          ]
        : [];
    }),
    ...facts.unattested.map(
      ({ id, label }) =>
        ({ frame: "F-1", kind: "attendance", sessionId: id, session: label }) as const,
    ),
    ...byTitle.flatMap((formation) =>
      formation.purpose === null
        ? [
            {
              frame: "F-3",
              kind: "purpose",
              formationId: formation.id,
              title: formation.title,
            } as const,
          ]
        : [],
    ),
    ...byTitle.flatMap((formation) =>
      formation.nsf_code === null
        ? [
            {
              frame: "F-4",
              kind: "nsf",
              formationId: formation.id,
              title: formation.title,
            } as const,
          ]
        : [],
    ),
  ];
}
