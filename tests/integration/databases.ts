import { randomBytes } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { Client } from "pg";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "@/db/client";

/**
 * The databases every integration suite runs on: PGlite always, and a real PostgreSQL server
 * when TEST_DATABASE_URL is set (.ci/run sets it). Each call gives a fresh, empty database.
 */
export interface DatabaseTarget {
  name: "PGlite" | "PostgreSQL";
  open(): Promise<DatabaseHandle>;
}

async function freshPostgresDatabase(adminUrl: string): Promise<DatabaseHandle> {
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  return {
    ...handle,
    async close() {
      await handle.close();
      const cleaner = new Client({ connectionString: adminUrl });
      await cleaner.connect();
      await cleaner.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleaner.end();
    },
  };
}

export const databaseTargets: DatabaseTarget[] = [
  { name: "PGlite", open: () => openDatabase({ dataDir: "memory://" }) },
  ...(process.env.TEST_DATABASE_URL
    ? [{ name: "PostgreSQL" as const, open: () => freshPostgresDatabase(process.env.TEST_DATABASE_URL!) }]
    : []),
];

export async function openMigrated(target: DatabaseTarget): Promise<DatabaseHandle> {
  const handle = await target.open();
  await migrateDatabase(handle);
  return handle;
}

/** The PostgreSQL error behind a failed Drizzle query (Drizzle wraps it in `cause`). */
export async function databaseError(promise: Promise<unknown>): Promise<{ code?: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; message: string } }).cause;
    return cause ?? (error as { code?: string; message: string });
  }
  throw new Error("La requête aurait dû être refusée par la base de données.");
}

/** Rows of a raw SQL query; PGlite and node-postgres both answer `{ rows }`. */
export async function queryRows<Row>(handle: DatabaseHandle, query: SQL): Promise<Row[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
