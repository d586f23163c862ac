// npm run bench:scale — the public pages' uncached render time on PostgreSQL with the demo content,
// then with 1,000 formations, 2,000 locations, 10,000 events and 100,000 blog posts added.
// A page showing a bounded amount must not slow down with the table sizes. Also checks that the
// sitemap stays valid past 50,000 addresses. Needs PostgreSQL: BENCH_DATABASE_URL or
// TEST_DATABASE_URL (a server where this script may create and drop a database).
// Prints a Markdown table for docs/benchmarks.md.
import { randomBytes } from "node:crypto";
import { cpus } from "node:os";
import pg from "pg";
import { PUBLIC_PAGES } from "./pages.mjs";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { startNext, waitUntilPortFree, waitUntilServing } from "../scripts/next-process.mjs";

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    "bench:scale a besoin de PostgreSQL : définissez BENCH_DATABASE_URL (ou TEST_DATABASE_URL).",
  );
  process.exit(2);
}
const PORT = 3204;
const base = `http://127.0.0.1:${PORT}`;
const RUNS = 5;
const PAGES = [...PUBLIC_PAGES, "/api/blog/articles?offset=9", "/sitemap.xml"];
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

const databaseName = `bench_scale_${randomBytes(4).toString("hex")}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).toString();

async function sql(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** Median render time of `pathname` with an empty cache: every tag is expired before each try. */
async function uncachedRender(pathname) {
  const times = [];
  for (let run = 0; run < RUNS; run += 1) {
    await sql(
      databaseUrl,
      `SELECT pg_notify('cache_invalidation', '${JSON.stringify({ origin: "bench", tags: ALL_TAGS })}')`,
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    const response = await fetch(base + pathname);
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${pathname} : HTTP ${response.status}`);
    // A page served from the cache (HIT, or STALE while it renders behind) measures nothing. A
    // route handler under /api runs on every request and carries no such header.
    const cache = response.headers.get("x-nextjs-cache");
    const expected = pathname.startsWith("/api/") ? null : "MISS";
    if (cache !== expected)
      throw new Error(
        `${pathname} : réponse ${cache ?? "sans x-nextjs-cache"} au lieu de ${expected ?? "sans x-nextjs-cache"}, le rendu n'a pas été mesuré.`,
      );
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)];
}

async function measureAll() {
  const results = new Map();
  for (const pathname of PAGES) await fetch(base + pathname); // load the code of each route once
  for (const pathname of PAGES) results.set(pathname, await uncachedRender(pathname));
  return results;
}

/** 1,000 formations, 2,000 locations, 10,000 events and 100,000 published posts, in SQL. */
const FILL = `
INSERT INTO locations (country, country_code, city, permanent, stay_start, stay_end)
SELECT 'Pays ' || (i % 150), NULL, 'Ville ' || i, i % 4 = 0,
       CASE WHEN i % 4 = 0 THEN NULL ELSE CURRENT_DATE + (i % 365) END,
       CASE WHEN i % 4 = 0 THEN NULL ELSE CURRENT_DATE + (i % 365) + 7 END
FROM generate_series(1, 2000) AS i;

INSERT INTO events (nom, description, start_date, end_date, location)
SELECT 'Événement ' || i, 'Un événement de démonstration.', CURRENT_DATE + (i % 730) - 365, CURRENT_DATE + (i % 730) - 363,
       (SELECT min(id) FROM locations) + (i % 2000)
FROM generate_series(1, 10000) AS i;

INSERT INTO formations (slug, title, description, duration, price_no_tax, certification, format, objectives, event_id, training_program)
SELECT 'formation-echelle-' || i, 'Formation à l''échelle ' || i, 'Une formation générée pour le banc d''essai.', '2 jours', 900 + i, i % 3 = 0, 'Présentiel',
       ARRAY['Comprendre', 'Pratiquer'], CASE WHEN i % 5 = 0 THEN (SELECT min(id) FROM events) + i ELSE NULL END,
       '{"Introduction": ["Présentation"], "Pratique": ["Atelier"]}'::jsonb
FROM generate_series(1, 1000) AS i;

INSERT INTO blog_posts (slug, title, description, content, date, published, tags)
SELECT 'article-echelle-' || i, 'Article à l''échelle ' || i, 'Un article généré pour le banc d''essai.', '## Titre' || chr(10) || chr(10) || 'Texte.',
       CURRENT_DATE - (i % 3000), true, ARRAY['échelle']
FROM generate_series(1, 100000) AS i;
ANALYZE;
`;

buildIfNeeded();
await sql(adminUrl, `CREATE DATABASE ${databaseName}`);
let server;
const start = async () => {
  await waitUntilPortFree(PORT);
  server = startNext(PORT, { DATABASE_URL: databaseUrl, SITE_URL: base }, "ignore");
  await waitUntilServing(base, server, "/");
};
const stop = () =>
  new Promise((resolve) =>
    server.exitCode !== null ? resolve() : (server.once("exit", resolve), server.kill("SIGTERM")),
  );
let failed = false;
try {
  await start();
  const small = await measureAll();
  await stop();
  const filled = performance.now();
  await sql(databaseUrl, FILL);
  console.log(`Remplissage : ${((performance.now() - filled) / 1000).toFixed(1)} s`);
  await start();
  const large = await measureAll();

  // The sitemap past 50,000 addresses: an index of files of 50,000 at most, every address once.
  const index = await (await fetch(`${base}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname);
  let addresses = 0;
  for (const file of files) {
    const xml = await (await fetch(base + file)).text();
    const count = (xml.match(/<url>/g) ?? []).length;
    if (count > 50_000) failed = true;
    addresses += count;
  }
  const { rows } = await sql(
    databaseUrl,
    "SELECT (SELECT count(*) FROM formations) + (SELECT count(*) FROM blog_posts WHERE published) AS n",
  );
  const expected = Number(rows[0].n) + 11;
  if (!index.includes("<sitemapindex") || addresses !== expected) failed = true;

  console.log(
    `\n${new Date().toISOString().slice(0, 10)} · ${cpus().length} cœurs · PostgreSQL · médiane de ${RUNS} rendus sans cache\n`,
  );
  console.log("| Page | démo (ms) | grandes tables (ms) | rapport |");
  console.log("| --- | ---: | ---: | ---: |");
  for (const pathname of PAGES) {
    const before = small.get(pathname);
    const after = large.get(pathname);
    console.log(
      `| ${pathname} | ${before.toFixed(0)} | ${after.toFixed(0)} | ${(after / before).toFixed(1)} |`,
    );
  }
  console.log(
    `\nSitemap : index de ${files.length} fichiers, ${addresses} adresses (attendu ${expected}), 50 000 au plus par fichier.`,
  );
} finally {
  if (server) await stop();
  await sql(adminUrl, `DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
}
if (failed) {
  console.error("ÉCHEC : sitemap invalide.");
  process.exit(1);
}
