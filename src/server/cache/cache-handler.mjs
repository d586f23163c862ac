// @ts-check
/**
 * The Next.js incremental cache (rendered pages, route handlers, tagged data reads) of this
 * process. Next.js's file-system default would serve the pages prerendered by `next build`,
 * which ran on an empty database; this handler starts empty, so each page is rendered from the
 * real data on its first request and then served from memory until a tag it used is revalidated,
 * on this node or another (revalidations.mjs).
 */
import { withInlineScriptPolicy } from "./inline-script-policy.mjs";
import { changedSince, revalidate } from "./revalidations.mjs";

const MAX_ENTRIES = 2000;
const TAGS_HEADER = "x-next-cache-tags";

/** @type {Map<string, { value: any, lastModified: number, tags: string[] }>} */
const entries = new Map();

/** @param {any} value @param {string[] | undefined} tags */
function tagsOf(value, tags) {
  const header = value?.headers?.[TAGS_HEADER];
  return [...(tags ?? []), ...(typeof header === "string" ? header.split(",") : [])];
}

export default class CacheHandler {
  /** @param {string} key @param {{ tags?: string[], softTags?: string[] }} [context] */
  async get(key, context) {
    const entry = entries.get(key);
    if (!entry) return null;
    const tags = [...entry.tags, ...(context?.tags ?? []), ...(context?.softTags ?? [])];
    if (changedSince(entry.lastModified, tags)) {
      entries.delete(key);
      return null;
    }
    // Least recently used entries are evicted first: re-insert to mark as used.
    entries.delete(key);
    entries.set(key, entry);
    return entry;
  }

  /** @param {string} key @param {any} value @param {{ tags?: string[] }} [context] */
  async set(key, value, context) {
    entries.delete(key);
    // A not-found page is rendered afresh each time (from cached reads) rather than kept:
    // otherwise requests for addresses naming nothing (/formation/x1, x2…) would fill the cache.
    // Nor an answer that could not be given (a route's 503 while the database is out of reach).
    if (value === null || value.status === 404 || value.status >= 500) return;
    // Nor a page rendered while one of its reads failed (ReadFailure marks it): it would stand
    // in for the real page until the next revalidation.
    if (value.kind === "APP_PAGE" && typeof value.html === "string") {
      if (value.html.includes("data-read-failure")) return;
      // Changed in place: Next.js answers the request that rendered the page with this very object.
      value.html = withInlineScriptPolicy(value.html);
    }
    entries.set(key, { value, lastModified: Date.now(), tags: tagsOf(value, context?.tags) });
    while (entries.size > MAX_ENTRIES) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  /** @param {string | string[]} tags */
  async revalidateTag(tags) {
    await revalidate(Array.isArray(tags) ? tags : [tags]);
  }

  resetRequestCache() {}
}
