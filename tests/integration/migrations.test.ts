import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "@/db/client";
import { databaseTargets, openMigrated, queryRows } from "./databases";

const expectedTables = [
  "app_settings",
  "audit_log",
  "auth_account",
  "auth_session",
  "auth_user",
  "auth_verification",
  "blog_posts",
  "contact_requests",
  "events",
  "formation_results",
  "formations",
  "locations",
  "outbox",
  "rate_limit",
  "request_notes",
  "user_invitations",
  "users",
];

async function publicTables(handle: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    handle,
    sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' ORDER BY table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe.each(databaseTargets)("migrations on $name", (target) => {
  it("create every table on an empty database, and a second run changes nothing", async () => {
    const handle = await openMigrated(target);
    try {
      expect(await publicTables(handle)).toEqual(expectedTables);
      await migrateDatabase(handle);
      expect(await publicTables(handle)).toEqual(expectedTables);
    } finally {
      await handle.close();
    }
  });
});

describe("PGlite data directory", () => {
  const directories: string[] = [];
  afterAll(() => Promise.all(directories.map((directory) => rm(directory, { recursive: true }))));

  it("keeps the migrated schema and its rows across restarts", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "pglite-"));
    directories.push(directory);
    const first = await openDatabase({ dataDir: directory });
    await migrateDatabase(first);
    await first.db.execute(sql`INSERT INTO locations (country, permanent) VALUES ('France', true)`);
    await first.close();

    const second = await openDatabase({ dataDir: directory });
    await migrateDatabase(second);
    expect(await queryRows(second, sql`SELECT country FROM locations`)).toEqual([{ country: "France" }]);
    await second.close();
  });
});

describe("PGlite data directory lock", () => {
  it("refuses a second process while the first holds the directory, and frees it on close", async () => {
    const directory = await mkdtemp(path.join(tmpdir(), "pglite-lock-"));
    // A live process (the test runner's parent) owns the lock.
    await writeFile(path.join(directory, "app.lock"), String(process.ppid));
    await expect(openDatabase({ dataDir: directory })).rejects.toThrow(
      `déjà ouverte par le processus ${process.ppid}`,
    );

    // A lock left by a process that no longer runs is taken over, and released on close.
    await writeFile(path.join(directory, "app.lock"), "999999999");
    const handle = await openDatabase({ dataDir: directory });
    await handle.close();
    expect(existsSync(path.join(directory, "app.lock"))).toBe(false);
    await rm(directory, { recursive: true });
  });
});
