import "server-only";
import { unstable_cache } from "next/cache";
import { recordRenderTags } from "./page-cache";
import { readThrough } from "./read-cache";
import type { CacheTag } from "./tags";

/**
 * A database read kept in the shared cache until one of its tags is revalidated: a warm page
 * view makes no query. The key names the read; arguments are part of the cache key.
 *
 * In a page Astro renders, the read gives the page its tags (server/cache/page-cache.ts) and is
 * kept in the process's read cache (read-cache.ts); Next.js's data cache serves the pages it
 * still renders, until they have all moved (decision 085).
 */
export function cachedRead<Args extends unknown[], Result>(
  key: string,
  tags: CacheTag[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  const cached = unstable_cache(read, [key], { tags, revalidate: false });
  return (...args) =>
    recordRenderTags(tags)
      ? readThrough(`${key}:${JSON.stringify(args)}`, tags, () => read(...args))
      : cached(...args);
}
