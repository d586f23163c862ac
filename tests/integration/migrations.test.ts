import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "@/db/client";
import { createScratchDatabase } from "../support/postgres";
import { databaseTargets, openMigrated, queryRows } from "../support/databases";

const expectedTables = [
  "app_settings",
  "audit_log",
  "auth_account",
  "auth_session",
  "auth_user",
  "auth_verification",
  "blog_posts",
  "contact_address_changes",
  "contact_requests",
  "events",
  "formation_results",
  "formations",
  "locations",
  "outbox",
  "rate_limit",
  "registrations",
  "request_notes",
  "stored_files",
  "survey_answers",
  "survey_followups",
  "survey_invitations",
  "survey_tokens",
  "training_sessions",
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

describe("the data rewrites of migrations", () => {
  it("0001 turns the archived requests of the first schema into handled ones, and keeps the others", async () => {
    // The first migration alone, as a site installed then would have run it.
    const firstOnly = await mkdtemp(path.join(tmpdir(), "migrations-0000-"));
    const source = path.join(process.cwd(), "src", "db", "migrations");
    const journal = JSON.parse(await readFile(path.join(source, "meta", "_journal.json"), "utf8"));
    await mkdir(path.join(firstOnly, "meta"));
    await writeFile(
      path.join(firstOnly, "meta", "_journal.json"),
      JSON.stringify({ ...journal, entries: journal.entries.slice(0, 1) }),
    );
    await copyFile(path.join(source, "0000_init.sql"), path.join(firstOnly, "0000_init.sql"));
    const handle = await openDatabase({ dataDir: "memory://" });
    try {
      await migratePglite(handle.db as Parameters<typeof migratePglite>[0], {
        migrationsFolder: firstOnly,
      });
      await handle.db.execute(
        sql`INSERT INTO contact_requests (name, email, company, message, status) VALUES ('Archivée', 'a@client.fr', 'A', 'x', 'archived'), ('Nouvelle', 'n@client.fr', 'N', 'x', 'new'), ('Traitée', 't@client.fr', 'T', 'x', 'handled')`,
      );
      await migrateDatabase(handle);
      const rows = await queryRows<{ name: string; status: string }>(
        handle,
        sql`SELECT name, status FROM contact_requests ORDER BY id`,
      );
      expect(rows).toEqual([
        { name: "Archivée", status: "handled" },
        { name: "Nouvelle", status: "new" },
        { name: "Traitée", status: "handled" },
      ]);
      expect(await publicTables(handle)).toEqual(expectedTables);
    } finally {
      await handle.close();
      await rm(firstOnly, { recursive: true, force: true });
    }
  });
});

/** Several app nodes started together on an empty PostgreSQL: each migration runs once, none fails. */
describe.runIf(process.env.TEST_DATABASE_URL)(
  "nodes starting at the same moment on PostgreSQL",
  () => {
    it("migrate an empty database once between them, whoever comes first", async () => {
      const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "migrate_race");
      const nodes = await Promise.all([1, 2, 3].map(() => openDatabase({ url: database.url })));
      try {
        await Promise.all(nodes.map((node) => migrateDatabase(node)));
        const [applied] = await queryRows<{ count: number }>(
          nodes[0]!,
          sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
        );
        const journal = JSON.parse(
          await readFile(
            path.join(process.cwd(), "src", "db", "migrations", "meta", "_journal.json"),
            "utf8",
          ),
        );
        expect(applied!.count).toBe(journal.entries.length);
        expect(await publicTables(nodes[1]!)).toEqual(expectedTables);
      } finally {
        await Promise.all(nodes.map((node) => node.close()));
        await database.drop();
      }
    });
  },
);

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
    expect(await queryRows(second, sql`SELECT country FROM locations`)).toEqual([
      { country: "France" },
    ]);
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
