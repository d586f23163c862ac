// npm run bench:scale — uncached render times on PostgreSQL with the demo content, then with a
// busy provider's years added (bench/scale-fill.mjs): the catalogue, calendar and blog, and five
// years of sessions, registrations, survey answers, requests, mails and journal. Times the public
// pages (every cache tag expired before each try) and every dashboard list and detail page
// signed in as an administrator; times the first purge of the filled tables while the site is
// asked for its dashboard; weighs the server's memory while the large CSV exports download; and
// checks that the sitemap stays valid past 50,000 addresses. Targets (issue 52): a public page
// within 2× its demo time or under 150 ms, a dashboard page under 300 ms, an export's memory
// flat. Needs PostgreSQL: BENCH_DATABASE_URL or TEST_DATABASE_URL (a server where this script
// may create and drop a database). Prints Markdown for docs/benchmarks.md; exits 1 on a miss.
// `-- --avant DIR` times the same pages on an earlier commit's build too (bench/earlier-build.mjs),
// on the same database, after the current build at each size: the ratio column compares them.
import { createInterface } from "node:readline";
import { cpus } from "node:os";
import { PUBLIC_PAGES } from "./pages.mjs";
import { residentMegabytes } from "./process-memory.mjs";
import { CATALOGUE, FIVE_YEARS } from "./scale-fill.mjs";
import { median } from "./throughput.mjs";
import { benchServerUrl, insertStaffInto } from "./postgres.mjs";
import { earlierBuildArgument, startEarlierBuild } from "./earlier-build.mjs";
import { createScratchDatabase, runSql as sql } from "../tests/support/postgres.ts";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { startNext, waitUntilPortFree, waitUntilServing } from "../scripts/next-process.mjs";
import { adminSessionCookie } from "../tests/support/staff-accounts.ts";

const adminUrl = benchServerUrl("bench:scale");
const earlier = earlierBuildArgument();
const PORT = 3204;
const base = `http://127.0.0.1:${PORT}`;
const RUNS = 5;
const PUBLIC = [...PUBLIC_PAGES, "/api/blog/articles?offset=9", "/sitemap.xml"];
// Every dashboard list and detail page; `:session` is a past session with its registrations.
const DASHBOARD = [
  "/dashboard",
  "/dashboard/sessions",
  "/dashboard/sessions/:session",
  "/dashboard/sessions/:session/inscriptions.csv",
  "/dashboard/avis",
  "/dashboard/demandes",
  "/dashboard/demandes/:request",
  "/dashboard/journal",
  "/dashboard/qualiopi",
  "/dashboard/reclamations",
  "/dashboard/ameliorations",
  "/dashboard/formations",
  "/dashboard/events",
  "/dashboard/locations",
  "/dashboard/blog",
  "/dashboard/users",
  "/dashboard/factures",
  "/dashboard/factures?statut=en-retard&du=2000-01-01&au=2099-12-31",
  // The yearly BPF of the last full year: some 1,900 sessions and 34,000 trainees' hours.
  `/dashboard/bpf?annee=${new Date().getFullYear() - 1}`,
  "/dashboard/formateurs",
];
// The exports of every row: their time is the rows', their memory must not be.
const EXPORTS = [
  "/dashboard/avis/export.csv",
  "/dashboard/demandes/export.csv",
  "/dashboard/factures/journal.csv?du=2000-01-01&au=2099-12-31",
];
const PUBLIC_TARGET_MS = 150;
const DASHBOARD_TARGET_MS = 300;
// What an export may add to the server's memory while it downloads, whatever its rows.
const EXPORT_MEMORY_MB = 64;
// The data tags, and the root layout's implicit tag: a page that reads no tagged data (the hub,
// the contact page) is cached under its path only, and would otherwise be served as it was.
const ALL_TAGS = [
  "formations",
  "locations",
  "events",
  "users",
  "blog-posts",
  "sessions",
  "_N_T_/layout",
];

/** The run's database, created once the build is ready. */
let databaseUrl;

/** One request's time, its body read; fails on anything but a success. */
async function timed(pathname, headers = {}) {
  const started = performance.now();
  const response = await fetch(base + pathname, { headers, redirect: "manual" });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (!response.ok) throw new Error(`${pathname} : HTTP ${response.status}`);
  return { ms: performance.now() - started, response, bytes };
}

/** Median render time of a public page with an empty cache: every tag is expired before each try. */
async function uncachedRender(pathname) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    await sql(
      databaseUrl,
      `SELECT pg_notify('cache_invalidation', '${JSON.stringify({ origin: "bench", tags: ALL_TAGS })}')`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The preview cookie (`apercu`, server/preview.ts) keeps an Astro page out of the page cache;
    // without an administrator's session it shows what a visitor sees: a page that reads no
    // tagged table (the hub) is then rendered too. Next.js's pages before the move ignore it.
    const { ms, response } = await timed(pathname, { cookie: "apercu=1" });
    // A page served from the cache (HIT, or STALE while it renders behind) measures nothing. A
    // route handler runs on every request and carries no such header. Astro's pages say it in
    // X-Cache (server/cache/page-cache.ts), Next.js's in X-Nextjs-Cache.
    const cache = response.headers.get("x-cache") ?? response.headers.get("x-nextjs-cache");
    const handler = /^\/api\/|\.xml$/.test(pathname);
    if (cache !== "MISS" && !(handler && cache === null))
      throw new Error(
        `${pathname} : réponse ${cache ?? "sans en-tête de cache"}, le rendu n'a pas été mesuré.`,
      );
    times.push(ms);
  }
  return median(times);
}

