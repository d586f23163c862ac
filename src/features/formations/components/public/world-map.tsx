import { paths } from "@/config/paths";
import { cn } from "@/lib/cn";
import type { MapCountry } from "../../destinations";
import { countryShapes, MAP_HEIGHT, MAP_WIDTH, worldBackdropAddress } from "../../world-map";
import { MapInteractions } from "./map-interactions";

const toneClass = {
  permanent: "fill-brand-green",
  temporary: "fill-brand-pink",
} as const;

/** Where a coloured country leads: the local catalogue if permanent, the event one otherwise. */
function countryHref(country: MapCountry): string {
  return country.tone === "permanent" ? paths.localFormations : paths.eventFormations;
}

function describeCountry(country: MapCountry): string {
  const places = country.places.map((place) => `${place.name}, ${place.dates}`).join(" ; ");
  return `${country.country} : ${places}`;
}

/**
 * The world map, drawn on the server from the shipped TopoJSON: the grey world is one cached
 * image, and the countries with a location are drawn over it as links (focusable, clickable
 * without JavaScript); the tooltip is added in the browser. The grey world is the map's CSS
 * background from 768 px only, where the map shows: a phone, which shows the list alone, never
 * downloads it (an SVG `<image>` or `<use>` of a file would be fetched even hidden). The coloured
 * countries carry their own outlines, a few kilobytes.
 */
export function WorldMap({ countries }: { countries: MapCountry[] }) {
  const byCode = new Map(countries.map((country) => [country.code, country]));
  return (
    <figure className="rounded-3xl border border-ink/10 bg-sky-50 p-3 sm:p-6">
      <MapInteractions countries={countries}>
        <svg
          viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
          className="h-auto w-full bg-[length:100%_100%] bg-no-repeat md:bg-(image:--map-backdrop)"
          style={{ "--map-backdrop": `url("${worldBackdropAddress()}")` } as React.CSSProperties}
          role="group"
          aria-label="Carte du monde de nos destinations"
        >
          {countryShapes().flatMap((shape) => {
            const country = shape.code ? byCode.get(shape.code) : undefined;
            if (!country) return [];
            return [
              <a
                key={shape.code}
                href={countryHref(country)}
                data-country={country.code}
                data-tone={country.tone}
                aria-label={describeCountry(country)}
                className="group outline-none"
              >
                <path
                  d={shape.path}
                  className={cn(
                    toneClass[country.tone],
                    "cursor-pointer stroke-white stroke-[0.5] transition-[filter] group-hover:brightness-90 group-focus-visible:stroke-ink group-focus-visible:stroke-2",
                  )}
                />
              </a>,
            ];
          })}
        </svg>
      </MapInteractions>
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
