import { compareFrench } from "@/lib/text";

export const PROGRAMME_ON_REQUEST = "Programme détaillé disponible sur demande de devis.";

export interface ProgrammeChapter {
  title: string;
  /** Bullet points, or one paragraph of text. */
  content: string[] | string;
}

function chapterNumber(title: string): number | null {
  const match = /chapitre\s*(\d+)/i.exec(title);
  return match ? Number(match[1]) : null;
}

/** 'Chapitre 2' before 'Chapitre 10'; numbered chapters before the others, which go A to Z. */
export function compareChapters(a: string, b: string): number {
  const numberA = chapterNumber(a);
  const numberB = chapterNumber(b);
  if (numberA !== null && numberB !== null) return numberA - numberB || compareFrench(a, b);
  if (numberA !== null) return -1;
  if (numberB !== null) return 1;
  return compareFrench(a, b);
}

/**
 * The chapters of a training programme in reading order, or null when there is no programme
 * to show (missing, or not an object of chapter title to bullets or text).
 */
export function programmeChapters(programme: unknown): ProgrammeChapter[] | null {
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
  return chapters.sort((a, b) => compareChapters(a.title, b.title));
}
