import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { readSiteConfig } from "@/config/site";
import { AccessibilityPolicy } from "./accessibility-policy";
import { LegalNotice } from "./legal-notice";
import { PrivacyPolicy } from "./privacy-policy";
import { TermsOfSale } from "./terms-of-sale";
import { TrainingRules } from "./training-rules";

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

  it("the privacy policy says how long signature evidence is kept and why, and names the signing cookie", () => {
    const text = renderToStaticMarkup(<PrivacyPolicy config={config} />)
      .replace(/<[^>]+>/g, "")
      .replaceAll("&#x27;", "'")
      .replace(/\s+/g, " ");
    expect(text).toContain(
      "preuves de vos signatures de la feuille d'émargement (la signature tracée ou le nom tapé, l'heure, l'adresse IP et le navigateur de l'appareil qui a signé) : 5 ans après la fin de la session, avec l'inscription.",
    );
    expect(text).toContain("pendant la prescription de droit commun (article 2224 du Code civil)");
    expect(text).toContain(
      "le cookie « emargement », envoyé aux seules pages d'émargement, qui permet à ce téléphone de signer pour lui, et à rien d'autre, jusqu'au lendemain de la fin de sa session.",
    );
  });

  it("the règlement intérieur gives the disciplinary procedure in the words of R6352-5 and R6352-6", () => {
    const text = renderToStaticMarkup(<TrainingRules config={config} />)
      .replace(/<[^>]+>/g, "")
      .replaceAll("&#x27;", "'")
      .replace(/\s+/g, " ");
    expect(text).toContain(
      "le stagiaire peut se faire assister par la personne de son choix, notamment le délégué de stage ; la convocation fait état de cette faculté. La direction indique le motif de la sanction envisagée et recueille les explications du stagiaire (article R6352-5).",
    );
    expect(text).toContain(
      "notifiée au stagiaire par lettre recommandée ou remise contre récépissé (article R6352-6).",
    );
  });

  it("the accessibility policy names the officer in neutral wording", () => {
    const html = renderToStaticMarkup(<AccessibilityPolicy config={config} />);
    expect(html).toContain("La personne référente handicap, Yann Le Gall, répond à toute");
    expect(html).not.toMatch(/interlocutrice|Notre référente|auprès de la référente/);
  });
});

describe("the terms of sale, for companies and individuals alike (issue 65)", () => {
  const termsText = (environment: Record<string, string> = {}) =>
    renderToStaticMarkup(<TermsOfSale config={readSiteConfig(environment)} />)
      .replace(/<[^>]+>/g, "")
      .replaceAll("&#x27;", "'")
      .replace(/\s+/g, " ");

  it("word the VAT from TRAINING_VAT_RATE: HT for professionals, TTC for individuals, or the exemption", () => {
    const taxed = termsText();
    expect(taxed).toContain(
      "Pour le client professionnel, les prix sont exprimés en euros hors taxes (HT) ; la TVA au taux de 20 % s'y ajoute.",
    );
    expect(taxed).toContain(
      "Pour le stagiaire particulier, les prix sont indiqués en euros toutes taxes comprises (TTC), TVA au taux de 20 % incluse.",
    );
    expect(taxed).not.toContain("261-4-4°");
    const exempt = termsText({ TRAINING_VAT_RATE: "0" });
    expect(exempt).toContain(
      "nets de taxe, pour le client professionnel comme pour le stagiaire particulier : la TVA ne s'y ajoute pas. Exonération de TVA, article 261-4-4° a du Code général des impôts.",
    );
    expect(exempt).not.toContain("TVA au taux de");
    expect(termsText({ TRAINING_VAT_RATE: "5.5" })).toContain("au taux de 5,5 %");
  });

  it("name the cancellation charge an indemnité de dédit, invoiced apart and never to an OPCO (L6354-1)", () => {
    const text = termsText();
    expect(text).toContain(
      "L'indemnité de dédit n'est pas le prix d'une formation et ne constitue pas une dépense de formation professionnelle.",
    );
    expect(text).toContain(
      "Elle fait l'objet d'une facture distincte, adressée au seul client : elle n'est jamais facturée à l'OPCO ni à un autre financeur",
    );
    expect(text).toContain(
      "Conformément à l'article L6354-1 du Code du travail, seule la prestation effectivement réalisée est facturée au titre de la formation",
    );
  });

  it("keep the liability cap and the jurisdiction clause to professionals (R212-1 6°, CPC 48)", () => {
    const text = termsText();
    expect(text).toContain(
      "(article R212-1, 6° du Code de la consommation) : la limitation ci-dessus ne lui est pas opposable.",
    );
    expect(text).toContain(
      "Cette clause n'est permise qu'entre commerçants (article 48 du Code de procédure civile)",
    );
    expect(text).toContain("(article R631-3 du Code de la consommation)");
  });
});
