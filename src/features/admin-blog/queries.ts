import "server-only";
import { count, desc, eq } from "drizzle-orm";
import type { Database } from "@/db/client";
import { blogPosts } from "@/db/schema";
import type { ListParams } from "@/lib/list-params";
import { arrayText, matchesSearch, readPage } from "@/server/list-query";
import { articleValuesOf, type ArticleValues } from "./schema";

// What an article's card shows: the content (up to 100,000 characters) is read by its dialog.
const cardColumns = {
  id: blogPosts.id,
  emoji: blogPosts.emoji,
  title: blogPosts.title,
  date: blogPosts.date,
  description: blogPosts.description,
  published: blogPosts.published,
  tags: blogPosts.tags,
};

/** 'Gestion des articles': newest first, searched in title, description, slug and tags. */
export async function listArticles(db: Database, { q, page }: ListParams) {
  const where = matchesSearch(q, [blogPosts.title, blogPosts.description, blogPosts.slug, arrayText(blogPosts.tags)]);
  return readPage(
    page,
    (limit, offset) =>
      db.select(cardColumns).from(blogPosts).where(where).orderBy(desc(blogPosts.created_at), desc(blogPosts.id)).limit(limit).offset(offset),
    () => db.select({ value: count() }).from(blogPosts).where(where),
  );
}

/** The dialog's values for one article. */
export async function articleToEdit(db: Database, id: number): Promise<ArticleValues | undefined> {
  const [article] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  return article && articleValuesOf(article);
}
