import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { article, useAdministration } from "../support/admin-fixtures";
import { databaseTargets } from "../support/databases";
import { blogPosts } from "@/features/blog/tables";
import { auditLog } from "@/server/tables";

const { state, mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);

const blog = await import("@/features/blog/actions");

/** The blog's articles as an administrator writes them. */
describe.each(databaseTargets)("articles in the dashboard on $name", (target) => {
  const world = useAdministration(target);
  const { as } = world;

  it("creates an article for an admin: slug from the title, journal line, blog cache expired", async () => {
    as("admin");
    expect(await blog.saveArticle(null, article)).toEqual({ ok: true });
    const [saved] = await world.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, "ete-2027-nos-sessions"));
    expect(saved).toMatchObject({
      title: "Été 2027 : nos sessions",
      tags: ["été", "sessions"],
      published: true,
      date: "2027-06-01",
    });
    expect(state.expired).toEqual(["blog-posts"]);
    const [line] = await world.db.select().from(auditLog).orderBy(auditLog.id);
    expect(line).toMatchObject({
      action: "create",
      entity: "blog_post",
      entity_id: saved!.id,
      summary: "Été 2027 : nos sessions",
      actor_name: "Prénom admin@atlas.example",
    });
    expect(await blog.saveArticle(null, { ...article, slug: "existant" })).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { slug: expect.stringContaining("existant") },
    });
    expect(await blog.saveArticle(null, { ...article, title: "" })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { title: "Le titre est requis." },
    });
    // PostgreSQL cannot store a NUL character: refused in French wherever it hides.
    expect(
      await blog.saveArticle(null, { ...article, slug: "nul", content: "Texte\u0000" }),
    ).toMatchObject({
      ok: false,
      status: 400,
      error: "Ce texte contient un caractère non autorisé.",
    });
  });
});
