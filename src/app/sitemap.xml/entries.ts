import { siteConfig } from "@/config/site";
import { countPublishedPosts, listSitemapPosts } from "@/features/blog/queries";
import { countFormations, listFormationSlugs } from "@/features/catalogue/queries";
import {
  sitemapEntries,
  sitemapFileRanges,
  type SitemapCounts,
  type SitemapRange,
} from "@/server/sitemap";
import { readOrDefault } from "@/server/read-or-default";

// A failed read leaves that part of the sitemap out (logged), as the spec says.

/** How many formations and published articles the sitemap lists. */
export async function sitemapCounts(): Promise<SitemapCounts> {
  const [formations, posts] = await Promise.all([
    readOrDefault(countFormations, 0, "nombre de formations du sitemap"),
    readOrDefault(countPublishedPosts, 0, "nombre d'articles du sitemap"),
  ]);
  return { formations, posts };
}

async function readRange<T>(
  range: SitemapRange,
  read: (offset: number, limit: number) => Promise<T[]>,
  what: string,
) {
  return range.limit === 0 ? [] : readOrDefault(() => read(range.offset, range.limit), [], what);
}

/** The addresses of the sitemap's file `index` (the whole sitemap while it fits in one). */
export async function sitemapFileEntries(index: number, counts: SitemapCounts) {
  const ranges = sitemapFileRanges(index, counts);
  const [formations, posts] = await Promise.all([
    readRange(ranges.formations, listFormationSlugs, "formations du sitemap"),
    readRange(ranges.posts, listSitemapPosts, "articles du sitemap"),
  ]);
  return sitemapEntries(siteConfig.baseUrl, ranges.pages, formations, posts);
}
