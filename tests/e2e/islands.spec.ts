import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, PHONE } from "../support/axe";

/**
 * Islands that wake when used (client:interaction, docs/decisions/086): a page loads no React
 * until the visitor comes to its form, list or calendar, and what they do before it woke is
 * not lost.
 */

/** The island's scripts arrive this late: what the visitor does meanwhile meets the page alone. */
async function slowIslandScripts(page: Page) {
  await page.route(/\/_astro\/.+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    await route.continue();
  });
}

const island = (page: Page, testId: string) =>
  page.locator("astro-island").filter({ has: page.getByTestId(testId) });

test.describe("on a phone", () => {
  test.use({ viewport: PHONE });

  test("the contact page loads no React until the visitor comes to the form", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/contact", { waitUntil: "networkidle" });
    const form = island(page, "contact-form");
    const component = await form.getAttribute("component-url");
    const renderer = await form.getAttribute("renderer-url");
    expect(component).toMatch(/^\/_astro\//);
    expect(scripts).not.toContain(component);
    expect(scripts).not.toContain(renderer);
    // A finger scrolling the page over the form wakes nothing.
    await form.locator("form").dispatchEvent("touchstart");
    await form.locator("form").dispatchEvent("pointerover", { pointerType: "touch" });
    await form.locator("form").dispatchEvent("pointerdown", { pointerType: "touch" });
    await page.waitForTimeout(500);
    await expect(form).toHaveAttribute("ssr", "");
    expect(scripts).not.toContain(component);

    await page.getByLabel("NOM *").focus();
    await expect(form).not.toHaveAttribute("ssr");
    expect(scripts).toContain(component);
    expect(scripts).toContain(renderer);
  });
});

test.describe("on a desktop", () => {
  test.use({ viewport: DESKTOP });

  test("a search typed and a box ticked before the catalogue's island woke are applied once it has", async ({
    page,
  }) => {
    await slowIslandScripts(page);
    await page.goto("/formations/locaux");
    const cards = page.getByTestId("formation-card");
    await expect(cards).toHaveCount(10);
    // Typed while the island's scripts are on their way: the box has it, the list not yet.
    await page.getByLabel("Rechercher", { exact: true }).fill("sql");
    await expect(island(page, "formation-card")).toHaveAttribute("ssr", "");
    // Ticked at once, by the browser: the island reads the box too when it wakes.
    await page.getByLabel("Certifiantes (CPF) uniquement").check();
    await expect(island(page, "formation-card")).toHaveAttribute("ssr", "");
    await expect(island(page, "formation-card")).not.toHaveAttribute("ssr");
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText("SQL et PostgreSQL pour les métiers");
    await expect(page).toHaveURL(/\/formations\/locaux\?q=sql&certifiante=1$/);
  });

  test("'Voir plus' clicked twice before the blog's list woke loads the next articles once", async ({
    page,
  }) => {
    await slowIslandScripts(page);
    await page.goto("/blog");
    const cards = page.getByTestId("blog-card");
    await expect(cards).toHaveCount(9);
    const nextPage = (await (await page.request.get("/api/blog/articles?offset=9")).json()) as {
      slug: string;
    }[];
    expect(nextPage.length).toBeGreaterThan(0);
    const more = page.getByRole("button", { name: "Voir plus" });
    await more.click();
    await more.click();
    await expect(island(page, "blog-card")).toHaveAttribute("ssr", "");
    await expect(island(page, "blog-card")).not.toHaveAttribute("ssr");
    await expect(cards).toHaveCount(9 + nextPage.length);
    const slugs = await cards.evaluateAll((shown) =>
      shown.map((card) => card.getAttribute("data-article")),
    );
    expect(new Set(slugs).size).toBe(slugs.length);
  });
});
