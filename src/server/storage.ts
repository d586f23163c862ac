import "server-only";
import { mkdir, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { siteConfig } from "@/config/site";
import {
  isStorageKey,
  storageFolders,
  storageKey,
  type FileStorage,
  type StorageKey,
} from "@/lib/file-storage";
import { contentVersion } from "./content-version";
import { getDb } from "./database";
import { databaseStorage } from "./database-storage";

/** The rows, each with the version of its stored image (null when it has none). */
export async function withImageVersions<Row extends { id: number }>(
  folder: "locations" | "users",
  rows: Row[],
): Promise<(Row & { image: string | null })[]> {
  const versions = await storage.versions(rows.map((row) => storageKey(folder, row.id)));
  return rows.map((row) => ({ ...row, image: versions.get(storageKey(folder, row.id)) ?? null }));
}

export function diskStorage(root: string): FileStorage {
  const fileOf = (key: StorageKey) => path.join(root, key);
  const read = async (key: StorageKey) => {
    try {
      return await readFile(fileOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  };
  return {
    read,
    async versions(keys) {
      const files = await Promise.all(keys.map(async (key) => [key, await read(key)] as const));
      return new Map(files.flatMap(([key, data]) => (data ? [[key, contentVersion(data)]] : [])));
    },
    async write(key, data) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so that a reader never sees half an image.
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, data);
      await rename(temporary, file);
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
    async list() {
      const keys: StorageKey[] = [];
      for (const folder of storageFolders) {
        const names = await readdir(path.join(/* turbopackIgnore: true */ root, folder)).catch(
          (error: NodeJS.ErrnoException) => {
            if (error.code === "ENOENT") return [];
            throw error;
          },
        );
        // Temporary files of an interrupted write are not images.
        for (const name of names)
          if (isStorageKey(`${folder}/${name}`)) keys.push(`${folder}/${name}` as StorageKey);
      }
      return keys;
    },
  };
}

/** The uploads folder of the embedded database's data directory. */
export const uploadsDirectory = () =>
  path.resolve(/* turbopackIgnore: true */ siteConfig.database.dataDir, "uploads");

/**
 * Where the site keeps its images: in PostgreSQL when it runs on one (every node sees them), on
 * disk beside the embedded database otherwise.
 */
export const storage: FileStorage = siteConfig.database.url
  ? databaseStorage(getDb)
  : diskStorage(uploadsDirectory());
