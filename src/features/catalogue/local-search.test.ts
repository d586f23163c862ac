import { describe, expect, it } from "vitest";
import {
  availableModes,
  localSearchQuery,
  matchesLocalSearch,
  matchesWords,
  offersMode,
  parseLocalSearch,
} from "./local-search";

const python = {
  title: "Python pour l'analyse de données",
  description: "Pandas, visualisation et automatisation.",
  format: "Distanciel",
  certification: true,
};
const ia = {
  title: "IA générative en entreprise",
  description: null,
  format: "Présentiel",
  certification: false,
};

describe("parseLocalSearch", () => {
  it("reads the filters from the URL", () => {
    expect(
      parseLocalSearch(new URLSearchParams("q=%20python%20&format=Distanciel&certifiante=1")),
    ).toEqual({
      q: "python",
      format: "Distanciel",
      certifiante: true,
    });
  });

  it("treats anything else as no filter, a format that is not a mode included", () => {
    expect(
      parseLocalSearch(new URLSearchParams("format=Pr%C3%A9sentiel%20ou%20distanciel")).format,
    ).toBe("");
    expect(parseLocalSearch(new URLSearchParams(`q=${"x".repeat(101)}&certifiante=oui`))).toEqual({
      q: "",
      format: "",
      certifiante: false,
    });
  });
});

describe("localSearchQuery", () => {
  it("keeps only the filters in use", () => {
    expect(localSearchQuery({ q: "ia", format: "", certifiante: true })).toBe(
      "?q=ia&certifiante=1",
    );
    expect(localSearchQuery({ q: "", format: "", certifiante: false })).toBe("");
  });
});

describe("matchesLocalSearch", () => {
  const none = { q: "", format: "", certifiante: false };

  it("matches every word in the title or description, ignoring accents and case", () => {
    expect(matchesLocalSearch(python, { ...none, q: "DONNEES pandas" })).toBe(true);
    expect(matchesLocalSearch(ia, { ...none, q: "generative" })).toBe(true);
    expect(matchesLocalSearch(ia, { ...none, q: "generative python" })).toBe(false);
  });

  it("filters on certification and format", () => {
    expect(matchesLocalSearch(ia, { ...none, certifiante: true })).toBe(false);
    expect(matchesLocalSearch(python, { ...none, certifiante: true })).toBe(true);
    expect(matchesLocalSearch(python, { ...none, format: "Présentiel" })).toBe(false);
    expect(matchesLocalSearch(ia, { ...none, format: "Présentiel" })).toBe(true);
    expect(
      matchesLocalSearch(
        { ...ia, format: "Présentiel ou distanciel" },
        { ...none, format: "Distanciel" },
      ),
    ).toBe(true);
  });
});

describe("offersMode", () => {
  it("matches every format text that names the mode, whatever else it offers", () => {
    expect(offersMode("Présentiel ou distanciel", "Distanciel")).toBe(true);
    expect(offersMode("Présentiel, distanciel ou hybride", "Hybride")).toBe(true);
    expect(offersMode("100 % en ligne", "Distanciel")).toBe(true);
    expect(offersMode("PRESENTIEL", "Présentiel")).toBe(true);
    expect(offersMode("Distanciel", "Présentiel")).toBe(false);
    expect(offersMode(null, "Présentiel")).toBe(false);
    expect(offersMode("Présentiel", "Autre")).toBe(false);
  });
});

describe("availableModes", () => {
  it("lists the modes some formation offers, in a fixed order", () => {
    expect(
      availableModes([python, ia, { format: null }, { format: "Présentiel ou distanciel" }]),
    ).toEqual(["Présentiel", "Distanciel"]);
    expect(availableModes([{ format: "Présentiel, distanciel ou hybride" }])).toEqual([
      "Présentiel",
      "Distanciel",
      "Hybride",
    ]);
  });
});

describe("matchesWords", () => {
  it("needs every word, accents and case ignored", () => {
    expect(matchesWords("Data engineering à Montréal", "montreal DATA")).toBe(true);
    expect(matchesWords("Data engineering à Montréal", "data lisbonne")).toBe(false);
    expect(matchesWords("Anything", "   ")).toBe(true);
  });
});
