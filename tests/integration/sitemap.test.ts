import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { siteConfig } from "@/config/site";
import type { DatabaseHandle } from "@/db/client";
import { cacheTags } from "@/server/cache/tags";
import { revalidate } from "@/server/cache/revalidations.mjs";
import { staticSitemapPages } from "@/server/sitemap";
import { databaseTargets, openMigrated } from "../support/databases";

/**
 * The sitemap past the protocol's 50,000 addresses, read from a real database through its route
 * handlers: an index of files, each address in exactly one file, no file over the limit.
 */
const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/server/database", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/server/database")>()),
  getDb: async () => state.db,
}));

const indexRoute = await import("@/app/sitemap.xml/route");
const fileRoute = await import("@/app/sitemaps/[file]/route");

/**
 * The tests write with SQL, which tells no cache: they say which tables changed, as the
 * dashboard's mutations do, and the sitemap's cached reads are read again.
 */
const write = async (
  handle: DatabaseHandle,
  statement: Parameters<DatabaseHandle["db"]["execute"]>[0],
) => {
  await handle.db.execute(statement);
  await revalidate([cacheTags.formations, cacheTags.blogPosts]);
};

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => url!);
const file = (name: string) =>
  fileRoute.GET(new Request(`${siteConfig.baseUrl}/sitemaps/${name}`), {
    params: Promise.resolve({ file: name }),
  });

describe.each(databaseTargets)("sitemap on $name", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openMigrated(target);
    state.db = handle.db;
  });
  afterAll(() => handle.close());

  it("is one file of every address while it fits", async () => {
    await write(
      handle,
      sql`
      INSERT INTO formations (slug, title, description, duration, price_no_tax, format)
      SELECT 'formation-' || i, 'Formation ' || i, 'Description.', '2 jours', 900, 'Présentiel' FROM generate_series(1, 3) AS i`,
    );
    const xml = await (await indexRoute.GET()).text();
    expect(xml).toContain("<urlset");
    expect(locs(xml)).toHaveLength(staticSitemapPages.length + 3);
    expect(locs(xml)).toContain(`${siteConfig.baseUrl}/formation/formation-2`);
  });

  it("becomes an index of files of at most 50,000 past the limit, each address once", async () => {
    await write(
      handle,
      sql`
      INSERT INTO blog_posts (slug, title, description, content, date, published)
      SELECT 'article-' || i, 'Article ' || i, 'Description.', 'Texte.', DATE '2026-01-01', i <= 50000
      FROM generate_series(1, 50010) AS i`,
    );
    const index = await (await indexRoute.GET()).text();
    expect(index).toContain("<sitemapindex");
    expect(locs(index)).toEqual([
      `${siteConfig.baseUrl}/sitemaps/0.xml`,
      `${siteConfig.baseUrl}/sitemaps/1.xml`,
    ]);

    const first = locs(await (await file("0.xml")).text());
    const second = locs(await (await file("1.xml")).text());
    expect(first).toHaveLength(50_000);
    expect(first[0]).toBe(`${siteConfig.baseUrl}/`);
    const all = [...first, ...second];
    // The public pages, 3 formations and the 50,000 published articles (not the 10 drafts), once each.
    expect(all).toHaveLength(staticSitemapPages.length + 3 + 50_000);
    expect(new Set(all).size).toBe(all.length);
    expect(all).toContain(`${siteConfig.baseUrl}/blog/article-50000`);
    expect(all).not.toContain(`${siteConfig.baseUrl}/blog/article-50001`);

    expect((await file("2.xml")).status).toBe(404);
    expect((await file("x.xml")).status).toBe(404);
  });

  it("dates an article by its own last modification, not by when the sitemap was read", async () => {
    await write(
      handle,
      sql`
      INSERT INTO blog_posts (slug, title, description, content, date, published, updated_at)
      VALUES ('date-vraie', 'Date vraie', 'Description.', 'Texte.', DATE '2026-03-01', true, TIMESTAMPTZ '2026-03-04 10:00:00+00')`,
    );
    const lastmod = async () => {
      for (const name of ["0.xml", "1.xml"]) {
        const match = /<loc>[^<]*\/blog\/date-vraie<\/loc><lastmod>([^<]+)<\/lastmod>/.exec(
          await (await file(name)).text(),
        );
        if (match) return match[1];
      }
      return undefined;
    };
    expect(await lastmod()).toBe("2026-03-04T10:00:00.000Z");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await lastmod()).toBe("2026-03-04T10:00:00.000Z");
    // An edit of another article leaves it alone; its own edit moves it.
    await write(
      handle,
      sql`UPDATE blog_posts SET updated_at = TIMESTAMPTZ '2026-05-01 08:00:00+00' WHERE slug = 'article-1'`,
    );
    expect(await lastmod()).toBe("2026-03-04T10:00:00.000Z");
    await write(
      handle,
      sql`UPDATE blog_posts SET title = 'Date vraie (revue)', updated_at = TIMESTAMPTZ '2026-06-02 09:30:00+00' WHERE slug = 'date-vraie'`,
    );
    expect(await lastmod()).toBe("2026-06-02T09:30:00.000Z");
  });
});
