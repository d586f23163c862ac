import { describe, expect, it } from "vitest";
import { indicatorRows, type QualiopiCounts } from "./qualiopi-indicators";

const counts: QualiopiCounts = {
  formations: { published: 12, incomplete: 1, certifying: 2, withRate: 2 },
  sessions: { started: 5, trainees: 31, convoked: 31 },
  beforeTraining: {
    withNeeds: 31,
    formationsWithPositioning: 11,
    askedPositioning: 20,
    positioned: 20,
  },
  evaluation: { formations: 12, asked: 25, evaluated: 24, rated: 20, progress: 1.35 },
  surveys: {
    sent: 30,
    answered: 24,
    satisfied: 22,
    lowRated: 2,
    handled: 1,
    stakeholders: {
      company: { sent: 3, answered: 2 },
      trainer: { sent: 5, answered: 1 },
      funder: { sent: 1, answered: 0 },
    },
    satisfiedFrom: 4,
    lowRatingAtMost: 2,
  },
  complaints: {
    received: 4,
    acknowledgedIn48h: 4,
    answeredInTime: 3,
    dismissed: 0,
    closed: 3,
    overdue: 0,
  },
  improvements: { opened: 1, done: 1 },
  partners: 0,
  accessibilityOfficer: "Camille Moreau",
};

const row = (number: number, from = counts) =>
  indicatorRows(from).find((indicator) => indicator.number === number)!;

describe("the Qualiopi page's indicators", () => {
  it("lists the indicators the site helps prove, in order, and says which it does not hold", () => {
    expect(indicatorRows(counts).map((indicator) => [indicator.number, indicator.status])).toEqual([
      [1, "missing"],
      [2, "held"],
      [3, "held"],
      [4, "held"],
      [5, "held"],
      [8, "missing"],
      [9, "held"],
      [11, "missing"],
      [26, "missing"],
      [30, "held"],
      [31, "held"],
      [32, "missing"],
    ]);
  });

  it("says each figure in an auditor's words, singular and plural", () => {
    expect(row(31).evidence).toBe(
      "4 réclamations, 4 avec accusé de réception sous 48 h, 3 répondues dans le délai, 3 closes.",
    );
    expect(
      row(31, {
        ...counts,
        complaints: {
          received: 3,
          acknowledgedIn48h: 2,
          answeredInTime: 0,
          dismissed: 1,
          closed: 1,
          overdue: 1,
        },
      }),
    ).toMatchObject({
      evidence:
        "3 réclamations, 2 avec accusé de réception sous 48 h, 0 répondue dans le délai, 1 close (dont 1 classée sans suite), 1 en retard.",
      status: "missing",
    });
    expect(row(1).evidence).toBe("12 formations publiées, 1 fiche à compléter.");
    expect(row(5).evidence).toBe(
      "12 sur 12 formations publiées avec l'évaluation des objectifs (auto-évaluation avant et après, ou quiz final) ; les besoins et le positionnement de chaque stagiaire adaptent la session (indicateurs 4 et 8).",
    );
    expect(row(11).evidence).toBe(
      "24 stagiaires évalués en fin de formation sur 25 ; progression moyenne +1,4 point sur 5 (20 stagiaires notés avant et après) ; les résultats figurent sur chaque attestation.",
    );
    expect(
      row(11, {
        ...counts,
        evaluation: { formations: 0, asked: 0, evaluated: 0, rated: 0, progress: null },
      }),
    ).toMatchObject({
      evidence:
        "0 stagiaire évalué en fin de formation sur 0 ; les résultats figurent sur chaque attestation.",
      status: "missing",
    });
    expect(row(5, { ...counts, formations: { ...counts.formations, published: 0 } }).status).toBe(
      "missing",
    );
    expect(row(4).evidence).toBe(
      "Besoins reçus pour 31 stagiaires sur 31 attendus, demandés à l'inscription et sur la page de chaque stagiaire.",
    );
    expect(row(8).evidence).toBe(
      "11 sur 12 formations publiées avec un questionnaire de positionnement ; 20 stagiaires positionnés sur 20.",
    );
    expect(
      row(4, { ...counts, beforeTraining: { ...counts.beforeTraining, withNeeds: 1 } }),
    ).toMatchObject({
      evidence:
        "Besoins reçus pour 1 stagiaire sur 31 attendus, demandés à l'inscription et sur la page de chaque stagiaire.",
      status: "missing",
    });
    expect(row(30)).toEqual({
      number: 30,
      title: "Recueil des appréciations des parties prenantes",
      evidence:
        "30 questionnaires envoyés aux stagiaires, 24 réponses ; entreprises : 3 interrogées, 2 réponses ; formateurs : 5 interrogés, 1 réponse ; financeurs : 1 interrogé, 0 réponse.",
      status: "held",
      links: ["answers", "funders"],
    });
    // No funder asked: the row says so.
    expect(
      row(30, {
        ...counts,
        surveys: {
          ...counts.surveys,
          stakeholders: {
            company: { sent: 0, answered: 0 },
            trainer: { sent: 2, answered: 2 },
            funder: { sent: 0, answered: 0 },
          },
        },
      }),
    ).toMatchObject({
      evidence:
        "30 questionnaires envoyés aux stagiaires, 24 réponses ; entreprises : aucune interrogée ; formateurs : 2 interrogés, 2 réponses ; financeurs : aucun interrogé.",
      status: "missing",
    });
    expect(row(9).evidence).toBe("5 sessions commencées, 31 stagiaires convoqués sur 31 attendus.");
    expect(row(2).evidence).toContain("dont 22 satisfaits (4 ou plus sur 5)");
    expect(row(26).evidence).toContain("Référent handicap : Camille Moreau");
    expect(row(26).evidence).toContain("0 partenaire listé");
    expect(row(32).evidence).toBe(
      "1 action d'amélioration ouverte, 1 réalisée ; avis notés 2 ou moins sur 5 : 1 traité sur 2.",
    );
    expect(
      row(3, { ...counts, formations: { ...counts.formations, certifying: 0 } }).evidence,
    ).toBe("Aucune formation certifiante publiée.");
  });
});
