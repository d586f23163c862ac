import { expect, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";
import { jsonLdOf } from "../support/json-ld";

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`formation page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a certified formation: green header, CPF chip, programme in chapter order", async ({
      page,
    }) => {
      await page.goto("/formation/python-pour-l-analyse-de-donnees");
      const header = page.getByTestId("formation-header");
      await expect(page.getByTestId("formation-badge")).toHaveText("FORMATION CERTIFIANTE");
      await expect(header).toHaveCSS("background-color", "rgb(34, 197, 94)");
      await expect(header.getByRole("heading", { level: 1 })).toHaveText(
        "Python pour l'analyse de données",
      );
      await expect(header).toContainText("2 450 € HT");
      await expect(page.getByTestId("cpf-chip")).toBeVisible();
      await expect(page.getByTestId("event-only")).toHaveCount(0);

      const chapters = page.getByTestId("programme").getByRole("heading", { level: 3 });
      await expect(chapters).toHaveCount(11);
      const titles = await chapters.allTextContents();
      expect(titles.indexOf("Chapitre 2 - Structures de contrôle")).toBeLessThan(
        titles.indexOf("Chapitre 10 - Projet final"),
      );
      expect(titles.at(-1)).toMatch(/^Chapitre 11/);

      for (const title of [
        "Prérequis",
        "Objectifs",
        "Programme",
        "Méthodes pédagogiques",
        "Méthodes d'évaluation",
        "Modalités d'accès",
      ]) {
        await expect(
          page.getByRole("heading", { level: 2, name: title, exact: true }),
        ).toBeVisible();
      }
      await expect(page.getByRole("heading", { name: "Événement", exact: true })).toHaveCount(0);
      const places = page.getByTestId("places");
      await expect(places.getByRole("heading")).toHaveText("Lieux disponibles");
      await expect(places).toContainText("France : Lyon, Paris");

      const quote = page.getByRole("complementary", { name: "Demander un devis" });
      await expect(quote.getByRole("link", { name: "OBTENIR UN DEVIS" })).toHaveAttribute(
        "href",
        "/devis?formation=python-pour-l-analyse-de-donnees",
      );
      const closing = page.getByRole("region", { name: "Cette formation vous intéresse ?" });
      await expect(closing.getByRole("link", { name: /Demander un devis/ })).toHaveAttribute(
        "href",
        "/devis?formation=python-pour-l-analyse-de-donnees",
      );
      await expect(closing.getByRole("link", { name: "Nous contacter" })).toHaveAttribute(
        "href",
        "/contact",
      );
      // The footer's Qualiopi logo is hidden on formation pages.
      await expect(
        page.getByTestId("site-footer").getByRole("img", { name: /Qualiopi/ }),
      ).toHaveCount(0);
      await expectNoAxeViolations(page);
    });

    test("an event formation: yellow header, event card and its single place", async ({ page }) => {
      await page.goto("/formation/data-engineering-montreal");
      await expect(page.getByTestId("formation-badge")).toHaveText("FORMATION-ÉVÈNEMENT");
      await expect(page.getByTestId("formation-header")).toHaveCSS(
        "background-color",
        "rgb(250, 204, 21)",
      );
      await expect(page.getByTestId("event-only")).toHaveText(
        "Cette formation est dispensée uniquement à l'occasion de l'événement Semaine Data & IA de Montréal.",
      );
      const event = page.getByTestId("event-card");
      await expect(event).toContainText("Semaine Data & IA de Montréal");
      await expect(event).toContainText("Montréal - Canada");
      await expect(event).toContainText(/Du \d{1,2}(er)? .*au \d{1,2}(er)? .+ \d{4}/);
      const places = page.getByTestId("places");
      await expect(places.getByRole("heading")).toHaveText("Lieu de formation");
      await expect(places).toContainText("Canada : Montréal");
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("formation page", () => {
  test.use({ viewport: DESKTOP });

  test("a plain formation has the FORMATION badge and a green header", async ({ page }) => {
    await page.goto("/formation/docker-et-kubernetes-en-production");
    await expect(page.getByTestId("formation-badge")).toHaveText("FORMATION");
    await expect(page.getByTestId("formation-header")).toHaveAttribute("data-tone", "green");
    await expect(page.getByTestId("cpf-chip")).toHaveCount(0);
  });

  test("a formation without programme says it is available on request", async ({ page }) => {
    await page.goto("/formation/power-automate-et-microsoft-365");
    await expect(page.getByTestId("programme")).toContainText(
      "Programme détaillé disponible sur demande de devis.",
    );
  });

  test("an unknown formation shows 'Formation introuvable' with a 404", async ({ page }) => {
    const response = await page.goto("/formation/formation-qui-n-existe-pas");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Formation introuvable");
    await expect(
      page.getByText("La formation que vous recherchez n'existe pas ou plus."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Voir nos formations" }).click();
    await expect(page).toHaveURL(/\/formations$/);
    const invalid = await page.goto("/formation/%3Cscript%3E");
    expect(invalid?.status()).toBe(404);
  });

  test("carries Course and BreadcrumbList structured data", async ({ request }) => {
    const html = await (await request.get("/formation/data-engineering-montreal")).text();
    const blocks = jsonLdOf(html) as { "@type": string }[];
    const course = blocks.find((block) => block["@type"] === "Course");
    expect(course).toMatchObject({
      "@context": "https://schema.org",
      name: "Data engineering à Montréal",
      provider: { "@type": "EducationalOrganization", name: "Atlas Tech Formation" },
      offers: [{ "@type": "Offer", priceCurrency: "EUR" }],
      hasCourseInstance: [
        {
          "@type": "CourseInstance",
          courseMode: ["Onsite"],
          startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          superEvent: { "@type": "Event", name: "Semaine Data & IA de Montréal" },
        },
      ],
    });
    const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList");
    expect(breadcrumb).toMatchObject({
      itemListElement: [
        { name: "Accueil" },
        { name: "Formations" },
        { name: "Data engineering à Montréal" },
      ],
    });
  });

  test("offers its programme as a PDF", async ({ page, request }) => {
    await page.goto("/formation/python-pour-l-analyse-de-donnees");
    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Télécharger le programme (PDF)" }).click();
    expect((await download).suggestedFilename()).toBe(
      "programme-python-pour-l-analyse-de-donnees.pdf",
    );

    const response = await request.get("/formation/python-pour-l-analyse-de-donnees/programme.pdf");
    expect(response.headers()["content-type"]).toBe("application/pdf");
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe("%PDF-");
    expect(body.length).toBeGreaterThan(3000);
    expect((await request.get("/formation/inconnue/programme.pdf")).status()).toBe(404);
  });
});
