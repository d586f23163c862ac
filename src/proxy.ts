import { NextResponse, type NextRequest } from "next/server";
import { guardRequest } from "@/server/request-guards";

/** The guards every request Next.js answers meets (server/request-guards.ts), as Astro's do. */
export async function proxy(request: NextRequest) {
  return (await guardRequest(request)) ?? NextResponse.next();
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
