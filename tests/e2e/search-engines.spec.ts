import { expect, test } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import { DEMO } from "../support/demo-content";

const parser = new XMLParser({ ignoreAttributes: false });

test("robots.txt allows everything but the legal pages, one request a second", async ({
  request,
  baseURL,
}) => {
  const base = baseURL!;
  const response = await request.get("/robots.txt");
  expect(response.headers()["content-type"]).toContain("text/plain");
  expect(await response.text()).toBe(
    [
      "User-Agent: *",
      "Allow: /",
      "Disallow: /politique-confidentialite",
      "Disallow: /politique-accessibilite",
      "Disallow: /mentions-legales",
      "Disallow: /cgu",
      "Disallow: /cgv",
      "Crawl-delay: 1",
      "",
      `Sitemap: ${base}/sitemap.xml`,
      "",
    ].join("\n"),
  );
});

test("the sitemap lists the pages with the spec's priorities, every formation and published article", async ({
  request,
  baseURL,
}) => {
  const base = baseURL!;
  const response = await request.get("/sitemap.xml");
  expect(response.headers()["content-type"]).toContain("application/xml");
  const urls: { loc: string; priority: number; changefreq: string; lastmod?: string }[] =
    parser.parse(await response.text()).urlset.url;
  const byPath = new Map(
    urls.map((url) => [new URL(url.loc).pathname + new URL(url.loc).search, url]),
  );
  const expected: [string, number][] = [
    ["/", 1],
    ["/formations", 0.9],
    ["/formations/locaux", 0.8],
    ["/formations/etranger", 0.8],
    ["/formations/evenements", 0.8],
    ["/blog", 0.8],
    ["/about", 0.7],
    ["/contact", 0.7],
    ["/devis", 0.7],
    ["/calendar", 0.6],
    ["/certification-qualiopi", 0.6],
  ];
  for (const [path, priority] of expected) {
    expect(byPath.get(path)?.priority, path).toBe(priority);
    expect(["daily", "weekly", "monthly", "yearly"]).toContain(byPath.get(path)?.changefreq);
  }
  const formations = urls.filter((url) => url.loc.startsWith(`${base}/formation/`));
  expect(formations).toHaveLength(DEMO.formations);
  for (const url of formations)
    expect(url).toMatchObject({
      priority: 0.7,
      changefreq: "monthly",
      lastmod: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
  const posts = urls.filter((url) => url.loc.startsWith(`${base}/blog/`));
  expect(posts).toHaveLength(DEMO.publishedArticles);
  for (const url of posts)
    expect(url).toMatchObject({
      priority: 0.6,
      changefreq: "monthly",
      lastmod: expect.any(String),
    });
  // Each article is dated by its own last change (the demo's: its publication), not all by one instant.
  expect(new Set(posts.map((url) => url.lastmod)).size).toBe(posts.length);
  for (const url of posts) expect(Date.parse(url.lastmod!)).toBeLessThan(Date.now());
  expect(posts.map((url) => url.loc)).not.toContain(
    `${base}/blog/ai-act-ce-qui-change-pour-les-entreprises`,
  );
  expect(urls.some((url) => url.loc.includes("mentions-legales"))).toBe(false);
});

test("the RSS feed parses and holds the published articles, newest first", async ({
  request,
  baseURL,
}) => {
  const base = baseURL!;
  const response = await request.get("/blog/rss.xml");
  expect(response.headers()["content-type"]).toContain("application/rss+xml");
  const { rss } = parser.parse(await response.text());
  expect(rss["@_version"]).toBe("2.0");
  expect(rss.channel.title).toBe("Atlas Tech Formation : le blog");
  expect(rss.channel.language).toBe("fr-FR");
  const items: { title: string; link: string; pubDate: string }[] = rss.channel.item;
  expect(items).toHaveLength(DEMO.publishedArticles);
  expect(items[0]).toMatchObject({
    title: "Automatiser sans coder : par où commencer ?",
    link: `${base}/blog/automatiser-sans-coder-par-ou-commencer`,
  });
  const times = items.map((item) => Date.parse(item.pubDate));
  expect(times.every(Number.isFinite)).toBe(true);
  expect([...times].sort((a, b) => b - a)).toEqual(times);
});

test("'Voir plus' refuses a bad offset with a French message", async ({ request }) => {
  const response = await request.get("/api/blog/articles?offset=-3");
  expect(response.status()).toBe(400);
  expect(await response.json()).toEqual({ error: "Le décalage ne peut pas être négatif." });
});

test("'Voir plus' refuses an offset beyond the published posts: offsets cannot fill the shared cache", async ({
  request,
}) => {
  const first = await request.get("/api/blog/articles?offset=0");
  expect(first.status()).toBe(200);
  expect((await first.json()).length).toBeGreaterThan(0);
  const beyond = await request.get("/api/blog/articles?offset=5000");
  expect(beyond.status()).toBe(404);
  expect(await beyond.json()).toEqual({ error: "Il n'y a pas d'autres articles." });
});

test("browsers asking for /favicon.ico get the icon, not the not-found page", async ({
  request,
}) => {
  const response = await request.get("/favicon.ico");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("image/x-icon");
});
