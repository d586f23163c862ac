/**
 * The readArticles cookie: the slugs of the articles this browser has opened, as a URL-encoded
 * JSON array, kept a year for the whole site. It only colours the blog cards; nothing on the
 * server reads it.
 */
const READ_ARTICLES_COOKIE = "readArticles";
const ONE_YEAR_SECONDS = 31_536_000;

/** The slugs in a `document.cookie` string; a malformed cookie counts as none (and is logged). */
export function parseReadArticles(cookies: string): string[] {
  const entry = cookies
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${READ_ARTICLES_COOKIE}=`));
  if (!entry) return [];
  try {
    const value: unknown = JSON.parse(
      decodeURIComponent(entry.slice(READ_ARTICLES_COOKIE.length + 1)),
    );
    if (!Array.isArray(value)) throw new TypeError("not an array");
    return value.filter((slug): slug is string => typeof slug === "string");
  } catch (error) {
    console.error("Error parsing read articles cookie:", error);
    return [];
  }
}

/**
 * Browsers drop a cookie whose name and value exceed 4,096 bytes (the write is lost, not cut), so
 * the value stays under this, with room to spare.
 */
export const MAX_READ_ARTICLES_BYTES = 4_000;

/** The `document.cookie` assignment that records the slugs; the oldest go first when they no longer fit. */
export function readArticlesCookie(slugs: string[]): string {
  const encode = (kept: string[]) => encodeURIComponent(JSON.stringify(kept));
  let kept = slugs;
  while (
    kept.length > 0 &&
    READ_ARTICLES_COOKIE.length + 1 + encode(kept).length > MAX_READ_ARTICLES_BYTES
  )
    kept = kept.slice(1);
  return `${READ_ARTICLES_COOKIE}=${encode(kept)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

/** The slugs with one more, unless it is already there. */
export function withReadArticle(slugs: string[], slug: string): string[] {
  return slugs.includes(slug) ? slugs : [...slugs, slug];
}
