import { listPublishedPosts } from "@/features/blog/queries";
import { blogPageQuerySchema } from "@/features/blog/schema";

/** The next page of the blog, for 'Voir plus'. Served from the cache, like the pages. */
export async function GET(request: Request) {
  const parsed = blogPageQuerySchema.safeParse({
    offset: new URL(request.url).searchParams.get("offset") ?? undefined,
  });
  if (!parsed.success) {
    return Response.json({ error: parsed.error.issues[0]?.message ?? "Requête invalide." }, { status: 400 });
  }
  const posts = await listPublishedPosts(parsed.data.offset);
  return Response.json(posts, {
    headers: { "Cache-Control": "public, s-maxage=300, stale-while-revalidate=3600" },
  });
}
