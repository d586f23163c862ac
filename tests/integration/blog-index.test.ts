import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRows, type DatabaseHandle } from "@/db/client";
import { publishedPostsPage } from "@/features/blog/queries";
import { databaseTargets, openMigrated } from "../support/databases";

/**
 * A page of the blog, however deep, reads its nine posts from the index in order: it never
 * sorts the table (with 100,000 posts a sort took 60 ms a page and grew with every post).
 */
describe.each(databaseTargets)("the blog's pages on $name", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openMigrated(target);
    await handle.db.execute(sql`
      INSERT INTO blog_posts (slug, title, description, content, date, published)
      SELECT 'article-' || i, 'Article ' || i, 'Description.', 'Texte.', DATE '2020-01-01' + (i % 2000), i % 10 <> 0
      FROM generate_series(1, 20000) AS i`);
    await handle.db.execute(sql`ANALYZE blog_posts`);
  });
  afterAll(() => handle.close());

  it("come from the newest-first index, without a sort", async () => {
    const plan = await rawRows<{ "QUERY PLAN": string }>(
      handle.db,
      sql`EXPLAIN ${publishedPostsPage(handle.db, 900)}`,
    );
    const text = plan.map((row) => row["QUERY PLAN"]).join("\n");
    expect(text).toContain("blog_posts_published_date_idx");
    expect(text).not.toMatch(/\bSort\b/);
  });

  it("list the newest published posts first", async () => {
    const page = await publishedPostsPage(handle.db, 0);
    expect(page).toHaveLength(9);
    expect(page[0]!.date >= page[8]!.date).toBe(true);
    const [newest] = await rawRows<{ date: string }>(
      handle.db,
      sql`SELECT max(date)::text AS date FROM blog_posts WHERE published`,
    );
    expect(String(page[0]!.date)).toContain(newest!.date);
  });
});
