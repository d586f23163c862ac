import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE } from "../support/axe";
import { islandReady } from "../support/islands";

// The demo blog: 10 published posts (the last two without content) and 2 drafts.
const newest = "Automatiser sans coder : par où commencer ?";
const readSlug = "automatiser-sans-coder-par-ou-commencer";

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`blog at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("lists published posts newest first, nine at a time", async ({ page }) => {
      await page.goto("/blog");
      await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
      const cards = page.getByTestId("blog-card");
      await expect(cards).toHaveCount(9);
      await expect(cards.first()).toContainText(newest);
      await expect(cards.first()).toContainText("Lire l'Article");
      const dates = await cards
        .locator("time")
        .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
      expect([...dates].sort().reverse()).toEqual(dates);
      await expect(page.getByText("AI Act : ce qui change")).toHaveCount(0);

      // A post without content is dimmed and cannot be opened.
      const empty = cards.filter({ hasText: "Ce que nous avons appris au Salon No-Code" });
      await expect(empty).toHaveAttribute("data-readable", "false");
      await expect(empty).not.toHaveAttribute("href");
      await expect(empty).toHaveCSS("opacity", "0.6");
      await expect(cards.first()).toHaveAttribute("href", `/blog/${readSlug}`);

      await page.getByRole("button", { name: "Voir plus" }).click();
      await expect(cards).toHaveCount(10);
      await expect(cards.last()).toContainText("L'agenda des salons tech");
      await expect(page.getByRole("button", { name: "Voir plus" })).toHaveCount(0);
    });

    test("an article: head, tags, Markdown content, call to action and metadata", async ({
      page,
    }) => {
      await page.goto(`/blog/${readSlug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest);
      await expect(page.getByText("Les trois questions à se poser")).toBeVisible();
      await expect(page.locator("article time").first()).toHaveText(/^\d{1,2}(er)? \S+ \d{4}$/);
      await expect(page.getByRole("list", { name: "Thèmes" }).getByRole("listitem")).toHaveText([
        "automatisation",
        "no-code",
        "n8n",
      ]);
      const content = page.getByTestId("article-content");
      await expect(
        content.getByRole("heading", {
          level: 2,
          name: "Commencer par le processus, pas par l'outil",
        }),
      ).toBeVisible();
      await expect(content.locator("table")).toBeVisible();
      await expect(
        content.getByRole("link", { name: "Automatiser ses processus avec n8n" }),
      ).toHaveAttribute("href", "/formation/automatiser-ses-processus-avec-n8n");
      const cta = page.getByRole("complementary", { name: "Cet article vous a plu ?" });
      await expect(cta.getByRole("link", { name: "Voir nos formations" })).toHaveAttribute(
        "href",
        "/formations",
      );
    });
  });
}

