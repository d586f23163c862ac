import { spawn } from "node:child_process";
import { mkdtemp, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@/db/client";
import { createTransport } from "@/server/mail/transport";
import { deliverDueMails } from "@/server/mail/worker";
import { hrefsOf } from "../support/mails";
import { createScratchDatabase, type ScratchDatabase } from "../support/postgres";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { formations } from "@/features/formations/tables";
import { outbox } from "@/server/mail/tables";
import { userInvitations } from "@/server/auth/tables";

/**
 * Every command the README and docs/deployment.md give an operator, run as the operator runs it:
 * `npm run …` in a child process, on a scratch database of each kind, checking what it prints and
 * what it did (storage:migrate: database-storage.test.ts). A change that breaks one fails here.
 */
interface Scratch {
  name: string;
  /** The environment that points a command at this database. */
  env: Record<string, string>;
  open(): Promise<DatabaseHandle>;
  drop(): Promise<void>;
}

async function pgliteScratch(workDir: string, name: string): Promise<Scratch> {
  const dataDir = path.join(workDir, name);
  return {
    name: "PGlite",
    env: { DATA_DIR: dataDir, DATABASE_URL: "" },
    open: () => openDatabase({ dataDir }),
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function postgresScratch(adminUrl: string, prefix: string): Promise<Scratch> {
  const database: ScratchDatabase = await createScratchDatabase(adminUrl, prefix);
  return {
    name: "PostgreSQL",
    env: { DATABASE_URL: database.url },
    open: () => openDatabase({ url: database.url }),
    drop: () => database.drop(),
  };
}

/** `npm run <script> -- <args>` as an operator types it; resolves with what it printed. */
function npmRun(
  script: string,
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(
      "npm",
      ["run", "--silent", script, ...(args.length ? ["--", ...args] : [])],
      { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] },
    );
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

const kinds = [
  { name: "PGlite", make: (workDir: string, label: string) => pgliteScratch(workDir, label) },
  ...(process.env.TEST_DATABASE_URL
    ? [
        {
          name: "PostgreSQL",
          make: (_workDir: string, label: string) =>
            postgresScratch(process.env.TEST_DATABASE_URL!, label),
        },
      ]
    : []),
];

describe.each(kinds)("the operator's commands on $name", (kind) => {
  let workDir: string;
  let smtp: TestSmtpServer;
  let source: Scratch;
  let target: Scratch;
  const site = {
    SITE_URL: "https://formations.example.fr",
    AUTH_SECRET: "secret-des-commandes-operateur-0123456789abcdef",
    SEED_DEMO_CONTENT: "true",
  };

  beforeAll(async () => {
    workDir = await mkdtemp(path.join(tmpdir(), "commandes-"));
    smtp = await startSmtpServer();
    source = await kind.make(workDir, "source");
    target = await kind.make(workDir, "cible");
  });
  afterAll(async () => {
    await source?.drop();
    await target?.drop();
    await smtp?.stop();
    await rm(workDir, { recursive: true, force: true });
  });

  it(
    "npm run db:migrate, then db:seed, prepare an empty database",
    { timeout: 120_000 },
    async () => {
      const migrated = await npmRun("db:migrate", [], { ...site, ...source.env });
      expect(migrated.code, migrated.stderr).toBe(0);
      expect(migrated.stdout).toContain(`Migrations appliquées (${kind.name}).`);
      const seeded = await npmRun("db:seed", [], { ...site, ...source.env });
      expect(seeded.code, seeded.stderr).toBe(0);
      expect(seeded.stdout).toContain("Contenu de démonstration ajouté");
      const handle = await source.open();
      try {
        expect((await handle.db.select().from(formations)).length).toBeGreaterThan(5);
      } finally {
        await handle.close();
      }
    },
  );

  it(
    "npm run admin:invite prints the link, and queues the invitation mail that SMTP delivers with the same link",
    { timeout: 60_000 },
    async () => {
      const invited = await npmRun("admin:invite", ["nouvelle.admin@exemple.fr"], {
        ...site,
        ...source.env,
        SMTP_URL: smtp.url,
      });
      expect(invited.code, invited.stderr).toBe(0);
      expect(invited.stdout).toContain(
        "Invitation administrateur pour nouvelle.admin@exemple.fr (valable 7 jours) :",
      );
      const link = /^(https:\/\/formations\.example\.fr\/login\?invitation=\S+)$/m.exec(
        invited.stdout,
      )?.[1];
      expect(link).toBeDefined();
      const handle = await source.open();
      try {
        expect(
          await handle.db
            .select({ email: userInvitations.email })
            .from(userInvitations)
            .where(eq(userInvitations.email, "nouvelle.admin@exemple.fr")),
        ).toHaveLength(1);
        expect(
          await deliverDueMails(
            handle.db,
            createTransport(smtp.url),
            "Atlas <contact@formations.example.fr>",
          ),
        ).toBe(1);
        const [stored] = await handle.db
          .select()
          .from(outbox)
          .where(eq(outbox.to, "nouvelle.admin@exemple.fr"));
        expect(stored!.text).not.toContain(link!.split("=")[1]);
      } finally {
        await handle.close();
      }
      const [mail] = smtp.received;
      expect(mail!.subject).toMatch(/^Invitation à rejoindre l'équipe/);
      expect(hrefsOf(mail!.html as string)).toContain(link);
      // A bad address: the usage, in French.
      const usage = await npmRun("admin:invite", ["pas-une-adresse"], { ...site, ...source.env });
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain("Usage : npm run admin:invite -- adresse@exemple.fr");
    },
  );

  it(
    "npm run db:backup writes a file only its owner reads, and db:restore puts it into another database",
    { timeout: 120_000 },
    async () => {
      const file = path.join(workDir, "sauvegarde.jsonl.gz");
      const backedUp = await npmRun("db:backup", [file], { ...site, ...source.env });
      expect(backedUp.code, backedUp.stderr).toBe(0);
      expect(backedUp.stdout).toContain(`Sauvegarde écrite : ${file}`);
      expect((await stat(file)).mode & 0o777).toBe(0o600);

      const migrated = await npmRun("db:migrate", [], { ...site, ...target.env });
      expect(migrated.code, migrated.stderr).toBe(0);
      const refused = await npmRun("db:restore", [file], { ...site, ...target.env });
      expect(refused.code).toBe(2);
      const restored = await npmRun("db:restore", [file, "--yes"], { ...site, ...target.env });
      expect(restored.code, restored.stderr).toBe(0);
      expect(restored.stdout).toMatch(/^Sauvegarde restaurée : \d+ lignes, \d+ images\.$/m);
      const [from, to] = [await source.open(), await target.open()];
      try {
        const titles = async (handle: DatabaseHandle) =>
          (
            await handle.db
              .select({ title: formations.title })
              .from(formations)
              .orderBy(formations.id)
          ).map((row) => row.title);
        expect(await titles(to)).toEqual(await titles(from));
        expect(await to.db.select().from(userInvitations)).toHaveLength(1);
      } finally {
        await from.close();
        await to.close();
      }
    },
  );
});
