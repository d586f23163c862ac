import "server-only";
import { paths } from "@/config/paths";
import { currentDay } from "@/server/clock";
import { plainTextResponse } from "@/server/file-response";
import { readOrDefault } from "@/server/read-or-default";
import { mapCountries, type DrawnCountry, type MapCountry } from "./destinations";
import { listDestinations } from "./queries";
import { countryShapes, MAP_HEIGHT, MAP_WIDTH } from "./world-map";

/** The tones' colours in an SVG file, which Tailwind's classes do not reach (globals.css's brand green and pink). */
const TONE_FILL = { permanent: "#22c55e", temporary: "#ec4899" } as const;

/** Where a coloured country leads: the local catalogue if permanent, the event one otherwise. */
function countryHref(country: MapCountry): string {
  return country.tone === "permanent" ? paths.localFormations : paths.eventFormations;
}

/** The countries having a location, each with its outline and its link; those the map cannot place are left out. */
export function drawnCountries(countries: MapCountry[]): DrawnCountry[] {
  const outlines = new Map(countryShapes().map((shape) => [shape.code, shape.path]));
  return countries.flatMap((country) => {
    const path = outlines.get(country.code);
    return path ? [{ ...country, path, href: countryHref(country) }] : [];
  });
}

/**
 * The coloured countries alone, as an SVG file laid over the grey world: the map as a page
 * without JavaScript shows it, coloured but not clickable (the destination cards below say
 * everything it does).
 */
export function colouredCountriesSvg(countries: DrawnCountry[]): string {
  const drawn = countries
    .map((country) => `<path fill="${TONE_FILL[country.tone]}" d="${country.path}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"><g stroke="#fff" stroke-width="0.5">${drawn}</g></svg>`;
}

/** The coloured countries of the map today; null when the destinations cannot be read (logged). */
export async function mappedDestinations(): Promise<DrawnCountry[] | null> {
  const locations = await readOrDefault(() => listDestinations(currentDay()), null, "destinations");
  return locations && drawnCountries(mapCountries(locations));
}

/**
 * What the map's files answer when the places cannot be read: an empty map kept in the caches
 * would stand for the real one until the next revalidation, while the page lists them again.
 */
export function unreadableMap(): Response {
  return plainTextResponse("Carte indisponible : réessayez dans quelques instants.", 503);
}
