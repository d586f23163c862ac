import { randomBytes } from "node:crypto";
import { Client } from "pg";

/** Runs one statement on the PostgreSQL database at `url`, on a connection of its own. */
export async function runSql(
  url: string,
  text: string,
): Promise<{ rows: Record<string, unknown>[] }> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  /** Drops the database, whoever is still connected. */
  drop(): Promise<void>;
}

/** A new, empty database on the server of `adminUrl`, for one suite. */
export async function createScratchDatabase(
  adminUrl: string,
  prefix: string,
): Promise<ScratchDatabase> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await runSql(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => void (await runSql(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}
