import "server-only";
import { rmSync } from "node:fs";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { Pool } from "pg";
import type { Logger } from "drizzle-orm/logger";

// No schema is handed to drizzle: queries name their tables (each domain's tables.ts), and
// drizzle's relational API, which would need them all here, is not used.
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

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

/**
 * Opens a database. `logger` sees every query: the server passes one that writes `db.query`
 * lines with DEBUG set, which is how one sees that a warm page view reads nothing.
 */
export async function openDatabase(
  location: DatabaseLocation,
  logger?: Logger,
): Promise<DatabaseHandle> {
  const options = { logger };
  if (location.url) {
    const pool = new Pool({
      connectionString: location.url,
      max: 10,
      // While PostgreSQL is unreachable, a request fails after a few seconds rather than hanging.
      connectionTimeoutMillis: 3_000,
      // No JIT: a query whose estimated cost passes jit_above_cost (the Qualiopi page's, with its
      // subqueries per trainee) spent 400 ms compiling to run in 7 ms. The site's queries read
      // through indexes and few rows; compiling them never pays. Set on each new connection,
      // whatever DATABASE_URL's own options say, and awaited before the pool hands the connection
      // out: a "connect" listener's query ran beside the first one, which pg 9 will refuse.
      onConnect: (client) =>
        client.query("SET jit = off").then(
          () => undefined,
          (error: Error) => console.error("[db] SET jit = off impossible:", error.message),
        ),
    });
    // An idle client losing its server (PostgreSQL restart) must not crash the process.
    pool.on("error", (error) => console.error("[db] idle PostgreSQL client error:", error.message));
    return { db: drizzlePostgres(pool, options), kind: "postgres", close: () => pool.end() };
  }
  const dataDir = location.dataDir ?? "memory://";
  if (dataDir === "memory://") {
    const client = await PGlite.create();
    return { db: drizzlePglite(client, options), kind: "pglite", close: () => client.close() };
  }
  const directory = path.resolve(/* turbopackIgnore: true */ dataDir);
  const releaseLock = await lockDataDirectory(directory);
  const client = await PGlite.create(directory);
  return {
    db: drizzlePglite(client, options),
    kind: "pglite",
    close: async () => {
      await client.close();
      releaseLock();
    },
  };
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is single-process: two processes writing one directory corrupt it. A lock file holding
 * the owner's pid refuses a second opener (a server and `npm run db:seed`, say) with a clear
 * message; a lock left by a process that no longer runs is taken over.
 */
async function lockDataDirectory(directory: string): Promise<() => void> {
  await mkdir(directory, { recursive: true });
  const lockFile = path.join(directory, "app.lock");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, String(process.pid), { flag: "wx" });
      return () => rmSync(lockFile, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = Number(await readFile(lockFile, "utf8").catch(() => "0"));
      if (owner && owner !== process.pid && isRunning(owner)) {
        throw new Error(
          `La base embarquée ${directory} est déjà ouverte par le processus ${owner}. ` +
            `Arrêtez le serveur avant de lancer cette commande (si aucun ne tourne, supprimez ${lockFile}).`,
        );
      }
      await rm(lockFile, { force: true });
    }
  }
  throw new Error(`Impossible de verrouiller la base embarquée ${directory}.`);
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
    await migratePostgres(drizzlePostgres(connection), { migrationsFolder });
  } finally {
    await connection.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
    connection.release();
  }
}

/** The rows of a raw SQL query: PGlite and node-postgres both answer `{ rows }`. */
export async function rawRows<Row>(db: Database | Transaction, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
}
