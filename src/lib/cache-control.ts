/**
 * How long a shared cache (the reverse proxy) may keep a public answer: `maxAge` seconds fresh,
 * then served while it fetches a new one for `staleFor` more.
 */
export function sharedCacheControl(maxAge = 3600, staleFor = 86_400): string {
  return `public, s-maxage=${maxAge}, stale-while-revalidate=${staleFor}`;
}
