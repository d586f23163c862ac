import "server-only";
import { and, asc, count, desc, eq, not, sql, type SQL } from "drizzle-orm";
import { listViews, type ListView } from "@/config/list-views";
import type { Database } from "@/db/client";
import { readChoice, readListParams, type ListParams, type SearchParams } from "@/lib/list-params";
import { arrayText, matchesSearch, readPage } from "@/server/list-query";
import { articleValuesOf, type ArticleValues } from "./schema";
import { blogPosts, publishedArticle } from "./tables";

// What an article's card shows: the content (up to 100,000 characters) is read by its dialog.
const cardColumns = {
  id: blogPosts.id,
  emoji: blogPosts.emoji,
  title: blogPosts.title,
  slug: blogPosts.slug,
  date: blogPosts.date,
  description: blogPosts.description,
  published: blogPosts.published,
  tags: blogPosts.tags,
};

/** How staff can order the articles: by publication date, newest first (the default), or by title. */
export const articleOrders = { date: "Plus récents d'abord", titre: "Par titre (A à Z)" } as const;
export type ArticleOrder = keyof typeof articleOrders;

const orderBy = {
  date: [desc(blogPosts.date), desc(blogPosts.id)],
  // Case-insensitive: 'Se former' before 'SQL', whatever the database's collation.
  titre: [asc(sql`lower(${blogPosts.title})`), asc(blogPosts.id)],
} satisfies Record<ArticleOrder, SQL[]>;

/** 'Gestion des articles': searched in title, description, slug and tags; a view keeps published or unpublished ones. */
async function listArticles(
  db: Database,
  { q, page }: ListParams,
  view: ListView<"articles"> | null = null,
  order: ArticleOrder = "date",
) {
  const published =
    view === "publies"
      ? publishedArticle
      : view === "non-publies"
        ? not(publishedArticle)
        : undefined;
  const where = and(
    matchesSearch(q, [
      blogPosts.title,
      blogPosts.description,
      blogPosts.slug,
      arrayText(blogPosts.tags),
    ]),
    published,
  );
  return readPage(
    page,
    (limit, offset) =>
      db
        .select(cardColumns)
        .from(blogPosts)
        .where(where)
        .orderBy(...orderBy[order])
        .limit(limit)
        .offset(offset),
    () => db.select({ value: count() }).from(blogPosts).where(where),
  );
}

/** The dialog's values for one article. */
export async function articleToEdit(db: Database, id: number): Promise<ArticleValues | undefined> {
  const [article] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return article && articleValuesOf(article);
}

export type ArticleRow = Awaited<ReturnType<typeof listArticles>>["rows"][number];

/** What the articles screen shows for its query string: its view, its order and a page of cards. */
export async function loadArticlesScreen(db: Database, search: SearchParams) {
  const params = readListParams(search);
  const view = readChoice(search, "vue", listViews.articles.views);
  const order = readChoice(search, "tri", articleOrders);
  const { rows, total } = await listArticles(db, params, view, order ?? undefined);
  return { params, view, order, rows, total };
}
