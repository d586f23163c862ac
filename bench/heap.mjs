// npm run bench:heap — what the server's heap cap (scripts/next-process.mjs) costs the dashboard,
// its rendering pages being the ones that allocate: the production server on a fresh copy of the
// demo database under each heap setting, its home under 50 connections (BENCH_CONNECTIONS) and
// its heaviest screen under 5, for BENCH_SECONDS each, with the most the process held resident.
// On PostgreSQL (a database of its own on BENCH_DATABASE_URL or TEST_DATABASE_URL's server, seeded
// by the server), as a small server runs: PGlite's WebAssembly memory would hide the heap's. The
// settings take turns, ROUNDS times, so that the host's load weighs on all alike (on this
// shared machine two runs minutes apart differ by 20 %); the table gives each one's median and
// range. A setting is the NODE_OPTIONS the server is given: none is the shipped cap.
import { cpus } from "node:os";
import { benchServerUrl, insertStaffInto } from "./postgres.mjs";
import { peakResidentMegabytes } from "./process-memory.mjs";
import { median, run, spread } from "./throughput.mjs";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { startNext, waitUntilPortFree, waitUntilServing } from "../scripts/next-process.mjs";
import { createScratchDatabase } from "../tests/support/postgres.ts";
import { adminSessionCookie } from "../tests/support/staff-accounts.ts";

const PORT = 3207;
const base = `http://127.0.0.1:${PORT}`;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 3;
const STAFF_CONNECTIONS = 5;
const SETTINGS = [
  { label: "208 Mo (livré)", nodeOptions: "" },
  { label: "512 Mo", nodeOptions: "--max-old-space-size=512" },
  // What V8 chooses by itself on this 24 GB host (4,288 MB), the server before issue 69's cap.
  { label: "4 Go (défaut de V8 ici)", nodeOptions: "--max-old-space-size=4096" },
];

const serverUrl = benchServerUrl("bench:heap");
buildIfNeeded();

/** One setting's figures: the two pages' throughput and latency, and the peak resident memory. */
async function measure(nodeOptions) {
  await waitUntilPortFree(PORT);
  const database = await createScratchDatabase(serverUrl, "bench_heap");
  const server = startNext(
    PORT,
    { DATABASE_URL: database.url, SITE_URL: base, NODE_OPTIONS: nodeOptions },
    "ignore",
  );
  try {
    await waitUntilServing(base, server, "/login");
    await insertStaffInto(database.url);
    const headers = { cookie: await adminSessionCookie(base) };
    await run(`${base}/dashboard`, { headers, connections: CONNECTIONS, seconds: 3 }); // warm-up
    const home = await run(`${base}/dashboard`, {
      headers,
      connections: CONNECTIONS,
      seconds: SECONDS,
    });
    const screen = await run(`${base}/dashboard/formations`, {
      headers,
      connections: STAFF_CONNECTIONS,
      seconds: SECONDS,
    });
    return { home, screen, peak: peakResidentMegabytes(server.pid) };
  } finally {
    server.kill("SIGTERM");
    if (server.exitCode === null) await new Promise((resolve) => server.once("exit", resolve));
    await database.drop();
  }
}

const results = SETTINGS.map(() => []);
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [index, { nodeOptions }] of SETTINGS.entries())
    results[index].push(await measure(nodeOptions));
}

console.log(
  `${new Date().toISOString().slice(0, 10)} · ${cpus().length} cœurs · ${SECONDS} s par mesure, ${ROUNDS} tours alternés\n`,
);
console.log(
  `| Vieille génération | /dashboard, ${CONNECTIONS} connexions, req/s | p99 (ms) | /dashboard/formations, ${STAFF_CONNECTIONS} connexions, req/s | p99 (ms) | mémoire résidente maximale (Mo) | échecs |`,
);
console.log("| --- | ---: | ---: | ---: | ---: | ---: | ---: |");
let failed = false;
for (const [index, { label }] of SETTINGS.entries()) {
  const rows = results[index];
  const failures = rows.reduce((sum, row) => sum + row.home.failures + row.screen.failures, 0);
  if (failures > 0) failed = true;
  console.log(
    `| ${label} | ${spread(rows.map((row) => row.home.rps))} | ${median(rows.map((row) => row.home.p99))} | ${spread(rows.map((row) => row.screen.rps))} | ${median(rows.map((row) => row.screen.p99))} | ${spread(rows.map((row) => row.peak))} | ${failures} |`,
  );
}
if (failed) {
  console.error("ÉCHEC : des requêtes ont échoué.");
  process.exit(1);
}
