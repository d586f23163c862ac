import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { Client } from "pg";
import { afterAll, describe, expect, it, vi } from "vitest";
import { migrate as migratePostgres } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrateDatabase, openDatabase, type DatabaseHandle } from "@/db/client";
import { createScratchDatabase } from "../support/postgres";
import * as schema from "../support/schema";
import {
  databaseTargets,
  openMigrated,
  queryRows,
  type DatabaseTarget,
} from "../support/databases";

const expectedTables = [
  "agreement_places",
  "app_settings",
  "attendance_certificates",
  "attendance_countersignatures",
  "attendance_marks",
  "attendance_scans",
  "attendance_versions",
  "audit_log",
  "auth_account",
  "auth_session",
  "auth_user",
  "auth_verification",
  "billed_financing",
  "blog_posts",
  "bpf_filings",
  "bpf_years",
  "complaints",
  "contact_address_changes",
  "contact_requests",
  "disability_partners",
  "events",
  "financing_lines",
  "formation_results",
  "formations",
  "funder_contacts",
  "improvement_actions",
  "invoice_counters",
  "invoice_lines",
  "invoice_mails",
  "invoice_payments",
  "invoices",
  "locations",
  "outbox",
  "provider_stamps",
  "questionnaire_answers",
  "rate_limit",
  "registration_advances",
  "registration_agreements",
  "registration_reminders",
  "registration_tokens",
  "registrations",
  "request_notes",
  "signatory_links",
  "stakeholder_answers",
  "stored_files",
  "survey_answers",
  "survey_followups",
  "survey_invitations",
  "survey_tokens",
  "trainer_links",
  "trainers",
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

  it("index every foreign key whose deletion cascades, so a purge deletes through indexes", async () => {
    const handle = await openMigrated(target);
    try {
      // Without one, each row deleted reads the whole referring table: a purge of 1,000
      // registrations took 10 s on 220,000 conventions (bench:scale).
      const unindexed = await queryRows<{ reference: string }>(
        handle,
        sql`SELECT c.conrelid::regclass || '.' || a.attname AS reference
            FROM pg_constraint c
            JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
            WHERE c.contype = 'f' AND c.confdeltype = 'c' AND array_length(c.conkey, 1) = 1
              AND NOT EXISTS (SELECT 1 FROM pg_index i WHERE i.indrelid = c.conrelid
                AND i.indkey[0] = c.conkey[1] AND i.indpred IS NULL)`,
      );
      expect(unindexed).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});

/**
 * A fresh database of `target` migrated with the first `count` migrations only, as a site
 * installed then would have run them; `cleanup` closes it.
 */
async function migratedWithFirst(target: DatabaseTarget, count: number) {
  const folder = await mkdtemp(path.join(tmpdir(), "migrations-first-"));
  const source = path.join(process.cwd(), "src", "db", "migrations");
  const journal = JSON.parse(await readFile(path.join(source, "meta", "_journal.json"), "utf8"));
  const entries = journal.entries.slice(0, count) as { tag: string }[];
  await mkdir(path.join(folder, "meta"));
  await writeFile(
    path.join(folder, "meta", "_journal.json"),
    JSON.stringify({ ...journal, entries }),
  );
  for (const { tag } of entries)
    await copyFile(path.join(source, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  const handle = await target.open();
  if (handle.kind === "pglite")
    await migratePglite(handle.db as Parameters<typeof migratePglite>[0], {
      migrationsFolder: folder,
    });
  else
    await migratePostgres(handle.db as Parameters<typeof migratePostgres>[0], {
      migrationsFolder: folder,
    });
  return {
    handle,
    cleanup: async () => {
      await handle.close();
      await rm(folder, { recursive: true, force: true });
    },
  };
}

describe.each(databaseTargets)("the data rewrites of migrations on $name", (target) => {
  it("0001 turns the archived requests of the first schema into handled ones, and keeps the others", async () => {
    const { handle, cleanup } = await migratedWithFirst(target, 1);
    try {
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
      await cleanup();
    }
  });

  it("0021 splits the names typed in one field when it is sure which part is the last name, and keeps the others as typed", async () => {
    // Every migration before 0021_trainee_name_parts.
    const { handle, cleanup } = await migratedWithFirst(target, 21);
    const names: Record<string, [string | null, string | null]> = {
      "PETIT Marc": ["Marc", "PETIT"],
      " Anne-Sophie   DE LA TOUR ": ["Anne-Sophie", "DE LA TOUR"],
      "J. DUPONT": ["J.", "DUPONT"],
      "DUBOIS Jean Pierre": ["Jean Pierre", "DUBOIS"],
      "LEFÈVRE\tZoé\n": ["Zoé", "LEFÈVRE"],
      // Unsure: 'Marc Petit' or 'Petit Marc' (the field asked 'NOM ET PRÉNOM'), three words,
      // one word (a tab after it), capitals throughout.
      "Marc Petit": [null, null],
      "Jean Pierre Martin": [null, null],
      "Madonna\t": [null, null],
      "ZOÉ LEFÈVRE": [null, null],
    };
    try {
      await handle.db.execute(
        sql`INSERT INTO formations (slug, title, duration, price_no_tax) VALUES ('python', 'Python', '1 jour', 400)`,
      );
      await handle.db.execute(
        sql`INSERT INTO training_sessions (formation_id, start_date, end_date, place, capacity, status) SELECT id, '2026-12-01', '2026-12-01', 'remote', 20, 'open' FROM formations`,
      );
      for (const [index, name] of Object.keys(names).entries())
        await handle.db.execute(
          sql`INSERT INTO registrations (session_id, trainee_name, email, payer, status) SELECT id, ${name}, ${`p${index}@client.fr`}, 'opco', 'confirmed' FROM training_sessions`,
        );
      await migrateDatabase(handle);
      const rows = await queryRows(
        handle,
        sql`SELECT trainee_name, first_name, last_name FROM registrations ORDER BY id`,
      );
      expect(rows).toEqual(
        Object.entries(names).map(([trainee_name, [first_name, last_name]]) => ({
          trainee_name,
          first_name,
          last_name,
        })),
      );
    } finally {
      await cleanup();
    }
  });

  it("0041 keeps, for each place, the convention or contract in force it pointed to", async () => {
    // Every migration before 0041_agreement_places.
    const { handle, cleanup } = await migratedWithFirst(target, 41);
    try {
      await handle.db.execute(
        sql`INSERT INTO formations (slug, title, duration, price_no_tax) VALUES ('python', 'Python', '1 jour', 400)`,
      );
      await handle.db.execute(
        sql`INSERT INTO training_sessions (formation_id, start_date, end_date, place, capacity, status) SELECT id, '2026-12-01', '2026-12-01', 'remote', 20, 'open' FROM formations`,
      );
      for (const email of ["ana@client.fr", "bob@client.fr", "cyd@client.fr"])
        await handle.db.execute(
          sql`INSERT INTO registrations (session_id, trainee_name, email, payer, status) SELECT id, 'Stagiaire', ${email}, 'entreprise', 'confirmed' FROM training_sessions`,
        );
      await handle.db.execute(
        sql`INSERT INTO registration_agreements (registration_id, kind, number, content, issued_at, issued_pdf, issued_sha256) SELECT id, 'convention', 'CONV-2026-00007', '{}', now(), decode('255044', 'hex'), 'sha' FROM registrations WHERE email = 'ana@client.fr'`,
      );
      await handle.db.execute(
        sql`UPDATE registrations SET agreement_id = (SELECT id FROM registration_agreements) WHERE email IN ('ana@client.fr', 'bob@client.fr')`,
      );
      await migrateDatabase(handle);
      const rows = await queryRows(
        handle,
        sql`SELECT r.email, a.number FROM agreement_places p JOIN registrations r ON r.id = p.registration_id JOIN registration_agreements a ON a.id = p.agreement_id ORDER BY r.email`,
      );
      expect(rows).toEqual([
        { email: "ana@client.fr", number: "CONV-2026-00007" },
        { email: "bob@client.fr", number: "CONV-2026-00007" },
      ]);
    } finally {
      await cleanup();
    }
  });

  it("0045 makes one trainer record a person of the sessions' trainers, by address else by name, and states who pays for themself", async () => {
    // Every migration before 0045_bpf.
    const { handle, cleanup } = await migratedWithFirst(target, 45);
    try {
      await handle.db.execute(
        sql`INSERT INTO formations (slug, title, duration, price_no_tax) VALUES ('python', 'Python', '1 jour', 400)`,
      );
      const sessions: [string, string | null, string | null, string | null][] = [
        ["2026-01-05", "Claire Fontaine", "claire@formatrice.fr", "Ingénieure"],
        // The same address, written otherwise, a later session: one record, its latest credentials.
        ["2026-03-02", "Claire FONTAINE", " Claire@Formatrice.fr ", "Ingénieure, certifiée PCAP"],
        // Her address purged after the session: a name alone is another record.
        ["2025-06-02", "Claire Fontaine", null, null],
        ["2026-02-02", "Marc Petit", null, null],
        ["2026-04-06", " marc petit ", "", null],
        ["2026-05-04", null, null, null],
      ];
      for (const [day, trainer, email, credentials] of sessions)
        await handle.db.execute(
          sql`INSERT INTO training_sessions (formation_id, start_date, end_date, place, capacity, trainer, trainer_email, trainer_credentials) SELECT id, ${day}, ${day}, 'remote', 20, ${trainer}, ${email}, ${credentials} FROM formations`,
        );
      for (const [email, payer] of [
        ["ana@client.fr", "personnel"],
        ["bob@client.fr", "opco"],
      ])
        await handle.db.execute(
          sql`INSERT INTO registrations (session_id, trainee_name, email, payer, status) SELECT min(id), 'Stagiaire', ${email}, ${payer}, 'confirmed' FROM training_sessions`,
        );
      await migrateDatabase(handle);
      expect(
        await queryRows(
          handle,
          sql`SELECT s.start_date::text AS day, t.name, t.email, t.kind, t.credentials FROM training_sessions s LEFT JOIN trainers t ON t.id = s.trainer_id ORDER BY s.start_date`,
        ),
      ).toEqual([
        { day: "2025-06-02", name: "Claire Fontaine", email: null, kind: null, credentials: null },
        {
          day: "2026-01-05",
          name: "Claire FONTAINE",
          email: "Claire@Formatrice.fr",
          kind: null,
          credentials: "Ingénieure, certifiée PCAP",
        },
        { day: "2026-02-02", name: "marc petit", email: null, kind: null, credentials: null },
        {
          day: "2026-03-02",
          name: "Claire FONTAINE",
          email: "Claire@Formatrice.fr",
          kind: null,
          credentials: "Ingénieure, certifiée PCAP",
        },
        { day: "2026-04-06", name: "marc petit", email: null, kind: null, credentials: null },
        { day: "2026-05-04", name: null, email: null, kind: null, credentials: null },
      ]);
      expect(await queryRows(handle, sql`SELECT count(*)::int AS count FROM trainers`)).toEqual([
        { count: 3 },
      ]);
      expect(
        await queryRows(
          handle,
          sql`SELECT email, trainee_status FROM registrations ORDER BY email`,
        ),
      ).toEqual([
        { email: "ana@client.fr", trainee_status: "individual" },
        { email: "bob@client.fr", trainee_status: null },
      ]);
    } finally {
      await cleanup();
    }
  });

  it("0046 keeps each year already marked filed as its first filing, without figures", async () => {
    // Every migration before 0046_bpf_filings.
    const { handle, cleanup } = await migratedWithFirst(target, 46);
    try {
      await handle.db.execute(
        sql`INSERT INTO bpf_years (year, total_charges, filed_at, filed_by) VALUES (2025, 100000, '2026-04-20T08:00:00Z', 'Inès Garcia'), (2026, 200000, NULL, NULL)`,
      );
      await migrateDatabase(handle);
      expect(
        await queryRows(
          handle,
          sql`SELECT year, to_char(filed_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') AS filed_at, filed_by, figures FROM bpf_filings ORDER BY id`,
        ),
      ).toEqual([
        {
          year: 2025,
          filed_at: "2026-04-20 08:00",
          filed_by: "Inès Garcia",
          figures: null,
        },
      ]);
      // The years and what the accounts gave stay.
      expect(
        await queryRows(handle, sql`SELECT year, total_charges::int FROM bpf_years ORDER BY year`),
      ).toEqual([
        { year: 2025, total_charges: 100000 },
        { year: 2026, total_charges: 200000 },
      ]);
    } finally {
      await cleanup();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("the site's connections to PostgreSQL", () => {
  it("never compile a query (JIT), which cost the Qualiopi page 400 ms at scale", async () => {
    const handle = await databaseTargets.find((target) => target.name === "PostgreSQL")!.open();
    try {
      expect(await queryRows(handle, sql`SHOW jit`)).toEqual([{ jit: "off" }]);
    } finally {
      await handle.close();
    }
  });

  it("hand out a new connection once it is set up, never with a query already waiting on it", async () => {
    // pg's own condition for its deprecation notice (pg 9 refuses such a query): a query asked
    // of a client whose queue is not empty.
    const queuedBehindAnother = vi.fn();
    const query = Client.prototype.query;
    const spy = vi.spyOn(Client.prototype, "query").mockImplementation(function (
      this: Client & { _queryQueue: unknown[] },
      ...args: Parameters<typeof query>
    ) {
      if (this._queryQueue.length > 0) queuedBehindAnother();
      return Reflect.apply(query, this, args);
    });
    const handle = await databaseTargets.find((target) => target.name === "PostgreSQL")!.open();
    try {
      // Three at once: the pool opens three new connections.
      const answers = await Promise.all(
        [1, 2, 3].map(() => queryRows(handle, sql`SELECT current_setting('jit') AS jit`)),
      );
      expect(answers.flat()).toEqual([{ jit: "off" }, { jit: "off" }, { jit: "off" }]);
      expect(queuedBehindAnother).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
      await handle.close();
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

describe("the tables' owners", () => {
  it("declare every table the migrations create, each in its domain's tables.ts, all listed for the tests", async () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const tablesFiles = (await readdir(path.join(root, "src"), { recursive: true }))
      .filter((file) => path.basename(file) === "tables.ts")
      .map((file) => `src/${file}`)
      .sort();
    const listed = [
      ...(await readFile(path.join(root, "tests/support/schema.ts"), "utf8")).matchAll(
        /from "\.\.\/\.\.\/(src\/[^"]+)"/g,
      ),
    ].map((match) => `${match[1]}.ts`);
    expect(listed.sort()).toEqual(tablesFiles);
    const declared = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableName(table))
      .sort();
    expect(declared).toEqual(expectedTables);
  });
});
