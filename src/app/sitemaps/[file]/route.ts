import { SITEMAP_MAX_URLS, sitemapPageCount, urlSetXml } from "@/lib/sitemap";
import { xmlResponse } from "@/lib/xml";
import { allSitemapEntries } from "../../sitemap.xml/entries";

/** The Nth file of a sitemap index: /sitemaps/0.xml, /sitemaps/1.xml... */
export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).file);
  const entries = await allSitemapEntries();
  const index = match ? Number(match[1]) : -1;
  if (index < 0 || index >= sitemapPageCount(entries.length)) {
    return new Response("Fichier de sitemap introuvable.", { status: 404 });
  }
  return xmlResponse(urlSetXml(entries.slice(index * SITEMAP_MAX_URLS, (index + 1) * SITEMAP_MAX_URLS)), "application/xml");
}
