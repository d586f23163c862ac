// The frameworks' floors (bench/framework-floor/README.md): builds one of the one-page apps with
// this repository's own packages and serves it, for bench:lighthouse to measure beside our pages.
import { spawn, spawnSync } from "node:child_process";
import { cpSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

/**
 * How each floor builds and starts (both servers read PORT from the environment), run in its own
 * copy: Next.js's Turbopack compiles nothing outside an app's root, and each app must run on its
 * own copy of React (two Reacts fail).
 */
const FLOORS = {
  next: {
    build: ["node_modules/next/dist/bin/next", "build"],
    start: ["node_modules/next/dist/bin/next", "start"],
    configure: (directory) =>
      writeFileSync(
        path.join(directory, "next.config.mjs"),
        `export default { turbopack: { root: ${JSON.stringify(directory)} } };\n`,
      ),
  },
  astro: {
    build: ["node_modules/astro/bin/astro.mjs", "build"],
    start: ["dist/server/entry.mjs"],
    // Astro bundles the integrations its package.json names: without one, its React renderer's
    // virtual module (`astro:react:opts`) is left for Node.js to import, which it cannot.
    configure: (directory) =>
      writeFileSync(
        path.join(directory, "package.json"),
        JSON.stringify({
          private: true,
          type: "module",
          dependencies: Object.fromEntries(
            ["astro", "@astrojs/node", "@astrojs/react", "react", "react-dom"].map((name) => [
              name,
              "*",
            ]),
          ),
        }),
      ),
  },
};

/**
 * Builds the floor of `framework` ("next" or "astro") and starts it on `port`, loopback; the
 * returned child stops with `kill()`.
 */
export function startFrameworkFloor(framework, port) {
  const floor = FLOORS[framework];
  // Inside .next (ignored by git, TypeScript and ESLint), on the repository's file system so that
  // node_modules can be hard-linked.
  const directory = path.resolve(`.next/framework-floor-${framework}`);
  rmSync(directory, { recursive: true, force: true });
  cpSync(path.resolve("bench/framework-floor", framework), directory, { recursive: true });
  spawnSync("cp", ["-al", path.resolve("node_modules"), path.join(directory, "node_modules")], {
    stdio: "inherit",
  });
  floor.configure(directory);
  const options = {
    cwd: directory,
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      ASTRO_TELEMETRY_DISABLED: "1",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
    },
  };
  const build = spawnSync(process.execPath, floor.build, { ...options, stdio: "ignore" });
  if (build.status !== 0)
    throw new Error(`Le plancher ${framework} ne s'est pas construit (dans ${directory}).`);
  return spawn(process.execPath, floor.start, { ...options, stdio: "ignore" });
}