/** Median time of a dashboard page, rendered on every request. */
async function dashboardRender(pathname, cookie) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) times.push((await timed(pathname, { cookie })).ms);
  return median(times);
}

/** The pages' addresses with this database's ids: a past session with trainees, a request. */
async function dashboardAddresses() {
  const { rows } = await sql(
    databaseUrl,
    `SELECT (SELECT session_id FROM registrations r JOIN training_sessions s ON s.id = r.session_id
               WHERE s.end_date < CURRENT_DATE GROUP BY session_id, s.end_date
               ORDER BY s.end_date DESC, session_id LIMIT 1) AS session,
            (SELECT max(id) FROM contact_requests) AS request`,
  );
  const ids = rows[0];
  return DASHBOARD.map((pathname) =>
    pathname.replace(":session", ids.session).replace(":request", ids.request),
  );
}

async function measureAll(cookie) {
  const results = new Map();
  const dashboard = await dashboardAddresses();
  for (const pathname of PUBLIC) await fetch(base + pathname); // load the code of each route once
  for (const pathname of dashboard) await fetch(base + pathname, { headers: { cookie } });
  for (const pathname of PUBLIC) results.set(pathname, await uncachedRender(pathname));
  for (const [index, pathname] of dashboard.entries())
    results.set(DASHBOARD[index], await dashboardRender(pathname, cookie));
  return results;
}

/** An export's time, size and how much the server's memory rose while it downloaded. */
async function weighExport(pathname, cookie) {
  const before = residentMegabytes(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, residentMegabytes(server.pid));
  }, 50);
  try {
    const { ms, bytes } = await timed(pathname, { cookie });
    return { ms, bytes, growth: Math.max(peak, residentMegabytes(server.pid)) - before };
  } finally {
    clearInterval(sampler);
  }
}

let server;
/** The server's log lines, as they come: the purge's report is one of them. */
let logLines = [];
/** Starts the current build, or the earlier one (`--avant`), on the run's database. */
const start = async (build = "current") => {
  await waitUntilPortFree(PORT);
  logLines = [];
  const env = { DATABASE_URL: databaseUrl, SITE_URL: base };
  const stdio = ["ignore", "pipe", "ignore"];
  server =
    build === "earlier"
      ? startEarlierBuild(earlier, PORT, env, stdio)
      : startNext(PORT, env, stdio);
  createInterface({ input: server.stdout }).on("line", (line) => logLines.push(line));
  await waitUntilServing(base, server, "/");
};
/**
 * The earlier build's times on the same database, signed in afresh; with `withExports`, its
 * exports' times too, by address.
 */
async function measureEarlier(withExports = false) {
  await start("earlier");
  const cookie = await adminSessionCookie(base);
  const times = await measureAll(cookie);
  const exportTimes = new Map();
  if (withExports)
    for (const pathname of EXPORTS)
      exportTimes.set(pathname, (await weighExport(pathname, cookie)).ms);
  await stop();
  return { times, exportTimes };
}
const stop = () =>
  new Promise((resolve) =>
    server.exitCode !== null ? resolve() : (server.once("exit", resolve), server.kill("SIGTERM")),
  );

/**
 * The purge the server starts with, on tables it never purged: how long it took (its own report)
 * and the slowest dashboard home served meanwhile.
 */
async function timeFirstPurge(cookie) {
  await timed("/dashboard", { cookie }); // the route's code loaded, outside the timing
  let slowest = 0;
  let served = 0;
  for (;;) {
    const line = logLines.find((entry) => entry.includes("Données personnelles expirées"));
    if (line) return { report: JSON.parse(line), slowest, served };
    if (server.exitCode !== null) throw new Error("Le serveur s'est arrêté pendant la purge.");
    slowest = Math.max(slowest, (await timed("/dashboard", { cookie })).ms);
    served += 1;
  }
}

