import { describe, expect, it } from "vitest";
import { compareChapters, orderChapters } from "./chapter-order";

const titles = (list: { title: string }[]) => list.map((chapter) => chapter.title);
const chapters = ["Chapitre 10 : Déployer", "Synthèse", "Chapitre 2 : Les bases", "Atelier"].map((title) => ({ title }));

describe("orderChapters", () => {
  it("follows the spec without a stored order: numbered first by number, then A to Z", () => {
    expect(titles(orderChapters(chapters, null))).toEqual(["Chapitre 2 : Les bases", "Chapitre 10 : Déployer", "Atelier", "Synthèse"]);
  });

  it("follows the order staff stored, chapters it does not name after, in the spec's order", () => {
    expect(titles(orderChapters(chapters, ["Synthèse", "Chapitre 10 : Déployer", "Ancien chapitre"]))).toEqual([
      "Synthèse",
      "Chapitre 10 : Déployer",
      "Chapitre 2 : Les bases",
      "Atelier",
    ]);
  });
});

describe("compareChapters", () => {
  it("breaks a tie on the same number alphabetically", () => {
    expect(compareChapters("Chapitre 1 B", "Chapitre 1 A")).toBeGreaterThan(0);
  });
});
