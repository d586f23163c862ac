import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { escapeXml } from "@/lib/xml";

interface FeedPost {
  slug: string;
  title: string;
  description: string;
  date: string;
  tags: string[];
}

/** RFC 822 date of a publication day (noon UTC, so the day is right in every time zone). */
function rfc822(day: string): string {
  return new Date(`${day}T12:00:00Z`).toUTCString();
}

/** The RSS 2.0 feed of the published articles, newest first. */
export function blogRss(config: SiteConfig, posts: FeedPost[]): string {
  const blogUrl = new URL(paths.blog, config.baseUrl).toString();
  const feedUrl = new URL(paths.blogFeed, config.baseUrl).toString();
  const items = posts.map((post) => {
    const url = new URL(paths.blogPost(post.slug), config.baseUrl).toString();
    return [
      "<item>",
      `<title>${escapeXml(post.title)}</title>`,
      `<link>${escapeXml(url)}</link>`,
      `<guid isPermaLink="true">${escapeXml(url)}</guid>`,
      `<description>${escapeXml(post.description)}</description>`,
      `<pubDate>${rfc822(post.date)}</pubDate>`,
      ...post.tags.map((tag) => `<category>${escapeXml(tag)}</category>`),
      "</item>",
    ].join("");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    "<channel>",
    `<title>${escapeXml(`${config.brandName} : le blog`)}</title>`,
    `<link>${escapeXml(blogUrl)}</link>`,
    `<atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    "<description>Automatisation, IA générative, data et cloud : les articles de nos formateurs.</description>",
    "<language>fr-FR</language>",
    ...(posts[0] ? [`<lastBuildDate>${rfc822(posts[0].date)}</lastBuildDate>`] : []),
    ...items,
    "</channel>",
    "</rss>",
  ].join("\n");
}
