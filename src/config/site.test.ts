import { describe, expect, it } from "vitest";
import { demoIdentityWarning, readSiteConfig } from "./site";

const OWN_IDENTITY = {
  COMPANY_LEGAL_NAME: "Formations Armor SARL",
  COMPANY_SIREN: "801 234 567",
  COMPANY_SIRET: "801 234 567 00015",
  BANK_IBAN: "FR76 1670 6000 3453 9163 8271 019",
  COMPANY_TRAINING_DECLARATION: "53 35 01234 35",
  PUBLICATION_DIRECTOR: "Yann Le Gall",
  LEGAL_REPRESENTATIVE: "Gwenaëlle Le Gall",
  LEGAL_REPRESENTATIVE_TITLE: "Gérante",
  ACCESSIBILITY_OFFICER: "Maëlle Kerouac",
  HOSTING_PROVIDER: "Scaleway SAS, 8 rue de la Ville l'Évêque, 75008 Paris",
  HOSTING_PROVIDER_PHONE: "+33 1 84 13 00 00",
  CONSUMER_MEDIATOR: "Médiateur de la consommation de la FFP, 11 rue Saint-Lazare, 75009 Paris",
};

describe("the demo legal identity", () => {
  it("names every identity value left at its demo default on a public site", () => {
    const config = readSiteConfig({
      SITE_URL: "https://formations-armor.fr",
      COMPANY_SIREN: "801 234 567",
      HOSTING_PROVIDER: "OVH SAS, 2 rue Kellermann, 59100 Roubaix, France",
    });
    expect(config.demoIdentity).toEqual([
      "COMPANY_LEGAL_NAME (la raison sociale)",
      "COMPANY_SIRET (le numéro SIRET de l'établissement qui facture)",
      "BANK_IBAN (l'IBAN imprimé sur les factures)",
      "COMPANY_TRAINING_DECLARATION (le numéro de déclaration d'activité)",
      "PUBLICATION_DIRECTOR (le directeur de la publication)",
      "LEGAL_REPRESENTATIVE (le représentant légal, signataire des conventions et des certificats)",
      "LEGAL_REPRESENTATIVE_TITLE (la qualité du représentant légal, au cadre H du bilan pédagogique et financier)",
      "ACCESSIBILITY_OFFICER (la personne référente handicap)",
      "HOSTING_PROVIDER (l'hébergeur)",
      "HOSTING_PROVIDER_PHONE (le téléphone de l'hébergeur)",
      "CONSUMER_MEDIATOR (le médiateur de la consommation)",
    ]);
    expect(demoIdentityWarning(config)).toBe(
      "Les mentions légales sont encore celles de la démonstration. Renseignez : COMPANY_LEGAL_NAME (la raison sociale), COMPANY_SIRET (le numéro SIRET de l'établissement qui facture), BANK_IBAN (l'IBAN imprimé sur les factures), COMPANY_TRAINING_DECLARATION (le numéro de déclaration d'activité), PUBLICATION_DIRECTOR (le directeur de la publication), LEGAL_REPRESENTATIVE (le représentant légal, signataire des conventions et des certificats), LEGAL_REPRESENTATIVE_TITLE (la qualité du représentant légal, au cadre H du bilan pédagogique et financier), ACCESSIBILITY_OFFICER (la personne référente handicap), HOSTING_PROVIDER (l'hébergeur), HOSTING_PROVIDER_PHONE (le téléphone de l'hébergeur), CONSUMER_MEDIATOR (le médiateur de la consommation).",
    );
  });

  it("says nothing once the provider's own identity is set, or on a local install", () => {
    const own = readSiteConfig({ SITE_URL: "https://formations-armor.fr", ...OWN_IDENTITY });
    expect(own.demoIdentity).toEqual([]);
    expect(demoIdentityWarning(own)).toBeNull();
    expect(readSiteConfig({ SITE_URL: "http://localhost:3000" }).demoIdentity).toEqual([]);
  });
});

describe("the Qualiopi certificate", () => {
  it("is the sample certificate with the training category by default", () => {
    expect(readSiteConfig({}).qualiopi).toEqual({
      certificate: "/documents/certificat-qualiopi.pdf",
      categories: ["Actions de formation"],
    });
  });

  it("lists the configured categories, and is absent when no certificate is configured", () => {
    const config = readSiteConfig({
      QUALIOPI_CATEGORIES: "Actions de formation ; Bilans de compétences;",
    });
    expect(config.qualiopi?.categories).toEqual(["Actions de formation", "Bilans de compétences"]);
    expect(readSiteConfig({ QUALIOPI_CERTIFICATE: "" }).qualiopi).toBeNull();
  });
});

describe("the tests' fixed clock", () => {
  it("is taken on a local site only: a public site keeps the real time whatever its environment says", () => {
    expect(
      readSiteConfig({ SITE_URL: "http://localhost:3100", FIXED_NOW: "2026-03-25T10:00:00+01:00" })
        .fixedNow,
    ).toBe("2026-03-25T10:00:00+01:00");
    expect(
      readSiteConfig({
        SITE_URL: "https://formations-armor.fr",
        FIXED_NOW: "2026-03-25T10:00:00+01:00",
        ...OWN_IDENTITY,
      }).fixedNow,
    ).toBeUndefined();
    expect(readSiteConfig({ SITE_URL: "http://localhost:3100" }).fixedNow).toBeUndefined();
    expect(() => readSiteConfig({ FIXED_NOW: "mardi" })).toThrow("FIXED_NOW");
  });
});
