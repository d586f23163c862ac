import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { colouredCountriesSvg, drawnCountries } from "./destination-map";
import type { MapCountry } from "./destinations";
import { countryShapes } from "./world-map";

const france: MapCountry = {
  code: "fr",
  country: "France",
  tone: "permanent",
  places: [{ name: "Paris", dates: "Tout le temps" }],
};
const portugal: MapCountry = {
  code: "pt",
  country: "Portugal",
  tone: "temporary",
  places: [{ name: "Lisbonne", dates: "Du 12 décembre 2026 au 12 janvier 2027" }],
};
const nowhere: MapCountry = { ...portugal, code: "zz", country: "Nulle part" };

describe("the map's coloured countries", () => {
  it("draws each country having a location with its outline, leading to its catalogue", () => {
    const outline = (code: string) => countryShapes().find((shape) => shape.code === code)!.path;
    expect(drawnCountries([france, portugal, nowhere])).toEqual([
      { ...france, path: outline("fr"), href: "/formations/locaux" },
      { ...portugal, path: outline("pt"), href: "/formations/evenements" },
    ]);
  });

  it("colours them green when permanent, pink otherwise, in a well-formed SVG file", () => {
    const svg = colouredCountriesSvg(drawnCountries([france, portugal]));
    expect(XMLValidator.validate(svg)).toBe(true);
    expect([...svg.matchAll(/<path fill="(#[0-9a-f]{6})"/g)].map(([, fill]) => fill)).toEqual([
      "#22c55e",
      "#ec4899",
    ]);
  });
});
