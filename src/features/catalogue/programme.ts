import { orderChapters } from "@/lib/chapter-order";

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
export function programmeChapters(programme: unknown, order: readonly string[] | null = null): ProgrammeChapter[] | null {
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
