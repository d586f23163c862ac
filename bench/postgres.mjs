// A bench's own PostgreSQL database, created for one run and dropped after it, on the server
// BENCH_DATABASE_URL (or TEST_DATABASE_URL) names: bench:scale, bench:lighthouse -- --islands.
import { randomBytes } from "node:crypto";
import pg from "pg";

/** The URL of a server where a bench may create and drop databases; exits with why when none. */
export function benchServerUrl(bench) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) return url;
  console.error(
    `${bench} a besoin de PostgreSQL : définissez BENCH_DATABASE_URL (ou TEST_DATABASE_URL).`,
  );
  process.exit(2);
}

/** One statement on its own connection. */
export async function sql(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

/** A new empty database named `prefix_<random>`: its URL, and `drop()` once the run is over. */
export async function scratchDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  await sql(serverUrl, `CREATE DATABASE ${name}`);
  return {
    url: Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString(),
    drop: () => sql(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
