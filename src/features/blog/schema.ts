import { z } from "@/lib/zod";
import { parisDay } from "@/lib/dates";
import { splitList } from "@/lib/lists";
import { slugify } from "@/lib/slug";
import { isDay, optionalText, requiredText } from "@/lib/validation";
import { type blogPosts } from "./tables";

/**
 * The article dialog. The slug is made from the title when left empty, and normalised by the
 * same rule when typed; the date defaults to today; tags are typed comma-separated.
 */
export const articleSchema = z
  .object({
    title: requiredText(200, "Le titre est requis."),
    emoji: optionalText(16),
    slug: z.string().trim().max(120, "120 caractères au plus."),
    description: requiredText(500, "La description est requise."),
    content: z.string().max(100_000, "100 000 caractères au plus."),
    tags: z.string().max(1000, "1 000 caractères au plus.").transform(splitList),
    date: z
      .string()
      .trim()
      .refine((text) => text === "" || isDay(text), "Date invalide.")
      .transform((text) => text || parisDay()),
    published: z.boolean(),
  })
  .transform((article, context) => {
    const slug = slugify(article.slug || article.title);
    if (!slug) {
      context.addIssue({
        code: "custom",
        path: [article.slug ? "slug" : "title"],
        message: "Il faut au moins une lettre ou un chiffre pour former l'adresse de l'article.",
      });
      return z.NEVER;
    }
    return { ...article, slug };
  });

export type ArticleValues = z.input<typeof articleSchema>;
export type Article = z.output<typeof articleSchema>;

/** A new article: published by default, dated today. */
export function emptyArticle(today = parisDay()): ArticleValues {
  return {
    title: "",
    emoji: "",
    slug: "",
    description: "",
    content: "",
    tags: "",
    date: today,
    published: true,
  };
}

/** A saved article as the dialog edits it. */
export function articleValuesOf(article: typeof blogPosts.$inferSelect): ArticleValues {
  return {
    title: article.title,
    emoji: article.emoji ?? "",
    slug: article.slug,
    description: article.description,
    content: article.content,
    tags: article.tags.join(", "),
    date: article.date,
    published: article.published,
  };
}

/** The 'Voir plus' request: how many posts are already shown. */
export const blogPageQuerySchema = z.object({
  offset: z.coerce
    .number({ error: "Le décalage doit être un nombre." })
    .int("Le décalage doit être un nombre entier.")
    .min(0, "Le décalage ne peut pas être négatif.")
    .max(1_000_000, "Le décalage est trop grand."),
});
