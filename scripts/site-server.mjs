// The site's one process and one port (docs/decisions/085-public-site-on-astro.md): Astro answers
// the public pages it has, Next.js everything else (the staff area, auth, the API, files).
//
// Astro's handler is tried first: it answers only the addresses its build has a page for, and
// hands every other one to Next.js. Next.js starts here as a custom server, which keeps what
// `next start` did (its proxy, instrumentation, compression, cache handler) and leaves this file
// what `next start` did around it: the interface to listen on, and the drain on SIGTERM.
import { readFileSync, readdirSync } from "node:fs";
import http from "node:http";
import { constants } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import next from "next";
import { everyResponse } from "../src/config/security-headers.ts";
import { isDecodablePath } from "../src/lib/decodable-path.ts";

/** The kinds of file Astro's build makes, by extension. */
const TYPES = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".woff2": "font/woff2",
};

/** The security headers of a script, style or font (src/config/security-headers.ts). */
const subresourceHeaders = Object.fromEntries(
  everyResponse(process.env.NODE_ENV === "production").map(({ key, value }) => [key, value]),
);

const root = path.resolve(import.meta.dirname, "..");
const port = Number(process.env.PORT ?? 3000);
/** HOST, or the loopback interface: only a reverse proxy on the same machine reaches the site. */
const host = process.env.HOST || "127.0.0.1";

// The server's start-up (src/instrumentation.ts) migrates and seeds the database: no page is
// served before it has run, or the first view of an empty database would be cached.
const READY = Symbol.for("formations-site.ready");
const ready = new Promise((resolve) => {
  globalThis[READY] = resolve;
});

const nextApp = next({ dev: false, dir: root, port });
await nextApp.prepare();
const nextHandler = nextApp.getRequestHandler();
const { handler: astroHandler } = await import(path.join(root, "dist/server/entry.mjs"));
const astroFiles = builtFiles(path.join(root, "dist/client"));
await ready;

/**
 * Addresses only Next.js answers, Astro not asked first: its build files, the API, the staff area
 * and its sign-in pages (the invitation's, the new password's), the file a trainee's signing
 * link opens, and files (feeds, PDFs, images, the sitemap): an Astro page's address has no
 * extension, but `/blog/[slug]` would otherwise take `/blog/rss.xml` for an article. Every other
 * address is Astro's, whose catch-all answers the site's 404 (`[...missing].astro`). Astro's error
 * page is no address either (/500).
 */
const NEXT_ONLY =
  /^\/(?:_next\/|api\/|dashboard(?:\/|$)|(?:login|onboarding|reinitialiser-mot-de-passe|500)$|mon-inscription\/[^/]+\/emargement$)|\.[a-z0-9]+$/i;

const server = http.createServer((request, response) => {
  const pathname = (request.url ?? "/").split("?")[0];
  const file = astroFiles.get(pathname);
  if (file && (request.method === "GET" || request.method === "HEAD"))
    return sendBuiltFile(request, response, file);
  // An address that cannot be decoded is Next.js's to refuse (its proxy answers 400): Astro
  // would log an error for it before handing it over.
  if (NEXT_ONLY.test(pathname) || !isDecodablePath(pathname))
    return void nextHandler(request, response);
  void astroHandler(request, response, () => nextHandler(request, response));
});

server.listen(port, host, () => {
  console.log(`Site servi sur http://${host === "127.0.0.1" ? "localhost" : host}:${port}`);
});

// A stop signal closes the door to new connections, lets the requests in flight end, then exits
// with the signal's conventional status (143 for SIGTERM), as `next start` did; the app's own
// shutdown tasks (src/server/shutdown.ts) run on that exit.
for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
  process.once(signal, () => {
    server.close(() => process.exit(128 + constants.signals[signal]));
    server.closeIdleConnections();
  });
}

/**
 * Astro's built scripts, styles and font (`/_astro/*`), read once: content-addressed, so cached
 * for a year, and the text ones gzipped once here rather than on every request.
 * @param {string} directory
 */
function builtFiles(directory) {
  /** @type {Map<string, { body: Buffer, gzipped: Buffer | null, type: string }>} */
  const files = new Map();
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const body = readFileSync(full);
        const address = `/${path.relative(directory, full).split(path.sep).join("/")}`;
        // A font is compressed already: gzip would cost the browser work for nothing.
        const gzipped = entry.name.endsWith(".woff2") ? null : gzipSync(body);
        files.set(address, { body, gzipped, type: contentType(entry.name) });
      }
    }
  };
  walk(directory);
  return files;
}

/** @param {string} name */
function contentType(name) {
  return TYPES[path.extname(name)] ?? "application/octet-stream";
}

/**
 * @param {http.IncomingMessage} request
 * @param {http.ServerResponse} response
 * @param {{ body: Buffer, gzipped: Buffer | null, type: string }} file
 */
function sendBuiltFile(request, response, file) {
  const accepted = /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
  const gzipped = accepted ? file.gzipped : null;
  const body = gzipped ?? file.body;
  response.writeHead(200, {
    "Content-Type": file.type,
    "Content-Length": body.length,
    "Cache-Control": "public, max-age=31536000, immutable",
    ...subresourceHeaders,
    Vary: "Accept-Encoding",
    ...(gzipped ? { "Content-Encoding": "gzip" } : {}),
  });
  response.end(request.method === "HEAD" ? undefined : body);
}
