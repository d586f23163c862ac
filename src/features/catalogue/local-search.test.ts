import { describe, expect, it } from "vitest";
import { availableFormats, localSearchQuery, matchesLocalSearch, parseLocalSearch } from "./local-search";

const python = {
  title: "Python pour l'analyse de données",
  description: "Pandas, visualisation et automatisation.",
  format: "Distanciel",
  certification: true,
};
const ia = { title: "IA générative en entreprise", description: null, format: "Présentiel", certification: false };

describe("parseLocalSearch", () => {
  it("reads the filters from the URL", () => {
    expect(parseLocalSearch(new URLSearchParams("q=%20python%20&format=Distanciel&certifiante=1"))).toEqual({
      q: "python",
      format: "Distanciel",
      certifiante: true,
    });
  });

  it("treats anything else as no filter", () => {
    expect(parseLocalSearch(new URLSearchParams(`q=${"x".repeat(101)}&certifiante=oui`))).toEqual({
      q: "",
      format: "",
      certifiante: false,
    });
  });
});

describe("localSearchQuery", () => {
  it("keeps only the filters in use", () => {
    expect(localSearchQuery({ q: "ia", format: "", certifiante: true })).toBe("?q=ia&certifiante=1");
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
  });
});

describe("availableFormats", () => {
  it("lists each format once, sorted", () => {
    expect(availableFormats([python, ia, { format: null }, { format: "Distanciel" }])).toEqual([
      "Distanciel",
      "Présentiel",
    ]);
  });
});
