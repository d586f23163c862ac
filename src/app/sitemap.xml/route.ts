import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { sitemapIndexXml, sitemapPageCount, sitemapSize, urlSetXml } from "@/server/sitemap";
import { xmlResponse } from "@/lib/xml";
import { sitemapCounts, sitemapFileEntries } from "./entries";

export const revalidate = 3600;

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
