import { expect, test } from "@playwright/test";
import { DESKTOP } from "../support/axe";
import { fixtureDatabase, schema } from "../support/fixture-database";
import { CACHED_UNLISTED } from "../support/public-pages";
import { startTestServer, type TestServer } from "../support/server";

// Each group runs its own server on its own database, so it starts once for the whole group.
test.describe.configure({ mode: "serial" });
test.use({ viewport: DESKTOP });

test.describe("with an empty database", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startTestServer({ env: { SEED_DEMO_CONTENT: "false" } });
  });
  test.afterAll(async () => server?.stop());

  test("the statistics fall back to 12, 50, 200 and 24", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${server.baseURL}/`);
    await expect(page.getByTestId("statistic-formations")).toHaveText("12+");
    await expect(page.getByTestId("statistic-destinations")).toHaveText("50+");
    await expect(page.getByTestId("statistic-events")).toHaveText("200+");
    await expect(page.getByTestId("statistic-trainers")).toHaveText("24+");
  });

  test("the abroad page says there is no destination yet", async ({ page }) => {
    await page.goto(`${server.baseURL}/formations/etranger`);
    await expect(page.getByText("Aucune destination disponible pour le moment.")).toBeVisible();
    await expect(page.locator("[data-country]")).toHaveCount(0);
  });
});

/** Eight permanent places in seven countries, and one formation. */
const manyPlaces = fixtureDatabase(async (db) => {
  await db.insert(schema.locations).values(
    [
      ["France", "fr", "Paris"],
      ["France", "fr", "Lyon"],
      ["Belgique", "be", "Bruxelles"],
      ["Suisse", "ch", "Genève"],
      ["Canada", "ca", "Québec"],
      ["Maroc", "ma", "Casablanca"],
      ["Sénégal", "sn", "Dakar"],
      ["Tunisie", "tn", null],
    ].map(([country, country_code, city]) => ({
      country: country!,
      country_code,
      city,
      permanent: true,
    })),
  );
  await db.insert(schema.formations).values({
    slug: "excel-avance",
    title: "Excel avancé",
    duration: "2 jours",
    price_no_tax: "800",
    training_program: { "Chapitre 1": ["Tableaux croisés"] },
  });
});

test.describe("with many permanent places", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startTestServer({
      env: { SEED_DEMO_CONTENT: "false", DEBUG: "1" },
      prepare: manyPlaces,
    });
  });
  test.afterAll(async () => server?.stop());

  test("a formation page lists five places, then how many others", async ({ page }) => {
    await page.goto(`${server.baseURL}/formation/excel-avance`);
    const places = page.getByTestId("places");
    await expect(places.getByRole("heading")).toHaveText("Lieux disponibles");
    await expect(places.getByRole("listitem")).toHaveCount(5);
    await expect(places).toContainText("...et dans 2 autres lieux !");
  });

  test("a warm view of any public page makes no database query", async ({ request }) => {
    // Every address of the sitemap, and the public pages it leaves out but for the sign-in forms,
    // which read an invitation or a token on each visit.
    const sitemap = await (await request.get(`${server.baseURL}/sitemap.xml`)).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      ([, loc]) => new URL(loc!.replaceAll("&amp;", "&")).pathname,
    );
    const pages = [
      ...listed,
      ...CACHED_UNLISTED.map((path) =>
        path.replace("python-pour-l-analyse-de-donnees", "excel-avance"),
      ),
    ];
    expect(listed).toEqual(
      expect.arrayContaining(["/", "/blog", "/calendar", "/about", "/formation/excel-avance"]),
    );
    // The mail outbox worker polls its table in the background: not a page view's query.
    const queries = () =>
      server.logs.filter(
        (line) => line.includes('"msg":"db.query"') && !line.includes('\\"outbox\\"'),
      ).length;
    for (const page of pages)
      expect((await request.get(`${server.baseURL}${page}`)).ok()).toBe(true);
    const warmedUp = queries();
    expect(warmedUp).toBeGreaterThan(0);

    for (let round = 0; round < 3; round += 1) {
      for (const page of pages) {
        const response = await request.get(`${server.baseURL}${page}`);
        expect(response.status(), page).toBe(200);
        // A search renders per query from the cached lists; every other page is served whole.
        if (page.startsWith("/formations/recherche")) continue;
        expect(cacheStatus(response.headers()), page).toBe("HIT");
        expect(response.headers()["cache-control"], page).toMatch(/s-maxage=\d+/);
      }
    }
    expect(queries()).toBe(warmedUp);
  });

  test("a formation's quote form has one address, /devis?formation=", async ({ request }) => {
    const quote = await request.get(`${server.baseURL}/devis?formation=excel-avance`);
    expect(await quote.text()).toMatch(/<h1[^>]*>Excel avancé<\/h1>/);
    // The route that serves it from the cache is not an address of the site.
    expect((await request.get(`${server.baseURL}/devis/excel-avance`)).status()).toBe(404);
  });

  test("an address naming no formation is not found, and takes no place in the page cache", async ({
    request,
  }) => {
    for (const path of ["/devis?formation=aucune-formation-1", "/formation/aucune-formation-1"]) {
      const statuses: [number, string | undefined][] = [];
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const response = await request.get(`${server.baseURL}${path}`);
        statuses.push([response.status(), cacheStatus(response.headers())]);
      }
      // Rendered again the second time: nothing was kept for it.
      expect(statuses, path).toEqual([
        [404, "MISS"],
        [404, "MISS"],
      ]);
    }
  });
});

/**
 * Whether the page came from the page cache: Astro's pages say it in X-Cache, those Next.js
 * still renders in its own header, until they have moved (decision 085).
 */
function cacheStatus(headers: Record<string, string>): string | undefined {
  return headers["x-cache"] ?? headers["x-nextjs-cache"];
}
