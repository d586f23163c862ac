import "server-only";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { Pool } from "pg";
import { siteConfig } from "@/config/site";
import * as schema from "./schema";

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

export interface DatabaseLocation {
  /** postgres://... : a PostgreSQL server through a `pg` pool. */
  url?: string;
  /** A PGlite data directory, or `memory://` for a throw-away in-memory database. */
  dataDir?: string;
}

const migrationsFolder = path.join(process.cwd(), "src", "db", "migrations");

// Any number of lock holders may call migrate at once (two app nodes starting together):
// PostgreSQL serialises them on this advisory lock so that each migration runs exactly once.
const MIGRATION_LOCK_KEY = 7_312_025;

export async function openDatabase(location: DatabaseLocation): Promise<DatabaseHandle> {
  if (location.url) {
    const pool = new Pool({ connectionString: location.url, max: 10 });
    // An idle client losing its server (PostgreSQL restart) must not crash the process.
    pool.on("error", (error) => console.error("[db] idle PostgreSQL client error:", error.message));
    return { db: drizzlePostgres(pool, { schema }), kind: "postgres", close: () => pool.end() };
  }
  const dataDir = location.dataDir ?? "memory://";
  const client = await PGlite.create(dataDir === "memory://" ? undefined : path.resolve(/* turbopackIgnore: true */ dataDir));
  return { db: drizzlePglite(client, { schema }), kind: "pglite", close: () => client.close() };
}

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === "pglite") {
    // One process owns a PGlite directory, so there is nobody to race with.
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], { migrationsFolder });
    return;
  }
  const pool = (handle.db as unknown as { $client: Pool }).$client;
  const connection = await pool.connect();
  try {
    await connection.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
    await migratePostgres(drizzlePostgres(connection, { schema }), { migrationsFolder });
  } finally {
    await connection.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    connection.release();
  }
}

/** Where this process keeps its data, from the site configuration. */
export function configuredLocation(): DatabaseLocation {
  // `next build` prerenders pages whose output the runtime cache handler discards: it gets an
  // empty in-memory database so that a build never needs a server nor opens ./.data, which a
  // running server may hold.
  if (process.env.NEXT_PHASE === "phase-production-build") return { dataDir: "memory://" };
  return siteConfig.database.url
    ? { url: siteConfig.database.url }
    : { dataDir: siteConfig.database.dataDir };
}

const globalKey = Symbol.for("formations-site.database");
type GlobalWithDatabase = typeof globalThis & { [globalKey]?: Promise<DatabaseHandle> };

/**
 * The process-wide database, opened and migrated on first use. Kept on globalThis because
 * Next.js bundles this module into several chunks (instrumentation, pages, route handlers), and
 * a second PGlite instance on the same directory would corrupt it.
 */
export function getDatabaseHandle(): Promise<DatabaseHandle> {
  const holder = globalThis as GlobalWithDatabase;
  holder[globalKey] ??= (async () => {
    const handle = await openDatabase(configuredLocation());
    await migrateDatabase(handle);
    return handle;
  })().catch((error: unknown) => {
    delete holder[globalKey]; // let the next call retry, e.g. once PostgreSQL is back
    throw error;
  });
  return holder[globalKey];
}

export async function getDb(): Promise<Database> {
  return (await getDatabaseHandle()).db;
}