test.describe("blog", () => {
  test.use({ viewport: DESKTOP });

  test("a read article's card turns green, with the readArticles cookie", async ({
    page,
    context,
  }) => {
    await page.goto(`/blog/${readSlug}`);
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === "readArticles"))
      .toMatchObject({
        value: encodeURIComponent(JSON.stringify([readSlug])),
        path: "/",
        sameSite: "Lax",
      });
    const cookie = (await context.cookies()).find((entry) => entry.name === "readArticles")!;
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

    await page.goto("/blog");
    const card = page.getByTestId("blog-card").filter({ hasText: newest });
    await expect(card).toHaveAttribute("data-read", "true");
    await expect(card).toHaveCSS("background-color", "rgb(220, 252, 231)");
    await expect(page.getByTestId("blog-card").nth(1)).toHaveAttribute("data-read", "false");
  });

  test("a reader of many articles keeps a valid cookie: the newest read is recorded, the oldest slugs make room", async ({
    page,
    context,
    baseURL,
  }) => {
    // Near 4 kB already: a browser would drop a cookie grown past 4,096 bytes, and with it every slug.
    const old: string[] = [];
    while (encodeURIComponent(JSON.stringify(old)).length < 3_950)
      old.push(`ancien-article-lu-numero-${String(old.length).padStart(3, "0")}`);
    await context.addCookies([
      { name: "readArticles", value: encodeURIComponent(JSON.stringify(old)), url: baseURL! },
    ]);
    await page.goto(`/blog/${readSlug}`);
    const slugs = async () => {
      const cookie = (await context.cookies()).find((entry) => entry.name === "readArticles");
      return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as string[]) : [];
    };
    await expect.poll(async () => (await slugs()).at(-1)).toBe(readSlug);
    const kept = await slugs();
    expect(kept[0]).not.toBe(old[0]);
    expect(kept.slice(0, -1)).toEqual(old.slice(old.length - kept.length + 1));
    const cookie = (await context.cookies()).find((entry) => entry.name === "readArticles")!;
    expect(cookie.name.length + cookie.value.length + 1).toBeLessThanOrEqual(4_000);
    await page.goto("/blog");
    await expect(page.getByTestId("blog-card").filter({ hasText: newest })).toHaveAttribute(
      "data-read",
      "true",
    );
  });

  test("reads the cookie again when the window gets focus", async ({ page, context }) => {
    await page.goto("/blog");
    const card = page.getByTestId("blog-card").nth(1);
    await expect(card).toHaveAttribute("data-read", "false");
    await context.addCookies([
      {
        name: "readArticles",
        value: encodeURIComponent(JSON.stringify(["ia-generative-5-usages-concrets"])),
        url: page.url(),
      },
    ]);
    await page.evaluate(() => window.dispatchEvent(new Event("focus")));
    await expect(card).toHaveAttribute("data-read", "true");
  });

  test("a malformed cookie counts as no article read, and is logged", async ({
    page,
    context,
    baseURL,
  }) => {
    const errors: string[] = [];
    page.on("console", (message) => errors.push(message.text()));
    await context.addCookies([{ name: "readArticles", value: "%7Bpas-du-json", url: baseURL! }]);
    await page.goto("/blog");
    // The page's script reads the cookie at load: its log says when, and only then is the mark final.
    await expect
      .poll(() => errors.some((text) => text.startsWith("Error parsing read articles cookie:")))
      .toBe(true);
    await expect(page.getByTestId("blog-card")).toHaveCount(9);
    await expect(page.locator('[data-read="true"]')).toHaveCount(0);
  });

  test("says so when the next page cannot be loaded", async ({ page }) => {
    await page.route("**/api/blog/articles**", (route) => route.abort());
    await page.goto("/blog");
    // 'Voir plus' is the list island's: it answers once the island woke.
    await islandReady(page, "blog-card");
    await page.getByRole("button", { name: "Voir plus" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Erreur" })).toHaveText(
      "Erreur lors du chargement des articles",
    );
    await expect(page.getByTestId("blog-card")).toHaveCount(9);
  });

  test("a post without content says so", async ({ page }) => {
    await page.goto("/blog/retour-salon-no-code");
    await expect(page.getByTestId("article-content")).toHaveText("Contenu non disponible.");
  });

  test("a missing or unpublished article is not found, with a 404", async ({ page }) => {
    for (const slug of ["article-inexistant", "ai-act-ce-qui-change-pour-les-entreprises"]) {
      const response = await page.goto(`/blog/${slug}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Article non trouvé");
      await expect(
        page.getByText("L'article que vous cherchez n'existe pas ou n'est plus disponible."),
      ).toBeVisible();
    }
    await page.getByRole("link", { name: "Retour au blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test("an article carries article metadata and BlogPosting data", async ({ request }) => {
    const html = await (await request.get(`/blog/${readSlug}`)).text();
    expect(html).toMatch(/<meta property="og:type" content="article"\/?>/);
    expect(html).toMatch(/<meta property="article:published_time" content="\d{4}-\d{2}-\d{2}"\/?>/);
    expect(html).toMatch(
      /<meta property="article:modified_time" content="\d{4}-\d{2}-\d{2}T[^"]+"\/?>/,
    );
    expect(html).toMatch(/<meta name="keywords" content="automatisation,no-code,n8n"\/?>/);
    const posting = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((match) => JSON.parse(match[1]!))
      .find((block) => block["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: newest,
      inLanguage: "fr-FR",
      keywords: "automatisation, no-code, n8n",
    });
  });

  test("the blog page links its RSS feed", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      /\/blog\/rss\.xml$/,
    );
  });
});
