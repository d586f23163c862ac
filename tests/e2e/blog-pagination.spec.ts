import { expect, test } from "@playwright/test";
import { addDays } from "../../src/lib/dates";
import { DESKTOP } from "../support/axe";
import { fixtureDatabase, schema } from "../support/fixture-database";
import { startTestServer, type TestServer } from "../support/server";

test.use({ viewport: DESKTOP });
// Each blog's tests share its one server: in parallel mode, each worker would start its own.
test.describe.configure({ mode: "serial" });

/** `count` published posts, one a day back from 1 November 2026, plus a draft. */
function posts(count: number) {
  return fixtureDatabase(async (db) => {
    await db.insert(schema.blogPosts).values([
      ...Array.from({ length: count }, (_, index) => ({
        slug: `article-${index + 1}`,
        title: `Article ${index + 1}`,
        description: `Description ${index + 1}`,
        date: addDays("2026-11-01", -index),
        content:
          index === 0 ? "[piège](javascript:alert(1)) et [site](https://example.org)" : "Contenu.",
      })),
      {
        slug: "brouillon",
        title: "Brouillon",
        description: "Pas encore publié",
        published: false,
        content: "x",
      },
    ]);
  });
}

// 'Voir plus' shows while the last page held exactly nine posts.
const cases = [
  { count: 10, pages: [9, 10] },
  { count: 18, pages: [9, 18, 18] },
  { count: 19, pages: [9, 18, 19] },
];

for (const { count, pages } of cases) {
  test.describe(`a blog of ${count} posts`, () => {
    let server: TestServer;
    test.beforeAll(async () => {
      server = await startTestServer({
        env: { SEED_DEMO_CONTENT: "false" },
        prepare: posts(count),
      });
    });
    test.afterAll(async () => server?.stop());

    test(`shows ${pages.join(", then ")} posts`, async ({ page }) => {
      await page.goto(`${server.baseURL}/blog`);
      const cards = page.getByTestId("blog-card");
      const more = page.getByRole("button", { name: "Voir plus" });
      for (const [step, shown] of pages.entries()) {
        await expect(cards).toHaveCount(shown);
        if (step < pages.length - 1) await more.click();
      }
      await expect(more).toHaveCount(0);
      await expect(cards.last().getByRole("heading")).toHaveText(`Article ${count}`);
      await expect(page.getByText("Brouillon")).toHaveCount(0);
    });

    if (count === 10) {
      test("empties a link with a forbidden scheme, keeps a safe one", async ({ page }) => {
        await page.goto(`${server.baseURL}/blog/article-1`);
        const content = page.getByTestId("article-content");
        await expect(content.getByText("piège")).toHaveAttribute("href", "");
        await expect(content.getByRole("link", { name: "site" })).toHaveAttribute(
          "href",
          "https://example.org",
        );
      });
    }
  });
}
