import { describe, expect, it } from "vitest";
import { parisDay } from "@/lib/dates";
import { articleSchema, blogPageQuerySchema, emptyArticle } from "./schema";

const valid = {
  ...emptyArticle("2026-03-12"),
  title: "Sécurité : les mots de passe",
  description: "Les bonnes pratiques.",
};

describe("the article form", () => {
  it("makes the slug from the title when empty, and splits the tags", () => {
    const article = articleSchema.parse({ ...valid, tags: " sécurité, ,mots de passe,sécurité" });
    expect(article.slug).toBe("securite-les-mots-de-passe");
    expect(article.tags).toEqual(["sécurité", "mots de passe"]);
    expect(article.published).toBe(true);
  });

  it("normalises a typed slug and dates a blank date today", () => {
    const article = articleSchema.parse({ ...valid, slug: "Mon Article 2026", date: "" });
    expect(article.slug).toBe("mon-article-2026");
    expect(article.date).toBe(parisDay());
  });

  it("requires the title and the description, in French", () => {
    const result = articleSchema.safeParse({ ...valid, title: " ", description: "" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain("Le titre est requis.");
    expect(messages).toContain("La description est requise.");
  });

  it("refuses a title with nothing to make an address from, and an impossible date", () => {
    expect(articleSchema.safeParse({ ...valid, title: "🚀🚀" }).error?.issues[0]?.message).toBe(
      "Il faut au moins une lettre ou un chiffre pour former l'adresse de l'article.",
    );
    expect(
      articleSchema.safeParse({ ...valid, date: "2026-02-30" }).error?.issues[0]?.message,
    ).toBe("Date invalide.");
  });
});

describe("blogPageQuerySchema", () => {
  it("reads a whole, non-negative offset", () => {
    expect(blogPageQuerySchema.parse({ offset: "18" })).toEqual({ offset: 18 });
  });

  it.each([
    [undefined, "Le décalage doit être un nombre."],
    ["abc", "Le décalage doit être un nombre."],
    ["-9", "Le décalage ne peut pas être négatif."],
    ["4.5", "Le décalage doit être un nombre entier."],
    ["99999999", "Le décalage est trop grand."],
  ])("refuses %s with a French message", (offset, message) => {
    const result = blogPageQuerySchema.safeParse({ offset });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});
