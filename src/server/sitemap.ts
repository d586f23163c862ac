import { paths } from "@/config/paths";
import { escapeXml } from "@/lib/xml";

/** The sitemap protocol's limit of addresses per file. */
const SITEMAP_MAX_URLS = 50_000;

export type ChangeFrequency = "daily" | "weekly" | "monthly" | "yearly";

export interface SitemapEntry {
  url: string;
  priority: number;
  changeFrequency: ChangeFrequency;
  /** ISO 8601 date or date-time. */
  lastModified?: string;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

export function urlSetXml(entries: SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `<url><loc>${escapeXml(entry.url)}</loc>${entry.lastModified ? `<lastmod>${escapeXml(entry.lastModified)}</lastmod>` : ""}<changefreq>${entry.changeFrequency}</changefreq><priority>${entry.priority.toFixed(1)}</priority></url>`,
  );
  return [XML_HEAD, `<urlset xmlns="${NAMESPACE}">`, ...urls, "</urlset>"].join("\n");
}

export function sitemapIndexXml(sitemapUrls: string[]): string {
  const sitemaps = sitemapUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return [XML_HEAD, `<sitemapindex xmlns="${NAMESPACE}">`, ...sitemaps, "</sitemapindex>"].join(
    "\n",
  );
}

/** How many files the entries need (at least one). */
export function sitemapPageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SITEMAP_MAX_URLS));
}

/** The public pages and how search engines should weigh them (spec, section 9). */
export const staticSitemapPages: {
  path: string;
  priority: number;
  changeFrequency: ChangeFrequency;
}[] = [
  { path: paths.home, priority: 1, changeFrequency: "weekly" },
  { path: paths.formations, priority: 0.9, changeFrequency: "weekly" },
  { path: paths.localFormations, priority: 0.8, changeFrequency: "weekly" },
  { path: paths.abroadFormations, priority: 0.8, changeFrequency: "weekly" },
  { path: paths.eventFormations, priority: 0.8, changeFrequency: "weekly" },
  { path: paths.blog, priority: 0.8, changeFrequency: "daily" },
  { path: paths.about, priority: 0.7, changeFrequency: "monthly" },
  { path: paths.contact, priority: 0.7, changeFrequency: "monthly" },
  { path: paths.quote(), priority: 0.7, changeFrequency: "monthly" },
  { path: paths.calendar, priority: 0.6, changeFrequency: "daily" },
  { path: paths.qualiopi, priority: 0.6, changeFrequency: "yearly" },
];

export interface SitemapCounts {
  formations: number;
  posts: number;
}

/** How many addresses the sitemap holds: the public pages, each formation, each published post. */
export function sitemapSize(counts: SitemapCounts): number {
  return staticSitemapPages.length + counts.formations + counts.posts;
}

export interface SitemapRange {
  offset: number;
  limit: number;
}

/**
 * The part of each list that file `index` holds, in the order of the whole sitemap: the public
 * pages, then the formations, then the posts. A file is read from these ranges alone, so its
 * cost does not grow with the number of files.
 */
export function sitemapFileRanges(index: number, counts: SitemapCounts) {
  const start = index * SITEMAP_MAX_URLS;
  const end = start + SITEMAP_MAX_URLS;
  const range = (first: number, length: number): SitemapRange => {
    const offset = Math.min(Math.max(start - first, 0), length);
    return { offset, limit: Math.min(Math.max(end - first, 0), length) - offset };
  };
  const pages = staticSitemapPages.length;
  return {
    pages: range(0, pages),
    formations: range(pages, counts.formations),
    posts: range(pages + counts.formations, counts.posts),
  };
}

/** The addresses of one file: its public pages, formations and published articles. */
export function sitemapEntries(
  baseUrl: string,
  pages: SitemapRange,
  formations: { slug: string; last_update: string }[],
  posts: { slug: string; updated_at: Date | string }[],
): SitemapEntry[] {
  const url = (path: string) => new URL(path, baseUrl).toString();
  return [
    ...staticSitemapPages
      .slice(pages.offset, pages.offset + pages.limit)
      .map((page) => ({ ...page, url: url(page.path) })),
    ...formations.map((formation) => ({
      url: url(paths.formation(formation.slug)),
      priority: 0.7,
      changeFrequency: "monthly" as const,
      lastModified: formation.last_update,
    })),
    ...posts.map((post) => ({
      url: url(paths.blogPost(post.slug)),
      priority: 0.6,
      changeFrequency: "monthly" as const,
      lastModified: new Date(post.updated_at).toISOString(),
    })),
  ];
}
