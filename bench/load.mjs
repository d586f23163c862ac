// npm run bench:load — autocannon against the production server on a fresh seeded PGlite:
// 50 connections for 20 s per run (BENCH_CONNECTIONS, BENCH_SECONDS), on the cached public
// pages, on the dashboard's home (signed in as an administrator), on its heaviest screen with 5
// connections (a provider's staff at once), each compared with a static file served by the same
// server. Each page gets a discarded warm-up run, then three rounds that alternate the static file
// and the page, so that both see the same state of the machine; the table gives the median and
// the range of the three. Prints a Markdown table for docs/benchmarks.md; exits 1 if any request
// failed. `-- --avant DIR` measures an earlier commit's build the same way after the current one,
// on a copy of the same demo database (bench/earlier-build.mjs; issue 69: before and after the
// public pages' move, in the same run).
import { cpus } from "node:os";
import { PUBLIC_PAGES } from "./pages.mjs";
import { earlierBuildArgument, startEarlierBuildOnFreshData } from "./earlier-build.mjs";
import { compare, ROUNDS, spread } from "./throughput.mjs";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import {
  freshDataDirectory,
  startNextOnFreshData,
  waitUntilPortFree,
  waitUntilServing,
} from "../scripts/next-process.mjs";
import { demoDatabaseWithStaff } from "../tests/support/fixture-database.ts";
import { adminSessionCookie } from "../tests/support/staff-accounts.ts";

const PORT = 3202;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const STAFF_CONNECTIONS = 5;
const base = `http://127.0.0.1:${PORT}`;
const STATIC_FILE = "/og-image.png";
// The page every administrator opens first, under the full load; and the heaviest management
// screen (sixteen formation cards) under what a provider's staff can do at once.
const DASHBOARD_PAGES = [
  { pathname: "/dashboard", connections: CONNECTIONS },
  { pathname: "/dashboard/formations", connections: STAFF_CONNECTIONS },
];

buildIfNeeded();
const earlier = earlierBuildArgument();

/**
 * Every page's rows, on a server `start` runs on a fresh copy of the demo database with its
 * staff: the cached public pages, then the dashboard's.
 * @param {(dataDir: string) => import("node:child_process").ChildProcess} start
 */
async function measureBuild(start) {
  await waitUntilPortFree(PORT);
  const dataDir = freshDataDirectory();
  await demoDatabaseWithStaff(dataDir);
  const server = start(dataDir);
  try {
    await waitUntilServing(base, server, "/");
    const cookie = await adminSessionCookie(base);
    for (const pathname of [STATIC_FILE, ...PUBLIC_PAGES]) await fetch(base + pathname); // fill the cache
    const rows = [];
    const measure = (/** @type {string} */ pathname, headers = {}, connections = CONNECTIONS) =>
      compare(base + pathname, base + STATIC_FILE, { headers, connections, seconds: SECONDS });
    for (const pathname of PUBLIC_PAGES)
      rows.push({ ...(await measure(pathname)), label: `${pathname} (cache)` });
    for (const { pathname, connections } of DASHBOARD_PAGES) {
      rows.push({
        ...(await measure(pathname, { cookie }, connections)),
        label: `${pathname} (tableau de bord, sans cache)`,
      });
    }
    return rows;
  } finally {
    server.kill("SIGTERM");
  }
}

console.log(
  `${new Date().toISOString().slice(0, 10)} · ${cpus().length} cœurs · ${SECONDS} s par mesure, ${ROUNDS} tours\n`,
);
const builds = [
  {
    label: "",
    rows: await measureBuild((dataDir) =>
      startNextOnFreshData(PORT, { SITE_URL: base }, "ignore", dataDir),
    ),
  },
];
if (earlier)
  builds.push({
    label: "avant ",
    rows: await measureBuild((dataDir) =>
      startEarlierBuildOnFreshData(earlier, PORT, { SITE_URL: base }, dataDir),
    ),
  });

console.log(
  "| Page | connexions | req/s | fichier statique, req/s | rapport | p50 (ms) | p99 (ms) | échecs |",
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
let failed = false;
// Each page's row after its earlier build's, when there is one.
for (const index of builds[0].rows.keys()) {
  for (const { label, rows } of [...builds].reverse()) {
    const row = rows[index];
    console.log(
      `| ${label}${row.label} | ${row.connections} | ${spread(row.rps)} | ${spread(row.reference)} | ${spread(row.ratio, 2)} | ${row.p50} | ${row.p99} | ${row.failures} |`,
    );
    if (row.failures > 0) failed = true;
  }
}
if (failed) {
  console.error("ÉCHEC : des requêtes ont échoué.");
  process.exit(1);
}
