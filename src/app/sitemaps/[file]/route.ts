import { sitemapPageCount, sitemapSize, urlSetXml } from "@/server/sitemap";
import { xmlResponse } from "@/lib/xml";
import { sitemapCounts, sitemapFileEntries } from "../../sitemap.xml/entries";

/** The Nth file of a sitemap index: /sitemaps/0.xml, /sitemaps/1.xml... */
export async function GET(_request: Request, { params }: RouteContext<"/sitemaps/[file]">) {
  const match = /^(\d{1,4})\.xml$/.exec((await params).file);
  const counts = await sitemapCounts();
  const index = match ? Number(match[1]) : -1;
  if (index < 0 || index >= sitemapPageCount(sitemapSize(counts))) {
    return new Response("Fichier de sitemap introuvable.", { status: 404 });
  }
  return xmlResponse(urlSetXml(await sitemapFileEntries(index, counts)), "application/xml");
}
