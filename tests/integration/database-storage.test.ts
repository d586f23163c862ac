import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database, DatabaseHandle } from "@/db/client";
import { seedDatabase } from "@/seed/seed";
import { storageKey, type FileStorage } from "@/lib/file-storage";
import { backupToFile, restoreFromFile } from "@/server/backup-file";
import { contentVersion } from "@/server/content-version";
import { revalidate } from "@/server/cache/revalidations.mjs";
import { databaseStorage } from "@/server/database-storage";
import { copyImages } from "@/server/storage-copy";
import { diskStorage } from "@/server/storage";
import { databaseError, databaseTargets, openMigrated, queryRows } from "../support/databases";
import { createScratchDatabase, runSql } from "../support/postgres";
import { storedFiles } from "@/server/tables";

/**
 * Images in PostgreSQL (issue 27): what one node writes, another reads; a node's memory of an
 * image lasts until its folder's cache tag is revalidated; the served image has a strong ETag;
 * disk uploads copy in once; a backup carries each image once and restores into either storage.
 */
const served = vi.hoisted(() => ({ storage: null as unknown }));
vi.mock("@/server/storage", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/server/storage")>()),
  get storage() {
    return served.storage;
  },
}));
const { storedImageResponse } = await import("@/server/stored-image");

const picture = (text: string) => Buffer.from(`\x89PNG ${text}`);
const digest = (data: Buffer) => createHash("sha256").update(data).digest("hex");

let workDir: string;
beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), "images-"));
});
afterAll(async () => rm(workDir, { recursive: true, force: true }));

