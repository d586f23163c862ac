import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { isStorageKey, type FileStorage, type StorageKey } from "@/lib/file-storage";
import { changedSince } from "./cache/revalidations.mjs";
import { cacheTags } from "./cache/tags";
import { contentVersion } from "./content-version";
import { storedFiles } from "./tables";

/** The tag an upload of this folder revalidates (server/image-upload.ts), here and on the other nodes. */
const folderTag = (key: StorageKey) =>
  key.startsWith("users/") ? cacheTags.users : cacheTags.locations;

/**
 * Images in PostgreSQL, for a site on several nodes: every node reads what any node wrote, the
 * images are in the database's own backups, and there is no volume to share. A node keeps an
 * image (or its absence) in memory after its first read, and reads it again once its folder's
 * cache tag has been revalidated since: an upload revalidates it on every node (LISTEN/NOTIFY),
 * so a new picture is served everywhere as soon as the pages naming it are rendered again.
 */
export function databaseStorage(database: () => Promise<Database>): FileStorage {
  const remembered = new Map<StorageKey, { data: Buffer | null; readAt: number }>();
  return {
    async read(key) {
      const known = remembered.get(key);
      if (known && !changedSince(known.readAt, [folderTag(key)])) return known.data;
      // Taken before the query: a change told while it runs makes the next read ask again.
      const readAt = Date.now();
      const [row] = await (
        await database()
      )
        .select({ data: storedFiles.data })
        .from(storedFiles)
        .where(eq(storedFiles.key, key));
      const data = row?.data ?? null;
      remembered.set(key, { data, readAt });
      return data;
    },
    async versions(keys) {
      if (keys.length === 0) return new Map();
      // One query for a list's images, where reading each would be one query per row.
      const rows = await (
        await database()
      )
        .select({ key: storedFiles.key, hash: storedFiles.hash })
        .from(storedFiles)
        .where(inArray(storedFiles.key, keys));
      return new Map(rows.map((row) => [row.key as StorageKey, row.hash]));
    },
    async write(key, data) {
      const values = {
        key,
        data,
        content_type: "image/png",
        size: data.byteLength,
        hash: contentVersion(data),
      };
      await (
        await database()
      )
        .insert(storedFiles)
        .values(values)
        .onConflictDoUpdate({
          target: storedFiles.key,
          set: { ...values, updated_at: sql`now()` },
        });
      remembered.delete(key);
    },
    async remove(key) {
      await (await database()).delete(storedFiles).where(eq(storedFiles.key, key));
      remembered.delete(key);
    },
    async list() {
      const rows = await (await database()).select({ key: storedFiles.key }).from(storedFiles);
      return rows.map((row) => row.key).filter(isStorageKey);
    },
  };
}
