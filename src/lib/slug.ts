const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether a text can be a slug ('python-pour-la-data'): the format the database enforces. */
export function isSlug(text: string): boolean {
  return text.length <= 200 && SLUG.test(text);
}

/**
 * The spec's slug rule (lowercase; anything but letters, digits, spaces and hyphens removed;
 * spaces become hyphens; repeated hyphens collapsed), with accents folded first so that
 * 'Sécurité' gives 'securite' rather than 'scurit', and no hyphen left at either end.
 * '' when nothing usable remains.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 120)
    .replace(/-$/, "");
}

/** `base`, or `base-2`, `base-3`... the first not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let suffix = 2;
  while (taken.has(`${base}-${suffix}`)) suffix += 1;
  return `${base}-${suffix}`;
}
