import { expect, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";
import { demoDatabase, fixtureDatabase, schema } from "../support/fixture-database";
import { startTestServer, type TestServer } from "../support/server";

const TABLET = { width: 900, height: 1000 };

// Dated stays by start (Lisbonne, Barcelone, Marrakech), permanent (France: Lyon, Paris), then
// the others by country: Allemagne, Canada, États-Unis, Japon, Pays-Bas, Thaïlande.
const listOrder = [
  "Lisbonne",
  "Barcelone",
  "Marrakech",
  "Lyon",
  "Paris",
  "Berlin",
  "Montréal",
  "Las Vegas",
  "Tokyo",
  "Amsterdam",
  "Thaïlande",
];

test.describe("abroad page on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("colours countries green for permanent places and pink for passing ones", async ({
    page,
  }) => {
    const answered = (pathname: string) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === pathname);
    const backdrop = answered("/carte-du-monde.svg");
    const layer = answered("/formations/etranger/carte.svg");
    const links = answered("/formations/etranger/carte.json");
    await page.goto("/formations/etranger");
    // The grey world and the coloured countries behind the links, from 768 px.
    for (const response of [backdrop, layer, links]) expect((await response).status()).toBe(200);
    const france = page.locator('[data-country="fr"]');
    const portugal = page.locator('[data-country="pt"]');
    await expect(france).toHaveAttribute("data-tone", "permanent");
    await expect(france.locator("path")).toHaveCSS("fill", "rgb(34, 197, 94)");
    await expect(portugal.locator("path")).toHaveCSS("fill", "rgb(236, 72, 153)");
    await expect.poll(async () => (await france.boundingBox())?.width ?? 0).toBeGreaterThan(10);
    await expect(page.locator('[data-country="it"]')).toHaveCount(0);
    await expect(france).toHaveAttribute("href", "/formations/locaux");
    await expect(portugal).toHaveAttribute("href", "/formations/evenements");
    await expect(page.getByText("Nos permanences", { exact: true })).toBeVisible();
    await expect(page.getByText("De passage uniquement", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("shows a tooltip on hover and on keyboard focus", async ({ page }) => {
    await page.goto("/formations/etranger");
    const tooltip = page.getByTestId("map-tooltip");
    await page.locator('[data-country="us"] path').hover();
    await expect(tooltip).toContainText("États-Unis");
    await expect(tooltip).toContainText("Las Vegas");
    await expect(tooltip).toContainText(/Dates flexibles autour du \d/);

    await page.locator('[data-country="fr"]').focus();
    await expect(tooltip).toContainText("France");
    await expect(tooltip).toContainText("Paris");
    await expect(tooltip).toContainText("Tout le temps");
    await page.keyboard.press("Escape");
    await expect(tooltip).toBeHidden();

    await page.locator('[data-country="th"]').focus();
    await expect(tooltip).toContainText("Partout !");
    await expect(tooltip).toContainText("Prochainement...");

    await page.locator('[data-country="fr"]').focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/formations\/locaux$/);
  });

  test("lists destinations in the spec's order with their dates", async ({ page }) => {
    await page.goto("/formations/etranger");
    const cards = page.getByTestId("destination-card");
    await expect(cards.getByRole("heading")).toHaveText(listOrder);
    await expect(cards.nth(0)).toContainText("Portugal");
    await expect(cards.nth(0)).toContainText(/^.*Du \d{1,2}(er)? .+ au \d{1,2}(er)? .+ \d{4}$/);
    await expect(cards.filter({ hasText: "Paris" })).toContainText("Tout le temps");
    await expect(cards.filter({ hasText: "Tokyo" })).toContainText("Prochainement...");
    await expect(cards.filter({ hasText: "Thaïlande" })).toContainText("Partout !");
    await expect(cards.nth(0).locator("img")).toHaveAttribute(
      "src",
      /locations%2F\d+\.[0-9a-f]{16}\.png/,
    );
    await expect(
      page.getByRole("navigation", { name: "Autres formations" }).getByRole("link"),
    ).toHaveText(["Formations en France", "Formations-événements"]);
  });
});

test.describe("abroad page on a tablet", () => {
  test.use({ viewport: TABLET, hasTouch: true });

  test("switches between map and list, and a tap shows the tooltip before following the link", async ({
    page,
  }) => {
    await page.goto("/formations/etranger");
    const map = page.getByTestId("map-view");
    const list = page.getByTestId("list-view");
    const views = page.getByRole("group", { name: "Affichage des destinations" });
    await expect(views.getByRole("radio", { name: "Carte" })).toBeChecked();
    await expect(map).toBeVisible();
    await expect(list).toBeHidden();
    await views.getByText("Liste").click();
    await expect(views.getByRole("radio", { name: "Liste" })).toBeChecked();
    await expect(list).toBeVisible();
    await expect(map).toBeHidden();
    await views.getByRole("radio", { name: "Liste" }).press("ArrowLeft");
    await expect(views.getByRole("radio", { name: "Carte" })).toBeChecked();
    await expect(map).toBeVisible();

    await page.locator('[data-country="ca"] path').tap();
    await expect(page.getByTestId("map-tooltip")).toContainText("Montréal");
    await expect(page).toHaveURL(/\/formations\/etranger$/);
    await page.locator('[data-country="ca"] path').tap();
    await expect(page).toHaveURL(/\/formations\/evenements$/);
  });
});

