import { describe, expect, it } from "vitest";
import { editableProgramme, programmeReducer, sortedChapters, type Programme } from "./programme-editor";

const programme: Programme = { Introduction: ["Accueil"], "Bases de SQL": ["SELECT", "JOIN"] };

describe("the programme editor", () => {
  it("adds a chapter by its trimmed title, never empty or twice", () => {
    expect(programmeReducer(programme, { type: "addChapter", title: "  Conclusion " })).toEqual({ ...programme, Conclusion: [] });
    expect(programmeReducer(programme, { type: "addChapter", title: "   " })).toBe(programme);
    expect(programmeReducer(programme, { type: "addChapter", title: "Introduction" })).toBe(programme);
  });

  it("renames a chapter keeping its parts, ignoring an empty, unchanged or existing title", () => {
    const renamed = programmeReducer(programme, { type: "renameChapter", from: "Introduction", to: "Accueil et objectifs" });
    expect(renamed).toEqual({ "Bases de SQL": ["SELECT", "JOIN"], "Accueil et objectifs": ["Accueil"] });
    expect(programmeReducer(programme, { type: "renameChapter", from: "Introduction", to: " " })).toBe(programme);
    expect(programmeReducer(programme, { type: "renameChapter", from: "Introduction", to: "Introduction" })).toBe(programme);
    expect(programmeReducer(programme, { type: "renameChapter", from: "Introduction", to: "Bases de SQL" })).toBe(programme);
    expect(programmeReducer(programme, { type: "renameChapter", from: "Absent", to: "Autre" })).toBe(programme);
  });

  it("deletes a chapter", () => {
    expect(programmeReducer(programme, { type: "deleteChapter", title: "Introduction" })).toEqual({ "Bases de SQL": ["SELECT", "JOIN"] });
  });

  it("adds non-empty sub-parts and removes them one by one", () => {
    const added = programmeReducer(programme, { type: "addPart", chapter: "Bases de SQL", text: " GROUP BY " });
    expect(added["Bases de SQL"]).toEqual(["SELECT", "JOIN", "GROUP BY"]);
    expect(programmeReducer(programme, { type: "addPart", chapter: "Bases de SQL", text: "  " })).toBe(programme);
    expect(programmeReducer(programme, { type: "addPart", chapter: "Absent", text: "x" })).toBe(programme);
    expect(programmeReducer(added, { type: "removePart", chapter: "Bases de SQL", index: 1 })["Bases de SQL"]).toEqual(["SELECT", "GROUP BY"]);
    expect(programmeReducer(programme, { type: "removePart", chapter: "Bases de SQL", index: 5 })).toBe(programme);
  });

  it("shows chapters alphabetically, and reads a stored chapter of one text as one part", () => {
    expect(sortedChapters(programme).map(([title]) => title)).toEqual(["Bases de SQL", "Introduction"]);
    expect(editableProgramme({ Pratique: "Un projet complet", Théorie: ["a"] })).toEqual({ Pratique: ["Un projet complet"], Théorie: ["a"] });
    expect(editableProgramme(null)).toEqual({});
  });
});
