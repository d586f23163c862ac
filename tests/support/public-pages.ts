import { expect, type APIRequestContext } from "@playwright/test";
import type { ServedPage } from "./html-validator";

/** Public pages the sitemap does not list, served from the cache: a quote for a formation, searches, the legal texts, the complaint form. */
export const CACHED_UNLISTED = [
  "/formations/recherche?q=lisbonne",
  "/formations/recherche?q=xyzzy",
  "/formations/recherche",
  "/devis?formation=python-pour-l-analyse-de-donnees",
  "/mentions-legales",
  "/politique-confidentialite",
  "/politique-accessibilite",
  "/cgu",
  "/cgv",
  "/reglement-interieur",
  "/reclamation",
];
/** ...and the sign-in forms, rendered on each visit. */
const UNLISTED = [...CACHED_UNLISTED, "/login", "/reinitialiser-mot-de-passe"];
export const MISSING_PAGE = "/page-introuvable";

/** Every address of the sitemap, as a path. */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => {
    const url = new URL(loc!.replaceAll("&amp;", "&"));
    return url.pathname + url.search;
  });
}

/** Every public page as the server sends it: the sitemap's addresses and the unlisted ones. */
export async function servedPublicPages(request: APIRequestContext): Promise<ServedPage[]> {
  const paths = [...(await sitemapPaths(request)), ...UNLISTED, MISSING_PAGE];
  const pages: ServedPage[] = [];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path === MISSING_PAGE ? 404 : 200);
    pages.push({ path, html: await response.text() });
  }
  return pages;
}

/**
 * A page's text read on a connection of its own. A test's request context keeps its connection
 * between reads; after a pause of five seconds or more (the server's keep-alive), it may send on
 * one the server is closing and get ECONNRESET.
 */
export async function textOnNewConnection(
  request: APIRequestContext,
  path: string,
): Promise<string> {
  return (await request.get(path, { headers: { connection: "close" } })).text();
}
