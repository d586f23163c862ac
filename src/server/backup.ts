import "server-only";
import { sql } from "drizzle-orm";
import { rawRows, type Database, type Transaction } from "@/db/client";
import { isStorageKey, storageKey, type FileStorage, type StorageKey } from "@/lib/file-storage";
import { holdsLinkToken } from "@/lib/link-tokens";

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
/**
 * About how much JSON a page read, or a batch restored, holds at most: a table of files (a
 * scanned sheet of 20 MB, twice that as JSON's hex) then goes a row or a few at a time, where a
 * thousand rows would not fit in one string.
 */
const PAGE_CHARS = 16 * 1024 * 1024;

/**
 * What a backup leaves out: whoever holds the file must not be able to sign in with it or forge a
 * session (sessions, verification tokens, the generated auth secret), nor read what is only kept
 * for a while (mails already sent; rate-limit counters, with addresses), nor open a link of a mail
 * not sent yet (an invitation, a reset, a survey: those mails are left out, `leftOutRow`).
 * Restored, these tables start empty: everyone signs in again.
 */
const LEFT_OUT: Record<string, "all" | ReturnType<typeof sql>> = {
  auth_session: "all",
  auth_verification: "all",
  rate_limit: "all",
  app_settings: sql`key <> 'auth_secret'`,
  outbox: sql`status <> 'sent'`,
};

/**
 * The table that holds the images when the site runs on PostgreSQL. Images travel as `file`
 * lines whichever storage keeps them, so a backup carries each once and restores into either.
 */
const IMAGE_TABLE = "stored_files";

/** A row a backup leaves out whatever its table's rule: an unsent mail whose link holds a secret. */
function leftOutRow(table: string, data: Record<string, unknown>): boolean {
  return (
    table === "outbox" &&
    (holdsLinkToken(String(data.text)) || holdsLinkToken(String(data.html ?? "")))
  );
}

type Executor = Database | Transaction;

/** The last migration applied: a backup restores only into the same schema. */
async function schemaVersion(db: Executor): Promise<string> {
  const [row] = await rawRows<{ hash: string }>(
    db,
    sql`SELECT hash FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 1`,
  );
  return row?.hash ?? "aucune";
}

/** The tables of rows (the images' table apart), parents before the tables that reference them. */
async function tablesInDependencyOrder(db: Executor): Promise<string[]> {
  const tables = (
    await rawRows<{ name: string }>(
      db,
      sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    )
  )
    .map((row) => row.name)
    .filter((name) => name !== IMAGE_TABLE);
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
    for (const { parent } of references.filter(
      (reference) => reference.child === table && reference.parent !== table,
    ))
      visit(parent, path);
    ordered.push(table);
  };
  for (const table of tables) visit(table, new Set());
  return ordered;
}

