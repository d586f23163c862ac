import type { Chapter, Programme } from "./programme";

export type ProgrammeAction =
  | { type: "addChapter"; title: string }
  | { type: "renameChapter"; from: string; to: string }
  | { type: "deleteChapter"; title: string }
  | { type: "moveChapter"; title: string; by: -1 | 1 }
  | { type: "addPart"; chapter: string; text: string }
  | { type: "removePart"; chapter: string; index: number };

const has = (programme: Programme, title: string) =>
  programme.some((chapter) => chapter.title === title);

function withChapter(
  programme: Programme,
  title: string,
  change: (chapter: Chapter) => Chapter,
): Programme {
  return programme.map((chapter) => (chapter.title === title ? change(chapter) : chapter));
}

/**
 * The programme editor's rules. An action that breaks a rule (empty or duplicate chapter title,
 * rename to an empty, unchanged or existing title, empty sub-part, a move past either end) is
 * ignored: the same array comes back, so nothing re-renders.
 */
export function programmeReducer(programme: Programme, action: ProgrammeAction): Programme {
  switch (action.type) {
    case "addChapter": {
      const title = action.title.trim();
      if (!title || has(programme, title)) return programme;
      return [...programme, { title, parts: [] }];
    }
    case "renameChapter": {
      const to = action.to.trim();
      if (!has(programme, action.from) || !to || to === action.from || has(programme, to))
        return programme;
      return withChapter(programme, action.from, (chapter) => ({ ...chapter, title: to }));
    }
    case "deleteChapter": {
      if (!has(programme, action.title)) return programme;
      return programme.filter((chapter) => chapter.title !== action.title);
    }
    case "moveChapter": {
      const from = programme.findIndex((chapter) => chapter.title === action.title);
      const to = from + action.by;
      if (from < 0 || to < 0 || to >= programme.length) return programme;
      const moved = [...programme];
      [moved[from], moved[to]] = [moved[to]!, moved[from]!];
      return moved;
    }
    case "addPart": {
      const text = action.text.trim();
      if (!text || !has(programme, action.chapter)) return programme;
      return withChapter(programme, action.chapter, (chapter) => ({
        ...chapter,
        parts: [...chapter.parts, text],
      }));
    }
    case "removePart": {
      const chapter = programme.find((candidate) => candidate.title === action.chapter);
      if (!chapter || !(action.index in chapter.parts)) return programme;
      return withChapter(programme, action.chapter, ({ title, parts }) => ({
        title,
        parts: parts.filter((_part, index) => index !== action.index),
      }));
    }
  }
}
