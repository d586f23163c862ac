import { PageIntro } from "@/components/ui/page-intro";
import { BlogCardSkeletons } from "@/features/blog/components/blog-card";

export default function BlogLoading() {
  return (
    <>
      <PageIntro eyebrow="Ressources" title="Blog" />
      <div className="mx-auto max-w-6xl px-4 sm:px-6" role="status" aria-label="Chargement des articles">
        <BlogCardSkeletons />
      </div>
    </>
  );
}
