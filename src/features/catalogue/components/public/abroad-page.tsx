import type { ReactNode } from "react";
import { PageIntro } from "@/components/ui/page-intro";
import { ReadFailure } from "@/components/ui/read-failure";
import type { destinationPage } from "@/features/catalogue/destinations";
import { AbroadViews } from "./abroad-views";
import { CatalogueFooterLinks } from "./catalogue-footer-links";
import { DestinationList, DestinationPager } from "./destination-list";

/**
 * The abroad page with page `page` of its destination cards (the first at /formations/etranger,
 * the next ones under /formations/etranger/page/N): the map shows every destination, the cards a
 * page at a time, so that a render stays the same size however many places the provider has.
 * When the places cannot be read (`shown` null), every page says so (and stays out of the page
 * cache): an empty list would claim there is none, and a page past the first is not missing,
 * only unreadable. `map` is the world map (WorldMap, with its island).
 */
export function AbroadPage({
  shown,
  map,
}: {
  shown: ReturnType<typeof destinationPage>;
  map?: ReactNode;
}) {
  return (
    <>
      <PageIntro eyebrow="Formations à l'étranger" title="Nos destinations">
        <p>
          Là où nous avons nos permanences, et là où nous passons le temps d&apos;un séjour ou
          d&apos;un événement : emmenez votre équipe se former ailleurs.
        </p>
      </PageIntro>
      <div className="page-column">
        {shown ? (
          <AbroadViews
            map={map}
            list={
              <>
                <DestinationList locations={shown.locations} />
                <DestinationPager page={shown.page} pages={shown.pages} />
              </>
            }
          />
        ) : (
          // In place of the map too: it shows the same places, and a tablet shows the map first.
          <ReadFailure>
            Les destinations n&apos;ont pas pu être chargées. Réessayez dans quelques instants.
          </ReadFailure>
        )}
        <CatalogueFooterLinks current="abroad" />
      </div>
    </>
  );
}
