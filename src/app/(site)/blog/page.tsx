import type { Metadata } from "next";
import { PageIntro } from "@/components/ui/page-intro";
import { ReadFailure } from "@/components/ui/read-failure";
import { paths } from "@/config/paths";
import { siteConfig } from "@/config/site";
import { BlogList } from "@/features/blog/components/public/blog-list";
import { BLOG_PAGE_SIZE, listPublishedPosts } from "@/features/blog/queries";
import { pageMetadata } from "@/server/seo";
import { readOrDefault } from "@/server/read-or-default";

export const revalidate = 3600;

const seo = pageMetadata(siteConfig, {
  title: "Blog",
  description:
    "Automatisation, IA générative, data, cloud : nos articles pratiques pour monter en compétences, écrits par nos formateurs.",
  path: paths.blog,
});

export const metadata: Metadata = {
  ...seo,
  alternates: {
    ...seo.alternates,
    types: {
      "application/rss+xml": [{ url: paths.blogFeed, title: `${siteConfig.brandName} : articles` }],
    },
  },
};

export default async function BlogPage() {
  const firstPage = await readOrDefault(() => listPublishedPosts(0), null, "articles du blog");
  return (
    <>
      <PageIntro eyebrow="Ressources" title="Blog">
        <p>
          Des articles concrets sur l&apos;automatisation, l&apos;IA, la data et le cloud, par nos
          formateurs.
        </p>
      </PageIntro>
      <div className="page-column">
        {firstPage ? (
          <BlogList
            firstPage={firstPage}
            pageSize={BLOG_PAGE_SIZE}
            moreUrl={paths.blogArticlesApi}
          />
        ) : (
          <ReadFailure>Erreur lors du chargement des articles</ReadFailure>
        )}
      </div>
    </>
  );
}
