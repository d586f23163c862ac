import { LoadingFrame } from "@/components/ui/loading-frame";

export default function BlogPostLoading() {
  return (
    <LoadingFrame label="Chargement de l'article">
      <div className="mx-auto max-w-3xl animate-pulse space-y-4 px-4 pt-6 sm:px-6">
        <div className="size-16 rounded-2xl bg-gray-200" />
        <div className="h-12 w-4/5 rounded-xl bg-gray-200" />
        <div className="h-6 w-3/5 rounded-xl bg-gray-200" />
        <div className="h-64 rounded-3xl bg-gray-100" />
      </div>
    </LoadingFrame>
  );
}
