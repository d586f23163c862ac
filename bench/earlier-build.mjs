// An earlier commit's build, measured beside the current one in the same run (`--avant DIR` of
// bench:lighthouse and bench:scale): DIR is a worktree of that commit, its node_modules installed
// or hard-linked, built with `next build` (issue 69: the public pages before their move to Astro).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { freshDataDirectory, startOnFreshData } from "../scripts/next-process.mjs";

/**
 * The directory named after `--avant` on the command line, or null; exits with a French line
 * when it names no built worktree.
 */
export function earlierBuildArgument(argv = process.argv.slice(2)) {
  const at = argv.indexOf("--avant");
  if (at < 0) return null;
  const directory = path.resolve(argv[at + 1] ?? "");
  if (!existsSync(path.join(directory, ".next/BUILD_ID"))) {
    console.error(
      `--avant ${argv[at + 1] ?? ""} : aucun build dans ce dossier (un worktree construit avec next build).`,
    );
    process.exit(2);
  }
  return directory;
}

/** The command line without `--avant DIR`. */
export function withoutEarlierBuild(argv = process.argv.slice(2)) {
  const at = argv.indexOf("--avant");
  return at < 0 ? argv : [...argv.slice(0, at), ...argv.slice(at + 2)];
}

/**
 * Starts the build in `directory` as its own `next start` did (scripts/next-process.mjs of that
 * commit) on `port`; `env` adds to this process's (DATABASE_URL or DATA_DIR, SITE_URL). The
 * returned child stops with `kill()`.
 */
export function startEarlierBuild(directory, port, env, stdio = "ignore") {
  return spawn(
    process.execPath,
    [
      "--import",
      path.join(directory, "scripts/listen-address.mjs"),
      path.join(directory, "node_modules/next/dist/bin/next"),
      "start",
      "--port",
      String(port),
    ],
    {
      cwd: directory,
      stdio,
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production", ...env },
    },
  );
}

/**
 * The earlier build on a new PGlite directory (seeded at start unless `dataDir` holds a database),
 * removed when it stops: what startNextOnFreshData is to the current build.
 * @param {string} directory
 * @param {number} port
 * @param {Record<string, string>} env
 * @param {string} [dataDir]
 */
export function startEarlierBuildOnFreshData(directory, port, env, dataDir = freshDataDirectory()) {
  return startOnFreshData(
    (dataEnv) => startEarlierBuild(directory, port, { ...env, ...dataEnv }),
    dataDir,
  );
}
