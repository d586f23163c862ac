// @ts-check
/**
 * The Next.js incremental cache (rendered pages, route handlers, tagged data reads) of this
 * process. Next.js's file-system default would serve the pages prerendered by `next build`,
 * which ran on an empty database; this handler starts empty, so each page is rendered from the
 * real data on its first request and then served from memory until a tag it used is revalidated.
 * On PostgreSQL, several app processes may serve the site: each revalidation is broadcast to
 * the others (tag-broadcast.mjs). A process that loses its connection keeps serving what it has
 * (during a database outage, visitors still get the pages, and nobody can edit meanwhile), then
 * empties its cache once it hears again, since it may have missed an invalidation.
 */
import { withInlineScriptPolicy } from "./inline-script-policy.mjs";
import { startTagBroadcast } from "./tag-broadcast.mjs";

const MAX_ENTRIES = 2000;
const TAGS_HEADER = "x-next-cache-tags";

/** @type {Map<string, { value: any, lastModified: number, tags: string[] }>} */
const entries = new Map();
/** @type {any} The process's globals, where the app's own modules find the map below. */
const processGlobals = globalThis;
/**
 * When each tag was last revalidated (ms since epoch). Shared through a well-known global with
 * the app's own memory caches (server/cache/tag-revalidations.ts: the images read from
 * PostgreSQL), so that they forget what this cache forgets, on this node and on the others.
 * @type {Map<string, number>}
 */
const revalidatedAt = (processGlobals[Symbol.for("formations-site.tag-revalidations")] ??=
  new Map());

/** @param {string[]} tags */
function markRevalidated(tags) {
  const now = Date.now();
  for (const tag of tags) revalidatedAt.set(tag, now);
}

// `next build` loads this handler too, but is no node of the running site.
const broadcast =
  process.env.DATABASE_URL && process.env.NEXT_PHASE !== "phase-production-build"
    ? startTagBroadcast({
        url: process.env.DATABASE_URL,
        onRemote: markRevalidated,
        onListening: (listening) => {
          if (listening) entries.clear();
        },
      })
    : null;

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
    if (tags.some((tag) => (revalidatedAt.get(tag) ?? 0) >= entry.lastModified)) {
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
    const list = Array.isArray(tags) ? tags : [tags];
    markRevalidated(list);
    // The edit is saved whatever happens here: a failure to tell the other nodes is logged, and
    // a node that lost its connection starts from an empty cache when it reconnects.
    await broadcast?.publish(list).catch((error) => {
      console.error(
        JSON.stringify({
          time: new Date().toISOString(),
          level: "error",
          msg: "Invalidation du cache non diffusée",
          error: String(error),
        }),
      );
    });
  }

  resetRequestCache() {}
}
