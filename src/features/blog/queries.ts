import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { getDb } from "@/server/database";
import { cachedRead } from "@/server/cache/cached-read";
import { cacheTags } from "@/server/cache/tags";
import { blogPosts, publishedArticle } from "./tables";

export const BLOG_PAGE_SIZE = 9;
const FEED_SIZE = 30;

const newestFirst = [desc(blogPosts.date), desc(blogPosts.id)];

/** The query of one page of the blog: published posts, newest first, without their content. */
export function publishedPostsPage(db: Database, offset: number) {
  return db
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      description: blogPosts.description,
      emoji: blogPosts.emoji,
      date: blogPosts.date,
      // A post without content is listed but cannot be opened.
      readable: sql<boolean>`btrim(${blogPosts.content}) <> ''`,
    })
    .from(blogPosts)
    .where(publishedArticle)
    .orderBy(...newestFirst)
    .limit(BLOG_PAGE_SIZE)
    .offset(offset);
}

export const listPublishedPosts = cachedRead(
  "blog:page",
  [cacheTags.blogPosts],
  async (offset: number) => publishedPostsPage(await getDb(), offset),
);

async function readPost(slug: string, drafts: boolean) {
  if (!slug) throw new Error("No slug provided");
  const [post] = await (
    await getDb()
  )
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), drafts ? undefined : publishedArticle));
  return post ?? null;
}

/** A published post, whole, or null: drafts are not public. */
export const getPublishedPost = cachedRead("blog:post", [cacheTags.blogPosts], (slug: string) =>
  readPost(slug, false),
);

/** Any post, draft or not, read afresh: the preview of an administrator (checked by the caller). */
export function readPostPreview(slug: string) {
  return readPost(slug, true);
}

/** The newest published posts, for the RSS feed. */
export const listFeedPosts = cachedRead("blog:feed", [cacheTags.blogPosts], async () =>
  (await getDb())
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      description: blogPosts.description,
      date: blogPosts.date,
      tags: blogPosts.tags,
    })
    .from(blogPosts)
    .where(publishedArticle)
    .orderBy(...newestFirst)
    .limit(FEED_SIZE),
);

/** Published articles' addresses and last changes for the sitemap, one file's slice at a time. */
export const listSitemapPosts = cachedRead(
  "blog:sitemap",
  [cacheTags.blogPosts],
  async (offset: number, limit: number) =>
    (await getDb())
      .select({ slug: blogPosts.slug, updated_at: blogPosts.updated_at })
      .from(blogPosts)
      .where(publishedArticle)
      .orderBy(blogPosts.id)
      .limit(limit)
      .offset(offset),
);

export const countPublishedPosts = cachedRead(
  "blog:published-count",
  [cacheTags.blogPosts],
  async () => (await getDb()).$count(blogPosts, publishedArticle),
);
