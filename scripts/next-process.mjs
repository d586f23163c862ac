// Runs the Next.js CLI as a direct child (not through npx), so that stopping this process's
// child stops the server itself rather than leaving it orphaned.
import { spawn, spawnSync } from "node:child_process";
import { createRequire } from "node:module";

const nextBin = createRequire(import.meta.url).resolve("next/dist/bin/next");
const baseEnv = { NEXT_TELEMETRY_DISABLED: "1" };

export function runNext(args, env = {}) {
  return spawnSync(process.execPath, [nextBin, ...args], {
    stdio: "inherit",
    env: { ...process.env, ...baseEnv, ...env },
  });
}

/** Starts the production server; the returned child stops with `kill()`. */
export function startNext(port, env = {}, stdio = "inherit") {
  const server = spawn(process.execPath, [nextBin, "start", "--port", String(port)], {
    stdio,
    env: { ...process.env, ...baseEnv, NODE_ENV: "production", ...env },
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
  return server;
}
