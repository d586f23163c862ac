import { describe, expect, it } from "vitest";
import { DEFAULT_NEEDS_QUESTIONS } from "./constants";
import { questionsDigest } from "./question-form";
import { missingAnswers, needsQuestionsOf, readAnswers } from "./questions";
import { questionnairesSchema } from "./schema";
import { type PositioningQuestion } from "@/features/formations/public";

const questions: PositioningQuestion[] = [
  { kind: "scale", label: "Je sais écrire une requête." },
  { kind: "choice", label: "Votre pratique ?", choices: ["Jamais", "Souvent"] },
  { kind: "text", label: "Vos attentes ?" },
];

const noEvaluation = { self_assessment: false, quiz: [], publish_progress: false };

const post = (answers: string[], digest = questionsDigest(questions)) => ({ answers, digest });

describe("reading a trainee's answers", () => {
  it("keeps a scale's digit, an offered choice and words, and leaves out what was not answered", () => {
    expect(readAnswers(questions, post(["5", " Souvent ", ""]))).toEqual({
      ok: true,
      answers: [
        { question: "Je sais écrire une requête.", kind: "scale", answer: "5" },
        { question: "Votre pratique ?", kind: "choice", answer: "Souvent" },
      ],
    });
  });

  it("refuses a scale or a choice left out or not offered, and words too long or with a NUL", () => {
    expect(readAnswers(questions, post(["", "Jamais"]))).toEqual({
      ok: false,
      error: "Répondez à la question 1 (« Je sais écrire une requête. »).",
    });
    expect(readAnswers(questions, post(["0", "Jamais"])).ok).toBe(false);
    expect(readAnswers(questions, post(["3", "Toujours"])).ok).toBe(false);
    expect(readAnswers(questions, post(["3", "Jamais", "é".repeat(1001)])).ok).toBe(false);
    expect(readAnswers(questions, post(["3", "Jamais", "a\u0000b"])).ok).toBe(false);
    // A line break counts one character, as the browser's limit counts it.
    expect(readAnswers(questions, post(["3", "Jamais", `${"é".repeat(999)}\r\n`])).ok).toBe(true);
    expect(readAnswers(questions, post(["3", "Jamais", `a\r\n${"é".repeat(998)}`])).ok).toBe(true);
  });

  it("refuses answers posted to other questions than the ones the form showed", () => {
    const reworded = [{ kind: "text" as const, label: "Vos attentes précises ?" }, ...questions];
    expect(readAnswers(reworded, post(["Des exemples", "4", "Jamais"]))).toMatchObject({
      ok: false,
      changed: true,
    });
    // Nothing answered: nothing to misfile.
    expect(readAnswers([reworded[0]!], post([""], "inconnu"))).toEqual({ ok: true, answers: [] });
  });
});

describe("the questions asked before the course", () => {
  it("asks the usual needs questions of a formation with none of its own", () => {
    expect(needsQuestionsOf(null)).toBe(DEFAULT_NEEDS_QUESTIONS);
    expect(needsQuestionsOf([])).toBe(DEFAULT_NEEDS_QUESTIONS);
    expect(needsQuestionsOf(["Votre projet ?"])).toEqual(["Votre projet ?"]);
  });

  it("flags the needs and the positioning still owed, only for a place held, to confirm or taken", () => {
    const none = {};
    expect(missingAnswers(none, { positioningAsked: true, status: "confirmed" })).toEqual([
      "needs",
      "positioning",
    ]);
    expect(missingAnswers(none, { positioningAsked: false, status: "pending" })).toEqual(["needs"]);
    for (const status of ["waiting", "unconfirmed", "cancelled"])
      expect(missingAnswers(none, { positioningAsked: true, status })).toEqual([]);
  });

  it("reads staff's questions one per line, and a choice question's choices", () => {
    const parsed = questionnairesSchema.safeParse({
      ...noEvaluation,
      needs_questions: " Votre projet ? \n\n",
      positioning: [
        { kind: "text", label: "Vos attentes ?", choices: "reste d'un choix" },
        { kind: "choice", label: "Votre pratique ?", choices: "Jamais\r\n Souvent " },
      ],
    });
    expect(parsed.data).toEqual({
      ...noEvaluation,
      needs_questions: ["Votre projet ?"],
      positioning: [
        { kind: "text", label: "Vos attentes ?" },
        { kind: "choice", label: "Votre pratique ?", choices: ["Jamais", "Souvent"] },
      ],
    });
    const refused = (positioning: unknown, needs = "") =>
      questionnairesSchema.safeParse({ ...noEvaluation, needs_questions: needs, positioning }).error
        ?.issues[0]?.message;
    expect(refused([{ kind: "choice", label: "Q ?", choices: "Oui\nOui" }])).toBe(
      "Chaque choix n'apparaît qu'une fois.",
    );
    expect(refused([{ kind: "scale", label: " ", choices: "" }])).toBe("Écrivez la question.");
    expect(refused([], "Q ?\n".repeat(2))).toBe("Chaque question n'apparaît qu'une fois.");
    expect(refused([], Array.from({ length: 11 }, (_, n) => `Q${n} ?`).join("\n"))).toBe(
      "10 questions au plus, une par ligne.",
    );
    const twice = { kind: "scale", label: "Q ?", choices: "" };
    expect(refused([twice, twice])).toBe("Chaque question n'apparaît qu'une fois.");
  });
});
