import { describe, expect, it } from "vitest";
import { compareChapters, editableProgramme, orderChapters, programmeChapters } from "./programme";

describe("programmeChapters", () => {
  it("orders chapters by their number, so 'Chapitre 2' comes before 'Chapitre 10'", () => {
    const chapters = programmeChapters({
      "Chapitre 10 : Déployer": ["Docker"],
      "Chapitre 2 : Les bases": "Variables et types",
      "Chapitre 1 : Introduction": ["Installer Python", "Premier script"],
    });
    expect(chapters?.map((chapter) => chapter.title)).toEqual([
      "Chapitre 1 : Introduction",
      "Chapitre 2 : Les bases",
      "Chapitre 10 : Déployer",
    ]);
    expect(chapters?.[0]?.content).toEqual(["Installer Python", "Premier script"]);
    expect(chapters?.[1]?.content).toBe("Variables et types");
  });

  it("orders unnumbered chapters alphabetically, after numbered ones, ignoring accents", () => {
    expect(
      programmeChapters({ Synthèse: "x", Évaluation: "y", Atelier: "z", "chapitre 3": "w" })?.map(
        (chapter) => chapter.title,
      ),
    ).toEqual(["chapitre 3", "Atelier", "Évaluation", "Synthèse"]);
  });

  it("keeps the order staff stored", () => {
    expect(
      programmeChapters({ "Chapitre 1": "a", Pratique: "b", Bilan: "c" }, [
        "Pratique",
        "Chapitre 1",
        "Bilan",
      ])?.map((chapter) => chapter.title),
    ).toEqual(["Pratique", "Chapitre 1", "Bilan"]);
  });

  it("has nothing to show for a missing programme or one that is not an object", () => {
    expect(programmeChapters(null)).toBeNull();
    expect(programmeChapters(undefined)).toBeNull();
    expect(programmeChapters(["Chapitre 1"])).toBeNull();
    expect(programmeChapters("Programme")).toBeNull();
    expect(programmeChapters({})).toBeNull();
  });

  it("drops values that are neither text nor a list of texts", () => {
    expect(programmeChapters({ "Chapitre 1": 42, "Chapitre 2": ["a", 3, "b"] })).toEqual([
      { title: "Chapitre 2", content: ["a", "b"] },
    ]);
  });
});

const titles = (list: { title: string }[]) => list.map((chapter) => chapter.title);
const chapters = ["Chapitre 10 : Déployer", "Synthèse", "Chapitre 2 : Les bases", "Atelier"].map(
  (title) => ({ title }),
);

describe("orderChapters", () => {
  it("follows the spec without a stored order: numbered first by number, then A to Z", () => {
    expect(titles(orderChapters(chapters, null))).toEqual([
      "Chapitre 2 : Les bases",
      "Chapitre 10 : Déployer",
      "Atelier",
      "Synthèse",
    ]);
  });

  it("follows the order staff stored, chapters it does not name after, in the spec's order", () => {
    expect(
      titles(orderChapters(chapters, ["Synthèse", "Chapitre 10 : Déployer", "Ancien chapitre"])),
    ).toEqual(["Synthèse", "Chapitre 10 : Déployer", "Chapitre 2 : Les bases", "Atelier"]);
  });
});

describe("compareChapters", () => {
  it("breaks a tie on the same number alphabetically", () => {
    expect(compareChapters("Chapitre 1 B", "Chapitre 1 A")).toBeGreaterThan(0);
  });
});

describe("editableProgramme", () => {
  it("opens a stored programme in its stored order, else the spec's, a chapter of one text as one part", () => {
    const stored = { Théorie: ["a"], "Chapitre 2": "Un projet complet", "Chapitre 1": ["b"] };
    expect(editableProgramme(stored, null)).toEqual([
      { title: "Chapitre 1", parts: ["b"] },
      { title: "Chapitre 2", parts: ["Un projet complet"] },
      { title: "Théorie", parts: ["a"] },
    ]);
    expect(titles(editableProgramme(stored, ["Théorie", "Chapitre 2", "Chapitre 1"]))).toEqual([
      "Théorie",
      "Chapitre 2",
      "Chapitre 1",
    ]);
    expect(editableProgramme(null, null)).toEqual([]);
  });
});
