import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readSiteConfig } from "@/config/site";
import { AccessibilityPolicy } from "./accessibility-policy";
import { LegalNotice } from "./legal-notice";

const config = readSiteConfig({
  COMPANY_TRAINING_DECLARATION_REGION: "Bretagne",
  ACCESSIBILITY_OFFICER: "Yann Le Gall",
});

describe("legal texts follow the configuration", () => {
  it("the legal notice names the region whose prefect registered the declaration", () => {
    const html = renderToStaticMarkup(<LegalNotice config={config} />);
    expect(html).toContain("auprès du préfet de la région Bretagne.");
    expect(html).not.toContain("Île-de-France");
  });

  it("the accessibility policy names the officer in neutral wording", () => {
    const html = renderToStaticMarkup(<AccessibilityPolicy config={config} />);
    expect(html).toContain("La personne référente handicap, Yann Le Gall, répond à toute");
    expect(html).not.toMatch(/interlocutrice|Notre référente|auprès de la référente/);
  });
});
