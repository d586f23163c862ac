import "server-only";
import { revalidateTag, updateTag } from "next/cache";
import type { CacheTag } from "./tags";

/**
 * After a mutation in a server action: the cached reads of these tables expire at once, so the
 * next view of a public page shows the change (and the author sees it on their next render).
 */
export function revalidateTags(tags: readonly CacheTag[]): void {
  for (const tag of tags) updateTag(tag);
}

/** The same after a mutation in a route handler, where updateTag is not allowed. */
export function revalidateTagsFromRoute(tags: readonly CacheTag[]): void {
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}
