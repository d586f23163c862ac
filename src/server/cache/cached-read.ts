import "server-only";
import { recordRenderTags } from "./page-cache";
import { readThrough } from "./read-cache";
import type { CacheTag } from "./tags";

/**
 * A database read kept in the process's read cache (read-cache.ts) until one of its tags is
 * revalidated, here or on another node: a warm page view makes no query. The key names the read;
 * arguments are part of the cache key. In a page Astro renders, the read also gives the page its
 * tags (server/cache/page-cache.ts); Next.js's route handlers (feeds, sitemaps, the map's data)
 * read through the same cache.
 */
export function cachedRead<Args extends unknown[], Result>(
  key: string,
  tags: CacheTag[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return (...args) => {
    recordRenderTags(tags);
    return readThrough(`${key}:${JSON.stringify(args)}`, tags, () => read(...args));
  };
}
