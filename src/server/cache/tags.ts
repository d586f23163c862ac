/**
 * Tags of the cached public reads. A read is tagged with every table it reads; a mutation
 * revalidates the tags of the tables it writes, so the pages showing them re-render at once.
 */
export const cacheTags = {
  formations: "formations",
  locations: "locations",
  events: "events",
  users: "users",
  blogPosts: "blog-posts",
  sessions: "sessions",
} as const;

export type CacheTag = (typeof cacheTags)[keyof typeof cacheTags];
