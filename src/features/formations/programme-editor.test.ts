import { describe, expect, it } from "vitest";
import type { Programme } from "./programme";
import { programmeReducer } from "./programme-editor";

const programme: Programme = [
  { title: "Introduction", parts: ["Accueil"] },
  { title: "Bases de SQL", parts: ["SELECT", "JOIN"] },
];
const titles = (chapters: Programme) => chapters.map((chapter) => chapter.title);

describe("the programme editor", () => {
  it("adds a chapter at the end by its trimmed title, never empty or twice", () => {
    expect(programmeReducer(programme, { type: "addChapter", title: "  Conclusion " })).toEqual([
      ...programme,
      { title: "Conclusion", parts: [] },
    ]);
    expect(programmeReducer(programme, { type: "addChapter", title: "   " })).toBe(programme);
    expect(programmeReducer(programme, { type: "addChapter", title: "Introduction" })).toBe(
      programme,
    );
  });

  it("renames a chapter in place keeping its parts, ignoring an empty, unchanged or existing title", () => {
    const renamed = programmeReducer(programme, {
      type: "renameChapter",
      from: "Introduction",
      to: "Accueil et objectifs",
    });
    expect(renamed).toEqual([{ title: "Accueil et objectifs", parts: ["Accueil"] }, programme[1]]);
    expect(
      programmeReducer(programme, { type: "renameChapter", from: "Introduction", to: " " }),
    ).toBe(programme);
    expect(
      programmeReducer(programme, {
        type: "renameChapter",
        from: "Introduction",
        to: "Introduction",
      }),
    ).toBe(programme);
    expect(
      programmeReducer(programme, {
        type: "renameChapter",
        from: "Introduction",
        to: "Bases de SQL",
      }),
    ).toBe(programme);
    expect(
      programmeReducer(programme, { type: "renameChapter", from: "Absent", to: "Autre" }),
    ).toBe(programme);
  });

  it("deletes a chapter", () => {
    expect(programmeReducer(programme, { type: "deleteChapter", title: "Introduction" })).toEqual([
      programme[1],
    ]);
  });

  it("moves a chapter up or down, never past either end", () => {
    expect(
      titles(programmeReducer(programme, { type: "moveChapter", title: "Bases de SQL", by: -1 })),
    ).toEqual(["Bases de SQL", "Introduction"]);
    expect(
      titles(programmeReducer(programme, { type: "moveChapter", title: "Introduction", by: 1 })),
    ).toEqual(["Bases de SQL", "Introduction"]);
    expect(
      programmeReducer(programme, { type: "moveChapter", title: "Introduction", by: -1 }),
    ).toBe(programme);
    expect(programmeReducer(programme, { type: "moveChapter", title: "Bases de SQL", by: 1 })).toBe(
      programme,
    );
    expect(programmeReducer(programme, { type: "moveChapter", title: "Absent", by: 1 })).toBe(
      programme,
    );
  });

  it("adds non-empty sub-parts and removes them one by one", () => {
    const added = programmeReducer(programme, {
      type: "addPart",
      chapter: "Bases de SQL",
      text: " GROUP BY ",
    });
    expect(added[1]!.parts).toEqual(["SELECT", "JOIN", "GROUP BY"]);
    expect(
      programmeReducer(programme, { type: "addPart", chapter: "Bases de SQL", text: "  " }),
    ).toBe(programme);
    expect(programmeReducer(programme, { type: "addPart", chapter: "Absent", text: "x" })).toBe(
      programme,
    );
    expect(
      programmeReducer(added, { type: "removePart", chapter: "Bases de SQL", index: 1 })[1]!.parts,
    ).toEqual(["SELECT", "GROUP BY"]);
    expect(
      programmeReducer(programme, { type: "removePart", chapter: "Bases de SQL", index: 5 }),
    ).toBe(programme);
  });
});
