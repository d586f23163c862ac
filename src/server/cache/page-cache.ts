import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { gzipSync } from "node:zlib";
import { pageSecurityHeaders } from "@/config/security-headers";
import { addDays, parisDay, parisInstant } from "@/lib/dates";
import { inlineScriptHashes } from "./inline-script-policy.mjs";
import { changedSince } from "./revalidations.mjs";

/**
 * The public pages Astro renders, kept whole (gzipped once) in this process's memory until a
 * table they read changes (docs/decisions/085-public-site-on-astro.md): a warm view makes no
 * database query and renders nothing. The tags a page depends on are those of the cached reads
 * it made while rendering (cachedRead records them here); the dashboard's mutations revalidate
 * them (server/cache/revalidate.ts), on this node and, through PostgreSQL, on the others
 * (revalidations.mjs).
 */
const MAX_ENTRIES = 2000;
/**
 * Pages that depend on today (upcoming sessions, the calendar) are rendered again after this, and
 * on a new day in Paris: the calendar's today is its render's until its island wakes.
 */
const MAX_AGE_MS = 3_600_000;
/** What a proxy in front may do with a public page: what Next.js said of its pages. */
const SHARED_CACHE = "s-maxage=3600, stale-while-revalidate=82800";
const NOT_STORED = "private, no-cache, no-store, max-age=0, must-revalidate";

/**
 * Astro writes its islands' one style rule in a <style> just before a page's first island, which
 * the HTML standard allows in the body only as its parent's first child (the W3C checker says
 * so): the rule is the site's stylesheet's (src/site/styles/islands.css), the element goes.
 */
const ISLAND_STYLE = "<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>";

interface StoredPage {
  status: number;
  type: string;
  body: Buffer;
  gzipped: Buffer;
  scripts: string[];
  tags: string[];
  renderedAt: number;
  /** When it must be rendered again whatever changed: an hour on, or Paris's next midnight. */
  expiresAt: number;
}

const entries = new Map<string, StoredPage>();
const renderTags = new AsyncLocalStorage<Set<string>>();

/**
 * For a page rendered for its request alone (a search's results, a page reached by a personal
 * link): the page cache neither keeps it nor serves it to anyone else, nor may a proxy.
 */
export function keepOutOfPageCache(headers: Headers): void {
  headers.set("Cache-Control", NOT_STORED);
}

/**
 * Records the tags of a cached read in the page being rendered, if any: the page, kept whole, is
 * stale once one of them is revalidated.
 */
export function recordRenderTags(tags: readonly string[]): void {
  const collected = renderTags.getStore();
  for (const tag of tags) collected?.add(tag);
}

function isFresh(page: StoredPage, now: number): boolean {
  return now < page.expiresAt && !changedSince(page.renderedAt, page.tags);
}

/** A page rendered at `now` expires an hour later, or at Paris's next midnight if sooner. */
function expiryOf(now: number): number {
  const nextMidnight = parisInstant(addDays(parisDay(new Date(now)), 1), "00:00").getTime();
  return Math.min(now + MAX_AGE_MS, nextMidnight);
}

/**
 * The page at `key` from the cache, or rendered by `render` (then kept, if it may be: a complete
 * 200 HTML page that is not personal). `key` null: rendered every time (a form's post, an
 * administrator's preview). Every answer gets the site's security headers, its script policy
 * naming the page's own inline scripts, and gzip when the browser takes it.
 */
export async function servePage(
  request: Request,
  key: string | null,
  render: () => Promise<Response>,
): Promise<Response> {
  const now = Date.now();
  const stored = key === null ? undefined : entries.get(key);
  if (key !== null && stored && isFresh(stored, now)) {
    // Least recently used entries are evicted first: re-inserted to mark it used.
    entries.delete(key);
    entries.set(key, stored);
    return answer(request, stored, "HIT");
  }
  const tags = new Set<string>();
  const response = await renderTags.run(tags, render);
  const rendered = response.headers.get("content-type") ?? "";
  if (!rendered.startsWith("text/html")) return withSecurityHeaders(response, []);
  // Astro says text/html; its pages are UTF-8, as their <meta charset> says too.
  const type = rendered.includes("charset") ? rendered : `${rendered}; charset=utf-8`;
  const html = (await response.text()).replace(ISLAND_STYLE, "");
  const body = Buffer.from(html);
  const page: StoredPage = {
    status: response.status,
    type,
    body,
    gzipped: gzipSync(body),
    scripts: inlineScriptHashes(html),
    tags: [...tags],
    renderedAt: now,
    expiresAt: expiryOf(now),
  };
  const personal = /no-store|private/.test(response.headers.get("cache-control") ?? "");
  // A page rendered while one of its reads failed (ReadFailure marks it) would stand in for the
  // real one until the next revalidation; a not-found or failed page is rendered afresh each time.
  const kept =
    key !== null && response.status === 200 && !personal && !html.includes("data-read-failure");
  if (kept) store(key, page);
  else if (key !== null) entries.delete(key);
  const headers = new Headers(response.headers);
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", kept ? SHARED_CACHE : NOT_STORED);
  return answer(request, page, "MISS", headers);
}

function store(key: string, page: StoredPage): void {
  entries.delete(key);
  entries.set(key, page);
  while (entries.size > MAX_ENTRIES) {
    const oldest = entries.keys().next().value;
    if (oldest === undefined) break;
    entries.delete(oldest);
  }
}

/** The site's security headers on `response`, its script policy naming `scripts` by hash. */
export function withSecurityHeaders(response: Response, scripts: string[]): Response {
  const production = process.env.NODE_ENV === "production";
  for (const { key, value } of pageSecurityHeaders(production, scripts))
    response.headers.set(key, value);
  return response;
}

function answer(
  request: Request,
  page: StoredPage,
  cache: "HIT" | "MISS",
  headers = new Headers({ "Cache-Control": SHARED_CACHE }),
): Response {
  const gzip = /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");
  headers.delete("content-length");
  headers.set("Content-Type", page.type);
  headers.set("Vary", "Accept-Encoding");
  headers.set("X-Cache", cache);
  if (gzip) headers.set("Content-Encoding", "gzip");
  const body = gzip ? page.gzipped : page.body;
  const response = new Response(request.method === "HEAD" ? null : new Uint8Array(body), {
    status: page.status,
    headers,
  });
  return withSecurityHeaders(response, page.scripts);
}
