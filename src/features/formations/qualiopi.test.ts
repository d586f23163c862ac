import { describe, expect, it } from "vitest";
import { franceCompetencesUrl, qualiopiGaps, type QualiopiFields } from "./qualiopi";

const complete: QualiopiFields = {
  objectives: ["Écrire des requêtes"],
  duration: "3 jours",
  price_no_tax: "1590",
  access_modalities: "Inscription après un entretien.",
  access_time: "Sous 15 jours",
  methods_used: ["Ateliers"],
  assessment_methods: ["QCM"],
  contact_user_id: 4,
  certification: true,
  certification_name: "Exploiter une base de données",
  certification_code: "RS5487",
  certifier: "Certif Pro",
  certification_registered_on: "2024-05-30",
};

describe("qualiopiGaps", () => {
  it("finds nothing missing in a complete formation", () => {
    expect(qualiopiGaps(complete)).toEqual([]);
  });

  it("lists each missing item in the page's order", () => {
    expect(
      qualiopiGaps({
        ...complete,
        objectives: [],
        access_time: " ",
        contact_user_id: null,
        assessment_methods: null,
      }),
    ).toEqual([
      "Objectifs manquants",
      "Délais d'accès manquants",
      "Contact manquant",
      "Modalités d'évaluation manquantes",
    ]);
  });

  it("asks a certifying formation for its certification, and only a certifying one", () => {
    const bare = {
      ...complete,
      certification_name: null,
      certification_code: "",
      certifier: null,
      certification_registered_on: null,
    };
    expect(qualiopiGaps(bare)).toEqual([
      "Intitulé de la certification manquant",
      "Code RNCP ou RS manquant",
      "Certificateur manquant",
      "Date d'enregistrement manquante",
    ]);
    expect(qualiopiGaps({ ...bare, certification: false })).toEqual([]);
  });
});

describe("franceCompetencesUrl", () => {
  it("links a certification to its France Compétences record", () => {
    expect(franceCompetencesUrl("RNCP35584")).toBe(
      "https://www.francecompetences.fr/recherche/rncp/35584/",
    );
    expect(franceCompetencesUrl("RS5487")).toBe(
      "https://www.francecompetences.fr/recherche/rs/5487/",
    );
    expect(franceCompetencesUrl("XYZ")).toBeNull();
  });
});
