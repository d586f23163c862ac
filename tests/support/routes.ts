import { readdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type APIRequestContext } from "@playwright/test";
import { firstId } from "./id-ranges";
import { contactRequests } from "@/features/contact/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { complaints } from "@/features/quality/tables";

const APP = "src/app";
const ASTRO_PAGES = "src/site/pages";
const PUBLIC = "public";

/** Files at the app's root that Next.js serves under an address of their own. */
const METADATA_FILES: Record<string, string> = {
  "favicon.ico": "/favicon.ico",
  "icon.png": "/icon.png",
  "apple-icon.png": "/apple-icon.png",
  "robots.ts": "/robots.txt",
};

// The first row of each table in the demo database (test databases give each table its id range).
const session = firstId(trainingSessions);
const registration = firstId(registrations);
const request = firstId(contactRequests);
const complaint = firstId(complaints);

// An identifier nothing has: the route still reads it and answers that it is not found.
const UNKNOWN = "0b7c5c1e-7d1c-4f4e-9a51-3f1f3c2b9d10";

/**
 * An address for each route with parameters, on the demo data. A route added to src/app
 * without one here makes `everyAddress` fail, so that no route escapes the tests that use it.
 */
const SAMPLES: Record<string, string> = {
  "/[...missing]": "/page-introuvable",
  "/blog/[slug]": "/blog/rag-expliquer-simplement",
  "/formation/[slug]": "/formation/python-pour-l-analyse-de-donnees",
  // The demo's destinations fit on the first page: the second is not found.
  "/formations/etranger/page/[page]": "/formations/etranger/page/2",
  "/formation/[slug]/programme.pdf": "/formation/python-pour-l-analyse-de-donnees/programme.pdf",
  "/api/auth/[...all]": "/api/auth/get-session",
  "/api/calendar/[month]": "/api/calendar/2026-12",
  "/api/images/[folder]/[id]": `/api/images/users/${UNKNOWN}`,
  "/dashboard/[...missing]": "/dashboard/introuvable",
  "/dashboard/demandes/[id]": `/dashboard/demandes/${request}`,
  "/dashboard/reclamations/[id]": `/dashboard/reclamations/${complaint}`,
  "/dashboard/sessions/[id]": `/dashboard/sessions/${session}`,
  "/dashboard/sessions/[id]/inscriptions.csv": `/dashboard/sessions/${session}/inscriptions.csv`,
  "/dashboard/sessions/[id]/emargement.pdf": `/dashboard/sessions/${session}/emargement.pdf`,
  "/dashboard/sessions/[id]/emargement.json": `/dashboard/sessions/${session}/emargement.json`,
  "/dashboard/sessions/[id]/qr.svg": `/dashboard/sessions/${session}/qr.svg`,
  "/dashboard/sessions/[id]/certificats.zip": `/dashboard/sessions/${session}/certificats.zip`,
  "/api/sessions/[id]/feuille-signee": `/api/sessions/${session}/feuille-signee`,
  "/dashboard/sessions/[id]/certificats/[registration]/[file]": `/dashboard/sessions/${session}/certificats/${registration}/realisation.pdf`,
  "/dashboard/emails/[template]": "/dashboard/emails/convocation",
  "/dashboard/factures/[id]/facture.pdf": `/dashboard/factures/${UNKNOWN}/facture.pdf`,
  "/inscription/[session]": `/inscription/${session}`,
  "/avis/[token]": "/avis/lien-inconnu",
  "/inscription/confirmer/[token]": "/inscription/confirmer/lien-inconnu",
  "/convention/[token]": "/convention/lien-inconnu",
  "/convention/[token]/document.pdf": "/convention/lien-inconnu/document.pdf",
  "/mon-inscription/[token]": "/mon-inscription/lien-inconnu",
  "/mon-inscription/[token]/agenda.ics": "/mon-inscription/lien-inconnu/agenda.ics",
  "/mon-inscription/[token]/document.pdf": "/mon-inscription/lien-inconnu/document.pdf",
  "/mon-inscription/[token]/emargement": "/mon-inscription/lien-inconnu/emargement",
  "/mon-inscription/[token]/certificats/[file]":
    "/mon-inscription/lien-inconnu/certificats/realisation.pdf",
  "/emargement/formateur/[token]": "/emargement/formateur/lien-inconnu",
  "/emargement/stagiaire/[token]": "/emargement/stagiaire/lien-inconnu",
  "/emargement/formateur/[token]/qr.svg": "/emargement/formateur/lien-inconnu/qr.svg",
  "/dashboard/sessions/[id]/documents/[registration]": `/dashboard/sessions/${session}/documents/${registration}`,
  "/dashboard/demandes/[id]/donnees.json": `/dashboard/demandes/${request}/donnees.json`,
  "/locations/[image]": `/locations/${UNKNOWN}.png`,
  "/sitemaps/[file]": "/sitemaps/0.xml",
  "/users/[image]": `/users/${UNKNOWN}.png`,
};

