// npm run bench:lighthouse — Lighthouse in mobile mode (its default: a mid-range phone on a
// throttled connection, simulated) on the public pages of the production build with the demo
// content, driving Debian's Chromium headless (CHROME_PATH). Prints a Markdown table for
// docs/benchmarks.md and exits 1 when a page misses a budget. Each page is measured RUNS times and
// the median run (by Performance score) is reported, as Lighthouse's documentation advises: one
// run on a shared 2-core machine moves by ±8 points. Pages may be named on the command line:
// `npm run bench:lighthouse -- /calendar /about`. The last column is Lighthouse's measure of the
// host's CPU during that run (BenchmarkIndex): its 4× slowdown assumes ≈ 1,500, and this shared
// machine swings between ≈ 1,100 and ≈ 2,000, which is most of the spread between runs.
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
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = process.argv.length > 2 ? process.argv.slice(2) : PUBLIC_PAGES;

/**
 * The median of RUNS Lighthouse reports of a page, ranked by Performance score. A run that
 * Lighthouse itself could not trace (e.g. NO_NAVSTART, seen now and then on a busy machine) is
 * tried again, up to RUNS times; after that its error is the answer.
 */
async function medianReport(url, port) {
  const reports = [];
  let failures = 0;
  while (reports.length < RUNS) {
    const { lhr } = await lighthouse(url, { port, output: "json", logLevel: "error" });
    if (!lhr.runtimeError) reports.push(lhr);
    else if (++failures >= RUNS) return lhr;
  }
  reports.sort((a, b) => a.categories.performance.score - b.categories.performance.score);
  return reports[Math.floor(RUNS / 2)];
}

buildIfNeeded();
const server = startNextOnFreshData(PORT, { SITE_URL: base }, "ignore");
let chrome;
let failed = false;
try {
  await waitUntilServing(base, server, "/");
  for (const pathname of pages) await fetch(base + pathname); // served from the cache, as in production
  chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ["--headless=new", ...chromiumFlags],
  });
  console.log(`${new Date().toISOString().slice(0, 10)} · ${cpus().length} cœurs · Lighthouse mobile, médiane de ${RUNS} passages, budgets ${JSON.stringify(BUDGETS)}\n`);
  console.log("| Page | Performance | Accessibilité | Bonnes pratiques | SEO | LCP (ms) | CLS | TBT (ms) | Indice CPU |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const pathname of pages) {
    const lhr = await medianReport(base + pathname, chrome.port);
    if (lhr.runtimeError) {
      failed = true;
      console.log(`| ${pathname} | erreur Lighthouse : ${lhr.runtimeError.code} | | | | | | | |`);
      continue;
    }
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const misses = Object.entries(BUDGETS).filter(([id, budget]) => score(id) < budget);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    console.log(
      `| ${pathname} | ${score("performance")} | ${score("accessibility")} | ${score("best-practices")} | ${score("seo")} | ${Math.round(audit("largest-contentful-paint"))} | ${audit("cumulative-layout-shift").toFixed(3)} | ${Math.round(audit("total-blocking-time"))} | ${Math.round(lhr.environment.benchmarkIndex)} |`,
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
