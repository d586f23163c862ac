// Builds the production bundle when it is missing or older than the sources, so that
// `npm start` and the end-to-end tests always serve the code that is checked out.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { buildSite } from "./next-process.mjs";

const root = path.resolve(import.meta.dirname, "..");
const stampFile = path.join(root, ".next", "source-fingerprint");
const inputs = [
  "src",
  "public",
  "next.config.ts",
  "astro.config.mjs",
  "package-lock.json",
  "tsconfig.json",
  "postcss.config.mjs",
];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (statSync(full).isDirectory()) {
    for (const child of readdirSync(full).sort()) yield* files(path.join(entry, child));
  } else {
    yield entry;
  }
}

function fingerprint() {
  const hash = createHash("sha256");
  for (const input of inputs) {
    for (const file of files(input)) {
      if (/\.test\.tsx?$/.test(file)) continue; // tests do not change the build
      hash
        .update(file)
        .update("\0")
        .update(readFileSync(path.join(root, file)))
        .update("\0");
    }
  }
  return hash.digest("hex");
}

/** With `force` (`npm run build`), builds whatever the stamp says. */
export function buildIfNeeded(force = false) {
  const current = fingerprint();
  const built =
    existsSync(path.join(root, ".next", "BUILD_ID")) &&
    existsSync(path.join(root, "dist", "server", "entry.mjs")) &&
    existsSync(stampFile)
      ? readFileSync(stampFile, "utf8")
      : null;
  if (built === current && !force) return;
  console.log(built ? "Sources modifiées : reconstruction…" : "Première construction du site…");
  const result = buildSite();
  if (result.status !== 0) process.exit(result.status ?? 1);
  writeFileSync(stampFile, current);
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfNeeded(process.argv[2] === "--force");
