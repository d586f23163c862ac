import { siteConfig } from "@/config/site";
import { listSitemapPosts } from "@/features/blog/queries";
import { listFormationSlugs } from "@/features/catalogue/queries";
import { sitemapEntries } from "@/lib/sitemap";
import { readOrDefault } from "@/server/read-or-default";

/** Every sitemap address; a failed read leaves that part out (logged), as the spec says. */
export async function allSitemapEntries() {
  const [formations, posts] = await Promise.all([
    readOrDefault(listFormationSlugs, [], "formations du sitemap"),
    readOrDefault(listSitemapPosts, [], "articles du sitemap"),
  ]);
  return sitemapEntries(siteConfig.baseUrl, formations, posts);
}
