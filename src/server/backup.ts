import "server-only";
import { sql } from "drizzle-orm";
import { rawRows, type Database, type Transaction } from "@/db/client";
import { storageKey, type FileStorage, type StorageKey } from "./storage";

/**
 * A logical backup: every row of every table of the public schema, as PostgreSQL's own JSON of
 * each row, plus the uploaded images. The same file restores into PGlite or PostgreSQL (so a
 * site can move from the embedded database to a server), into a database migrated to the same
 * schema version.
 *
 * The file is a stream of JSON lines: a header, then for each table a `table` line followed by
 * its rows, then the images. Rows are read in pages so that large tables never sit in memory.
 */
export type BackupLine =
  | { kind: "header"; format: 1; createdAt: string; schemaVersion: string }
  | { kind: "table"; name: string }
  | { kind: "row"; data: Record<string, unknown> }
  | { kind: "file"; key: StorageKey; base64: string };

const PAGE_SIZE = 1_000;

type Executor = Database | Transaction;

/** The last migration applied: a backup restores only into the same schema. */
async function schemaVersion(db: Executor): Promise<string> {
  const [row] = await rawRows<{ hash: string }>(db, sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`);
  return row?.hash ?? "aucune";
}

/** The tables, parents before the tables that reference them. */
async function tablesInDependencyOrder(db: Executor): Promise<string[]> {
  const tables = (await rawRows<{ name: string }>(db, sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)).map(
    (row) => row.name,
  );
  const references = await rawRows<{ child: string; parent: string }>(
    db,
    sql`SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'f' AND n.nspname = 'public'`,
  );
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const { parent } of references.filter((reference) => reference.child === table && reference.parent !== table)) visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

const identifier = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** Writes the whole database, then its images, through `write`; one consistent snapshot. */
export async function backupDatabase(db: Database, storage: FileStorage, write: (line: BackupLine) => Promise<void>): Promise<void> {
  const imageKeys: StorageKey[] = [];
  await db.transaction(
    async (tx) => {
      await write({ kind: "header", format: 1, createdAt: new Date().toISOString(), schemaVersion: await schemaVersion(tx) });
      for (const table of await tablesInDependencyOrder(tx)) {
        await write({ kind: "table", name: table });
        for (let offset = 0; ; offset += PAGE_SIZE) {
          const page = await rawRows<{ data: Record<string, unknown> }>(
            tx,
            sql`SELECT to_jsonb(t) AS data FROM ${identifier(table)} t ORDER BY ctid LIMIT ${PAGE_SIZE} OFFSET ${offset}`,
          );
          for (const { data } of page) {
            await write({ kind: "row", data });
            if (table === "users" || table === "locations") imageKeys.push(storageKey(table, Number(data.id)));
          }
          if (page.length < PAGE_SIZE) break;
        }
      }
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
  for (const key of imageKeys) {
    const image = await storage.read(key);
    if (image) await write({ kind: "file", key, base64: image.toString("base64") });
  }
}

export class BackupRefused extends Error {}

/**
 * Replaces every row of the database with the backup's, in one transaction: a backup that does
 * not fit leaves the database as it was. Sequences continue after the restored ids.
 */
export async function restoreDatabase(db: Database, storage: FileStorage, lines: AsyncIterable<BackupLine>): Promise<{ rows: number; files: number }> {
  let rows = 0;
  let files = 0;
  const pendingFiles: { key: StorageKey; data: Buffer }[] = [];
  await db.transaction(async (tx) => {
    const tables = await tablesInDependencyOrder(tx);
    let current: string | null = null;
    let batch: Record<string, unknown>[] = [];
    const flush = async () => {
      if (!current || batch.length === 0) return;
      await tx.execute(
        sql`INSERT INTO ${identifier(current)} SELECT * FROM jsonb_populate_recordset(NULL::${identifier(current)}, ${JSON.stringify(batch)}::jsonb)`,
      );
      rows += batch.length;
      batch = [];
    };
    let sawHeader = false;
    for await (const line of lines) {
      if (line.kind === "header") {
        const version = await schemaVersion(tx);
        if (line.format !== 1) throw new BackupRefused(`Format de sauvegarde inconnu : ${String(line.format)}.`);
        if (line.schemaVersion !== version) {
          throw new BackupRefused(
            "Cette sauvegarde vient d'une autre version du schéma : restaurez-la avec la version du site qui l'a faite.",
          );
        }
        sawHeader = true;
        await tx.execute(sql.raw(`TRUNCATE ${tables.map((table) => `"${table}"`).join(", ")} RESTART IDENTITY CASCADE`));
      } else if (!sawHeader) {
        throw new BackupRefused("Ce fichier n'est pas une sauvegarde du site (en-tête manquant).");
      } else if (line.kind === "table") {
        await flush();
        if (!tables.includes(line.name)) throw new BackupRefused(`Table inconnue dans la sauvegarde : ${line.name}.`);
        current = line.name;
      } else if (line.kind === "row") {
        batch.push(line.data);
        if (batch.length >= PAGE_SIZE) await flush();
      } else {
        pendingFiles.push({ key: line.key, data: Buffer.from(line.base64, "base64") });
      }
    }
    await flush();
    if (!sawHeader) throw new BackupRefused("Ce fichier n'est pas une sauvegarde du site (fichier vide).");
    // Serial and identity columns go on from the largest restored id.
    const sequences = await rawRows<{ table_name: string; column_name: string; sequence: string }>(
      tx,
      sql`SELECT table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
          FROM information_schema.columns
          WHERE table_schema = 'public' AND pg_get_serial_sequence(quote_ident(table_name), column_name) IS NOT NULL`,
    );
    for (const { table_name, column_name, sequence } of sequences) {
      await tx.execute(
        sql`SELECT setval(${sequence}, COALESCE((SELECT max(${identifier(column_name)}) FROM ${identifier(table_name)}), 0) + 1, false)`,
      );
    }
  });
  // Images after the rows are safely in: a failed restore leaves the files as they were too.
  for (const { key, data } of pendingFiles) {
    await storage.write(key, data);
    files += 1;
  }
  return { rows, files };
}
