import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { giveEachTableItsIdRange } from "./id-ranges";

/**
 * A migrated PGlite cluster, dumped once for the run before the workers start: each suite's
 * embedded database loads it (about 1.4 s) instead of running initdb and the migrations in
 * WebAssembly (about 4 s, once per database a suite opens). Workers inherit PGLITE_TEMPLATE.
 */
export default async function vitestGlobalSetup() {
  const root = await mkdtemp(path.join(tmpdir(), "vitest-pglite-"));
  const client = await PGlite.create("memory://");
  try {
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: path.resolve("src/db/migrations") });
    await giveEachTableItsIdRange(db);
    const dump = await client.dumpDataDir("none");
    const file = path.join(root, "migrated.tar");
    await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
    process.env.PGLITE_TEMPLATE = file;
  } finally {
    await client.close();
  }
  return () => rm(root, { recursive: true, force: true });
}
