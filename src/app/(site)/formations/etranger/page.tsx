import type { Metadata } from "next";
import { PageIntro } from "@/components/ui/page-intro";
import { siteConfig } from "@/config/site";
import { AbroadViews } from "@/features/formations/components/public/abroad-views";
import { CatalogueFooterLinks } from "@/features/formations/components/public/catalogue-footer-links";
import { DestinationList } from "@/features/formations/components/public/destination-list";
import { WorldMap } from "@/features/formations/components/public/world-map";
import { listDestinations } from "@/features/formations/queries";
import { currentDay } from "@/server/clock";
import { pageMetadata } from "@/lib/seo";
import { readOrDefault } from "@/server/read-or-default";
import { paths } from "@/config/paths";

// Dates depend on today (a past event no longer dates a destination): re-rendered hourly.
export const revalidate = 3600;

export const metadata: Metadata = pageMetadata(siteConfig, {
  title: "Formations à l'étranger : nos destinations",
  description:
    "Formez votre équipe à Lisbonne, Barcelone, Marrakech ou autour des salons tech du monde : carte de nos destinations, permanences et dates de passage.",
  path: paths.abroadFormations,
});

export default async function AbroadFormationsPage() {
  const { locations, events } = await readOrDefault(
    () => listDestinations(currentDay()),
    { locations: [], events: [] },
    "destinations",
  );
  const today = currentDay();
  return (
    <>
      <PageIntro eyebrow="Formations à l'étranger" title="Nos destinations">
        <p>
          Là où nous avons nos permanences, et là où nous passons le temps d&apos;un séjour ou
          d&apos;un événement : emmenez votre équipe se former ailleurs.
        </p>
      </PageIntro>
      <div className="page-column">
        <AbroadViews
          map={<WorldMap />}
          list={<DestinationList locations={locations} events={events} today={today} />}
        />
        <CatalogueFooterLinks current="abroad" />
      </div>
    </>
  );
}
