// npm run bench:screens -- <folder> — every public page reachable without a personal link, at
// 375 and 1,280 px, full length, from the production build on fresh demo data: what the move of
// the public pages to Astro (issue 69) compared before and after, side by side. The pages reached
// by a personal link (the trainee's, signing, surveys) are in `npm run docs:screenshots`.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { chromiumFlags, testBrowserPath } from "../scripts/chromium.mjs";
import {
  LOOPBACK_AS_PROXY,
  startNextOnFreshData,
  waitUntilPortFree,
  waitUntilServing,
} from "../scripts/next-process.mjs";
import { PUBLIC_PAGES } from "./pages.mjs";
import { CACHED_UNLISTED, MISSING_PAGE } from "../tests/support/public-pages.ts";

const folder = process.argv[2];
if (!folder) {
  console.error("Usage : npm run bench:screens -- <dossier>");
  process.exit(2);
}
const PAGES = [
  ...new Set([
    ...PUBLIC_PAGES,
    ...CACHED_UNLISTED,
    "/certification-qualiopi",
    "/devis",
    "/login",
    "/emargement",
    "/formations/etranger/page/2",
    MISSING_PAGE,
  ]),
];
const WIDTHS = [375, 1280];
const PORT = 3207;

buildIfNeeded();
await waitUntilPortFree(PORT);
const base = `http://localhost:${PORT}`;
const server = startNextOnFreshData(PORT, { SITE_URL: base, ...LOOPBACK_AS_PROXY }, "ignore");
try {
  await waitUntilServing(base, server);
  mkdirSync(folder, { recursive: true });
  const browser = await chromium.launch({ executablePath: testBrowserPath, args: chromiumFlags });
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const address of PAGES) {
      await page.goto(`${base}${address}`, { waitUntil: "networkidle" });
      const name = address === "/" ? "accueil" : address.replace(/[^a-z0-9]+/g, "-").slice(1);
      await page.screenshot({ path: path.join(folder, `${name}-${width}.png`), fullPage: true });
    }
    await page.close();
  }
  await browser.close();
  console.log(`${PAGES.length * WIDTHS.length} captures dans ${folder}`);
} finally {
  server.kill("SIGTERM");
}
