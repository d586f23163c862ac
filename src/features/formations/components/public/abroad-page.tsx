import { notFound } from "next/navigation";
import { PageIntro } from "@/components/ui/page-intro";
import { currentDay } from "@/server/clock";
import { readOrDefault } from "@/server/read-or-default";
import { destinationPage } from "../../destinations";
import { listDestinations } from "../../queries";
import { AbroadViews } from "./abroad-views";
import { CatalogueFooterLinks } from "./catalogue-footer-links";
import { DestinationList, DestinationPager } from "./destination-list";
import { WorldMap } from "./world-map";

/**
 * The abroad page with page `page` of its destination cards (the first at /formations/etranger,
 * the next ones under /formations/etranger/page/N): the map shows every destination, the cards a
 * page at a time, so that a render stays the same size however many places the provider has.
 */
export async function AbroadPage({ page }: { page: number }) {
  const today = currentDay();
  const { locations, events } = await readOrDefault(
    () => listDestinations(today),
    { locations: [], events: [] },
    "destinations",
  );
  const shown = destinationPage(locations, page);
  if (!shown) notFound();
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
          list={
            <>
              <DestinationList locations={shown.locations} events={events} today={today} />
              <DestinationPager page={shown.page} pages={shown.pages} />
            </>
          }
        />
        <CatalogueFooterLinks current="abroad" />
      </div>
    </>
  );
}
