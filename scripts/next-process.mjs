// Runs the site's server (scripts/site-server.mjs) and the Next.js CLI as direct children (not
// through npx), so that stopping this process's child stops the server itself rather than
// leaving it orphaned.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

const require = createRequire(import.meta.url);
const nextBin = require.resolve("next/dist/bin/next");
// The package exports no path to its CLI: found beside its package.json.
const astroBin = path.join(path.dirname(require.resolve("astro/package.json")), "bin/astro.mjs");
// Neither framework may reach the internet to report on its use.
const baseEnv = { NEXT_TELEMETRY_DISABLED: "1", ASTRO_TELEMETRY_DISABLED: "1" };

/** Builds the dashboard (Next.js) then the public pages (Astro): `npm run build`. */
export function buildSite() {
  for (const bin of [nextBin, astroBin]) {
    const result = spawnSync(process.execPath, [bin, "build"], {
      stdio: "inherit",
      env: { ...process.env, ...baseEnv },
    });
    if (result.status !== 0) return result;
  }
  return { status: 0 };
}

const siteServer = new URL("./site-server.mjs", import.meta.url).pathname;
const root = path.resolve(import.meta.dirname, "..");

/**
 * A node must fit a small server (issue 69: 400 MB under bench:soak). V8 sizes its heap from the
 * machine's memory and collects lazily below that: on a 24 GB host the server held 700–900 MB for
 * some 105 MB of live objects. Under load the resident memory follows the old generation's cap
 * (some 175–190 MB above it): 208 MB keeps a node at 400 MB with twice the live objects' room.
 * The young generation stays at 16 MB a half: at 8 the dashboard's renders, which allocate much,
 * served a third fewer requests (a young one at V8's default under a capped old one thrashes).
 * The cap has a price under load: below 256 MB V8 grows the old generation by small steps, so
 * collects it more often (bench:heap: the dashboard serves some 20 % fewer requests than uncapped).
 * A server with memory to spare sets its own with NODE_OPTIONS (docs/deployment.md), which then
 * replaces these two flags. The figures are in docs/benchmarks.md. glibc keeps two malloc arenas
 * rather than one per thread.
 */
const MEMORY_FLAGS = ["--max-old-space-size=208", "--max-semi-space-size=16"];
const MEMORY_ENV = { MALLOC_ARENA_MAX: "2" };

/**
 * The server's arguments to Node: the heap's flags, unless the environment's NODE_OPTIONS sizes the
 * old generation itself (an operator's choice, docs/deployment.md), then the server's file.
 * @param {Record<string, string | undefined>} env
 */
export function serverArguments(env) {
  const operatorSizesHeap = /--max-old-space-size\b/.test(env.NODE_OPTIONS ?? "");
  return [...(operatorSizesHeap ? [] : MEMORY_FLAGS), siteServer];
}

/**
 * Starts the production server; the returned child stops with `kill()`.
 * @param {number | string} port
 * @param {Record<string, string>} [env]
 * @param {import("node:child_process").StdioOptions} [stdio]
 * @returns {import("node:child_process").ChildProcess}
 */
export function startNext(port, env = {}, stdio = "inherit") {
  const serverEnv = { ...MEMORY_ENV, ...process.env, ...baseEnv, NODE_ENV: "production", ...env };
  // From the project's root whatever the caller's directory: Next.js loads next.config.ts's own
  // imports relative to it.
  const server = spawn(process.execPath, serverArguments(serverEnv), {
    cwd: root,
    stdio,
    env: { ...serverEnv, PORT: String(port) },
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  return server;
}

/**
 * For test and benchmark servers whose clients are scripts on this machine: they stand for the
 * reverse proxy, and say with X-Forwarded-For which visitor each request comes from.
 */
export const LOOPBACK_AS_PROXY = { TRUSTED_PROXIES: "127.0.0.1,::1" };

/** A new, empty temporary directory for a server's embedded database. */
export function freshDataDirectory() {
  return mkdtempSync(path.join(tmpdir(), "next-data-"));
}

/**
 * Starts the production server on a new PGlite directory (seeded at start unless told not to),
 * removed when the server stops: for tests and benchmarks, never the developer's ./.data.
 * @param {number | string} port
 * @param {Record<string, string>} [env]
 * @param {import("node:child_process").StdioOptions} [stdio]
 * @param {string} [dataDir]
 */
export function startNextOnFreshData(
  port,
  env = {},
  stdio = "inherit",
  dataDir = freshDataDirectory(),
) {
  return startOnFreshData((dataEnv) => startNext(port, { ...env, ...dataEnv }, stdio), dataDir);
}

/**
 * Starts a server with `start`, given the environment that points it at a new PGlite directory;
 * the directory is removed when the server stops (an earlier build's server too, in the benches).
 * @param {(dataEnv: Record<string, string>) => import("node:child_process").ChildProcess} start
 * @param {string} [dataDir]
 */
export function startOnFreshData(start, dataDir = freshDataDirectory()) {
  const server = start({ DATA_DIR: dataDir, DATABASE_URL: "" });
  server.on("exit", () => rmSync(dataDir, { recursive: true, force: true }));
  return server;
}

/**
 * Resolves once nothing listens on `port` any more: a server stopped a moment ago (a retried
 * test, a benchmark run twice) may still hold it, and a new one would then answer nothing while
 * the old one answers for it.
 * @param {number | string} port
 */
export async function waitUntilPortFree(port) {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const inUse = await new Promise((resolve) => {
      const socket = connect(Number(port), "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (!inUse) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Le port ${port} reste occupé.`);
}

/**
 * Resolves once the server answers `path` with a success, fails if it exits or stays silent.
 * @param {string} baseUrl
 * @param {import("node:child_process").ChildProcess} server
 * @param {string} [path]
 */
export async function waitUntilServing(baseUrl, server, path = "/formations") {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (server.exitCode !== null)
      throw new Error(`Le serveur s'est arrêté (code ${server.exitCode}).`);
    try {
      // A server that accepts but never answers is asked again, not waited on for ever.
      if ((await fetch(`${baseUrl}${path}`, { signal: AbortSignal.timeout(10_000) })).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Le serveur ne répond pas sur ${baseUrl}.`);
}