const identifier = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`);

/** How many of a table's rows make a page of about PAGE_CHARS, from its widest row. */
async function rowsPerPage(db: Executor, table: string): Promise<number> {
  const [row] = await rawRows<{ widest: number }>(
    db,
    sql`SELECT coalesce(max(pg_column_size(t.*)), 0)::int AS widest FROM ${identifier(table)} t`,
  );
  // Binary columns double as hex in JSON; a kilobyte covers the rest of a line.
  const lineChars = 2 * (row?.widest ?? 0) + 1024;
  return Math.max(1, Math.min(PAGE_SIZE, Math.floor(PAGE_CHARS / lineChars)));
}

/** Writes the whole database, then its images, through `write`; one consistent snapshot. */
export async function backupDatabase(
  db: Database,
  storage: FileStorage,
  write: (line: BackupLine) => Promise<void>,
): Promise<void> {
  const imageKeys: StorageKey[] = [];
  await db.transaction(
    async (tx) => {
      await write({
        kind: "header",
        format: 1,
        createdAt: new Date().toISOString(),
        schemaVersion: await schemaVersion(tx),
      });
      for (const table of await tablesInDependencyOrder(tx)) {
        const leftOut = LEFT_OUT[table];
        if (leftOut === "all") continue;
        await write({ kind: "table", name: table });
        const kept = leftOut ? sql`WHERE ${leftOut}` : sql``;
        const pageSize = await rowsPerPage(tx, table);
        for (let offset = 0; ; offset += pageSize) {
          const page = await rawRows<{ data: Record<string, unknown> }>(
            tx,
            sql`SELECT to_jsonb(t) AS data FROM ${identifier(table)} t ${kept} ORDER BY ctid LIMIT ${pageSize} OFFSET ${offset}`,
          );
          for (const { data } of page) {
            if (leftOutRow(table, data)) continue;
            await write({ kind: "row", data });
            if (table === "users" || table === "locations")
              imageKeys.push(storageKey(table, Number(data.id)));
          }
          if (page.length < pageSize) break;
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
 * Replaces every row and image with the backup's, all or nothing: the rows in one transaction,
 * the images written (and those it does not hold removed) before it commits and put back as they were if it does not. A backup that
 * does not fit, or names a file outside the storage's own keys, changes nothing.
 * Sequences continue after the restored ids.
 */
export async function restoreDatabase(
  db: Database,
  storage: FileStorage,
  lines: AsyncIterable<BackupLine>,
): Promise<{ rows: number; files: number }> {
  let rows = 0;
  const pendingFiles: { key: StorageKey; data: Buffer }[] = [];
  /** What each written image replaced (null: there was none), to put back on failure. */
  const replaced: { key: StorageKey; previous: Buffer | null }[] = [];
  try {
    await db.transaction(async (tx) => {
      const tables = await tablesInDependencyOrder(tx);
      let current: string | null = null;
      // Each row as JSON, and their length: a batch goes at PAGE_SIZE rows or PAGE_CHARS.
      let batch: string[] = [];
      let batchChars = 0;
      const flush = async () => {
        if (!current || batch.length === 0) return;
        const table = current;
        await tx
          .execute(
            sql`INSERT INTO ${identifier(table)} SELECT * FROM jsonb_populate_recordset(NULL::${identifier(table)}, ${`[${batch.join(",")}]`}::jsonb)`,
          )
          .catch((error: unknown) => {
            const constraint = (error as { cause?: { constraint?: string } }).cause?.constraint;
            throw new BackupRefused(
              `Sauvegarde refusée : des lignes de la table « ${table} » ne respectent pas le schéma de la base${constraint ? ` (${constraint})` : ""}. Rien n'a été modifié.`,
            );
          });
        rows += batch.length;
        batch = [];
        batchChars = 0;
      };
      let sawHeader = false;
      for await (const line of lines) {
        if (line.kind === "header") {
          const version = await schemaVersion(tx);
          if (line.format !== 1)
            throw new BackupRefused(`Format de sauvegarde inconnu : ${String(line.format)}.`);
          if (line.schemaVersion !== version) {
            throw new BackupRefused(
              "Cette sauvegarde vient d'une autre version du schéma : restaurez-la avec la version du site qui l'a faite.",
            );
          }
          sawHeader = true;
          await tx.execute(
            sql.raw(
              `TRUNCATE ${tables.map((table) => `"${table}"`).join(", ")} RESTART IDENTITY CASCADE`,
            ),
          );
        } else if (!sawHeader) {
          throw new BackupRefused(
            "Ce fichier n'est pas une sauvegarde du site (en-tête manquant).",
          );
        } else if (line.kind === "table") {
          await flush();
          if (!tables.includes(line.name))
            throw new BackupRefused(`Table inconnue dans la sauvegarde : ${line.name}.`);
          current = line.name;
        } else if (line.kind === "row") {
          const row = JSON.stringify(line.data);
          if (batchChars + row.length > PAGE_CHARS) await flush();
          batch.push(row);
          batchChars += row.length;
          if (batch.length >= PAGE_SIZE) await flush();
        } else {
          if (line.kind !== "file" || !isStorageKey(line.key))
            throw new BackupRefused(
              "Sauvegarde refusée : elle nomme un fichier que le site n'écrit pas.",
            );
          pendingFiles.push({ key: line.key, data: Buffer.from(line.base64, "base64") });
        }
      }
      await flush();
      if (!sawHeader)
        throw new BackupRefused("Ce fichier n'est pas une sauvegarde du site (fichier vide).");
      // Serial and identity columns go on from the largest restored id.
      const sequences = await rawRows<{
        table_name: string;
        column_name: string;
        sequence: string;
      }>(
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
      for (const { key, data } of pendingFiles) {
        replaced.push({ key, previous: await storage.read(key) });
        await storage.write(key, data);
      }
      // An image the backup does not hold belongs to no one restored: left, it would show as the
      // photo of whoever is next given that id.
      const restoredKeys = new Set(pendingFiles.map((file) => file.key));
      for (const key of await storage.list()) {
        if (restoredKeys.has(key)) continue;
        replaced.push({ key, previous: await storage.read(key) });
        await storage.remove(key);
      }
    });
  } catch (error) {
    for (const { key, previous } of replaced.reverse()) {
      await (previous ? storage.write(key, previous) : storage.remove(key));
    }
    throw error;
  }
  return { rows, files: pendingFiles.length };
}
