// The PostgreSQL server where a bench creates its own database for one run and drops it after
// (tests/support/postgres.ts): bench:scale, bench:soak -- --postgres, bench:heap.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { insertStaff } from "../tests/support/staff-accounts.ts";

/** The URL of a server where a bench may create and drop databases; exits with why when none. */
export function benchServerUrl(bench) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) return url;
  console.error(
    `${bench} a besoin de PostgreSQL : définissez BENCH_DATABASE_URL (ou TEST_DATABASE_URL).`,
  );
  process.exit(2);
}

/**
 * The staff accounts, added to a bench's database once the server has migrated and seeded it, so
 * that the bench signs in as an administrator.
 * @param {string} url
 */
export async function insertStaffInto(url) {
  const pool = new pg.Pool({ connectionString: url });
  try {
    await insertStaff(drizzle(pool));
  } finally {
    await pool.end();
  }
}
