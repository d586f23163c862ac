import { getSessionCookie } from "better-auth/cookies";
import { NextResponse, type NextRequest } from "next/server";
import { paths } from "@/config/paths";
import { AUTH_COOKIE_PREFIX } from "@/server/auth/auth";
import { readCurrentUser } from "@/server/auth/current-user";

/**
 * Redirects only; the pages and actions check rights themselves (src/server/auth).
 * - The signed-out are sent from the staff area and onboarding to /login.
 * - A signed-in person whose registration is unfinished is sent to /onboarding from every page
 *   but /onboarding and /login. Visitors without a session cookie cost nothing here.
 */
export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  const staffOnly = pathname === paths.dashboard || pathname.startsWith(`${paths.dashboard}/`) || pathname === paths.onboarding;
  if (!getSessionCookie(request, { cookiePrefix: AUTH_COOKIE_PREFIX })) {
    return staffOnly ? NextResponse.redirect(new URL(paths.login, request.url)) : NextResponse.next();
  }
  // The staff pages check the session themselves (signedInPage): reading it here would do it twice.
  if (staffOnly || pathname === paths.login) return NextResponse.next();
  const user = await readCurrentUser(request.headers);
  if (user?.needsOnboarding) return NextResponse.redirect(new URL(paths.onboarding, request.url));
  return NextResponse.next();
}

export const config = {
  // Pages only: not the auth endpoints, feeds, files or Next's own assets.
  matcher: ["/((?!api/|_next/|.*\\.[a-z0-9]+$).*)"],
};
