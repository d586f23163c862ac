import { describe, expect, it } from "vitest";
import { sitemapIndexXml, sitemapPageCount, urlSetXml } from "./sitemap";

describe("sitemap XML", () => {
  it("writes each address with its priority, frequency and last change", () => {
    expect(
      urlSetXml([
        { url: "https://x.fr/", priority: 1, changeFrequency: "weekly" },
        { url: "https://x.fr/blog/a&b", priority: 0.6, changeFrequency: "monthly", lastModified: "2026-11-02" },
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
});
