import "server-only";
import { getSessionCookie } from "better-auth/cookies";
import { paths } from "@/config/paths";
import { isDecodablePath } from "@/lib/decodable-path";
import { AUTH_COOKIE_PREFIX } from "@/server/auth/auth";
import { readCurrentUser } from "@/server/auth/current-user";
import { foreignOrigin } from "@/server/foreign-origin";
import { readOrDefault } from "@/server/read-or-default";

const FILE = /\.[a-z0-9]+$/;

/**
 * What every request meets before a page or a file answers it, whichever framework renders it
 * (src/proxy.ts for Next.js, src/site/middleware.ts for Astro): redirects and refusals only; the
 * pages and actions check rights themselves (src/server/auth). `undefined`: let it through.
 * - An address that cannot be decoded gets a 400.
 * - A method the address does not accept gets a 405, and OPTIONS the list of those it accepts.
 * - A form posted to a page from another site gets a 403.
 * - The signed-out are sent from the staff area and onboarding to /login.
 * - A signed-in person whose registration is unfinished is sent to /onboarding from every page
 *   but /onboarding and /login. Visitors without a session cookie cost nothing here.
 */
export async function guardRequest(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const { pathname } = url;
  if (!isDecodablePath(pathname)) return text("Adresse invalide.", 400);
  // The API's route handlers answer OPTIONS and refuse the methods they lack themselves.
  if (pathname.startsWith("/api/")) return undefined;
  const file = pathname.startsWith("/_next/") || FILE.test(pathname);
  const refusal = refusedMethod(request.method, file ? FILE_METHODS : PAGE_METHODS);
  if (refusal || file) return refusal;
  // Next.js refuses a server action posted from another site with a 500 (its English error
  // page, or none), Astro with a bare 403: answered here in French, with the status it is.
  if (request.method === "POST" && foreignOrigin(request.headers))
    return text("Envoi refusé : ce formulaire n'a pas été envoyé depuis ce site.", 403);
  const staffOnly =
    pathname === paths.dashboard ||
    pathname.startsWith(`${paths.dashboard}/`) ||
    pathname === paths.onboarding;
  if (!getSessionCookie(request.headers, { cookiePrefix: AUTH_COOKIE_PREFIX }))
    return staffOnly ? redirect(paths.login, url) : undefined;
  // The staff pages check the session themselves (signedInPage): reading it here would do it twice.
  if (staffOnly || pathname === paths.login) return undefined;
  // The database unreachable, the request goes on as a visitor's: the page answers for itself
  // (in French), where a failure here would be the framework's own English error page.
  const user = await readOrDefault(() => readCurrentUser(request.headers), null, "session (proxy)");
  return user?.needsOnboarding ? redirect(paths.onboarding, url) : undefined;
}

/** Files (built assets, public files, feeds and generated images) are only read. */
const FILE_METHODS = ["GET", "HEAD"];
// Forms post to their own page, with or without JavaScript.
const PAGE_METHODS = ["GET", "HEAD", "POST"];

/**
 * Next.js answers OPTIONS on a page with a 400, and any method but GET and HEAD on a built or
 * public file with a 500 (it renders a /405 page that an App Router app does not have): both
 * are answered here, before the request reaches it.
 */
function refusedMethod(method: string, allowed: string[]): Response | undefined {
  if (allowed.includes(method)) return undefined;
  const headers = { Allow: allowed.join(", ") };
  if (method === "OPTIONS") return new Response(null, { status: 204, headers });
  return new Response("Méthode non autorisée.", { status: 405, headers });
}

function text(body: string, status: number): Response {
  return new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/** A temporary redirect (307, as Next.js's), to a path of this site; its headers stay writable. */
function redirect(path: string, from: URL): Response {
  return new Response(null, { status: 307, headers: { Location: new URL(path, from).href } });
}
