// npm run bench:load — autocannon against the production server on a fresh seeded PGlite:
// 50 connections for 20 s per run (BENCH_CONNECTIONS, BENCH_SECONDS), on the cached public
// pages, on the dashboard's home (signed in as an administrator), on its heaviest screen with 5
// connections (a provider's staff at once), each compared with a static file served by the same
// server. Each page gets a discarded warm-up run, then three rounds that alternate the static file
// and the page, so that both see the same state of the machine; the table gives the median and
// the range of the three. Prints a Markdown table for docs/benchmarks.md; exits 1 if any request
// failed.
import { cpus } from "node:os";
import autocannon from "autocannon";
import { PUBLIC_PAGES } from "./pages.mjs";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { freshDataDirectory, startNextOnFreshData, waitUntilServing } from "../scripts/next-process.mjs";
import { demoDatabaseWithStaff, STAFF } from "../tests/support/staff-accounts.ts";

const PORT = 3202;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const STAFF_CONNECTIONS = 5;
const ROUNDS = 3;
const WARM_UP_SECONDS = 3;
const base = `http://127.0.0.1:${PORT}`;
const STATIC_FILE = "/og-image.png";
// The page every administrator opens first, under the full load; and the heaviest management
// screen (sixteen formation cards) under what a provider's staff can do at once.
const DASHBOARD_PAGES = [
  { pathname: "/dashboard", connections: CONNECTIONS },
  { pathname: "/dashboard/formations", connections: STAFF_CONNECTIONS },
];

/** The session cookie of a real sign-in, for the dashboard page. */
async function signIn() {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: STAFF.admin.email, password: STAFF.admin.password }),
  });
  if (!response.ok) throw new Error(`Connexion impossible (HTTP ${response.status}).`);
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]).join("; ");
}

/** @param {string} pathname @param {Record<string, string>} [headers] */
async function run(pathname, headers = {}, connections = CONNECTIONS, duration = SECONDS) {
  const result = await autocannon({ url: base + pathname, connections, duration, headers });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** @param {number[]} values */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * A page against the static file: a warm-up run thrown away, then ROUNDS rounds of the file then
 * the page. The ratio of each round compares two runs made one after the other.
 * @param {string} pathname @param {Record<string, string>} [headers]
 */
async function measure(pathname, headers = {}, connections = CONNECTIONS) {
  await run(pathname, headers, connections, WARM_UP_SECONDS);
  const rounds = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const reference = await run(STATIC_FILE, {}, connections);
    const page = await run(pathname, headers, connections);
    rounds.push({ reference, page, ratio: page.rps / reference.rps });
  }
  const pick = (/** @type {(entry: typeof rounds[number]) => number} */ read) => rounds.map(read);
  return {
    pathname,
    connections,
    rps: pick((entry) => entry.page.rps),
    reference: pick((entry) => entry.reference.rps),
    ratio: pick((entry) => entry.ratio),
    p50: median(pick((entry) => entry.page.p50)),
    p99: median(pick((entry) => entry.page.p99)),
    failures: rounds.reduce((total, entry) => total + entry.page.failures + entry.reference.failures, 0),
  };
}

/** Median and range of a round's figures: '603 (590–611)'. @param {number[]} values @param {number} digits */
const spread = (values, digits = 0) => `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}–${Math.max(...values).toFixed(digits)})`;

buildIfNeeded();
const dataDir = freshDataDirectory();
await demoDatabaseWithStaff(dataDir);
const server = startNextOnFreshData(PORT, { SITE_URL: base }, "ignore", dataDir);
let failed = false;
try {
  await waitUntilServing(base, server, "/");
  const cookie = await signIn();
  for (const pathname of [STATIC_FILE, ...PUBLIC_PAGES]) await fetch(base + pathname); // fill the cache

  console.log(`${new Date().toISOString().slice(0, 10)} · ${cpus().length} cœurs · ${SECONDS} s par mesure, ${ROUNDS} tours\n`);
  const rows = [];
  for (const pathname of PUBLIC_PAGES) rows.push({ ...(await measure(pathname)), label: `${pathname} (cache)` });
  for (const { pathname, connections } of DASHBOARD_PAGES) {
    rows.push({ ...(await measure(pathname, { cookie }, connections)), label: `${pathname} (tableau de bord, sans cache)` });
  }

  console.log("| Page | connexions | req/s | fichier statique, req/s | rapport | p50 (ms) | p99 (ms) | échecs |");
  console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const row of rows) {
    console.log(`| ${row.label} | ${row.connections} | ${spread(row.rps)} | ${spread(row.reference)} | ${spread(row.ratio, 2)} | ${row.p50} | ${row.p99} | ${row.failures} |`);
    if (row.failures > 0) failed = true;
  }
} finally {
  server.kill("SIGTERM");
}
if (failed) {
  console.error("ÉCHEC : des requêtes ont échoué.");
  process.exit(1);
}