describe.each(databaseTargets)("images in the database on $name", (target) => {
  let handle: DatabaseHandle;
  const database = async (): Promise<Database> => handle.db;
  beforeAll(async () => {
    handle = await openMigrated(target);
  });
  afterAll(async () => handle.close());

  it("stores an image with its size, type and digest; two nodes read what either wrote", async () => {
    const nodeA = databaseStorage(database);
    const nodeB = databaseStorage(database);
    const key = storageKey("users", 7);
    expect(await nodeB.read(key)).toBeNull();
    await nodeA.write(key, picture("portrait"));
    // Node B remembered the absence: it asks again once an upload revalidated the folder's tag.
    await revalidate(["users"]);
    expect((await nodeB.read(key))?.toString()).toBe(picture("portrait").toString());
    const [row] = await handle.db.select().from(storedFiles).where(eq(storedFiles.key, key));
    expect(row).toMatchObject({
      content_type: "image/png",
      size: picture("portrait").byteLength,
      hash: contentVersion(picture("portrait")),
    });
    expect(await nodeA.list()).toContain(key);
    await nodeA.remove(key);
    await revalidate(["users"]);
    expect(await nodeB.read(key)).toBeNull();
  });

  it("gives a list's image versions in one query, as the disk does file by file", async () => {
    const nodeA = databaseStorage(database);
    const disk = diskStorage(await mkdtemp(path.join(tmpdir(), "images-")));
    const [stored, missing] = [storageKey("locations", 41), storageKey("locations", 42)];
    for (const storage of [nodeA, disk]) await storage.write(stored, picture("lisbonne"));
    const queries = vi.spyOn(handle.db, "select");
    expect(await nodeA.versions([stored, missing])).toEqual(
      new Map([[stored, contentVersion(picture("lisbonne"))]]),
    );
    expect(queries).toHaveBeenCalledTimes(1);
    queries.mockRestore();
    expect(await disk.versions([stored, missing])).toEqual(await nodeA.versions([stored, missing]));
    expect(await nodeA.versions([])).toEqual(new Map());
  });

  it("serves an image from memory until its folder's tag is revalidated, then reads the new one", async () => {
    const node = databaseStorage(database);
    const key = storageKey("locations", 3);
    await node.write(key, picture("avant"));
    expect((await node.read(key))?.toString()).toContain("avant");
    // Another node replaces it: this one still serves what it read…
    await handle.db
      .update(storedFiles)
      .set({
        data: picture("après"),
        size: picture("après").byteLength,
        hash: contentVersion(picture("après")),
      })
      .where(eq(storedFiles.key, key));
    expect((await node.read(key))?.toString()).toContain("avant");
    // …until the upload's revalidation reaches it (here, or through LISTEN/NOTIFY).
    await revalidate(["users"]);
    expect((await node.read(key))?.toString()).toContain("avant");
    await revalidate(["locations"]);
    expect((await node.read(key))?.toString()).toContain("après");
  });

  it("answers with the digest as a strong ETag, and 304 when the browser has it", async () => {
    const node = databaseStorage(database);
    served.storage = node;
    const data = picture("servie");
    await node.write(storageKey("users", 12), data);
    const version = contentVersion(data);
    const first = await storedImageResponse(
      new Request(`https://atlas.example/users/12.${version}.png`),
      "users",
      `12.${version}.png`,
      async () => true,
    );
    expect(first.status).toBe(200);
    expect(first.headers.get("etag")).toBe(`"${version}"`);
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await first.arrayBuffer()).equals(data)).toBe(true);
    const again = await storedImageResponse(
      new Request(`https://atlas.example/users/12.${version}.png`, {
        headers: { "if-none-match": `"${version}"` },
      }),
      "users",
      `12.${version}.png`,
      async () => true,
    );
    expect(again.status).toBe(304);
    // A photo the site does not show is not served, stored or not.
    expect(
      (
        await storedImageResponse(
          new Request("https://atlas.example/users/12.png"),
          "users",
          "12.png",
          async () => false,
        )
      ).status,
    ).toBe(404);
  });

  it("refuses a key outside the storage's own, whoever writes it", async () => {
    for (const key of ["../../etc/passwd", "users/1.svg", "autres/1.png", "users/0.png"]) {
      const error = await databaseError(
        handle.db.insert(storedFiles).values({
          key,
          data: picture("x"),
          content_type: "image/png",
          size: picture("x").byteLength,
          hash: "x",
        }),
      );
      expect(error.message, key).toContain("stored_files_key");
    }
    const error = await databaseError(
      handle.db.insert(storedFiles).values({
        key: "users/99.png",
        data: picture("x"),
        content_type: "image/png",
        size: 1,
        hash: "x",
      }),
    );
    expect(error.message).toContain("stored_files_size");
  });

  it("npm run storage:migrate copies the disk's uploads once: run again, it copies nothing", async () => {
    const disk = diskStorage(path.join(workDir, `${target.name}-uploads`));
    await disk.write(storageKey("users", 21), picture("vingt et un"));
    await disk.write(storageKey("locations", 22), picture("vingt-deux"));
    const node = databaseStorage(database);
    expect(await copyImages(disk, node)).toEqual({ copied: 2, unchanged: 0 });
    expect(await copyImages(disk, node)).toEqual({ copied: 0, unchanged: 2 });
    await disk.write(storageKey("users", 21), picture("remplacée"));
    expect(await copyImages(disk, node)).toEqual({ copied: 1, unchanged: 1 });
    await revalidate(["users"]);
    expect((await node.read(storageKey("users", 21)))?.toString()).toContain("remplacée");
  });
});

/** Each stored image by its key, as a digest of its bytes. */
async function imageDigests(storage: FileStorage): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const key of (await storage.list()).sort())
    digests[key] = digest((await storage.read(key))!);
  return digests;
}

