import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readSiteConfig } from "@/config/site";
import { AccessibilityPolicy } from "./accessibility-policy";
import { LegalNotice } from "./legal-notice";

const config = readSiteConfig({
  COMPANY_TRAINING_DECLARATION_REGION: "Bretagne",
  ACCESSIBILITY_OFFICER: "Yann Le Gall",
  COMPANY_SIREN: "424 761 419",
  HOSTING_PROVIDER: "Scaleway SAS, 8 rue de la Ville l'Évêque, 75008 Paris",
  HOSTING_PROVIDER_PHONE: "+33 1 84 13 00 00",
});

describe("legal texts follow the configuration", () => {
  it("the legal notice names the region whose prefect registered the declaration", () => {
    const html = renderToStaticMarkup(<LegalNotice config={config} />);
    expect(html).toContain("auprès du préfet de la région Bretagne.");
    expect(html).not.toContain("Île-de-France");
  });

  it("the legal notice gives the VAT number and the host's telephone (LCEN)", () => {
    const html = renderToStaticMarkup(<LegalNotice config={config} />);
    expect(html).toContain("Numéro de TVA intracommunautaire : FR22424761419.");
    expect(html).toContain(
      "Le site est hébergé par Scaleway SAS, 8 rue de la Ville l&#x27;Évêque, 75008 Paris (téléphone : +33 1 84 13 00 00).",
    );
    const given = readSiteConfig({ COMPANY_VAT_NUMBER: "FR00123456789" });
    expect(renderToStaticMarkup(<LegalNotice config={given} />)).toContain(
      "Numéro de TVA intracommunautaire : FR00123456789.",
    );
  });

  it("the accessibility policy names the officer in neutral wording", () => {
    const html = renderToStaticMarkup(<AccessibilityPolicy config={config} />);
    expect(html).toContain("La personne référente handicap, Yann Le Gall, répond à toute");
    expect(html).not.toMatch(/interlocutrice|Notre référente|auprès de la référente/);
  });
});
