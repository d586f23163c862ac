import { readFile } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import { drizzle } from "drizzle-orm/pglite";
import { migrateDatabase, openDatabase, rawRows, type DatabaseHandle } from "@/db/client";
import { giveEachTableItsIdRange } from "./id-ranges";
import { createScratchDatabase } from "./postgres";

/**
 * The databases every integration suite runs on: PGlite always, and a real PostgreSQL server
 * when TEST_DATABASE_URL is set (.ci/run sets it). Each call gives a fresh, empty database.
 */
export interface DatabaseTarget {
  name: "PGlite" | "PostgreSQL";
  open(): Promise<DatabaseHandle>;
}

async function freshPostgresDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const database = await createScratchDatabase(adminUrl, "test");
  const handle = await openDatabase({ url: database.url });
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

export const databaseTargets: DatabaseTarget[] = [
  { name: "PGlite", open: () => openDatabase({ dataDir: "memory://" }) },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "PostgreSQL" as const,
          open: () => freshPostgresDatabase(process.env.TEST_DATABASE_URL!),
        },
      ]
    : []),
];

/** An embedded database loaded from the run's migrated template (vitest-global-setup.ts). */
async function migratedPglite(template: string): Promise<DatabaseHandle> {
  const client = await PGlite.create({ loadDataDir: new Blob([await readFile(template)]) });
  return { db: drizzle(client), kind: "pglite", close: () => client.close() };
}

/** A fresh database with every migration applied. */
export async function openMigrated(target: DatabaseTarget): Promise<DatabaseHandle> {
  const template = process.env.PGLITE_TEMPLATE;
  if (target.name === "PGlite" && template) return migratedPglite(template);
  const handle = await target.open();
  await migrateDatabase(handle);
  await giveEachTableItsIdRange(handle.db);
  return handle;
}

/** The PostgreSQL error behind a failed Drizzle query (Drizzle wraps it in `cause`). */
export async function databaseError(
  promise: Promise<unknown>,
): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message: string } }).cause;
    return cause ?? (error as { code?: string; message: string });
  }
  throw new Error("La requête aurait dû être refusée par la base de données.");
}

/** Rows of a raw SQL query on a test database. */
export function queryRows<Row>(handle: DatabaseHandle, query: SQL): Promise<Row[]> {
  return rawRows<Row>(handle.db, query);
}
