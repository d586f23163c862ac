import { describe, expect, it } from "vitest";
import { countryShapes, worldBackdropAddress, worldBackdropSvg } from "./world-map";

describe("the world map's backdrop", () => {
  const ids = [...worldBackdropSvg().matchAll(/<path id="([a-z]{2})"/g)].map((match) => match[1]);

  it("names each country's outline once, so that a page can draw it with <use href='…#code'>", () => {
    expect(new Set(ids).size).toBe(ids.length);
    const coded = countryShapes().filter((shape) => shape.code !== null);
    expect(ids).toEqual(coded.map((shape) => shape.code));
    expect(ids).toEqual(expect.arrayContaining(["fr", "pt", "us", "ca", "th", "jp"]));
  });

  it("is addressed with a digest of the drawing, so that a cached older drawing is never used", () => {
    expect(worldBackdropAddress()).toMatch(/^\/carte-du-monde\.svg\?v=[0-9a-f]{16}$/);
  });
});
