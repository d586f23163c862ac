import { expect, test } from "@playwright/test";
import { postContactForm, readContactFormFields } from "../../scripts/contact-form.mjs";
import { createScratchDatabase, runSql, type ScratchDatabase } from "../support/postgres";
import { routeAddresses } from "../support/routes";
import { startTestServer, type TestServer } from "../support/server";

/**
 * PostgreSQL goes away under load, then comes back. Its connections are cut and new ones refused
 * (what a restart does to this database, without disturbing the other specs sharing the
 * cluster). Needs TEST_DATABASE_URL, set by .ci/run.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl, "La panne de base de données demande PostgreSQL (TEST_DATABASE_URL).");

let database: ScratchDatabase;
let server: TestServer;

test.beforeAll(async () => {
  database = await createScratchDatabase(adminUrl!, "outage");
  server = await startTestServer({ databaseUrl: database.url });
});
test.afterAll(async () => {
  await server?.stop();
  if (database) {
    await runSql(adminUrl!, `ALTER DATABASE ${database.name} ALLOW_CONNECTIONS true`);
    await database.drop();
  }
});

type Outcome = {
  email: string;
  phase: "avant" | "panne" | "après";
  acknowledged: boolean;
  status: number;
  body: string;
  ms: number;
};

test("during an outage pages stay up, requests fail fast in French, and afterwards nothing acknowledged is lost", async () => {
  test.setTimeout(120_000);
  const base = server.baseURL;
  const formFields = await readContactFormFields(base);
  expect((await fetch(`${base}/formations`)).status).toBe(200);

  let phase: Outcome["phase"] = "avant";
  let running = true;
  const outcomes: Outcome[] = [];
  const pageStatuses: number[] = [];
  const visitors = Array.from({ length: 4 }, async (_, visitor) => {
    for (let index = 0; running; index += 1) {
      const email = `panne-${visitor}-${index}@example.org`;
      const started = Date.now();
      const at = phase;
      const { status, body } = await postContactForm(
        base,
        formFields,
        { name: "Pendant la panne", company: "Essai", email, message: "Toujours là ?" },
        `10.3.${visitor}.${index % 250}`,
      );
      outcomes.push({
        email,
        phase: at,
        acknowledged: body.includes("MESSAGE ENVOYÉ !"),
        status,
        body,
        ms: Date.now() - started,
      });
      pageStatuses.push((await fetch(`${base}/formations`)).status);
    }
  });

  const seen = (wanted: Outcome["phase"], acknowledged: boolean) => () =>
    outcomes.filter((outcome) => outcome.phase === wanted && outcome.acknowledged === acknowledged)
      .length;
  await expect.poll(seen("avant", true), { timeout: 15_000 }).toBeGreaterThan(0);
  phase = "panne";
  await runSql(adminUrl!, `ALTER DATABASE ${database.name} ALLOW_CONNECTIONS false`);
  await runSql(
    adminUrl!,
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database.name}'`,
  );
  await expect.poll(seen("panne", false), { timeout: 15_000 }).toBeGreaterThan(1);
  const health = await fetch(`${base}/api/health`);
  expect(health.status).toBe(503);
  expect(await health.json()).toMatchObject({ status: "unavailable", database: "unreachable" });

  await runSql(adminUrl!, `ALTER DATABASE ${database.name} ALLOW_CONNECTIONS true`);
  phase = "après";
  // The server recovers by itself: no restart, no request to wake it.
  await expect
    .poll(async () => (await fetch(`${base}/api/health`)).status, { timeout: 15_000 })
    .toBe(200);
  await expect.poll(seen("après", true), { timeout: 15_000 }).toBeGreaterThan(0);
  running = false;
  await Promise.all(visitors);

  const during = outcomes.filter((outcome) => outcome.phase === "panne" && !outcome.acknowledged);
  expect(during.length).toBeGreaterThan(0);
  for (const outcome of during) {
    expect(outcome.body).toContain(
      "Votre message n&#x27;a pas pu être enregistré. Réessayez dans un instant.",
    );
    // Fails fast: well within a visitor's patience.
    expect(outcome.ms).toBeLessThan(5_000);
  }
  expect(
    outcomes.filter((outcome) => outcome.phase === "avant" && outcome.acknowledged).length,
  ).toBeGreaterThan(0);
  expect(
    outcomes.filter((outcome) => outcome.phase === "après" && outcome.acknowledged).length,
  ).toBeGreaterThan(0);
  expect(outcomes.every((outcome) => outcome.status < 500)).toBe(true);
  // The catalogue stayed up from the cache.
  expect(pageStatuses.every((status) => status === 200)).toBe(true);

  // Every acknowledged request is stored, once.
  const { rows } = await runSql(
    database.url,
    "SELECT email, count(*)::int AS n FROM contact_requests GROUP BY email",
  );
  const stored = new Map(rows.map((row) => [row.email as string, row.n as number]));
  for (const outcome of outcomes.filter((item) => item.acknowledged))
    expect(stored.get(outcome.email), outcome.email).toBe(1);
});

test("while the database is down, every public address answers in French, unknown ones and signed-in visitors' included", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const base = server.baseURL;
  const publicAddresses = routeAddresses().filter(
    (address) => !/^\/(dashboard|api)(\/|$)/.test(address),
  );
  const unknown = [
    "/formation/formation-inexistante",
    "/blog/article-inexistant",
    "/inscription/999999",
  ];
  // A stale session cookie is enough for a request to read the session before its page.
  const cookie = "atlas.session_token=jeton-perime";
  // Each page once before the outage: what the cache holds answers from it during the outage.
  for (const address of publicAddresses) await fetch(`${base}${address}`);
  await runSql(adminUrl!, `ALTER DATABASE ${database.name} ALLOW_CONNECTIONS false`);
  await runSql(
    adminUrl!,
    `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${database.name}'`,
  );
  try {
    // Over HTTP: never a framework's plain English page; a page that fails is the site's error document.
    const failures: string[] = [];
    for (const address of [
      ...publicAddresses,
      ...unknown,
      "/formation/formation-inexistante/programme.pdf",
    ]) {
      for (const headers of [{}, { cookie }] as Record<string, string>[]) {
        const response = await fetch(`${base}${address}`, { headers, redirect: "manual" });
        const body = await response.text();
        const page = (response.headers.get("content-type") ?? "").startsWith("text/html");
        // Astro's error page says it in the HTML; Next.js's shell, until its pages have moved,
        // renders it in the browser.
        const errorPage =
          body.includes("Une erreur est survenue") || body.includes('id="__next_error__"');
        const french =
          response.status < 500 || (page ? errorPage : /indisponible|réessayez/i.test(body));
        if (!french || body.includes("Internal Server Error"))
          failures.push(
            `${address}${"cookie" in headers ? " (cookie)" : ""}: ${response.status} ${body.slice(0, 80)}`,
          );
      }
    }
    expect(failures).toEqual([]);

    // In a browser, the unknown addresses show the French error page, to a visitor and to a signed-in one.
    for (const cookies of [
      [],
      [{ name: "atlas.session_token", value: "jeton-perime", url: base }],
    ]) {
      const context = await browser.newContext({ locale: "fr-FR" });
      await context.addCookies(cookies);
      const page = await context.newPage();
      for (const address of unknown) {
        expect((await page.goto(`${base}${address}`))?.status()).toBe(500);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Une erreur est survenue");
        await expect(page).toHaveTitle("Une erreur est survenue");
      }
      await context.close();
    }
  } finally {
    await runSql(adminUrl!, `ALTER DATABASE ${database.name} ALLOW_CONNECTIONS true`);
  }
});
