import { describe, expect, it } from "vitest";
import { programmeChapters } from "./programme";

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
      programmeChapters({ Synthèse: "x", "Évaluation": "y", Atelier: "z", "chapitre 3": "w" })?.map(
        (chapter) => chapter.title,
      ),
    ).toEqual(["chapitre 3", "Atelier", "Évaluation", "Synthèse"]);
  });

  it("keeps the order staff stored", () => {
    expect(programmeChapters({ "Chapitre 1": "a", Pratique: "b", Bilan: "c" }, ["Pratique", "Chapitre 1", "Bilan"])?.map((chapter) => chapter.title)).toEqual([
      "Pratique",
      "Chapitre 1",
      "Bilan",
    ]);
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
