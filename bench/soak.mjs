// npm run bench:soak — does the production server's memory stay flat under a steady load? The
// server on a fresh seeded PGlite, loopback only (`-- --postgres`: on a database of its own on
// BENCH_DATABASE_URL or TEST_DATABASE_URL's server, so that PGlite's share shows); autocannon for SOAK_SECONDS (default 180) with
// 20 connections (BENCH_CONNECTIONS), each going round the public pages (cached) and the
// dashboard's home signed in as an administrator (rendered per request). The resident memory of
// the server's processes is printed every 30 s. The first minute fills caches and warms the JIT;
// after it, the bench fails if the memory grew by more than SOAK_GROWTH (default 10 %) over the
// sample taken at one minute. Prints Markdown for docs/benchmarks.md; exits 1 on a miss.
import { cpus, loadavg } from "node:os";
import autocannon from "autocannon";
import { PUBLIC_PAGES } from "./pages.mjs";
import { benchServerUrl, insertStaffInto } from "./postgres.mjs";
import { residentMegabytes } from "./process-memory.mjs";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import {
  freshDataDirectory,
  startNext,
  startNextOnFreshData,
  waitUntilServing,
} from "../scripts/next-process.mjs";
import { createScratchDatabase } from "../tests/support/postgres.ts";
import { freePort } from "../tests/support/server.ts";
import { demoDatabaseWithStaff } from "../tests/support/fixture-database.ts";
import { adminSessionCookie } from "../tests/support/staff-accounts.ts";

const SECONDS = Number(process.env.SOAK_SECONDS ?? 180);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const GROWTH = Number(process.env.SOAK_GROWTH ?? 0.1);
const SAMPLE_SECONDS = 30;
const WARM_SECONDS = 60;

buildIfNeeded();
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const database = process.argv.includes("--postgres")
  ? await createScratchDatabase(benchServerUrl("bench:soak -- --postgres"), "bench_soak")
  : null;
const server = database
  ? startNext(port, { DATABASE_URL: database.url, SITE_URL: base }, "ignore")
  : await startOnFreshPglite();
const samples = [];
let failures = 0;
let requests = 0;
try {
  await waitUntilServing(base, server, "/");
  if (database) {
    // The server migrated and seeded it; its staff, to sign in as an administrator.
    await insertStaffInto(database.url);
  }
  const cookie = await adminSessionCookie(base);
  const started = Date.now();
  const sample = () =>
    samples.push({
      second: Math.round((Date.now() - started) / 1000),
      megabytes: residentMegabytes(server.pid),
      load: loadavg()[0],
    });
  sample();
  const sampler = setInterval(sample, SAMPLE_SECONDS * 1000);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    // Each connection goes round every page in turn.
    requests: [
      ...PUBLIC_PAGES.map((path) => ({ method: "GET", path })),
      { method: "GET", path: "/dashboard", headers: { cookie } },
    ],
  });
  clearInterval(sampler);
  // The end of the run, unless the interval has just sampled it.
  if (Date.now() - started - samples.at(-1).second * 1000 > 5_000) sample();
  failures = result.errors + result.timeouts + result.non2xx;
  requests = result.requests.total;
} finally {
  server.kill("SIGTERM");
  if (database) {
    await new Promise((resolve) =>
      server.exitCode !== null ? resolve() : server.once("exit", resolve),
    );
    await database.drop();
  }
}

async function startOnFreshPglite() {
  const dataDir = freshDataDirectory();
  await demoDatabaseWithStaff(dataDir);
  return startNextOnFreshData(port, { SITE_URL: base }, "ignore", dataDir);
}

console.log(
  `${new Date().toISOString().slice(0, 10)} · ${cpus().length} cœurs · ${database ? "PostgreSQL" : "PGlite"} · Node ${process.versions.node} · ${SECONDS} s, ${CONNECTIONS} connexions, ${requests} requêtes, ${failures} échecs\n`,
);
console.log("| seconde | mémoire résidente (Mo) | charge (1 min) |\n| ---: | ---: | ---: |");
for (const { second, megabytes, load } of samples)
  console.log(`| ${second} | ${megabytes} | ${load.toFixed(2)} |`);

const misses = [];
if (failures > 0) misses.push(`${failures} requêtes en échec`);
const warm = samples.find((entry) => entry.second >= WARM_SECONDS);
const last = samples.at(-1);
if (!warm || warm === last) misses.push(`mesure trop courte : il faut plus de ${WARM_SECONDS} s`);
else {
  const growth = (last.megabytes - warm.megabytes) / warm.megabytes;
  console.log(
    `\nCroissance après la première minute : ${(growth * 100).toFixed(1)} % (${warm.megabytes} → ${last.megabytes} Mo ; limite ${GROWTH * 100} %).`,
  );
  if (growth > GROWTH)
    misses.push(`mémoire en hausse de ${(growth * 100).toFixed(1)} % après la première minute`);
}
if (misses.length > 0) {
  console.error(`\nÉCHEC :\n- ${misses.join("\n- ")}`);
  process.exit(1);
}