buildIfNeeded();
const database = await createScratchDatabase(adminUrl, "bench_scale");
databaseUrl = database.url;
const failures = [];
try {
  await start();
  await insertStaffInto(databaseUrl);
  // The demo's inbox is empty: one request for its page to be timed.
  await sql(
    databaseUrl,
    "INSERT INTO contact_requests (name, email, company, message) VALUES ('Inès Garnier', 'ines@example.org', 'Acme', 'Bonjour')",
  );
  const small = await measureAll(await adminSessionCookie(base));
  await stop();
  const smallBefore = earlier ? (await measureEarlier()).times : null;

  const filled = performance.now();
  await sql(databaseUrl, CATALOGUE);
  await sql(databaseUrl, FIVE_YEARS);
  const { rows: sizes } = await sql(
    databaseUrl,
    `SELECT relname AS name, n_live_tup AS rows FROM pg_stat_user_tables
     WHERE n_live_tup >= 10000 ORDER BY n_live_tup DESC`,
  );
  console.log(`Remplissage : ${((performance.now() - filled) / 1000).toFixed(1)} s`);
  console.log(sizes.map((table) => `${table.name} ${table.rows}`).join(" · "));

  await start();
  const cookie = await adminSessionCookie(base);
  const purge = await timeFirstPurge(cookie);
  const large = await measureAll(cookie);
  const exports = [];
  for (const pathname of EXPORTS)
    exports.push({ pathname, ...(await weighExport(pathname, cookie)) });

  // The sitemap past 50,000 addresses: an index of files of 50,000 at most, every address once.
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  let addresses = 0;
  for (const file of files) {
    const xml = await (await fetch(base + file)).text();
    const count = (xml.match(/<url>/g) ?? []).length;
    if (count > 50_000) failures.push(`${file} : ${count} adresses`);
    addresses += count;
  }
  const { rows } = await sql(
    databaseUrl,
    "SELECT (SELECT count(*) FROM formations) + (SELECT count(*) FROM blog_posts WHERE published) AS n",
  );
  const expected = Number(rows[0].n) + 11;
  if (!index.includes("<sitemapindex") || addresses !== expected)
    failures.push(`sitemap : ${addresses} adresses au lieu de ${expected}`);

  await stop();
  const { times: largeBefore, exportTimes: exportsBefore } = earlier
    ? await measureEarlier(true)
    : { times: null, exportTimes: null };

  console.log(
    `\n${new Date().toISOString().slice(0, 10)} · ${cpus().length} cœurs · PostgreSQL · médiane de ${RUNS} rendus sans cache\n`,
  );
  const beforeColumns = earlier
    ? " avant, démo (ms) | avant, grandes tables (ms) | après / avant |"
    : "";
  console.log(`| Page |${beforeColumns} démo (ms) | grandes tables (ms) | rapport | objectif |`);
  console.log(`| --- |${earlier ? " ---: | ---: | ---: |" : ""} ---: | ---: | ---: | --- |`);
  for (const pathname of [...PUBLIC, ...DASHBOARD]) {
    const before = small.get(pathname);
    const after = large.get(pathname);
    const dashboard = pathname.startsWith("/dashboard");
    const met = dashboard
      ? after < DASHBOARD_TARGET_MS
      : after <= 2 * before || after < PUBLIC_TARGET_MS;
    if (!met) failures.push(`${pathname} : ${after.toFixed(0)} ms`);
    const earlierCells = earlier
      ? ` ${smallBefore.get(pathname).toFixed(0)} | ${largeBefore.get(pathname).toFixed(0)} | ${(after / largeBefore.get(pathname)).toFixed(2)} |`
      : "";
    console.log(
      `| ${pathname} |${earlierCells} ${before.toFixed(0)} | ${after.toFixed(0)} | ${(after / before).toFixed(1)} | ${met ? "atteint" : "**manqué**"} |`,
    );
  }
  console.log(
    `\n| Export | lignes (Mo) |${earlier ? " avant, temps (ms) |" : ""} temps (ms) | mémoire du serveur (+ Mo) |`,
  );
  console.log(`| --- | ---: |${earlier ? " ---: |" : ""} ---: | ---: |`);
  for (const row of exports) {
    if (row.growth > EXPORT_MEMORY_MB) failures.push(`${row.pathname} : +${row.growth} Mo`);
    const earlierCell = earlier ? ` ${exportsBefore.get(row.pathname).toFixed(0)} |` : "";
    console.log(
      `| ${row.pathname} | ${(row.bytes / 1e6).toFixed(1)} |${earlierCell} ${row.ms.toFixed(0)} | ${row.growth} |`,
    );
  }
  const deleted = Object.entries(purge.report)
    .filter(([key, value]) => typeof value === "number" && key !== "ms")
    .map(([key, value]) => `${key} ${value}`)
    .join(", ");
  console.log(
    `\nPremière purge : ${(purge.report.ms / 1000).toFixed(1)} s (${deleted}) ; pendant ce temps, ${purge.served} accueils du tableau de bord servis, le plus lent en ${purge.slowest.toFixed(0)} ms.`,
  );
  console.log(
    `Sitemap : index de ${files.length} fichiers, ${addresses} adresses (attendu ${expected}), 50 000 au plus par fichier.`,
  );
} finally {
  if (server) await stop();
  await database.drop();
}
if (failures.length > 0) {
  console.error(`ÉCHEC :\n${failures.join("\n")}`);
  process.exit(1);
}