test.describe("abroad page on a phone", () => {
  test.use({ viewport: PHONE });

  test("shows the cards only, and never downloads the map", async ({ page }) => {
    const requested: string[] = [];
    page.on("request", (request) => requested.push(new URL(request.url()).pathname));
    await page.goto("/formations/etranger");
    await page.waitForLoadState("networkidle");
    for (const file of [
      "/carte-du-monde.svg",
      "/formations/etranger/carte.svg",
      "/formations/etranger/carte.json",
    ])
      expect(requested).not.toContain(file);
    await expect(page.locator("[data-country]")).toHaveCount(0);
    await expect(page.getByTestId("map-view")).toBeHidden();
    await expect(page.getByRole("radio", { name: "Carte" })).toBeHidden();
    await expect(page.getByTestId("destination-card")).toHaveCount(listOrder.length);
    await expectNoAxeViolations(page);
  });
});

test.describe("abroad page on a desktop without JavaScript", () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false });

  test("shows the countries coloured, behind the same legend", async ({ page }) => {
    const layer = page.waitForResponse(
      (response) => new URL(response.url()).pathname === "/formations/etranger/carte.svg",
    );
    await page.goto("/formations/etranger");
    const drawing = await (await layer).text();
    // France (Lyon, Paris) in green; Portugal, a stay, in pink; Italy, no place, not at all.
    const fills = [...drawing.matchAll(/<path fill="(#[0-9a-f]{6})"/g)].map(([, fill]) => fill);
    expect(fills.filter((fill) => fill === "#22c55e")).toHaveLength(1);
    expect(fills.length).toBeGreaterThan(5);
    expect(fills).toContain("#ec4899");
    await expect(page.getByText("Nos permanences", { exact: true })).toBeVisible();
    await expect(page.locator("[data-country]")).toHaveCount(0);
  });
});

test.describe("abroad page with more destinations than a page shows", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    // The demo's 11 places and 30 more, all 'Prochainement...' in a country of their own.
    server = await startTestServer({
      prepare: async (dataDir) => {
        await demoDatabase(dataDir);
        await fixtureDatabase((db) =>
          db.insert(schema.locations).values(
            Array.from({ length: 30 }, (_, index) => ({
              country: `Zélande ${String(index + 1).padStart(2, "0")}`,
              city: null,
            })),
          ),
        )(dataDir);
      },
    });
  });
  test.afterAll(async () => server.stop());
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("shows 24 cards a page, every place on one page, linked both ways without JavaScript", async ({
    page,
  }) => {
    const cards = page.getByTestId("destination-card");
    const pages = page.getByRole("navigation", { name: "Pages des destinations" });
    await page.goto(`${server.baseURL}/formations/etranger`);
    await expect(cards).toHaveCount(24);
    await expect(cards.first()).toContainText("Lisbonne");
    await expect(pages).toContainText("Page 1 sur 2");
    const firstPage = await cards.allTextContents();

    await pages.getByRole("link", { name: "Destinations suivantes" }).click();
    await expect(page).toHaveURL(`${server.baseURL}/formations/etranger/page/2`);
    await expect(cards).toHaveCount(11 + 30 - 24);
    await expect(cards.last()).toContainText("Zélande 30");
    const secondPage = await cards.allTextContents();
    expect(new Set([...firstPage, ...secondPage]).size).toBe(11 + 30);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      /\/formations\/etranger\/page\/2$/,
    );
    await expect(page).toHaveTitle(/page 2/);

    await pages.getByRole("link", { name: "Destinations précédentes" }).click();
    await expect(page).toHaveURL(`${server.baseURL}/formations/etranger`);
    // Past the last page, the first under a second address, and what is not a page's number
    // (a second address for page 2, a word, a number no list reaches): not found.
    for (const pathname of [
      "/formations/etranger/page/3",
      "/formations/etranger/page/1",
      "/formations/etranger/page/02",
      "/formations/etranger/page/deux",
      "/formations/etranger/page/-2",
      "/formations/etranger/page/99999999999",
    ])
      expect((await page.goto(`${server.baseURL}${pathname}`))?.status()).toBe(404);
  });
});
