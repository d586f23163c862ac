import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { cp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle, type PgliteDatabase } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import * as schema from "./schema";
import { giveEachTableItsIdRange } from "./id-ranges";
import { insertStaff } from "./staff-accounts";

export { schema };

/*
 * Each embedded database a spec's server starts on is a copy of a template, built once for the
 * run by Playwright's global setup (or once per process, for the bench scripts). On a quiet
 * machine, a server that creates, migrates and seeds its own PGlite cluster answers 10.6 s after
 * its start; on a copy, 4.6 s.
 */

/** A migrated database with no rows. */
export const emptyDatabase = fromTemplate("empty", async (dataDir) => {
  const client = await PGlite.create(dataDir);
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: path.resolve("src/db/migrations") });
    await giveEachTableItsIdRange(db);
  } finally {
    await client.close();
  }
});

/** The demo content, as `npm run db:seed` writes it (dated from the real day, not FIXED_NOW). */
export const demoDatabase = fromTemplate("demo", async (dataDir) => {
  await emptyDatabase(dataDir);
  const seed = spawnSync("npm", ["run", "--silent", "db:seed"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(`Seed impossible : ${seed.stderr}`);
});

/** The demo content and the staff accounts of `STAFF`. */
export const demoDatabaseWithStaff = fromTemplate("demo-with-staff", async (dataDir) => {
  await demoDatabase(dataDir);
  await fixtureDatabase(insertStaff)(dataDir);
});

/**
 * Lets `fill` write the rows a spec needs into the embedded database in `dataDir` (an empty,
 * migrated one if the directory is empty), before a test server opens it (PGlite allows one
 * process at a time).
 */
export function fixtureDatabase(fill: (db: PgliteDatabase) => Promise<unknown>) {
  return async (dataDir: string) => {
    if (readdirSync(dataDir).length === 0) await emptyDatabase(dataDir);
    const client = await PGlite.create(dataDir);
    try {
      await fill(drizzle(client));
    } finally {
      await client.close();
    }
  };
}

/**
 * Copies into a directory the template `name`: the one Playwright's global setup built for the
 * whole run (E2E_TEMPLATES), or else one `build` makes on first use in this process.
 */
function fromTemplate(name: string, build: (dataDir: string) => Promise<void>) {
  let template: Promise<string> | undefined;
  const copy = async (dataDir: string) => {
    template ??= builtTemplate(name) ?? buildTemplate(name, build);
    await cp(await template, dataDir, { recursive: true });
  };
  return Object.assign(copy, { build: (root: string) => buildInto(path.join(root, name), build) });
}

function builtTemplate(name: string): Promise<string> | undefined {
  const root = process.env.E2E_TEMPLATES;
  return root && existsSync(path.join(root, name))
    ? Promise.resolve(path.join(root, name))
    : undefined;
}

async function buildTemplate(
  name: string,
  build: (dataDir: string) => Promise<void>,
): Promise<string> {
  const directory = mkdtempSync(path.join(tmpdir(), `e2e-${name}-`));
  process.on("exit", () => rmSync(directory, { recursive: true, force: true }));
  return buildInto(directory, build);
}

async function buildInto(
  directory: string,
  build: (dataDir: string) => Promise<void>,
): Promise<string> {
  mkdirSync(directory, { recursive: true });
  await build(directory);
  return directory;
}
