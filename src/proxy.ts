import { getSessionCookie } from "better-auth/cookies";
import { NextResponse, type NextRequest } from "next/server";
import { paths } from "@/config/paths";
import { isSlug } from "@/lib/slug";
import { AUTH_COOKIE_PREFIX } from "@/server/auth/auth";
import { readCurrentUser } from "@/server/auth/current-user";
import { foreignOrigin } from "@/server/foreign-origin";
import { readOrDefault } from "@/server/read-or-default";

const FILE = /\.[a-z0-9]+$/;

/**
 * Redirects and one rewrite; the pages and actions check rights themselves (src/server/auth).
 * - An address that cannot be decoded gets a 400.
 * - A method the address does not accept gets a 405, and OPTIONS the list of those it accepts.
 * - A form posted to a page from another site gets a 403.
 * - The signed-out are sent from the staff area and onboarding to /login.
 * - A signed-in person whose registration is unfinished is sent to /onboarding from every page
 *   but /onboarding and /login. Visitors without a session cookie cost nothing here.
 * - A formation's quote form is rewritten to its cached route (`onward`).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!isDecodable(pathname)) return new NextResponse("Adresse invalide.", { status: 400 });
  // The API's route handlers answer OPTIONS and refuse the methods they lack themselves.
  if (pathname.startsWith("/api/")) return NextResponse.next();
  const file = pathname.startsWith("/_next/") || FILE.test(pathname);
  const refusal = refusedMethod(request.method, file ? FILE_METHODS : PAGE_METHODS);
  if (refusal) return refusal;
  if (file) return NextResponse.next();
  // Next.js refuses a server action posted from another site with a 500 (its English error
  // page, or none): answered here in French, with the status it is.
  if (request.method === "POST" && foreignOrigin(request.headers))
    return new NextResponse("Envoi refusé : ce formulaire n'a pas été envoyé depuis ce site.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  const staffOnly =
    pathname === paths.dashboard ||
    pathname.startsWith(`${paths.dashboard}/`) ||
    pathname === paths.onboarding;
  if (!getSessionCookie(request, { cookiePrefix: AUTH_COOKIE_PREFIX })) {
    return staffOnly ? NextResponse.redirect(new URL(paths.login, request.url)) : onward(request);
  }
  // The staff pages check the session themselves (signedInPage): reading it here would do it twice.
  if (staffOnly || pathname === paths.login) return onward(request);
  // The database unreachable, the request goes on as a visitor's: the page answers for itself
  // (in French), where a failure here would be Next.js's own English error page.
  const user = await readOrDefault(() => readCurrentUser(request.headers), null, "session (proxy)");
  if (user?.needsOnboarding) return NextResponse.redirect(new URL(paths.onboarding, request.url));
  return onward(request);
}

/**
 * Every address but the upload addresses (a picture, a scanned attendance sheet): a body going
 * through the proxy is first copied into memory, and an upload (a picture up to 25 MB, a scan up
 * to 20) must reach its route, which checks the sender and the announced length before it reads
 * a byte (src/server/file-upload.ts). Only well-formed upload addresses skip it: any other,
 * '/api/images/%/1' included, is still checked here.
 */
export const config = {
  matcher: ["/((?!api/images/(?:users|locations)/[0-9]+$|api/sessions/[0-9]+/feuille-signee$).*)"],
};

const QUOTE = paths.quote();
// A folder whose name starts with '_' is never a route: rewritten there, an address is not found.
const NOT_FOUND = "/_introuvable";

/**
 * A page, served from the route that renders it. A query string cannot key the page cache, so
 * the quote form of a formation (/devis?formation={slug}) is served by its own cached route,
 * /devis/{slug}, whose address is not one of the site's.
 */
function onward(request: NextRequest): NextResponse {
  const { pathname, searchParams } = request.nextUrl;
  if (pathname.startsWith(`${QUOTE}/`))
    return NextResponse.rewrite(new URL(NOT_FOUND, request.url));
  const formations = searchParams.getAll("formation");
  if (pathname === QUOTE && formations.length === 1 && isSlug(formations[0]!)) {
    return NextResponse.rewrite(new URL(`${QUOTE}/${formations[0]}`, request.url));
  }
  return NextResponse.next();
}

/** Files (built assets, public files, feeds and generated images) are only read. */
const FILE_METHODS = ["GET", "HEAD"];
// Forms post to their own page: a server action, with or without JavaScript.
const PAGE_METHODS = ["GET", "HEAD", "POST"];

/**
 * Next.js answers OPTIONS on a page with a 400, and any method but GET and HEAD on a built or
 * public file with a 500 (it renders a /405 page that an App Router app does not have): both
 * are answered here, before the request reaches it.
 */
function refusedMethod(method: string, allowed: string[]): NextResponse | undefined {
  if (allowed.includes(method)) return undefined;
  const headers = { Allow: allowed.join(", ") };
  if (method === "OPTIONS") return new NextResponse(null, { status: 204, headers });
  return new NextResponse("Méthode non autorisée.", { status: 405, headers });
}

/**
 * A stray '%' in an address ('/formation/100%') makes Next.js fail while decoding its route
 * parameters, with a 500 (vercel/next.js#92527): answered here with a 400 instead.
 */
function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
