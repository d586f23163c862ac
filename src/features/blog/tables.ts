import {
  pgTable,
  serial,
  text,
  date,
  boolean,
  uniqueIndex,
  check,
  index,
} from "drizzle-orm/pg-core";
import { sql, eq } from "drizzle-orm";
import { createdAt, updatedAt } from "@/db/columns";

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    content: text("content").notNull().default(""),
    emoji: text("emoji"),
    date: date("date")
      .notNull()
      .default(sql`CURRENT_DATE`),
    published: boolean("published").notNull().default(true),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (table) => [
    uniqueIndex("blog_posts_slug_key").on(table.slug),
    check("blog_posts_slug_format", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check("blog_posts_title_not_blank", sql`btrim(${table.title}) <> ''`),
    // The blog list: published posts, newest first, paginated. `ORDER BY … DESC` puts nulls first:
    // an index sorted with nulls last (drizzle's default for desc()) cannot serve it, and every
    // page of the blog then sorted the whole table.
    index("blog_posts_published_date_idx").on(
      table.published,
      table.date.desc().nullsFirst(),
      table.id.desc().nullsFirst(),
    ),
    // The dashboard's articles, drafts and published together, newest first.
    index("blog_posts_date_idx").on(table.date.desc().nullsFirst(), table.id.desc().nullsFirst()),
  ],
);

export const publishedArticle = eq(blogPosts.published, true);
