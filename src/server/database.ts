import "server-only";
import type { Logger } from "drizzle-orm/logger";
import { siteConfig } from "@/config/site";
import {
  migrateDatabase,
  openDatabase,
  type Database,
  type DatabaseHandle,
  type DatabaseLocation,
} from "@/db/client";
import { logger } from "./logger";

/**
 * With DEBUG set, every query is logged as a `db.query` line: how one sees (and the cache test
 * proves) that a warm page view reads nothing from the database.
 */
const queryLogger: Logger = {
  logQuery(query) {
    // Whole: tests/e2e/query-plans.spec.ts explains each query a page makes.
    logger.debug({ sql: query }, "db.query");
  },
};

/** Where this process keeps its data, from the site configuration. */
function configuredLocation(): DatabaseLocation {
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
    const handle = await openDatabase(configuredLocation(), queryLogger);
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
