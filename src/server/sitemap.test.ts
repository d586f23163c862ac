import { describe, expect, it } from "vitest";
import {
  sitemapFileRanges,
  sitemapIndexXml,
  sitemapPageCount,
  sitemapSize,
  staticSitemapPages,
  urlSetXml,
} from "./sitemap";

describe("sitemap XML", () => {
  it("writes each address with its priority, frequency and last change", () => {
    expect(
      urlSetXml([
        { url: "https://x.fr/", priority: 1, changeFrequency: "weekly" },
        {
          url: "https://x.fr/blog/a&b",
          priority: 0.6,
          changeFrequency: "monthly",
          lastModified: "2026-11-02",
        },
      ]),
    ).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "<url><loc>https://x.fr/</loc><changefreq>weekly</changefreq><priority>1.0</priority></url>",
        "<url><loc>https://x.fr/blog/a&amp;b</loc><lastmod>2026-11-02</lastmod><changefreq>monthly</changefreq><priority>0.6</priority></url>",
        "</urlset>",
      ].join("\n"),
    );
  });

  it("indexes several files past 50,000 addresses", () => {
    expect(sitemapPageCount(0)).toBe(1);
    expect(sitemapPageCount(50_000)).toBe(1);
    expect(sitemapPageCount(50_001)).toBe(2);
    expect(sitemapIndexXml(["https://x.fr/sitemaps/0.xml"])).toContain(
      "<sitemap><loc>https://x.fr/sitemaps/0.xml</loc></sitemap>",
    );
  });

  it("splits the public pages, the formations and the articles between files of 50,000", () => {
    const pages = staticSitemapPages.length;
    const counts = { formations: 1_000, posts: 100_000 };
    expect(sitemapSize(counts)).toBe(pages + 101_000);
    expect(sitemapFileRanges(0, counts)).toEqual({
      pages: { offset: 0, limit: pages },
      formations: { offset: 0, limit: 1_000 },
      posts: { offset: 0, limit: 50_000 - pages - 1_000 },
    });
    expect(sitemapFileRanges(1, counts)).toEqual({
      pages: { offset: pages, limit: 0 },
      formations: { offset: 1_000, limit: 0 },
      posts: { offset: 50_000 - pages - 1_000, limit: 50_000 },
    });
    expect(sitemapFileRanges(2, counts).posts).toEqual({
      offset: 100_000 - pages - 1_000,
      limit: pages + 1_000,
    });
    // Every address in exactly one file.
    const files = sitemapPageCount(sitemapSize(counts));
    const total = Array.from({ length: files }, (_, index) =>
      sitemapFileRanges(index, counts),
    ).reduce(
      (sum, ranges) => sum + ranges.pages.limit + ranges.formations.limit + ranges.posts.limit,
      0,
    );
    expect(total).toBe(sitemapSize(counts));
  });
});
