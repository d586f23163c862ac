// The islands spike for `npm run bench:lighthouse -- --islands` (issue 49, decision 076): the
// home page, the Python formation page and /contact rendered by Astro from the site's React
// components (bench/islands/README.md). Installs bench/islands on the first run (its own
// package.json: the project's install, build and `npm start` do not change), builds it, and
// serves it behind its front door, which takes the Next.js build's files from the Next.js server.
import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const directory = path.resolve("bench/islands");
/** The pages the spike renders, by their path on both sides. */
export const ISLAND_PAGES = ["/", "/formation/python-pour-l-analyse-de-donnees", "/contact"];

function run(command, args) {
  const { status } = spawnSync(command, args, { cwd: directory, stdio: "inherit" });
  if (status !== 0) throw new Error(`${command} ${args.join(" ")} a échoué dans ${directory}.`);
}

/**
 * Builds the spike and serves it on `port` (Astro's own server on the next port), on the same
 * database as the Next.js server at `nextOrigin`, whose stylesheet and heading font it links.
 * The returned children stop with `kill()`.
 */
export async function startIslands(port, nextOrigin, databaseUrl) {
  // Astro 5: the last major that runs on Node 20 (Astro 6 and 7 ask for 22.12). React is the
  // project's, not a second copy: one React for the site's components and Astro's renderer.
  if (!existsSync(path.join(directory, "node_modules/astro")))
    run("npm", ["install", "--no-audit", "--no-fund", "--legacy-peer-deps"]);
  run(process.execPath, ["node_modules/astro/astro.js", "build", "--silent"]);
  const html = await (await fetch(`${nextOrigin}/`)).text();
  const head = [...html.matchAll(/<link rel="(?:preload|stylesheet)"[^>]*>/g)]
    .map(([link]) => link)
    .filter((link) => /as="font"|rel="stylesheet"/.test(link))
    .join("");
  const astro = spawn(process.execPath, [path.join(directory, "dist/server/entry.mjs")], {
    // The migrations are found from the working directory, as the site's server finds them.
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port + 1),
      DATABASE_URL: databaseUrl,
      SITE_URL: `http://localhost:${port}`,
      ISLANDS_NEXT_HEAD: head,
      ISLANDS_HTML_CLASS: html.match(/<html[^>]*\bclass="([^"]*)"/)?.[1] ?? "",
    },
    stdio: "ignore",
  });
  const front = spawn(
    process.execPath,
    [path.join(directory, "serve.mjs"), String(port), `http://127.0.0.1:${port + 1}`, nextOrigin],
    { stdio: "ignore" },
  );
  return {
    server: astro,
    kill() {
      astro.kill("SIGTERM");
      front.kill("SIGTERM");
    },
  };
}
