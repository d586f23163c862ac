import { getSessionCookie } from "better-auth/cookies";
import { NextResponse, type NextRequest } from "next/server";
import { paths } from "@/config/paths";
import { isSlug } from "@/lib/slug";
import { AUTH_COOKIE_PREFIX } from "@/server/auth/auth";
import { readCurrentUser } from "@/server/auth/current-user";

const FILE = /\.[a-z0-9]+$/;

/**
 * Redirects and one rewrite; the pages and actions check rights themselves (src/server/auth).
 * - An address that cannot be decoded gets a 400.
 * - The signed-out are sent from the staff area and onboarding to /login.
 * - A signed-in person whose registration is unfinished is sent to /onboarding from every page
 *   but /onboarding and /login. Visitors without a session cookie cost nothing here.
 * - A formation's quote form is rewritten to its cached route (`onward`).
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!isDecodable(pathname)) return new NextResponse("Adresse invalide.", { status: 400 });
  // Route handlers and generated files are only checked for their address.
  if (pathname.startsWith("/api/") || FILE.test(pathname)) return NextResponse.next();
  const staffOnly = pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`) || pathname === paths.onboarding;
  if (!getSessionCookie(request, { cookiePrefix: AUTH_COOKIE_PREFIX })) {
    return staffOnly ? NextResponse.redirect(new URL(paths.login, request.url)) : onward(request);
  }
  // The staff pages check the session themselves (signedInPage): reading it here would do it twice.
  if (staffOnly || pathname === paths.login) return onward(request);
  const user = await readCurrentUser(request.headers);
  if (user?.needsOnboarding) return NextResponse.redirect(new URL(paths.onboarding, request.url));
  return onward(request);
}

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
  if (pathname.startsWith(`${QUOTE}/`)) return NextResponse.rewrite(new URL(NOT_FOUND, request.url));
  const formations = searchParams.getAll("formation");
  if (pathname === QUOTE && formations.length === 1 && isSlug(formations[0]!)) {
    return NextResponse.rewrite(new URL(`${QUOTE}/${formations[0]}`, request.url));
  }
  return NextResponse.next();
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

export const config = {
  matcher: [
    // Pages: not the auth endpoints, feeds, files or Next's own assets.
    "/((?!api/|_next/|.*\\.[a-z0-9]+$).*)",
    // Route handlers and files generated from an address's parameters.
    "/api/:path*",
    "/users/:path*",
    "/locations/:path*",
    "/sitemaps/:path*",
    "/formation/:slug/programme.pdf",
  ],
};
