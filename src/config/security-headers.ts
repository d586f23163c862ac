/**
 * The security headers, set in next.config.ts for Next.js's responses and by the page cache for
 * Astro's (docs/decisions/026-security-headers.md): every response but the build's own files
 * carries them all.
 *
 * Scripts: Next.js streams each page's data as inline scripts whose content differs on every page,
 * so this policy, the same for every response, allows inline scripts from this origin's HTML. A
 * cached page adds a policy of its own naming its inline scripts by hash, which leaves no other
 * inline script running (server/cache/inline-script-policy.mjs,
 * docs/decisions/040-every-method-answered-cached-page-scripts.md). A nonce would make each
 * response unique and defeat the shared page cache. No other origin may serve script, be framed,
 * framed in, posted to, or fetched from. Markdown from the dashboard is sanitised before
 * rendering, which keeps injected script out of the pages rendered per request.
 */
export interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}

/**
 * `inlineScripts`: the page's own inline scripts by hash, for a page whose HTML this policy goes
 * with (the pages Astro renders); without them, any inline script (Next.js's pages).
 */
function contentSecurityPolicy(
  development: boolean,
  frameAncestors: "'none'" | "'self'",
  inlineScripts: string[] = ["'unsafe-inline'"],
): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    // React's development build evaluates code, and hot reloading talks over a WebSocket.
    "script-src": ["'self'", ...inlineScripts, ...(development ? ["'unsafe-eval'"] : [])],
    // Radix and the map position elements with style attributes.
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "blob:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", ...(development ? ["ws:"] : [])],
    // The Qualiopi certificate is shown in an <object>.
    "object-src": ["'self'"],
    "frame-src": ["'self'"],
    "frame-ancestors": [frameAncestors],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "worker-src": ["'self'", "blob:"],
    "manifest-src": ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "browsing-topics=()",
].join(", ");

/**
 * The build's own files (scripts, styles, fonts, images under /_next/static/): content-addressed
 * and never a document, so they need only what a subresource uses. A policy, framing rule or
 * permission list applies to documents alone, and repeated on the dozen files a page loads it
 * was 0.8 kB of headers each (docs/decisions/059-stack-weight-last-kilobytes.md).
 */
const BUILD_FILES = "/_next/static/:path*";
const EVERYTHING_ELSE = "/:path((?!_next/static/).*)";

type Header = HeaderRule["headers"][number];

/** Every response's, the build's own files included (scripts/site-server.mjs serves Astro's). */
export function everyResponse(production: boolean): Header[] {
  return [
    { key: "X-Content-Type-Options", value: "nosniff" },
    // Browsers ignore it over plain HTTP, so it only takes effect once served over TLS.
    ...(production
      ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }]
      : []),
  ];
}

/**
 * A document's headers. The public pages Astro renders pass their inline scripts by hash
 * ('sha256-…'): no other inline script runs, and the one policy is the header itself.
 */
export function pageSecurityHeaders(production: boolean, inlineScripts?: string[]): Header[] {
  const policy = contentSecurityPolicy(!production, "'none'", inlineScripts);
  return [
    ...everyResponse(production),
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    { key: "Content-Security-Policy", value: policy },
    { key: "X-Frame-Options", value: "DENY" },
  ];
}

/** `production` is false under `next dev`, whose tooling needs eval and a WebSocket. */
export function securityHeaders(production: boolean): HeaderRule[] {
  const development = !production;
  return [
    { source: BUILD_FILES, headers: everyResponse(production) },
    { source: EVERYTHING_ELSE, headers: pageSecurityHeaders(production) },
    // The documents our own pages embed (the certificate, the mail previews of the dashboard)
    // may be framed by this origin only. Listed last: for the same header, Next.js keeps the last
    // matching rule's value.
    ...["/documents/:path*", "/dashboard/emails/:template"].map((source) => ({
      source,
      headers: [
        { key: "Content-Security-Policy", value: contentSecurityPolicy(development, "'self'") },
        { key: "X-Frame-Options", value: "SAMEORIGIN" },
      ],
    })),
  ];
}
