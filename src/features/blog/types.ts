// The shapes of the blog's reads, for the client components that show them: this module holds
// types only, so a component can import it without the server-only queries it describes.
import type { getPublishedPost, listPublishedPosts } from "./queries";

export type BlogPostCard = Awaited<ReturnType<typeof listPublishedPosts>>[number];
export type BlogPost = NonNullable<Awaited<ReturnType<typeof getPublishedPost>>>;
