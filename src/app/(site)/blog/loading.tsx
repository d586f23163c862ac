import { LoadingFrame } from "@/components/ui/loading-frame";
import { PageIntro } from "@/components/ui/page-intro";
import { BlogCardSkeletons } from "@/features/blog/components/blog-card";

export default function BlogLoading() {
  return (
    <LoadingFrame label="Chargement des articles">
      <PageIntro eyebrow="Ressources" title="Blog" />
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <BlogCardSkeletons />
      </div>
    </LoadingFrame>
  );
}
