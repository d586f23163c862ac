// npm run bench:proxy — the production server behind nginx configured by deploy/nginx.conf, the
// file docs/deployment.md tells operators to install. Installs nothing: it needs `nginx` on the
// PATH and says how to get it otherwise.
//
// The shipped file is read as it is; only what ties it to a real machine is replaced (the app's
// port, the cache directory, TLS and the listening ports), and a replacement that no longer finds
// its line stops the bench, so it cannot drift from the file. A second nginx server block serves a
// static copy of the same page's HTML: the reference for the micro-cache.
//
// It checks what the cache must never do (serve a signed-in visitor or the dashboard from it), then
// measures with autocannon, 50 connections (BENCH_CONNECTIONS), 10 s per run (BENCH_SECONDS):
// each page through nginx and straight from Node, each against the static copy through nginx
// (target: page through nginx ≥ 0.9 × static file, on the median of the rounds, printed with their
// range and the machine's load average around them). Last, an administrator edits a formation in
// the dashboard through nginx, and the bench times how long the public page through nginx takes
// to show it (target ≤ 2 s). Prints Markdown for docs/benchmarks.md; exits 1 on a miss.
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { compare, median, ROUNDS, spread } from "./throughput.mjs";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { chromiumFlags, chromiumPath } from "../scripts/chromium.mjs";
import {
  freshDataDirectory,
  LOOPBACK_AS_PROXY,
  startNextOnFreshData,
  waitUntilServing,
} from "../scripts/next-process.mjs";
import { freePort } from "../tests/support/server.ts";
import { demoDatabaseWithStaff } from "../tests/support/fixture-database.ts";
import { STAFF } from "../tests/support/staff-accounts.ts";

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATIO_TARGET = 0.9;
const EDIT_TARGET_MS = 2_000;
const FORMATION = "/formation/python-pour-l-analyse-de-donnees";
const PAGES = ["/", FORMATION];
const STATIC_COPY = "/copie-statique.html";

if (spawnSync("nginx", ["-v"]).error) {
  console.error(
    "bench:proxy a besoin de nginx, absent du PATH. Installez-le, puis relancez :\n" +
      "  Debian, Ubuntu : sudo apt-get install nginx-light   (ou nginx)\n" +
      "  Fedora : sudo dnf install nginx      macOS : brew install nginx",
  );
  process.exit(2);
}

/**
 * deploy/nginx.conf with the machine's details replaced by local ones. Each replacement must find
 * its text, or the shipped file changed and the bench would measure something else.
 */
function benchConfig(ports, cacheDir, accessLog) {
  let config = readFileSync("deploy/nginx.conf", "utf8");
  const replace = (pattern, by) => {
    if (!pattern.test(config))
      throw new Error(
        `deploy/nginx.conf ne contient plus ${pattern} : mettez bench/proxy.mjs à jour.`,
      );
    config = config.replace(pattern, by);
  };
  replace(/server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${ports.app};`);
  replace(/proxy_cache_path \/var\/cache\/nginx\/formations /, `proxy_cache_path ${cacheDir} `);
  replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${ports.proxy};`);
  replace(/\n\s*ssl_certificate .*;/, "");
  replace(/\n\s*ssl_certificate_key .*;/, "");
  replace(/listen 80;/, `listen 127.0.0.1:${ports.redirect};`);
  replace(/access_log \/var\/log\/nginx\/formations\.access\.log /, `access_log ${accessLog} `);
  return config;
}

/** The whole nginx configuration: a private prefix, the site's file, and the static reference. */
function writeNginxFiles(ports, directory) {
  const files = (name) => path.join(directory, name);
  // nginx's workers run as an unprivileged user when it starts as root: they must reach the static
  // copy, and nginx creates the cache and temporary directories itself, owned by them.
  chmodSync(directory, 0o755);
  mkdirSync(files("static"));
  writeFileSync(files("formations.conf"), benchConfig(ports, files("cache"), files("access.log")));
  writeFileSync(
    files("nginx.conf"),
    `daemon off;
worker_processes auto;
pid ${files("nginx.pid")};
error_log ${files("error.log")} warn;
events { worker_connections 4096; }
http {
    access_log off;
    include /etc/nginx/mime.types;
    client_body_temp_path ${files("temp")};
    proxy_temp_path ${files("temp")};
    include ${files("formations.conf")};
    server {
        listen 127.0.0.1:${ports.static};
        root ${files("static")};
    }
}
`,
  );
  return files;
}

