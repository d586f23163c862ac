import "server-only";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";
import { once } from "node:events";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import type { Database } from "@/db/client";
import { backupDatabase, BackupRefused, restoreDatabase, type BackupLine } from "./backup";
import type { FileStorage } from "./storage";

/** Writes a gzipped backup (JSON lines) to `file`. */
export async function backupToFile(db: Database, storage: FileStorage, file: string): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true });
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file));
  try {
    await backupDatabase(db, storage, async (line) => {
      // Backpressure: a large table waits for the disk rather than filling the memory.
      if (!gzip.write(`${JSON.stringify(line)}\n`)) await once(gzip, "drain");
    });
  } finally {
    gzip.end();
  }
  await written;
}

async function* linesOf(file: string): AsyncGenerator<BackupLine> {
  const input = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const text of input) {
    if (text.trim() === "") continue;
    try {
      yield JSON.parse(text) as BackupLine;
    } catch {
      throw new BackupRefused("Sauvegarde illisible : une ligne n'est pas du JSON.");
    }
  }
}

/** Restores the gzipped backup in `file`; see restoreDatabase. */
export function restoreFromFile(db: Database, storage: FileStorage, file: string) {
  return restoreDatabase(db, storage, linesOf(file));
}
