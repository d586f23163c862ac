import { compareFrench } from "@/lib/text";

/** A training programme as the editor holds it: chapter title → its sub-parts. */
export type Programme = Record<string, string[]>;

export type ProgrammeAction =
  | { type: "addChapter"; title: string }
  | { type: "renameChapter"; from: string; to: string }
  | { type: "deleteChapter"; title: string }
  | { type: "addPart"; chapter: string; text: string }
  | { type: "removePart"; chapter: string; index: number };

/**
 * The programme editor's rules. An action that breaks a rule (empty or duplicate chapter title,
 * rename to an empty, unchanged or existing title, empty sub-part) is ignored: the same object
 * comes back, so nothing re-renders.
 */
export function programmeReducer(programme: Programme, action: ProgrammeAction): Programme {
  switch (action.type) {
    case "addChapter": {
      const title = action.title.trim();
      if (!title || title in programme) return programme;
      return { ...programme, [title]: [] };
    }
    case "renameChapter": {
      const to = action.to.trim();
      if (!(action.from in programme) || !to || to === action.from || to in programme) return programme;
      const { [action.from]: parts = [], ...others } = programme;
      return { ...others, [to]: parts };
    }
    case "deleteChapter": {
      if (!(action.title in programme)) return programme;
      const { [action.title]: _deleted, ...others } = programme;
      return others;
    }
    case "addPart": {
      const text = action.text.trim();
      const parts = programme[action.chapter];
      if (!text || !parts) return programme;
      return { ...programme, [action.chapter]: [...parts, text] };
    }
    case "removePart": {
      const parts = programme[action.chapter];
      if (!parts || !(action.index in parts)) return programme;
      return { ...programme, [action.chapter]: parts.filter((_part, index) => index !== action.index) };
    }
  }
}

/** Chapters as the editor shows them: alphabetically. */
export function sortedChapters(programme: Programme): [string, string[]][] {
  return Object.entries(programme).sort(([a], [b]) => compareFrench(a, b));
}

/** A stored programme (whose chapters may hold one text rather than a list) as the editor's. */
export function editableProgramme(stored: Record<string, string[] | string> | null): Programme {
  return Object.fromEntries(
    Object.entries(stored ?? {}).map(([title, content]) => [title, Array.isArray(content) ? content : [content]]),
  );
}
