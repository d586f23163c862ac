import "server-only";
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, mkdir } from "node:fs/promises";
import path from "node:path";
import { once } from "node:events";
import { pipeline as pipelineStreams } from "node:stream";
import { pipeline } from "node:stream/promises";
import { StringDecoder } from "node:string_decoder";
import { createGunzip, createGzip } from "node:zlib";
import type { Database } from "@/db/client";
import { backupDatabase, BackupRefused, restoreDatabase, type BackupLine } from "./backup";
import type { FileStorage } from "@/lib/file-storage";

/**
 * Writes a gzipped backup (JSON lines) to `file`, readable by its owner only: it holds every
 * personal detail of the site (store it encrypted; see docs/deployment.md).
 */
export async function backupToFile(
  db: Database,
  storage: FileStorage,
  file: string,
): Promise<void> {
  await mkdir(path.dirname(path.resolve(file)), { recursive: true, mode: 0o700 });
  // The mode applies to a new file; chmod covers a file that was already there.
  const output = createWriteStream(file, { mode: 0o600 });
  await once(output, "open");
  await chmod(file, 0o600);
  const gzip = createGzip();
  const written = pipeline(gzip, output);
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
  // pipeline() hands the read and decompression errors to the loop below, unlike pipe().
  const source = pipelineStreams(createReadStream(file), createGunzip(), () => {});
  // A chunk may end inside a multi-byte character: the decoder keeps its first bytes for the next.
  const decoder = new StringDecoder("utf8");
  let pending = "";
  const parse = (text: string): BackupLine => {
    try {
      return JSON.parse(text) as BackupLine;
    } catch {
      throw new BackupRefused("Sauvegarde illisible : une ligne n'est pas du JSON.");
    }
  };
  try {
    for await (const chunk of source) {
      const lines = (pending + decoder.write(chunk as Buffer)).split("\n");
      pending = lines.pop() ?? "";
      for (const text of lines) if (text.trim() !== "") yield parse(text);
    }
  } catch (error) {
    if (error instanceof BackupRefused) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    throw new BackupRefused(
      code === "ENOENT"
        ? `Fichier introuvable : ${file}`
        : code === "Z_BUF_ERROR"
          ? "Sauvegarde incomplète : le fichier a été coupé (copie interrompue ?)."
          : "Sauvegarde illisible : ce fichier n'est pas une sauvegarde compressée du site.",
    );
  }
  pending += decoder.end();
  if (pending.trim() !== "") yield parse(pending);
}

/** Restores the gzipped backup in `file`; see restoreDatabase. */
export function restoreFromFile(db: Database, storage: FileStorage, file: string) {
  return restoreDatabase(db, storage, linesOf(file));
}
