import type { ReactNode } from "react";
import { paths } from "@/config/paths";
import { MAP_HEIGHT, MAP_WIDTH, worldBackdropAddress } from "@/features/catalogue/world-map";

/**
 * The world map of the destinations, shown from 768 px only (abroad-views.tsx). Nothing of it is
 * in the page, and a phone downloads none of it: from 768 px its CSS background is the coloured
 * countries over the grey world, two SVG files (a media-gated background is never fetched where
 * the query does not match, unlike an SVG `<image>` or `<use>`), and its script draws the
 * countries again as links with their tooltips (destination-map.tsx, the island in `children`,
 * given destinationMapProps()).
 */
export function WorldMap({ children }: { children?: ReactNode }) {
  return (
    <figure className="rounded-3xl border border-ink/10 bg-sky-50 p-3 sm:p-6">
      {children}
      <figcaption className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="size-3.5 rounded-full bg-brand-green" /> Nos permanences
        </span>
        <span className="inline-flex items-center gap-2">
          <span aria-hidden className="size-3.5 rounded-full bg-brand-pink" /> De passage uniquement
        </span>
      </figcaption>
    </figure>
  );
}

/** What the map's island (DestinationMap) is given: its countries' address, its picture, its size. */
export function destinationMapProps() {
  return {
    address: paths.destinationMapCountries,
    layers: `url("${paths.destinationMapLayer}"), url("${worldBackdropAddress()}")`,
    viewBox: `0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`,
  };
}
