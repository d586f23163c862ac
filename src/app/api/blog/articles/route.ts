import { countPublishedPosts, listPublishedPosts } from "@/features/blog/queries";
import { blogPageQuerySchema } from "@/features/blog/schema";
import { jsonRead } from "@/lib/json-read";

/** The next page of the blog, for 'Voir plus'. Served from the cache, like the pages. */
export async function GET(request: Request) {
  const parsed = blogPageQuerySchema.safeParse({
    offset: new URL(request.url).searchParams.get("offset") ?? undefined,
  });
  return jsonRead(
    parsed,
    async ({ offset }) =>
      offset <= (await countPublishedPosts()) ? listPublishedPosts(offset) : null,
    "Il n'y a pas d'autres articles.",
  );
}
