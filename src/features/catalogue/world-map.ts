import "server-only";
import { geoEqualEarth, geoPath } from "d3-geo";
import isoCountries from "i18n-iso-countries";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import world from "world-atlas/countries-110m.json";
import { paths } from "@/config/paths";
import { relativePath } from "@/lib/svg-path";
import { contentVersion } from "@/server/content-version";

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
  const topology = world as unknown as Topology<{
    countries: GeometryCollection<{ name: string }>;
  }>;
  const countries = feature(topology, topology.objects.countries);
  const shown = countries.features.filter((country) => country.id !== ANTARCTICA);
  const projection = geoEqualEarth().fitSize([MAP_WIDTH, MAP_HEIGHT], {
    type: "FeatureCollection",
    features: shown,
  });
  // One decimal is a tenth of a pixel at full width: invisible, and halves the markup. Relative
  // offsets halve it again: the coloured countries are written twice in the page (HTML and RSC).
  const path = geoPath(projection).digits(1);
  return shown.map((country) => ({
    code: country.id
      ? (isoCountries.numericToAlpha2(String(country.id))?.toLowerCase() ?? null)
      : null,
    name: country.properties.name,
    path: relativePath(path(country) ?? ""),
  }));
}

let shapes: CountryShape[] | undefined;

/** The world's countries as SVG paths, drawn once per process from the TopoJSON package. */
export function countryShapes(): CountryShape[] {
  shapes ??= drawCountries();
  return shapes;
}

const MAP_BACKGROUND_FILL = "#d1d5db";

let backdrop: { svg: string; address: string } | undefined;

/**
 * Every country in grey, as one SVG file: the backdrop of the map, cached by browsers and
 * proxies. The address carries a digest of the drawing: a proxy that keeps the file a year never
 * serves outlines a newer page does not expect.
 */
function worldBackdrop() {
  if (!backdrop) {
    const drawn = countryShapes()
      .map((shape) => `<path d="${shape.path}"/>`)
      .join("");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${MAP_WIDTH} ${MAP_HEIGHT}"><g fill="${MAP_BACKGROUND_FILL}" stroke="#fff" stroke-width="0.5">${drawn}</g></svg>`;
    backdrop = { svg, address: `${paths.worldMapBackdrop}?v=${contentVersion(svg)}` };
  }
  return backdrop;
}

export const worldBackdropSvg = () => worldBackdrop().svg;

/** The backdrop's address for this drawing. */
export const worldBackdropAddress = () => worldBackdrop().address;
