/**
 * Whether a post comes from another site, as Next.js's server actions judge it: an Origin whose
 * host is not the one the request was sent to (X-Forwarded-Host, set by the proxy, or Host). An
 * unreadable origin ('null', sent by sandboxed pages and some redirects) is not ours either; a
 * request without one (not a browser's form) is left to the cookies' SameSite.
 */
export function foreignOrigin(headers: Headers): boolean {
  const origin = headers.get("origin");
  if (origin === null) return false;
  if (!URL.canParse(origin)) return true;
  const host = headers.get("x-forwarded-host")?.split(",")[0]?.trim() || headers.get("host");
  return new URL(origin).host !== host;
}
