import { compareFrench } from "./text";

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
export function orderChapters<Chapter extends { title: string }>(chapters: Chapter[], order: readonly string[] | null): Chapter[] {
  const rank = new Map((order ?? []).map((title, index) => [title, index]));
  return [...chapters].sort((a, b) => {
    const rankA = rank.get(a.title) ?? Infinity;
    const rankB = rank.get(b.title) ?? Infinity;
    return rankA !== rankB ? rankA - rankB : compareChapters(a.title, b.title);
  });
}
