// The PostgreSQL server where a bench creates its own database for one run and drops it after
// (tests/support/postgres.ts): bench:scale, bench:lighthouse -- --islands.

/** The URL of a server where a bench may create and drop databases; exits with why when none. */
export function benchServerUrl(bench) {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) return url;
  console.error(
    `${bench} a besoin de PostgreSQL : définissez BENCH_DATABASE_URL (ou TEST_DATABASE_URL).`,
  );
  process.exit(2);
}
