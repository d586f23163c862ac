import { XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { iconSpriteDigest, iconSpriteSvg } from "./icon-sprite";

/** The drawings that are not lucide's, each in its own box and colours. */
const OWN_DRAWINGS = ["brand-mark", "linkedin"];

describe("the icon sprite", () => {
  const sprite = iconSpriteSvg();
  const symbols = [...sprite.matchAll(/<symbol id="([a-z0-9-]+)"([^>]*)>/g)];
  const ids = symbols.map((match) => match[1]);

  it("is well-formed SVG", () => {
    expect(XMLValidator.validate(sprite)).toBe(true);
    expect(sprite).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg">/);
  });

  it("sets lucide's outline on each of its symbols, since a page's <use> inherits from the page, not from the sprite's root", () => {
    const lucides = symbols.filter(([, id]) => !OWN_DRAWINGS.includes(id!));
    expect(lucides.length).toBe(symbols.length - OWN_DRAWINGS.length);
    for (const [, , attributes] of lucides) {
      expect(attributes).toBe(
        ' viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"',
      );
    }
  });

  it("names each icon once, so that a page draws it with <use href='…#name'>", () => {
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        "arrow-right",
        "map-pin",
        "calendar-days",
        "badge-check",
        "accessibility",
      ]),
    );
  });

  it("draws lucide's own shapes, without React's keys", () => {
    expect(sprite).toMatch(
      /<symbol id="arrow-right"[^>]*><path d="M5 12h14"\/><path d="m12 5 7 7-7 7"\/><\/symbol>/,
    );
    expect(sprite).toMatch(/<symbol id="accessibility"[^>]*><circle cx="16" cy="4" r="1"\/>/);
    expect(sprite).not.toContain("key=");
  });

  it("draws the brand's globe in its colours and LinkedIn's mark in the text's colour", () => {
    expect(sprite).toMatch(
      /<symbol id="brand-mark" viewBox="0 0 40 40"><circle cx="20" cy="20" r="19" fill="#111827"\/>/,
    );
    expect(sprite).toMatch(
      /<symbol id="linkedin" viewBox="0 0 24 24"><path fill="currentColor" d="M20\.45 /,
    );
  });

  it("has a digest of its drawing, for an address a cache may keep for good", () => {
    expect(iconSpriteDigest()).toMatch(/^[0-9a-f]{16}$/);
  });
});
