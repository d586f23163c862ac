import "server-only";

// The cache handler (cache-handler.mjs) records there when each tag was revalidated, by this
// process or by another node (LISTEN/NOTIFY). It is loaded apart from the app's bundles, so the
// record is shared through a well-known global rather than a module.
const RECORD = Symbol.for("formations-site.tag-revalidations");

/** When `tag` was last revalidated in this process (ms since epoch), 0 if never. */
export function lastRevalidation(tag: string): number {
  const record = (globalThis as { [RECORD]?: Map<string, number> })[RECORD];
  return record?.get(tag) ?? 0;
}
