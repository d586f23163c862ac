import { describe, expect, it } from "vitest";
import { firstFreeSlug, isSlug, slugify } from "./slug";

describe("slugify", () => {
  it("follows the spec's rule, folding accents", () => {
    expect(slugify("Python pour la Data")).toBe("python-pour-la-data");
    expect(slugify("Sécurité : les mots de passe en 2026 !")).toBe(
      "securite-les-mots-de-passe-en-2026",
    );
    expect(slugify("  IA -- générative  ")).toBe("ia-generative");
    expect(slugify("L'été à Lisbonne")).toBe("lete-a-lisbonne");
    expect(slugify("🚀 Lancement")).toBe("lancement");
  });

  it("gives '' when nothing usable remains, and always a valid slug otherwise", () => {
    expect(slugify("!!! 🚀")).toBe("");
    for (const title of ["a", "Z - z", "x".repeat(300), "é - - à"])
      expect(isSlug(slugify(title))).toBe(true);
  });
});

describe("firstFreeSlug", () => {
  it("adds the first free numeric suffix", () => {
    expect(firstFreeSlug("sql", new Set())).toBe("sql");
    expect(firstFreeSlug("sql", new Set(["sql"]))).toBe("sql-2");
    expect(firstFreeSlug("sql", new Set(["sql", "sql-2", "sql-3"]))).toBe("sql-4");
  });
});