/** Every page and route handler of src/app as its template ('/formation/[slug]'), route groups left out. */
function appRoutes(directory = APP, prefix = ""): string[] {
  const routes: string[] = [];
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      const segment = /^\(.+\)$/.test(entry.name) ? "" : `/${entry.name}`;
      routes.push(...appRoutes(join(directory, entry.name), prefix + segment));
    } else if (/^(page\.tsx|route\.ts)$/.test(entry.name)) {
      routes.push(prefix || "/");
    } else if (directory === APP && METADATA_FILES[entry.name]) {
      routes.push(METADATA_FILES[entry.name]!);
    }
  }
  return routes;
}

/**
 * Every public page Astro renders (decision 085), as its template: a file names its address,
 * `index` its folder's. Its error page (500.astro) is not an address.
 */
function astroPages(directory = ASTRO_PAGES, prefix = ""): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory())
      return astroPages(join(directory, entry.name), `${prefix}/${entry.name}`);
    const page = entry.name.replace(/\.astro$/, "");
    if (page === "500") return [];
    return [page === "index" ? prefix || "/" : `${prefix}/${page}`];
  });
}

/** One address for every route of the app, on the demo data. */
export function routeAddresses(): string[] {
  return [...appRoutes(), ...astroPages()].map((route) => {
    if (!route.includes("[")) return route;
    expect(
      SAMPLES[route],
      `an address for the new route ${route} in tests/e2e/support/routes.ts`,
    ).toBeDefined();
    return SAMPLES[route]!;
  });
}

/** Every file of public/, as its address. */
function publicFiles(directory = PUBLIC, prefix = ""): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? publicFiles(join(directory, entry.name), `${prefix}/${entry.name}`)
      : [`${prefix}/${entry.name}`],
  );
}

/**
 * One address for every route of the app, every public file, and the built scripts, styles and
 * fonts the home page (Astro's) and the sign-in page (Next.js's) load.
 */
export async function everyAddress(request: APIRequestContext): Promise<string[]> {
  const routes = routeAddresses();
  const pages = await Promise.all(
    ["/", "/login"].map(async (page) => (await request.get(page)).text()),
  );
  const assets = [...new Set(pages.join("").match(/\/(?:_next\/static|_astro)\/[^"'\\\s)?]+/g))];
  for (const build of ["/_next/static/", "/_astro/"])
    expect(
      assets.some((asset) => asset.startsWith(build) && asset.endsWith(".js")) &&
        assets.some((asset) => asset.startsWith(build) && asset.endsWith(".css")),
      build,
    ).toBe(true);
  return [...routes, ...publicFiles(), ...assets, "/_next/image?url=%2Fog-image.png&w=640&q=75"];
}

export const METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "OPTIONS", "PATCH"];

/**
 * Requests every address with every method, a small form as body where the method carries one,
 * and lists what is wrong: a server error, or an OPTIONS answered otherwise than by 204 or 405
 * with the methods allowed.
 */
export async function methodFailures(
  request: APIRequestContext,
  addresses: string[],
): Promise<string[]> {
  const failures: string[] = [];
  for (const address of addresses) {
    for (const method of METHODS) {
      const body = ["POST", "PUT", "PATCH"].includes(method) ? { form: { champ: "valeur" } } : {};
      const response = await request.fetch(address, { method, maxRedirects: 0, ...body });
      const status = response.status();
      if (status >= 500) failures.push(`${method} ${address}: ${status}`);
      if (method === "OPTIONS" && !([204, 405].includes(status) && response.headers()["allow"])) {
        failures.push(`OPTIONS ${address}: ${status}, Allow: ${response.headers()["allow"]}`);
      }
    }
  }
  return failures;
}
