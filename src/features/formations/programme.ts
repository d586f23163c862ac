import { compareFrench } from "@/lib/text";

/*
 * A formation's training programme, one model for both audiences: stored as an object of chapter
 * title to bullets or text, with staff's order of the titles beside it. The public page reads it
 * with `programmeChapters`, the editor with `editableProgramme`; both order the chapters with
 * `orderChapters` (staff's order, else the spec's 'Chapitre N' order).
 */

function chapterNumber(title: string): number | null {
  const match = /chapitre\s*(\d+)/i.exec(title);
  return match ? Number(match[1]) : null;
}

/** The spec's order: 'Chapitre 2' before 'Chapitre 10'; numbered chapters first, the others A to Z. */
export function compareChapters(a: string, b: string): number {
  const numberA = chapterNumber(a);
  const numberB = chapterNumber(b);
  if (numberA !== null && numberB !== null) return numberA - numberB || compareFrench(a, b);
  if (numberA !== null) return -1;
  if (numberB !== null) return 1;
  return compareFrench(a, b);
}

/**
 * Chapters in the order staff gave them (`order`, their titles), stored beside the programme
 * because a JSON object keeps no order in PostgreSQL. A programme without one (the demo's, an
 * import) and any chapter missing from it follow the spec's order.
 */
export function orderChapters<Chapter extends { title: string }>(
  chapters: Chapter[],
  order: readonly string[] | null,
): Chapter[] {
  const rank = new Map((order ?? []).map((title, index) => [title, index]));
  return [...chapters].sort((a, b) => {
    const rankA = rank.get(a.title) ?? Infinity;
    const rankB = rank.get(b.title) ?? Infinity;
    return rankA !== rankB ? rankA - rankB : compareChapters(a.title, b.title);
  });
}

export const PROGRAMME_ON_REQUEST = "Programme détaillé disponible sur demande de devis.";

export interface ProgrammeChapter {
  title: string;
  /** Bullet points, or one paragraph of text. */
  content: string[] | string;
}

/**
 * The chapters of a training programme in reading order (staff's `order`, else the spec's), or
 * null when there is no programme to show (missing, or not an object of chapter title to bullets
 * or text).
 */
export function programmeChapters(
  programme: unknown,
  order: readonly string[] | null = null,
): ProgrammeChapter[] | null {
  if (typeof programme !== "object" || programme === null || Array.isArray(programme)) return null;
  const chapters = Object.entries(programme as Record<string, unknown>).flatMap(
    ([title, content]): ProgrammeChapter[] => {
      if (Array.isArray(content)) {
        return [{ title, content: content.filter((item) => typeof item === "string") }];
      }
      return typeof content === "string" ? [{ title, content }] : [];
    },
  );
  if (chapters.length === 0) return null;
  return orderChapters(chapters, order);
}

/** A chapter as the editor holds it: its title and its sub-parts. */
export interface Chapter {
  title: string;
  parts: string[];
}

/** A training programme as the editor holds it: its chapters in staff's order. */
export type Programme = Chapter[];

/**
 * A stored programme (whose chapters may hold one text rather than a list) as the editor's, in
 * the order the public page shows: staff's stored order, else the spec's.
 */
export function editableProgramme(
  stored: Record<string, string[] | string> | null,
  order: readonly string[] | null,
): Programme {
  const chapters = Object.entries(stored ?? {}).map(([title, content]) => ({
    title,
    parts: Array.isArray(content) ? content : [content],
  }));
  return orderChapters(chapters, order);
}
