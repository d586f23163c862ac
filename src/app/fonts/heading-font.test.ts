import { readFile } from "node:fs/promises";
import path from "node:path";
import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";

// The headings' face, cut to French (scripts/subset-heading-font.sh): what a title may hold
// (Ÿ aside: Space Grotesk never drew it).
const FRENCH =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789" +
  "àâäçéèêëîïôöùûüÿœæÀÂÄÇÉÈÊËÎÏÔÖÙÛÜŒÆ" +
  "«»‹›’‘“”–—…€™−•&@#%+=/:;,.!?()[]'\"-\u00a0\u2009" +
  // Accents typed as separate marks (decomposed text), as some pastes bring them.
  "e\u0301e\u0300e\u0308";

describe("the headings' font", () => {
  it("draws every letter and sign of a French title, kerned", async () => {
    const file = await readFile(path.join(import.meta.dirname, "space-grotesk-700-fr.woff2"));
    const font = fontkit.create(file) as fontkit.Font;
    const missing = [...FRENCH].filter(
      (character) => !font.hasGlyphForCodePoint(character.codePointAt(0)!),
    );
    expect(missing).toEqual([]);
    expect(font.availableFeatures).toContain("kern");
    // Cut for weight: the package's whole latin subset is 12.8 kB.
    expect(file.length).toBeLessThan(10_500);
  });
});
