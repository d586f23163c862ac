import { LoadingFrame } from "@/components/ui/loading-frame";
import { PageIntro } from "@/components/ui/page-intro";
import { DestinationPlaceholders } from "@/features/catalogue/components/destination-list";

export default function AbroadFormationsLoading() {
  return (
    <LoadingFrame label="Chargement des destinations">
      <PageIntro eyebrow="Formations à l'étranger" title="Nos destinations" />
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <DestinationPlaceholders />
      </div>
    </LoadingFrame>
  );
}
