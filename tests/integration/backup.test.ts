import { createHash, randomBytes } from "node:crypto";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync, gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { seedDatabase } from "@/seed/seed";
import { backupToFile, restoreFromFile } from "@/server/backup-file";
import { diskStorage } from "@/server/storage";
import { storageKey, type FileStorage } from "@/lib/file-storage";
import { databaseTargets, openMigrated, queryRows } from "../support/databases";
import { authSessions, authUsers, authVerifications, users } from "@/server/auth/tables";
import { appSettings, rateLimits } from "@/server/tables";
import { contactRequests } from "@/features/contact/tables";
import { outbox } from "@/server/mail/tables";
import { attendanceScans } from "@/features/attendance/tables";

/**
 * npm run db:backup and db:restore: a restore brings back every row of every table and every
 * image, on each database, and from the embedded database to PostgreSQL.
 */
async function snapshot(handle: DatabaseHandle): Promise<Record<string, string[]>> {
  const tables = await queryRows<{ name: string }>(
    handle,
    sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`,
  );
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const rows = await queryRows<{ row: string }>(
      handle,
      sql`SELECT to_jsonb(t)::text AS row FROM ${sql.raw(`"${name}"`)} t`,
    );
    result[name] = rows.map(({ row }) => row).sort();
  }
  return result;
}

/** Each stored image by its key, as a digest of its bytes. */
async function imageDigests(storage: FileStorage): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const key of (await storage.list()).sort())
    digests[key] = createHash("sha256")
      .update((await storage.read(key))!)
      .digest("hex");
  return digests;
}

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "backup-"));
});
afterAll(async () => {
  await rm(workDir, { recursive: true, force: true });
});

/** A database with the demo content, contact requests, a mail and a photo. */
async function filledDatabase(target: (typeof databaseTargets)[number], uploads: string) {
  const handle = await openMigrated(target);
  const storage = diskStorage(uploads);
  await seedDatabase(handle.db, { today: "2026-11-23", storage });
  const [request] = await handle.db
    .insert(contactRequests)
    .values([
      {
        name: "Zoé Martin",
        email: "zoe@client.fr",
        company: "ACME",
        message: 'Bonjour « à tous » ; 100 % \\ "citations"',
      },
      // 120 kB of three-byte 'aé': the file is read in chunks, and some end inside an 'é'.
      { name: "Léa Longue", email: "lea@client.fr", company: "ACME", message: "aé".repeat(40_000) },
    ])
    .returning();
  await handle.db.insert(outbox).values({
    to: "zoe@client.fr",
    subject: "Accusé de réception",
    text: `Demande ${request!.id}`,
  });
  return { handle, storage };
}

/** What only a live site needs and no backup may hold: a session, a token, the secret, a sent link. */
async function addSecrets(handle: DatabaseHandle) {
  await handle.db
    .insert(authUsers)
    .values({ id: "compte", name: "Compte", email: "compte@client.fr", emailVerified: true });
  await handle.db.insert(authSessions).values({
    id: "s1",
    token: "jeton-de-session-secret",
    userId: "compte",
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  await handle.db.insert(authVerifications).values({
    id: "v1",
    identifier: "reset-password:jeton-de-verification",
    value: "compte",
    expiresAt: new Date(Date.now() + 3_600_000),
  });
  await handle.db
    .insert(appSettings)
    .values({ key: "auth_secret", value: "secret-genere-en-base" });
  // Scanned sheets of 3 MB, the last in force: bytes in a column, back byte for byte, read and
  // restored a few rows at a time (a thousand would not fit in one string).
  const [session] = await queryRows<{ id: number }>(
    handle,
    sql`SELECT min(id)::int AS id FROM training_sessions`,
  );
  for (const superseded of [true, true, false]) {
    const scan = Buffer.concat([Buffer.from("%PDF-"), randomBytes(3 * 1024 * 1024)]);
    await handle.db.insert(attendanceScans).values({
      session_id: session!.id,
      format: "pdf",
      data: scan,
      size: scan.byteLength,
      sha256: createHash("sha256").update(scan).digest("hex"),
      uploaded_at: new Date("2026-11-20T17:00:00Z"),
      superseded_at: superseded ? new Date("2026-11-21T09:00:00Z") : null,
    });
  }
  await handle.db.insert(rateLimits).values({
    id: "contact:203.0.113.9",
    key: "contact:203.0.113.9",
    count: 1,
    lastRequest: Date.now(),
  });
  await handle.db.insert(outbox).values({
    to: "compte@client.fr",
    subject: "Réinitialisation",
    text: "https://atlas.example/lien-envoye",
    status: "sent",
  });
  // Not sent yet, with a link's secret: a backup must not hold it either.
  await handle.db.insert(outbox).values([
    {
      to: "invitee@client.fr",
      subject: "Invitation",
      text: "https://atlas.example/login?invitation=jeton-invitation-en-attente",
    },
    {
      to: "stagiaire@client.fr",
      subject: "Votre avis",
      text: "Texte",
      html: '<a href="https://atlas.example/avis/jeton-avis-en-attente">Donner mon avis</a>',
    },
  ]);
}

describe.each(databaseTargets)("backup and restore on $name", (target) => {
  it("leaves out sessions, tokens, the stored secret, rate limits, sent mails and unsent links, in a file only its owner reads", async () => {
    const source = await filledDatabase(target, path.join(workDir, `${target.name}-secrets`));
    await addSecrets(source.handle);
    const file = path.join(workDir, `${target.name}-secrets.jsonl.gz`);
    await writeFile(file, "ancienne sauvegarde", { mode: 0o644 });
    try {
      await backupToFile(source.handle.db, source.storage, file);
    } finally {
      await source.handle.close();
    }
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = gunzipSync(await readFile(file)).toString("utf8");
    for (const secret of [
      "jeton-de-session-secret",
      "jeton-de-verification",
      "secret-genere-en-base",
      "203.0.113.9",
      "lien-envoye",
      "jeton-invitation-en-attente",
      "jeton-avis-en-attente",
    ]) {
      expect(text).not.toContain(secret);
    }
    const tables = text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .filter((line) => line.kind === "table")
      .map((line) => line.name);
    expect(tables).not.toContain("auth_session");
    expect(tables).toContain("auth_user");
    // Mails still to send are kept: a restore must not lose them.
    expect(text).toContain("Accusé de réception");
  });

  it("refuses a backup naming a file outside the uploads, writing nothing anywhere", async () => {
    const source = await filledDatabase(target, path.join(workDir, `${target.name}-keys`));
    const file = path.join(workDir, `${target.name}-keys.jsonl.gz`);
    await backupToFile(source.handle.db, source.storage, file);
    const before = await snapshot(source.handle);
    const lines = gunzipSync(await readFile(file))
      .toString("utf8")
      .trimEnd()
      .split("\n");
    const escape = path.join(workDir, `${target.name}-evade.png`);
    const hostile = path.join(workDir, `${target.name}-hostile.jsonl.gz`);
    const relative = path.relative(path.join(workDir, `${target.name}-keys`), escape);
    await writeFile(
      hostile,
      gzipSync(
        [...lines, JSON.stringify({ kind: "file", key: relative, base64: "AAAA" })].join("\n"),
      ),
    );
    try {
      await expect(restoreFromFile(source.handle.db, source.storage, hostile)).rejects.toThrow(
        "Sauvegarde refusée : elle nomme un fichier que le site n'écrit pas.",
      );
      await expect(stat(escape)).rejects.toThrow();
      expect(await snapshot(source.handle)).toEqual(before);
    } finally {
      await source.handle.close();
    }
  });

  it("puts the images back as they were when the restore fails after writing some", async () => {
    const source = await filledDatabase(target, path.join(workDir, `${target.name}-partial`));
    const file = path.join(workDir, `${target.name}-partial.jsonl.gz`);
    await backupToFile(source.handle.db, source.storage, file);
    const [first, second] = await queryRows<{ id: number }>(
      source.handle,
      sql`SELECT id FROM users ORDER BY id LIMIT 2`,
    );
    const firstKey = storageKey("users", first!.id);
    await source.storage.write(firstKey, Buffer.from("photo changée après la sauvegarde"));
    await source.storage.remove(storageKey("users", second!.id));
    await source.handle.db.insert(contactRequests).values({
      name: "Après",
      email: "apres@client.fr",
      company: "X",
      message: "Écrit après la sauvegarde",
    });
    const before = await snapshot(source.handle);
    let writes = 0;
    const failing: FileStorage = {
      ...source.storage,
      async write(key, data) {
        writes += 1;
        if (writes === 3) throw new Error("disque plein");
        await source.storage.write(key, data);
      },
    };
    try {
      await expect(restoreFromFile(source.handle.db, failing, file)).rejects.toThrow(
        "disque plein",
      );
      expect(await snapshot(source.handle)).toEqual(before);
      expect((await source.storage.read(firstKey))?.toString()).toBe(
        "photo changée après la sauvegarde",
      );
      expect(await source.storage.read(storageKey("users", second!.id))).toBeNull();
    } finally {
      await source.handle.close();
    }
  });

  it("restores every row and image into an empty database, and ids go on after them", async () => {
    const source = await filledDatabase(target, path.join(workDir, `${target.name}-source`));
    const file = path.join(workDir, `${target.name}.jsonl.gz`);
    await backupToFile(source.handle.db, source.storage, file);
    const before = await snapshot(source.handle);
    const images = await imageDigests(source.storage);
    await source.handle.close();

    const restored = await openMigrated(target);
    const storage = diskStorage(path.join(workDir, `${target.name}-restored`));
    const { rows, files } = await restoreFromFile(restored.db, storage, file);
    try {
      expect(await snapshot(restored)).toEqual(before);
      expect(rows).toBe(Object.values(before).reduce((total, table) => total + table.length, 0));
      expect(before.formations!.length).toBeGreaterThan(0);
      expect(files).toBeGreaterThan(0);
      // Every image, byte for byte, and no other.
      expect(Object.keys(images).length).toBeGreaterThan(5);
      expect(await imageDigests(storage)).toEqual(images);
      expect(files).toBe(Object.keys(images).length);

      const [next] = await restored.db
        .insert(contactRequests)
        .values({
          name: "Paul",
          email: "paul@client.fr",
          company: "Roux",
          message: "Après la restauration",
        })
        .returning();
      const [largest] = await queryRows<{ id: number }>(
        restored,
        sql`SELECT max(id)::int AS id FROM contact_requests WHERE name <> 'Paul'`,
      );
      expect(next!.id).toBeGreaterThan(largest!.id);
    } finally {
      await restored.close();
    }
  });

  it("replaces what the database held, and a bad file changes nothing", async () => {
    const source = await filledDatabase(target, path.join(workDir, `${target.name}-replace`));
    const file = path.join(workDir, `${target.name}-replace.jsonl.gz`);
    await backupToFile(source.handle.db, source.storage, file);
    const backedUp = await snapshot(source.handle);
    await source.handle.db.execute(sql`DELETE FROM outbox`);
    await source.handle.db.insert(contactRequests).values({
      name: "Après",
      email: "apres@client.fr",
      company: "X",
      message: "Écrit après la sauvegarde",
    });
    try {
      await restoreFromFile(source.handle.db, source.storage, file);
      expect(await snapshot(source.handle)).toEqual(backedUp);

      const notABackup = path.join(workDir, "pas-une-sauvegarde.jsonl.gz");
      await writeFile(notABackup, gzipSync('{"kind":"table","name":"users"}\n'));
      await expect(restoreFromFile(source.handle.db, source.storage, notABackup)).rejects.toThrow(
        "Ce fichier n'est pas une sauvegarde du site (en-tête manquant).",
      );
      const otherSchema = path.join(workDir, "autre-schema.jsonl.gz");
      await writeFile(
        otherSchema,
        gzipSync(
          '{"kind":"header","format":1,"createdAt":"2026-01-01","schemaVersion":"ancienne"}\n',
        ),
      );
      await expect(restoreFromFile(source.handle.db, source.storage, otherSchema)).rejects.toThrow(
        "Cette sauvegarde vient d'une autre version du schéma",
      );
      const plainText = path.join(workDir, "texte.txt");
      await writeFile(plainText, "bonjour");
      await expect(restoreFromFile(source.handle.db, source.storage, plainText)).rejects.toThrow(
        "ce fichier n'est pas une sauvegarde compressée du site",
      );
      await expect(
        restoreFromFile(source.handle.db, source.storage, path.join(workDir, "absent.gz")),
      ).rejects.toThrow("Fichier introuvable");
      expect(await snapshot(source.handle)).toEqual(backedUp);

      // Files that fail after the tables were emptied: the whole restore rolls back, images too.
      const images = await imageDigests(source.storage);
      const lines = gunzipSync(await readFile(file))
        .toString("utf8")
        .trimEnd()
        .split("\n");
      const lastRow = lines.findLastIndex((line) => line.startsWith('{"kind":"row"'));
      const formationsAt = lines.indexOf('{"kind":"table","name":"formations"}');
      expect(formationsAt).toBeGreaterThan(0);
      const broken: [string, Buffer, string][] = [
        [
          "copie-coupee",
          (await readFile(file)).subarray(0, Math.floor((await stat(file)).size / 2)),
          "Sauvegarde incomplète : le fichier a été coupé (copie interrompue ?).",
        ],
        [
          "ligne-coupee",
          gzipSync([...lines.slice(0, lastRow), lines[lastRow]!.slice(0, 40)].join("\n")),
          "Sauvegarde illisible : une ligne n'est pas du JSON.",
        ],
        [
          "contrainte",
          gzipSync(
            [
              ...lines.slice(0, formationsAt + 2),
              lines[formationsAt + 1]!,
              ...lines.slice(formationsAt + 2),
            ].join("\n"),
          ),
          "Sauvegarde refusée : des lignes de la table « formations » ne respectent pas le schéma de la base (formations_pkey). Rien n'a été modifié.",
        ],
        [
          "table-inconnue",
          gzipSync(
            [
              ...lines.slice(0, lastRow),
              '{"kind":"table","name":"pirates"}',
              '{"kind":"row","data":{"id":1}}',
            ].join("\n"),
          ),
          "Table inconnue dans la sauvegarde : pirates.",
        ],
      ];
      for (const [name, content, message] of broken) {
        const damaged = path.join(workDir, `${target.name}-${name}.jsonl.gz`);
        await writeFile(damaged, content);
        await expect(
          restoreFromFile(source.handle.db, source.storage, damaged),
          name,
        ).rejects.toThrow(message);
        expect(await snapshot(source.handle), name).toEqual(backedUp);
        expect(await imageDigests(source.storage), name).toEqual(images);
      }
    } finally {
      await source.handle.close();
    }
  });

  it("leaves no image of anyone the backup does not hold: the next person given that id has no photo", async () => {
    const source = await filledDatabase(target, path.join(workDir, `${target.name}-orphans`));
    const file = path.join(workDir, `${target.name}-orphans.jsonl.gz`);
    await backupToFile(source.handle.db, source.storage, file);
    const images = await imageDigests(source.storage);
    // After the backup: a new member with a photo, and a photo whose row is gone.
    const [added] = await source.handle.db
      .insert(users)
      .values({ name: "Nouvelle", last_name: "Venue", email: "nouvelle@atlas.example" })
      .returning();
    await source.storage.write(
      storageKey("users", added!.id),
      Buffer.from("photo de la nouvelle venue"),
    );
    await source.storage.write(
      storageKey("locations", 999_999),
      Buffer.from("illustration sans lieu"),
    );
    try {
      await restoreFromFile(source.handle.db, source.storage, file);
      expect(await imageDigests(source.storage)).toEqual(images);
      // Ids go on after the restored ones: the next member is given the removed member's id.
      const [next] = await source.handle.db
        .insert(users)
        .values({ name: "Autre", last_name: "Personne", email: "autre@atlas.example" })
        .returning();
      expect(next!.id).toBe(added!.id);
      expect(await source.storage.read(storageKey("users", next!.id))).toBeNull();
    } finally {
      await source.handle.close();
    }
  });
});

describe.runIf(databaseTargets.length > 1)(
  "moving from the embedded database to PostgreSQL",
  () => {
    it("restores a PGlite backup into PostgreSQL, row for row", async () => {
      const [pglite, postgres] = databaseTargets as [
        (typeof databaseTargets)[number],
        (typeof databaseTargets)[number],
      ];
      const source = await filledDatabase(pglite, path.join(workDir, "move-source"));
      const file = path.join(workDir, "move.jsonl.gz");
      await backupToFile(source.handle.db, source.storage, file);
      const before = await snapshot(source.handle);
      await source.handle.close();
      const target = await openMigrated(postgres);
      try {
        await restoreFromFile(target.db, diskStorage(path.join(workDir, "move-target")), file);
        expect(await snapshot(target)).toEqual(before);
      } finally {
        await target.close();
      }
    });
  },
);
