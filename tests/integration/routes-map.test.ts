import { existsSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../support/schema";

/**
 * The README's 'Where each URL lives' table is the map from the site's French addresses to the
 * code: every route under src/app is in it, and every folder, file and table it names exists.
 */
const root = path.resolve(import.meta.dirname, "../..");
const src = path.join(root, "src");

/**
 * The address of each folder of src/app that holds a page or a route handler, and of each page
 * of src/site/pages (Astro's public pages, decision 085: a file names its address, `index` its
 * folder's; not the error page).
 */
async function routeAddresses(): Promise<string[]> {
  const address = (segments: string[]) => `/${segments.filter(Boolean).join("/")}`;
  const next = await readdir(path.join(src, "app"), { recursive: true, withFileTypes: true });
  const astro = await readdir(path.join(src, "site/pages"), {
    recursive: true,
    withFileTypes: true,
  });
  return [
    ...next
      .filter((entry) => entry.isFile() && /^(page\.tsx|route\.tsx?)$/.test(entry.name))
      .map((entry) => {
        const folder = path.relative(path.join(src, "app"), entry.parentPath);
        // Route groups such as (site) are not part of the address.
        return address(folder.split(path.sep).filter((part) => !/^\(.*\)$/.test(part)));
      }),
    ...astro
      // Its error page (500.astro) is no address of the site.
      .filter(
        (entry) => entry.isFile() && entry.name.endsWith(".astro") && entry.name !== "500.astro",
      )
      .map((entry) => {
        const folder = path.relative(path.join(src, "site/pages"), entry.parentPath);
        const page = entry.name.replace(/\.astro$/, "");
        return address([...folder.split(path.sep), page === "index" ? "" : page]);
      }),
  ].sort();
}

/** The table's rows, each cell's code spans. */
async function tableRows(): Promise<string[][][]> {
  const readme = await readFile(path.join(root, "README.md"), "utf8");
  const section = readme.split("### Where each URL lives")[1]!.split(/\n#{2,3} /)[0]!;
  return section
    .split("\n")
    .filter((line) => line.startsWith("| `"))
    .map((line) =>
      line
        .split("|")
        .slice(1, -1)
        .map((cell) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!)),
    );
}

describe("the README's map of URLs to code", () => {
  it("lists every route folder under src/app", async () => {
    const listed = new Set((await tableRows()).flatMap(([urls]) => urls!));
    const missing = (await routeAddresses()).filter((address) => !listed.has(address));
    expect(missing).toEqual([]);
  });

  it("names domains, files and tables that exist", async () => {
    const tables = new Set<string>(
      Object.values(schema)
        .filter((value) => is(value, PgTable))
        .map((table) => getTableName(table)),
    );
    const wrong: string[] = [];
    for (const [, domains = [], files = [], named = []] of await tableRows()) {
      for (const domain of domains) {
        if (!existsSync(path.join(src, domain))) wrong.push(`dossier ${domain}`);
      }
      // A file is written from src/, from src/features/, or from one of the row's domains.
      for (const file of files.filter((name) => /\.(tsx?|mjs)$/.test(name))) {
        const bases = [src, path.join(src, "features"), ...domains.map((d) => path.join(src, d))];
        if (!bases.some((base) => existsSync(path.join(base, file)))) wrong.push(`fichier ${file}`);
      }
      for (const table of named) if (!tables.has(table)) wrong.push(`table ${table}`);
    }
    expect(wrong).toEqual([]);
  });
});
