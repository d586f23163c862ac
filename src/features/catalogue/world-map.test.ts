import { describe, expect, it } from "vitest";
import { countryShapes, worldBackdropAddress, worldBackdropSvg } from "./world-map";

describe("the world map's backdrop", () => {
  it("draws every country once, in grey, those a location may name among them", () => {
    const outlines = [...worldBackdropSvg().matchAll(/<path d="([^"]+)"\/>/g)].map(
      (match) => match[1],
    );
    expect(outlines).toEqual(countryShapes().map((shape) => shape.path));
    expect(countryShapes().map((shape) => shape.code)).toEqual(
      expect.arrayContaining(["fr", "pt", "us", "ca", "th", "jp"]),
    );
  });

  it("is addressed with a digest of the drawing, so that a cached older drawing is never used", () => {
    expect(worldBackdropAddress()).toMatch(/^\/carte-du-monde\.svg\?v=[0-9a-f]{16}$/);
  });
});
