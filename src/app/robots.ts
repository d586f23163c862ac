import type { MetadataRoute } from "next";
import { legalPaths, paths } from "@/config/paths";
import { siteConfig } from "@/config/site";

/** Everything may be crawled but the five legal pages, one request a second (spec, section 9). */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: "*", allow: "/", disallow: [...legalPaths], crawlDelay: 1 },
    sitemap: new URL(paths.sitemap, siteConfig.baseUrl).toString(),
  };
}
