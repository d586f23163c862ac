import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { sitemapIndexXml, sitemapPageCount, SITEMAP_MAX_URLS, urlSetXml } from "@/lib/sitemap";
import { xmlResponse } from "@/lib/xml";
import { allSitemapEntries } from "./entries";

export const revalidate = 3600;

/** One file while the site has at most 50,000 addresses, an index of files beyond. */
export async function GET() {
  const entries = await allSitemapEntries();
  if (entries.length <= SITEMAP_MAX_URLS) return xmlResponse(urlSetXml(entries), "application/xml");
  const files = Array.from({ length: sitemapPageCount(entries.length) }, (_, index) =>
    new URL(paths.sitemapFile(index), siteConfig.baseUrl).toString(),
  );
  return xmlResponse(sitemapIndexXml(files), "application/xml");
}