// A restore writes the images while its transaction holds the rows; with the images in the same
// database, that takes a second connection, which only a PostgreSQL server has.
const postgres = databaseTargets.find((target) => target.name === "PostgreSQL");
describe.runIf(postgres)("backups with the images in PostgreSQL", () => {
  it("carry each image once, and restore into PostgreSQL, from PostgreSQL or from the embedded database", async () => {
    const pglite = databaseTargets.find((target) => target.name === "PGlite")!;
    // The embedded site: rows in PGlite, images on disk.
    const embedded = await openMigrated(pglite);
    const disk = diskStorage(path.join(workDir, "embarquee-uploads"));
    await seedDatabase(embedded.db, { today: "2026-11-23", storage: disk });
    const moved = path.join(workDir, "embarquee.jsonl.gz");
    await backupToFile(embedded.db, disk, moved);
    await embedded.close();
    const images = await imageDigests(disk);
    expect(Object.keys(images).length).toBeGreaterThan(5);

    // Moved to PostgreSQL (deployment, section 4): the images come along, into the database.
    const server = await openMigrated(postgres!);
    const inDatabase = databaseStorage(async () => server.db);
    try {
      expect((await restoreFromFile(server.db, inDatabase, moved)).files).toBe(
        Object.keys(images).length,
      );
      expect(await imageDigests(inDatabase)).toEqual(images);
      const [count] = await queryRows<{ n: number }>(
        server,
        sql`SELECT count(*)::int AS n FROM stored_files`,
      );
      expect(count!.n).toBe(Object.keys(images).length);

      // Backed up from PostgreSQL: the images as files, once; their table never as rows.
      const file = path.join(workDir, "postgres.jsonl.gz");
      await backupToFile(server.db, inDatabase, file);
      const lines = gunzipSync(await readFile(file))
        .toString("utf8")
        .trimEnd()
        .split("\n")
        .map((line) => JSON.parse(line) as { kind: string; name?: string; key?: string });
      expect(lines.filter((line) => line.kind === "table").map((line) => line.name)).not.toContain(
        "stored_files",
      );
      const files = lines.filter((line) => line.kind === "file").map((line) => line.key);
      expect(files.sort()).toEqual(Object.keys(images).sort());

      // Restored into another PostgreSQL database: byte for byte.
      const other = await openMigrated(postgres!);
      const otherImages = databaseStorage(async () => other.db);
      try {
        await restoreFromFile(other.db, otherImages, file);
        expect(await imageDigests(otherImages)).toEqual(images);
      } finally {
        await other.close();
      }
    } finally {
      await server.close();
    }
  });

  it("npm run storage:migrate copies a DATA_DIR's uploads into PostgreSQL once, and says so in French", async () => {
    const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, "storage_migrate");
    const dataDir = path.join(workDir, "ancien-data-dir");
    const disk = diskStorage(path.join(dataDir, "uploads"));
    await disk.write(storageKey("users", 5), picture("cinq"));
    await disk.write(storageKey("locations", 6), picture("six"));
    const migrate = (env: Record<string, string>) =>
      spawnSync("npm", ["run", "--silent", "storage:migrate"], {
        env: { ...process.env, ...env },
        encoding: "utf8",
      });
    try {
      const first = migrate({ DATABASE_URL: scratch.url, DATA_DIR: dataDir });
      expect(first.status, first.stderr).toBe(0);
      expect(first.stdout).toContain("2 copiée(s), 0 déjà présente(s)");
      const second = migrate({ DATABASE_URL: scratch.url, DATA_DIR: dataDir });
      expect(second.stdout).toContain("0 copiée(s), 2 déjà présente(s)");
      const { rows } = await runSql(scratch.url, "SELECT key, hash FROM stored_files ORDER BY key");
      expect(rows).toEqual([
        { key: "locations/6.png", hash: contentVersion(picture("six")) },
        { key: "users/5.png", hash: contentVersion(picture("cinq")) },
      ]);
      const embedded = migrate({ DATABASE_URL: "", DATA_DIR: dataDir });
      expect(embedded.status).toBe(2);
      expect(embedded.stderr).toContain("DATABASE_URL n'est pas défini");
    } finally {
      await scratch.drop();
    }
  }, 120_000);
});
