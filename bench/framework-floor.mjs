// The framework's floor (bench/framework-floor/README.md): builds that one-page app with this
// repository's Next.js and React and serves it, for bench:lighthouse to measure beside our pages.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

const source = path.resolve("bench/framework-floor");
// Inside .next (ignored by git, TypeScript and ESLint), on the repository's file system so that
// node_modules can be hard-linked: Turbopack compiles nothing outside an app's root, and the app
// must run on its own copy of Next.js and React, not on this repository's (two Reacts fail).
const directory = path.resolve(".next/framework-floor");
const next = (...args) => [path.join(directory, "node_modules/next/dist/bin/next"), ...args];
const options = {
  cwd: directory,
  env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1", NODE_ENV: "production" },
};

/** Builds the floor and starts it on `port`; the returned child stops with `kill()`. */
export function startFrameworkFloor(port) {
  rmSync(directory, { recursive: true, force: true });
  cpSync(source, directory, { recursive: true });
  spawnSync("cp", ["-al", path.resolve("node_modules"), path.join(directory, "node_modules")], {
    stdio: "inherit",
  });
  writeFileSync(
    path.join(directory, "next.config.mjs"),
    `export default { turbopack: { root: ${JSON.stringify(directory)} } };\n`,
  );
  const build = spawnSync(process.execPath, next("build"), { ...options, stdio: "ignore" });
  if (build.status !== 0)
    throw new Error(`Le plancher ne s'est pas construit (next build dans ${directory}).`);
  return spawn(process.execPath, next("start", "--port", String(port)), {
    ...options,
    stdio: "ignore",
  });
}
