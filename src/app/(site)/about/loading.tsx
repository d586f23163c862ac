import { TeamCardPlaceholders } from "@/features/team/components/team-cards";

export default function AboutLoading() {
  return (
    <div className="mx-auto max-w-6xl px-4 pt-12 sm:px-6" role="status" aria-label="Chargement">
      <div className="mb-10 h-16 w-3/4 animate-pulse rounded-2xl bg-gray-200" />
      <TeamCardPlaceholders />
    </div>
  );
}
