import { expect, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";

const pages = [
  { path: "/politique-confidentialite", title: "Politique de confidentialité", date: "27/04/2025" },
  { path: "/politique-accessibilite", title: "Politique d'accessibilité", date: "27/04/2025" },
  { path: "/mentions-legales", title: "Mentions légales", date: "27/04/2025" },
  { path: "/cgu", title: "Conditions générales d'utilisation", date: "27/04/2025" },
  { path: "/cgv", title: "Conditions générales de vente", date: "28/11/2026" },
  { path: "/reglement-interieur", title: "Règlement intérieur", date: "27/11/2026" },
];

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`legal pages at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, title, date } of pages) {
      test(`${path}: framed, dated and not indexed`, async ({ page }) => {
        await page.goto(path);
        const frame = page.getByTestId("legal-page");
        await expect(frame.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(frame).toContainText(`Dernière mise à jour : ${date}`);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      });
    }
  });
}

test.describe("legal texts", () => {
  test.use({ viewport: DESKTOP });

  test("the company is a SAS with 2 000 € capital, named from the configuration", async ({
    page,
  }) => {
    await page.goto("/mentions-legales");
    await expect(page.getByTestId("legal-page")).toContainText(
      "Atlas Tech Formation SAS, société par actions simplifiée (SAS) au capital de 2 000 €",
    );
    await expect(page.getByTestId("legal-page")).toContainText("912 345 678");
  });

  test("the privacy policy lists the data, the rights, the contacts and the retention periods", async ({
    page,
  }) => {
    await page.goto("/politique-confidentialite");
    const text = page.getByTestId("legal-page");
    for (const fact of [
      "votre nom et votre prénom",
      "votre adresse e-mail",
      "votre numéro de téléphone",
      "le nom de votre entreprise",
      "données démographiques",
      "adresse IP",
      "cookies",
      "RGPD",
      "rectification",
      "portabilité",
      "par e-mail : contact@atlas-tech-formation.fr",
      "par téléphone",
      "par courrier",
      "en général 5 ans après la fin du contrat",
      "3 ans à compter de leur collecte ou du dernier contact",
    ]) {
      await expect(text).toContainText(fact);
    }
  });

  test("the accessibility policy names the officer and the four steps", async ({ page }) => {
    await page.goto("/politique-accessibilite");
    const text = page.getByTestId("legal-page");
    await expect(text).toContainText("La personne référente handicap, Camille Moreau");
    await expect(text).not.toContainText("interlocutrice");
    await expect(text.locator("ol > li strong")).toHaveText([
      "Signalement du besoin",
      "Évaluation",
      "Mise en œuvre",
      "Suivi",
    ]);
    await expect(text).toContainText("avant le début de la formation");
  });

  test("the accessibility policy carries an RGAA 4.1 statement written from the audit's facts", async ({
    page,
  }) => {
    await page.goto("/politique-accessibilite");
    const statement = page
      .getByTestId("legal-page")
      .locator("section")
      .filter({ has: page.getByRole("heading", { name: "5. Déclaration d'accessibilité" }) });
    for (const fact of [
      "Le site est partiellement conforme avec le référentiel général d'amélioration de l'accessibilité (RGAA 4.1)",
      "Cette déclaration a été établie le 23 novembre 2026",
      "axe-core (règles WCAG 2.1 niveaux A et AA) de chacune des pages ci-dessous, à 1280 px et à 375 px",
      "Navigation au clavier : lien d'évitement",
      "Le certificat Qualiopi est un document PDF non balisé",
      "Alternative : La liste des destinations",
      "Pages de l'échantillon : Accueil, Catalogue des formations",
      "Technologies utilisées pour la réalisation du site : HTML5, CSS, JavaScript, WAI-ARIA, SVG.",
      "contactez la personne référente handicap, Camille Moreau",
      "Défenseur des droits, Libre réponse 71120, 75342 Paris CEDEX 07",
    ]) {
      await expect(statement).toContainText(fact);
    }
    await expect(
      statement.getByRole("link", { name: "formulaire.defenseurdesdroits.fr" }),
    ).toHaveAttribute("href", "https://formulaire.defenseurdesdroits.fr/");
  });

  test("the legal notice names the region of the training declaration from the configuration", async ({
    page,
  }) => {
    await page.goto("/mentions-legales");
    await expect(page.getByTestId("legal-page")).toContainText(
      "sous le numéro de déclaration d'activité 11 75 65432 75 auprès du préfet de la région Île-de-France.",
    );
  });

  test("the terms of sale carry every figure", async ({ page }) => {
    await page.goto("/cgv");
    const text = page.getByTestId("legal-page");
    for (const fact of [
      // Issue 65 extends the spec's terms (professionals, trained at their premises) to
      // individuals and to inter-company and remote sessions (docs/decisions/078).
      "Elles valent pour les sessions inter-entreprises, qui réunissent des stagiaires de plusieurs clients dans nos locaux ou à distance",
      "sessions intra-entreprise, organisées pour un seul client dans ses locaux ou à distance",
      "en euros hors taxes (HT) ; la TVA",
      "émise après la réalisation de la prestation",
      "payable à 30 jours net",
      "par virement bancaire",
      "trois fois le taux d'intérêt légal",
      "indemnité forfaitaire de 40 euros",
      "plus de 10 jours ouvrés avant le début de la formation : sans frais",
      "entre 10 et 5 jours ouvrés avant : 50 %",
      "moins de 5 jours ouvrés avant : 100 %",
      "limitée au montant total facturé",
      "Si l'OPCO refuse le financement, en tout ou partie, le coût total de la formation reste dû par le client",
      "fixe l'indemnité de dédit due",
      "elle n'est jamais facturée à l'OPCO",
    ]) {
      await expect(text).toContainText(fact);
    }
  });
});

test.describe("Qualiopi certification page", () => {
  for (const viewport of [DESKTOP, PHONE]) {
    test(`explains the advantages and offers the certificate at ${viewport.width} px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto("/certification-qualiopi");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Certification Qualiopi");
      await expect(
        page
          .getByRole("region", { name: "Ce que la certification vous apporte" })
          .getByRole("heading", { level: 3 }),
      ).toHaveText([
        "Financement CPF",
        "Prise en charge OPCO",
        "Éligibilité Pôle Emploi",
        "Garantie de qualité pédagogique",
      ]);
      const download = page.getByRole("link", { name: "Télécharger le certificat (PDF)" });
      await expect(download).toHaveAttribute("href", "/documents/certificat-qualiopi.pdf");
      if (viewport === DESKTOP)
        await expect(page.locator('object[type="application/pdf"]')).toBeVisible();
      await expectNoAxeViolations(page);
      const pdf = await request.get("/documents/certificat-qualiopi.pdf");
      expect(pdf.headers()["content-type"]).toBe("application/pdf");
    });
  }

  test("the terms of sale give a self-paying trainee their rights and the consumer mediator", async ({
    page,
  }) => {
    await page.goto("/cgv");
    const section = (title: string) =>
      page.locator("section").filter({ has: page.getByRole("heading", { name: title }) });
    await expect(section("1. Champ d'application")).toContainText(
      "signe un contrat de formation professionnelle (articles L6353-3 à L6353-7 du Code du travail)",
    );
    await expect(section("3. Prix")).toContainText(
      "Pour le stagiaire particulier, les prix sont indiqués en euros toutes taxes comprises (TTC), TVA au taux de 20 % incluse.",
    );
    await expect(section("4. Facturation et paiement")).toContainText(
      "le premier versement ne peut dépasser 30 % du prix",
    );
    await expect(section("5. Annulation, report ou abandon par le client")).toContainText(
      "sans indemnité de dédit ni autre pénalité",
    );
    await expect(section("8. Responsabilité")).toContainText(
      "la limitation ci-dessus ne lui est pas opposable",
    );
    const disputes = section("10. Droit applicable et litiges");
    await expect(disputes).toContainText("(article R631-3 du Code de la consommation)");
    await expect(disputes).toContainText(
      "CM2C, Centre de la médiation de la consommation de conciliateurs de justice, 49 rue de Ponthieu, 75008 Paris",
    );
    await expect(disputes.getByRole("link", { name: "https://www.cm2c.net" })).toHaveAttribute(
      "href",
      "https://www.cm2c.net",
    );
  });

  test("the rules of conduct state the sanctions and the trainee's guarantees", async ({
    page,
  }) => {
    await page.goto("/reglement-interieur");
    const text = page.getByTestId("legal-page");
    for (const fact of [
      "Atlas Tech Formation SAS",
      "11 75 65432 75",
      "Les amendes et autres sanctions pécuniaires sont interdites.",
      "informé par écrit des griefs retenus contre lui (article R6352-4)",
      "La sanction ne peut intervenir moins d'un jour franc ni plus de quinze jours après l'entretien",
      "notamment le délégué de stage ; la convocation fait état de cette faculté",
      "par lettre recommandée ou remise contre récépissé (article R6352-6)",
      "Camille Moreau, référent handicap",
      "supérieure à 500 heures",
    ]) {
      await expect(text).toContainText(fact);
    }
  });
});
