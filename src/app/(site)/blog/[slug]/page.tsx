import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { JsonLd } from "@/components/json-ld";
import { PreviewBanner } from "@/components/preview-banner";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { BlogArticle } from "@/features/blog/components/public/blog-article";
import { getPublishedPost, readPostPreview } from "@/features/blog/queries";
import { blogPostingJsonLd } from "@/features/blog/structured-data";
import { breadcrumbJsonLd, pageMetadata } from "@/server/seo";
import { isAdminPreview, publishedOrPreview } from "@/server/preview";

export const revalidate = 3600;

// Rendered on the first visit, then cached: the build has no articles.
export function generateStaticParams() {
  return [];
}

const load = (slug: string) => publishedOrPreview(slug, getPublishedPost, readPostPreview);

export async function generateMetadata({ params }: PageProps<"/blog/[slug]">): Promise<Metadata> {
  const post = await load((await params).slug);
  if (!post) return { title: { absolute: `Article non trouvé | ${siteConfig.brandName}` } };
  return pageMetadata(siteConfig, {
    title: post.title,
    description: post.description,
    path: paths.blogPost(post.slug),
    type: "article",
    keywords: post.tags,
    noIndex: !post.published,
    article: {
      publishedTime: post.date,
      modifiedTime: new Date(post.updated_at).toISOString(),
      tags: post.tags,
    },
  });
}

export default async function BlogPostPage({ params }: PageProps<"/blog/[slug]">) {
  const post = await load((await params).slug);
  if (!post) notFound();
  return (
    <>
      {(await isAdminPreview()) ? (
        <PreviewBanner published={post.published} address={paths.blogPost(post.slug)} />
      ) : null}
      <BlogArticle post={post} />
      <JsonLd data={blogPostingJsonLd(siteConfig, post)} />
      <JsonLd
        data={breadcrumbJsonLd(siteConfig, [
          { name: "Accueil", path: paths.home },
          { name: "Blog", path: paths.blog },
          { name: post.title, path: paths.blogPost(post.slug) },
        ])}
      />
    </>
  );
}
