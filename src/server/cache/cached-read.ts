import "server-only";
import { unstable_cache } from "next/cache";
import type { CacheTag } from "./tags";

/**
 * A database read kept in the shared cache until one of its tags is revalidated: a warm page
 * view makes no query. The key names the read; arguments are part of the cache key.
 */
export function cachedRead<Args extends unknown[], Result>(
  key: string,
  tags: CacheTag[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(read, [key], { tags, revalidate: false });
}
