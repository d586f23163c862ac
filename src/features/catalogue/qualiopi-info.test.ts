import { describe, expect, it } from "vitest";
import { readSiteConfig } from "@/config/site";
import { accessibilityLines, contactLines, resultLines, updatedText } from "./qualiopi-info";
import { certificationInfo, prerequisitesText } from "@/features/formations/public";

const config = readSiteConfig({
  CONTACT_EMAIL: "contact@atlas.fr",
  CONTACT_PHONE: "01 23 45 67 89",
  ACCESSIBILITY_OFFICER: "Camille Moreau",
});

describe("a formation's Qualiopi items", () => {
  it("states prerequisites explicitly, and the update date", () => {
    expect(prerequisitesText(null)).toBe("Aucun prérequis");
    expect(prerequisitesText("  ")).toBe("Aucun prérequis");
    expect(prerequisitesText("Savoir utiliser un tableur.")).toBe("Savoir utiliser un tableur.");
    expect(updatedText("2026-10-23")).toBe("Mis à jour le 23 octobre 2026");
  });

  it("names the contact, or the provider's service when none is chosen", () => {
    expect(
      contactLines(config, {
        name: "Léa",
        last_name: "Fontaine",
        titre: "Responsable data",
        email: "lea@atlas.fr",
        phone: null,
      }),
    ).toEqual(["Léa Fontaine, Responsable data", "lea@atlas.fr"]);
    expect(contactLines(config, null)).toEqual([
      "Service formation",
      "contact@atlas.fr",
      "01 23 45 67 89",
    ]);
  });

  it("gives the formation's accessibility sentence or the site's, always with the referent", () => {
    expect(accessibilityLines(config, "Salle de plain-pied.")).toEqual([
      "Salle de plain-pied.",
      "Référent handicap : Camille Moreau, contact@atlas.fr, 01 23 45 67 89",
    ]);
    expect(accessibilityLines(config, null)[0]).toMatch(
      /accessibles aux personnes en situation de handicap/,
    );
  });

  it("describes a certifying formation's registration with its France Compétences link", () => {
    const info = certificationInfo({
      certification: true,
      certification_name: "Exploiter une base de données relationnelle avec SQL",
      certification_code: "RS5487",
      certifier: "Certif Data France",
      certification_registered_on: "2022-11-24",
    });
    expect(info).toEqual({
      lines: [
        "Certification : Exploiter une base de données relationnelle avec SQL",
        "Code : RS5487",
        "Certificateur : Certif Data France",
        "Date d'enregistrement : 24 novembre 2022",
      ],
      url: "https://www.francecompetences.fr/recherche/rs/5487/",
    });
    expect(
      certificationInfo({
        certification: false,
        certification_name: "x",
        certification_code: null,
        certifier: null,
        certification_registered_on: null,
      }),
    ).toBeNull();
  });

  it("publishes the latest year's results, or says the formation is new", () => {
    const results = [
      { year: 2024, trainees: 30, satisfaction_rate: 90, completion_rate: 95, success_rate: 85 },
      { year: 2025, trainees: 48, satisfaction_rate: 96, completion_rate: 98, success_rate: 91 },
    ];
    expect(resultLines(results, true)).toEqual([
      "Taux de satisfaction 2025 : 96\u00a0% (48 stagiaires, chiffres saisis)",
      "Taux d'achèvement 2025 : 98\u00a0%",
      "Taux de réussite à la certification 2025 : 91\u00a0%",
    ]);
    expect(resultLines(results, false)).toHaveLength(2);
    expect(resultLines([], false)).toEqual([
      "Nouvelle formation : indicateurs disponibles après la première session",
    ]);
  });

  it("says what computed figures rest on: the answers and the sessions' months", () => {
    const computed = (months: readonly [number, number] | null, responses = 31) => ({
      year: 2026,
      trainees: 33,
      satisfaction_rate: 94,
      completion_rate: 97,
      success_rate: null,
      computed: { responses, response_rate: 94, months },
    });
    expect(resultLines([computed([1, 6])], false)).toEqual([
      "Taux de satisfaction 2026 : 94\u00a0% (31 réponses, sessions de janvier à juin)",
      "Taux d'achèvement 2026 : 97\u00a0%",
    ]);
    expect(resultLines([computed([3, 3], 1)], false)[0]).toBe(
      "Taux de satisfaction 2026 : 94\u00a0% (1 réponse, sessions de mars)",
    );
  });
});
