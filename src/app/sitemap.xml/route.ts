import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { sitemapIndexXml, sitemapPageCount, sitemapSize, urlSetXml } from "@/server/sitemap";
import { xmlResponse } from "@/lib/xml";
import { sitemapCounts, sitemapFileEntries } from "./entries";

// Answered on each request from the read cache (server/cache/cached-read.ts): no query while
// its tables are unchanged, and an edit shows at once, on every node.
export const dynamic = "force-dynamic";

/** One file while the site has at most 50,000 addresses; beyond, an index built from two counts. */
export async function GET() {
  const counts = await sitemapCounts();
  const files = sitemapPageCount(sitemapSize(counts));
  if (files === 1)
    return xmlResponse(urlSetXml(await sitemapFileEntries(0, counts)), "application/xml");
  const urls = Array.from({ length: files }, (_, index) =>
    new URL(paths.sitemapFile(index), siteConfig.baseUrl).toString(),
  );
  return xmlResponse(sitemapIndexXml(urls), "application/xml");
}
