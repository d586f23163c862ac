import { siteConfig } from "@/config/site";
import { listFeedPosts } from "@/features/blog/queries";
import { blogRss } from "@/features/blog/rss";
import { xmlResponse } from "@/lib/xml";

export async function GET() {
  return xmlResponse(blogRss(siteConfig, await listFeedPosts()), "application/rss+xml");
}
