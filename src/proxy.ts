import { NextResponse, type NextRequest } from "next/server";
import { paths } from "@/config/paths";
import { isSlug } from "@/lib/slug";
import { guardRequest } from "@/server/request-guards";

/**
 * The guards every request meets (server/request-guards.ts), then one rewrite: a formation's
 * quote form is served from its cached route (`onward`).
 */
export async function proxy(request: NextRequest) {
  return (await guardRequest(request)) ?? onward(request);
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
