import "server-only";
import { count, desc } from "drizzle-orm";
import type { Database } from "@/db/client";
import { blogPosts } from "@/db/schema";
import type { ListParams } from "@/lib/list-params";
import { arrayText, matchesSearch, readPage } from "@/server/list-query";

/** 'Gestion des articles': newest first, searched in title, description, slug and tags. */
export async function listArticles(db: Database, { q, page }: ListParams) {
  const where = matchesSearch(q, [blogPosts.title, blogPosts.description, blogPosts.slug, arrayText(blogPosts.tags)]);
  return readPage(
    page,
    (limit, offset) =>
      db.select().from(blogPosts).where(where).orderBy(desc(blogPosts.created_at), desc(blogPosts.id)).limit(limit).offset(offset),
    () => db.select({ value: count() }).from(blogPosts).where(where),
  );
}

export type AdminArticle = Awaited<ReturnType<typeof listArticles>>["rows"][number];
