"use server";

import { and, eq, ne } from "drizzle-orm";
import { recordId } from "@/lib/validation";
import type { ActionResult } from "@/lib/action-result";
import type { Transaction } from "@/db/client";
import { adminMutation, conflict, gone, targetId } from "@/server/admin-mutation";
import { adminRead } from "@/server/admin-read";
import { cacheTags } from "@/server/cache/tags";
import { articleToEdit } from "./admin-queries";
import { articleSchema, type Article, type ArticleValues } from "./schema";
import { blogPosts } from "./tables";

const tags = [cacheTags.blogPosts];

async function refuseTakenSlug(tx: Transaction, slug: string, id: number | null) {
  const [taken] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(
      id === null ? eq(blogPosts.slug, slug) : and(eq(blogPosts.slug, slug), ne(blogPosts.id, id)),
    );
  if (taken)
    conflict(
      "slug",
      `L'adresse « ${slug} » est déjà celle d'un autre article : choisissez un autre slug.`,
    );
}

function columns(article: Article) {
  return { ...article, emoji: article.emoji ?? null };
}

/** 'Créer' or 'Modifier' in the article dialog (`id` null to create). */
export async function saveArticle(id: number | null, values: ArticleValues): Promise<ActionResult> {
  return adminMutation(
    { name: "saveArticle", schema: articleSchema, tags },
    values,
    async (article, { tx, audit }) => {
      const target = id === null ? null : targetId(id);
      await refuseTakenSlug(tx, article.slug, target);
      if (target === null) {
        const [created] = await tx
          .insert(blogPosts)
          .values(columns(article))
          .returning({ id: blogPosts.id });
        await audit({
          action: "create",
          entity: "blog_post",
          entityId: created!.id,
          summary: article.title,
        });
      } else {
        const [updated] = await tx
          .update(blogPosts)
          .set({ ...columns(article), updated_at: new Date() })
          .where(eq(blogPosts.id, target))
          .returning({ id: blogPosts.id });
        if (!updated) gone("Cet article");
        await audit({
          action: "update",
          entity: "blog_post",
          entityId: target,
          summary: article.title,
        });
      }
      return { ok: true };
    },
  );
}

export async function deleteArticle(id: number): Promise<ActionResult> {
  return adminMutation(
    { name: "deleteArticle", schema: recordId, tags },
    id,
    async (target, { tx, audit }) => {
      const [deleted] = await tx
        .delete(blogPosts)
        .where(eq(blogPosts.id, target))
        .returning({ title: blogPosts.title });
      if (!deleted) gone("Cet article");
      await audit({
        action: "delete",
        entity: "blog_post",
        entityId: target,
        summary: deleted.title,
      });
      return { ok: true };
    },
  );
}

/** The article as saved now, for its edit dialog. */
export async function readArticle(id: number) {
  return adminRead("readArticle", "Cet article", id, articleToEdit);
}
