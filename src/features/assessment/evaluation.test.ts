import { describe, expect, it } from "vitest";
import type { QuestionnaireAnswer } from "./constants";
import {
  evaluationLines,
  markQuiz,
  progressText,
  resultQuestions,
  resultsRecorded,
  traineeProgress,
} from "./evaluation";

const rated = (ratings: Record<string, number>, entered_by: string | null = null) => ({
  answers: Object.entries(ratings).map(([question, rating]): QuestionnaireAnswer => ({
    question,
    kind: "scale",
    answer: String(rating),
  })),
  answered_at: new Date("2027-02-02T16:00:00Z"),
  entered_by,
});

const results = (levels: Record<string, string>, entered_by: string) => ({
  answers: Object.entries(levels).map(([question, answer]): QuestionnaireAnswer => ({
    question,
    kind: "choice",
    answer,
  })),
  answered_at: new Date("2027-02-03T16:00:00Z"),
  entered_by,
});

describe("the evaluation of what was learned", () => {
  it("measures a trainee's progress over the objectives rated both before and after", () => {
    expect(
      traineeProgress({
        self_before: rated({ Jointures: 1, Index: 2, Vues: 3 }),
        // An objective added since, rated after only, counts nothing.
        self_after: rated({ Jointures: 4, Index: 3, Déclencheurs: 5 }),
      }),
    ).toBe(2);
    expect(traineeProgress({ self_after: rated({ Jointures: 4 }) })).toBeNull();
    expect(
      traineeProgress({
        self_before: rated({ Jointures: 1 }),
        self_after: rated({ Jointures: 4 }, "Claire Dubois"),
      }),
    ).toBeNull();
    expect(
      traineeProgress({ self_before: rated({ Jointures: 4 }), self_after: rated({ Vues: 4 }) }),
    ).toBeNull();
  });

  it("says a progress in points, signed, with a French decimal comma", () => {
    expect(progressText(1.35)).toBe("+1,4 point");
    expect(progressText(2)).toBe("+2 points");
    expect(progressText(-0.5)).toBe("-0,5 point");
    expect(progressText(0.04)).toBe("0 point");
  });

  it("marks each quiz answer right or wrong against the quiz", () => {
    const quiz = [
      { label: "Un index accélère ?", choices: ["Les lectures", "Les écritures"], answer: 0 },
    ];
    expect(
      markQuiz(quiz, [
        { question: "Un index accélère ?", kind: "choice", answer: "Les écritures" },
      ])[0]!.correct,
    ).toBe(false);
  });

  it("writes the attestation's results: each objective before and after, who rated, the progress and the quiz", () => {
    expect(
      evaluationLines({
        self_before: rated({ Jointures: 2, Index: 1 }),
        self_after: rated({ Jointures: 4, Index: 3 }),
        quiz: {
          answers: [
            { question: "Q1", kind: "choice", answer: "A", correct: true },
            { question: "Q2", kind: "choice", answer: "B", correct: false },
          ],
          answered_at: new Date(),
          entered_by: null,
        },
      }),
    ).toEqual([
      "Auto-évaluation du stagiaire, de 1 à 5 pour chaque objectif, avant puis après la formation :",
      "Jointures : 2 sur 5 avant, 4 après",
      "Index : 1 sur 5 avant, 3 après",
      "Progression moyenne : +2 points sur 5.",
      "Questionnaire final : 1 bonne réponse sur 2.",
    ]);
    // The trainer's rating stands alone, even beside the trainee's own rating before.
    expect(
      evaluationLines({
        self_before: rated({ Jointures: 1 }),
        self_after: rated({ Jointures: 4 }, "Claire Dubois"),
      }),
    ).toEqual([
      "Évaluation par le formateur (Claire Dubois), de 1 à 5 pour chaque objectif :",
      "Jointures : 4 sur 5",
    ]);
    expect(evaluationLines({ needs: rated({}) })).toBeNull();
  });

  it("has the attestation wait for the trainer's results or the quiz's, unless the programme plans no evaluation", () => {
    const quiz = [{ label: "Q ?", choices: ["A", "B"], answer: 0 }];
    const both = { objectives: ["Jointures"], selfAssessment: true, quiz };
    // The trainee's own rating is not a result.
    expect(resultsRecorded(both, { self_after: rated({ Jointures: 4 }) })).toBe(false);
    expect(
      resultsRecorded(both, { results: results({ Jointures: "Acquis" }, "Claire Dubois") }),
    ).toBe(true);
    expect(
      resultsRecorded(both, { quiz: { answers: [], answered_at: new Date(), entered_by: null } }),
    ).toBe(true);
    // No objective and no quiz: nothing to wait for.
    expect(resultsRecorded({ objectives: [], selfAssessment: true, quiz: [] }, {})).toBe(true);
  });

  it("states the trainer's result for each objective first, with their name", () => {
    expect(
      evaluationLines({
        results: results(
          { Jointures: "Acquis", Index: "Partiellement acquis", Vues: "Non acquis" },
          "Claire Dubois (formateur)",
        ),
        self_after: rated({ Jointures: 5 }),
      }),
    ).toEqual([
      "Résultats évalués par Claire Dubois (formateur), pour chaque objectif :",
      "Jointures : Acquis",
      "Index : Partiellement acquis",
      "Vues : Non acquis",
      "Auto-évaluation du stagiaire en fin de formation, de 1 à 5 pour chaque objectif :",
      "Jointures : 5 sur 5",
    ]);
  });

  it("asks the trainer one of three results for each objective, each wording once", () => {
    expect(
      resultQuestions({
        objectives: ["Jointures", "Index", "Jointures"],
        selfAssessment: false,
        quiz: [],
      }),
    ).toEqual(
      ["Jointures", "Index"].map((label) => ({
        kind: "choice",
        label,
        choices: ["Acquis", "Partiellement acquis", "Non acquis"],
      })),
    );
  });
});
