import { LoadingFrame } from "@/components/ui/loading-frame";
import { TeamCardPlaceholders } from "@/features/team/components/team-cards";

export default function AboutLoading() {
  return (
    <LoadingFrame label="Chargement">
      <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
        <div className="mb-10 h-16 w-3/4 animate-pulse rounded-2xl bg-gray-200" />
        <TeamCardPlaceholders />
      </div>
    </LoadingFrame>
  );
}
