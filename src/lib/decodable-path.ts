/**
 * Whether an address's path can be decoded: a stray '%' ('/formation/100%') made Next.js fail
 * while decoding its route parameters, with a 500 (vercel/next.js#92527), and makes Astro log an
 * error. Such an address gets a 400 (server/request-guards.ts); the site's front door
 * (scripts/site-server.mjs) leaves it to that answer.
 */
export function isDecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
