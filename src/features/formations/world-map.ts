import "server-only";
import { geoEqualEarth, geoPath } from "d3-geo";
import isoCountries from "i18n-iso-countries";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import world from "world-atlas/countries-110m.json";

export const MAP_WIDTH = 960;
export const MAP_HEIGHT = 470;

export interface CountryShape {
  /** ISO 3166-1 alpha-2 code, lower case, as locations store it; null for disputed areas. */
  code: string | null;
  name: string;
  path: string;
}

const ANTARCTICA = "010";

function drawCountries(): CountryShape[] {
  const topology = world as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const countries = feature(topology, topology.objects.countries);
  const shown = countries.features.filter((country) => country.id !== ANTARCTICA);
  const projection = geoEqualEarth().fitSize([MAP_WIDTH, MAP_HEIGHT], {
    type: "FeatureCollection",
    features: shown,
  });
  // One decimal is a tenth of a pixel at full width: invisible, and halves the markup.
  const path = geoPath(projection).digits(1);
  return shown.map((country) => ({
    code: country.id ? (isoCountries.numericToAlpha2(String(country.id))?.toLowerCase() ?? null) : null,
    name: country.properties.name,
    path: path(country) ?? "",
  }));
}

let shapes: CountryShape[] | undefined;

/** The world's countries as SVG paths, drawn once per process from the TopoJSON package. */
export function countryShapes(): CountryShape[] {
  shapes ??= drawCountries();
  return shapes;
}

export const MAP_BACKGROUND_FILL = "#d1d5db";

/**
 * Every country in grey, as one SVG file: the backdrop of the map, cached by browsers and
 * proxies, so that the page itself only carries the few countries it colours.
 */
export function worldBackdropSvg(): string {
  const paths = countryShapes()
    .map((shape) => `<path d="${shape.path}"/>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"><g fill="${MAP_BACKGROUND_FILL}" stroke="#fff" stroke-width="0.5">${paths}</g></svg>`;
}
