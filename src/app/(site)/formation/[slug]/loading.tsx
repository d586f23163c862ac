import { LoadingFrame } from "@/components/ui/loading-frame";

export default function FormationLoading() {
  return (
    <LoadingFrame label="Chargement de la formation">
      <p className="mx-auto max-w-6xl px-4 py-24 text-center text-lg text-ink/70 sm:px-6">Chargement de la formation...</p>
    </LoadingFrame>
  );
}
