import type { Metadata } from "next";
import { LoadingBoundary } from "@/components/ui/loading-frame";
import { PageIntro } from "@/components/ui/page-intro";
import { siteConfig } from "@/config/site";
import { AbroadViews } from "@/features/catalogue/components/abroad-views";
import { CatalogueFooterLinks } from "@/features/catalogue/components/catalogue-footer-links";
import { DestinationList, DestinationPlaceholders } from "@/features/catalogue/components/destination-list";
import { WorldMap } from "@/features/catalogue/components/world-map";
import { mapCountries } from "@/features/catalogue/destinations";
import { listDestinations } from "@/features/catalogue/queries";
import { parisDay } from "@/lib/dates";
import { pageMetadata } from "@/lib/seo";
import { readOrDefault } from "@/server/read-or-default";

// Dates depend on today (a past event no longer dates a destination): re-rendered hourly.
export const revalidate = 3600;

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Formations à l'étranger : nos destinations",
  description:
    "Formez votre équipe à Lisbonne, Barcelone, Marrakech ou autour des salons tech du monde : carte de nos destinations, permanences et dates de passage.",
  path: "/formations/etranger",
});

async function Destinations() {
  const { locations, events } = await readOrDefault(
    listDestinations,
    { locations: [], events: [] },
    "destinations",
  );
  const today = parisDay();
  return (
    <AbroadViews
      map={<WorldMap countries={mapCountries(locations, events, today)} />}
      list={<DestinationList locations={locations} events={events} today={today} />}
    />
  );
}

/** The introduction is outside the destinations' loading boundary, so it paints with the first frame. */
export default function AbroadFormationsPage() {
  return (
    <>
      <PageIntro eyebrow="Formations à l'étranger" title="Nos destinations">
        <p>
          Là où nous avons nos permanences, et là où nous passons le temps d&apos;un séjour ou
          d&apos;un évènement : emmenez votre équipe se former ailleurs.
        </p>
      </PageIntro>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <LoadingBoundary label="Chargement des destinations" placeholder={<DestinationPlaceholders />}>
          <Destinations />
        </LoadingBoundary>
        <CatalogueFooterLinks current="abroad" />
      </div>
    </>
  );
}
