import { isSlug } from "@/lib/slug";

/**
 * The formation a quote page's address names (/devis?formation={slug}): the one query string the
 * server reads, so the page cache keys the page by it too. Anything else (no formation, two, or a
 * text that cannot be a slug) is the quote form without a formation.
 */
export function quotedFormation(query: URLSearchParams): string | undefined {
  const formations = query.getAll("formation");
  return formations.length === 1 && isSlug(formations[0]!) ? formations[0] : undefined;
}
