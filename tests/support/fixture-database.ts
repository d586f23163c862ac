import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle, type PgliteDatabase } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import * as schema from "../../src/db/schema";

export { schema };

/**
 * Migrates an embedded database in `dataDir` and lets `fill` write the rows a spec needs, before
 * a test server opens it (PGlite allows one process at a time).
 */
export function fixtureDatabase(fill: (db: PgliteDatabase<typeof schema>) => Promise<unknown>) {
  return async (dataDir: string) => {
    const client = await PGlite.create(dataDir);
    try {
      const db = drizzle(client, { schema });
      await migrate(db, { migrationsFolder: path.resolve("src/db/migrations") });
      await fill(db);
    } finally {
      await client.close();
    }
  };
}
