// npm run bench:lighthouse — Lighthouse in mobile mode (its default: a mid-range phone on a
// throttled connection, simulated) on the public pages of the production build with the demo
// content, driving Debian's Chromium headless (CHROME_PATH). Prints a Markdown table for
// docs/benchmarks.md and exits 1 when a page misses a budget.
import { cpus } from "node:os";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { PUBLIC_PAGES } from "./pages.mjs";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import { startNextOnFreshData, waitUntilServing } from "../scripts/next-process.mjs";

const PORT = 3203;
const base = `http://localhost:${PORT}`;
const BUDGETS = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 };

buildIfNeeded();
const server = startNextOnFreshData(PORT, { SITE_URL: base }, "ignore");
let chrome;
let failed = false;
try {
  await waitUntilServing(base, server, "/");
  for (const pathname of PUBLIC_PAGES) await fetch(base + pathname); // served from the cache, as in production
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  console.log(`${new Date().toISOString().slice(0, 10)} · ${cpus().length} cœurs · Lighthouse mobile, budgets ${JSON.stringify(BUDGETS)}\n`);
  console.log("| Page | Performance | Accessibilité | Bonnes pratiques | SEO | LCP (ms) | CLS | TBT (ms) |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const pathname of PUBLIC_PAGES) {
    const { lhr } = await lighthouse(base + pathname, { port: chrome.port, output: "json", logLevel: "error" });
    if (lhr.runtimeError) {
      failed = true;
      console.log(`| ${pathname} | erreur Lighthouse : ${lhr.runtimeError.code} | | | | | | |`);
      continue;
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const misses = Object.entries(BUDGETS).filter(([id, budget]) => score(id) < budget);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    console.log(
      `| ${pathname} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${Math.round(audit("largest-contentful-paint"))} | ${audit("cumulative-layout-shift").toFixed(3)} | ${Math.round(audit("total-blocking-time"))} |`,
    );
    for (const [id] of misses) {
      failed = true;
      const failing = lhr.categories[id].auditRefs
        .map((ref) => lhr.audits[ref.id])
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode !== "informative" && audit.scoreDisplayMode !== "manual")
        .map((audit) => `${audit.id} (${audit.displayValue ?? audit.score})`);
      console.error(`  ${pathname} · ${id} sous le budget : ${failing.join(", ")}`);
    }
  }
} finally {
  await chrome?.kill();
  server.kill("SIGTERM");
}
if (failed) {
  console.error("ÉCHEC : des pages sont sous les budgets.");
  process.exit(1);
}