/** Resolves once nginx answers on `port`, fails if it exits first (its reason is on stderr). */
async function startNginx(files, port) {
  const nginx = spawn(
    "nginx",
    ["-p", path.dirname(files("nginx.conf")), "-c", files("nginx.conf"), "-e", files("error.log")],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  for (let attempt = 0; attempt < 40; attempt += 1) {
    if (nginx.exitCode !== null)
      throw new Error(
        `nginx s'est arrêté (code ${nginx.exitCode}) : ${readFileSync(files("error.log"), "utf8")}`,
      );
    try {
      await fetch(`http://127.0.0.1:${port}/`, { method: "HEAD" });
      return nginx;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error("nginx ne répond pas.");
}

/** What the micro-cache answered (X-Cache), with the status. */
async function cacheStatus(url, init = {}) {
  const response = await fetch(url, init);
  await response.arrayBuffer();
  return `${response.status} ${response.headers.get("x-cache") ?? "hors cache"}`;
}

/** The rules the micro-cache must keep, each as [what, observed, expected]. */
async function cacheRules(browser, proxy) {
  const page = `${proxy}${FORMATION}`;
  await fetch(page);
  const gzip = await fetch(page, { headers: { "accept-encoding": "gzip" } });
  await gzip.arrayBuffer();
  return [
    ["une page publique, redemandée aussitôt", await cacheStatus(page), "200 HIT"],
    [
      "la même page avec un cookie de session",
      await cacheStatus(page, { headers: { cookie: "atlas.session_token=x" } }),
      "200 BYPASS",
    ],
    [
      "la même page en aperçu de brouillon",
      await cacheStatus(page, { headers: { cookie: "apercu=1" } }),
      "200 BYPASS",
    ],
    [
      "le tableau de bord, sans session",
      await cacheStatus(`${proxy}/dashboard`, { redirect: "manual" }),
      "307 hors cache",
    ],
    ["la page de connexion", await cacheStatus(`${proxy}/login`), "200 hors cache"],
    [
      "une requête POST sur une page publique, deux fois",
      `${await cacheStatus(page, { method: "POST" })}, ${await cacheStatus(page, { method: "POST" })}`,
      "200 hors cache, 200 hors cache",
    ],
    [
      "un lien suivi (charge utile RSC), puis la même adresse en page",
      await routerNavigation(browser, proxy),
      "text/x-component ; text/html",
    ],
    ["la compression par nginx", gzip.headers.get("content-encoding") ?? "aucune", "gzip"],
  ];
}

/**
 * A link followed in the browser (the router fetches the next page's RSC payload), then the same
 * address loaded as a page: each through the micro-cache gets its own kind of answer.
 */
async function routerNavigation(browser, proxy) {
  const page = await browser.newPage({ baseURL: proxy });
  const payloads = [];
  page.on("response", (response) => {
    if (new URL(response.url()).searchParams.has("_rsc"))
      payloads.push(response.headers()["content-type"]?.split(";")[0]);
  });
  await page.goto("/");
  await page.locator('main a[href="/formations"]').first().click();
  await page.waitForURL(/\/formations$/);
  const html = await fetch(`${proxy}/formations`);
  await html.arrayBuffer();
  await page.close();
  return `${[...new Set(payloads)].join(", ") || "aucune requête du routeur"} ; ${html.headers.get("content-type")?.split(";")[0]}`;
}

/** An administrator changes the formation's duration in the dashboard, through nginx: ms until the public page shows it. */
async function editDelay(browser, proxy) {
  const page = await browser.newPage({ baseURL: proxy, locale: "fr-FR" });
  // Visitors keep the page fresh in the micro-cache, so that the edit meets the worst case: a
  // copy stored just before it was saved.
  const visitors = new AbortController();
  void (async () => {
    while (!visitors.signal.aborted)
      await fetch(`${proxy}${FORMATION}`, { signal: visitors.signal })
        .then((response) => response.arrayBuffer())
        .catch(() => {});
  })();
  try {
    await page.goto("/login");
    await page.getByLabel("Email").fill(STAFF.admin.email);
    await page.getByLabel("Mot de passe").fill(STAFF.admin.password);
    await page.getByRole("button", { name: "Se connecter" }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto("/dashboard/formations?q=Python pour l'analyse");
    await page
      .getByRole("button", { name: /^Modifier « Python pour l'analyse de données »/ })
      .click();
    const duration = `${Date.now() % 1000} heures en équipe`;
    const dialog = page.getByRole("dialog", { name: "Modifier la formation" });
    await dialog.getByLabel("Durée *", { exact: true }).fill(duration);
    await dialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
    await page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Formation modifiée avec succès" })
      .waitFor();
    const saved = performance.now();
    while (performance.now() - saved < 10_000) {
      if ((await (await fetch(`${proxy}${FORMATION}`)).text()).includes(duration))
        return performance.now() - saved;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Infinity;
  } finally {
    visitors.abort();
    await page.close();
  }
}

buildIfNeeded();
const ports = {
  app: await freePort(),
  proxy: await freePort(),
  static: await freePort(),
  redirect: await freePort(),
};
const proxy = `http://127.0.0.1:${ports.proxy}`;
const app = `http://127.0.0.1:${ports.app}`;
const directory = mkdtempSync(path.join(tmpdir(), "bench-proxy-"));
const dataDir = freshDataDirectory();
await demoDatabaseWithStaff(dataDir);
// The site's address is the proxy's: the sign-in and the dashboard's forms check their origin.
const server = startNextOnFreshData(
  ports.app,
  { SITE_URL: proxy, ...LOOPBACK_AS_PROXY },
  "ignore",
  dataDir,
);
let nginx;
let browser;
const misses = [];
try {
  await waitUntilServing(app, server, "/");
  const files = writeNginxFiles(ports, directory);
  nginx = await startNginx(files, ports.proxy);
  browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });

  console.log(
    `${new Date().toISOString().slice(0, 10)} · ${cpus().length} cœurs · nginx ${spawnSync("nginx", ["-v"], { encoding: "utf8" }).stderr.trim().split("/")[1]} · ${SECONDS} s par mesure, ${ROUNDS} tours, ${CONNECTIONS} connexions\n`,
  );
  console.log("| Règle du cache | observé | attendu |\n| --- | --- | --- |");
  for (const [rule, observed, expected] of await cacheRules(browser, proxy)) {
    console.log(`| ${rule} | ${observed} | ${expected} |`);
    if (observed !== expected) misses.push(`${rule} : ${observed} au lieu de ${expected}`);
  }

  console.log(
    "\n| Page | via | req/s | fichier statique via nginx, req/s | rapport | p50 (ms) | p99 (ms) | échecs | charge (1 min) |",
  );
  console.log("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |");
  for (const pathname of PAGES) {
    // The reference: the page's own HTML as a file, so both sides send the same bytes.
    writeFileSync(
      path.join(files("static"), STATIC_COPY),
      await (await fetch(app + pathname)).text(),
    );
    const reference = `http://127.0.0.1:${ports.static}${STATIC_COPY}`;
    for (const [via, base] of [
      ["nginx (micro-cache)", proxy],
      ["Node seul", app],
    ]) {
      // The machine's load around the rounds: a ratio measured while other work ran is read so.
      const loadBefore = loadavg()[0];
      const row = await compare(base + pathname, reference, {
        connections: CONNECTIONS,
        seconds: SECONDS,
      });
      console.log(
        `| ${pathname} | ${via} | ${spread(row.rps)} | ${spread(row.reference)} | ${spread(row.ratio, 2)} | ${row.p50} | ${row.p99} | ${row.failures} | ${loadBefore.toFixed(2)} → ${loadavg()[0].toFixed(2)} |`,
      );
      if (row.failures > 0)
        misses.push(`${pathname} via ${via} : ${row.failures} requêtes en échec`);
      const ratio = median(row.ratio);
      if (base === proxy && ratio < RATIO_TARGET)
        misses.push(`${pathname} via nginx : rapport ${ratio.toFixed(2)} < ${RATIO_TARGET}`);
    }
  }

  const delay = await editDelay(browser, proxy);
  console.log(
    `\nModification dans le tableau de bord visible via nginx après ${Number.isFinite(delay) ? `${Math.round(delay)} ms` : "plus de 10 s"} (objectif ≤ ${EDIT_TARGET_MS} ms).`,
  );
  if (delay > EDIT_TARGET_MS) misses.push(`modification visible après ${Math.round(delay)} ms`);
} finally {
  await browser?.close();
  nginx?.kill("SIGQUIT");
  server.kill("SIGTERM");
  rmSync(directory, { recursive: true, force: true });
}
if (misses.length > 0) {
  console.error(`\nÉCHEC :\n- ${misses.join("\n- ")}`);
  process.exit(1);
}
