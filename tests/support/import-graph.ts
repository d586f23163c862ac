import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", ".astro", "/index.ts", "/index.tsx"];

/**
 * The value imports of a source file: `import … from`, `export … from`, bare `import "…"` and
 * `import("…")`, without the type-only ones (erased from the bundle). An .astro file's are read
 * from its frontmatter and scripts alike.
 */
export function valueImports(file: string): string[] {
  // Comments opening a line out first (one between the imported names would hide the
  // statement); not every "/*", which a glob in a string may hold.
  const text = readFileSync(file, "utf8")
    .replace(/^\s*\/\*[\s\S]*?\*\//gm, "")
    .replace(/^\s*\/\/.*$/gm, "");
  const specifiers: string[] = [];
  const pattern =
    /(?:^|[\s;}])(?:import|export)\s+(type\s+)?(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g;
  for (const match of text.matchAll(pattern)) {
    if (match[1]) continue;
    specifiers.push(match[2] ?? match[3]!);
  }
  return specifiers;
}

/** The file a specifier names from `from`, or null for a package. */
function resolveLocal(specifier: string, from: string): string | null {
  const base = specifier.startsWith("@/")
    ? path.join(root, "src", specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/**
 * Walks the value imports from `entries`: every local file reached, and every package a reached
 * file imports, each with the chain of files that reaches it (what those entries' bundle may load).
 */
function walk(entries: string[]) {
  const chains = new Map<string, string[]>(entries.map((entry) => [entry, [entry]]));
  const packages = new Map<string, string[]>();
  const queue = [...entries];
  for (let file = queue.shift(); file; file = queue.shift()) {
    for (const specifier of valueImports(file)) {
      const local = resolveLocal(specifier, file);
      const chain = [...chains.get(file)!, local ?? specifier];
      if (!local) {
        if (!packages.has(specifier)) packages.set(specifier, chain);
      } else if (!chains.has(local)) {
        chains.set(local, chain);
        queue.push(local);
      }
    }
  }
  return { files: chains, packages };
}

/** Every package a module reached from `entries` imports, with the chain of files that reaches it. */
export const packagesReached = (entries: string[]) => walk(entries).packages;

/** Every local file reached from `entries`, with the chain of files that reaches it. */
export const filesReached = (entries: string[]) => walk(entries).files;

export const relativeToRoot = (file: string) => path.relative(root, file);
