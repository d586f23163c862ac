import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import { OG_IMAGE } from "@/server/seo";
import type { BlogPost } from "./types";

/** schema.org BlogPosting of an article. */
export function blogPostingJsonLd(config: SiteConfig, post: BlogPost) {
  const url = new URL(paths.blogPost(post.slug), config.baseUrl).toString();
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: url,
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: new Date(post.updated_at).toISOString(),
    inLanguage: "fr-FR",
    keywords: post.tags.join(", "),
    image: new URL(OG_IMAGE.url, config.baseUrl).toString(),
    author: { "@type": "Organization", name: config.brandName, url: config.baseUrl },
    publisher: { "@id": `${config.baseUrl}/#organization` },
  };
}
