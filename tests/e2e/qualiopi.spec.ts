import { expect, test, type Page } from "@playwright/test";
import { pastSessionDates } from "../../src/seed/attendance";
import { seedPastSessions } from "../../src/seed/surveys";
import { parisDay } from "../../src/lib/dates";
import { expectNoAxeViolations } from "../support/axe";
import { startTestServer, type TestServer } from "../support/server";
import { demoDatabaseWithStaff, signedInPage, STAFF } from "../support/staff";

/**
 * Qualiopi indicator 1 to 3 on the public pages, and the gaps the dashboard shows, on the demo
 * catalogue (complete and incomplete formations, results of past years).
 */
let server: TestServer;
let admin: Page;
const lastYear = new Date().getFullYear() - 1;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  server = await startTestServer({ prepare: demoDatabaseWithStaff });
  admin = await signedInPage(browser, server.baseURL, STAFF.admin);
});
test.afterAll(async () => {
  await admin?.context().close();
  await server?.stop();
});

test("a complete certifying formation shows every item an auditor checks, labelled", async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/formation/sql-et-postgresql-pour-les-metiers`);
  await expect(page.getByTestId("last-update")).toHaveText(
    /^Mis à jour le \d{1,2}(er)? \S+ \d{4}$/,
  );
  const header = page.getByTestId("formation-header");
  await expect(header).toContainText("3 jours");
  await expect(header).toContainText("€ HT");
  for (const title of [
    "Prérequis",
    "Objectifs",
    "Méthodes pédagogiques",
    "Méthodes d'évaluation",
    "Modalités d'accès",
    "Délais d'accès",
    "Certification",
    "Résultats",
    "Accessibilité aux personnes en situation de handicap",
    "Contact",
  ]) {
    await expect(
      page.getByRole("main").getByRole("heading", { level: 2, name: title, exact: true }),
    ).toBeVisible();
  }
  const certification = page.getByTestId("certification");
  await expect(certification).toContainText(
    "Certification : Exploiter une base de données relationnelle avec SQL",
  );
  await expect(certification).toContainText("Code : RS5487");
  await expect(certification).toContainText("Certificateur : Certif Data France");
  await expect(certification).toContainText("Date d'enregistrement : 24 novembre 2022");
  await expect(
    certification.getByRole("link", { name: "Fiche France Compétences" }),
  ).toHaveAttribute("href", "https://www.francecompetences.fr/recherche/rs/5487/");
  const results = page.getByTestId("results");
  await expect(results).toContainText(
    `Taux de satisfaction ${lastYear} : 97 % (44 stagiaires, chiffres saisis)`,
  );
  await expect(results).toContainText(`Taux d'achèvement ${lastYear} : 98 %`);
  await expect(results).toContainText(`Taux de réussite à la certification ${lastYear} : 91 %`);
  await expect(page.getByTestId("accessibility")).toContainText(
    "Référent handicap : Camille Moreau",
  );
  const contact = page.getByTestId("contact");
  await expect(contact).toContainText("Léa Fontaine, Formatrice automatisation");
  await expect(
    contact.getByRole("link", { name: "lea.fontaine@atlas-tech-formation.fr" }),
  ).toHaveAttribute("href", "mailto:lea.fontaine@atlas-tech-formation.fr");
  await expectNoAxeViolations(page);

  const pdf = await page.request.get(
    `${server.baseURL}/formation/sql-et-postgresql-pour-les-metiers/programme.pdf`,
  );
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
});

test("a new formation says its results will come, states 'Aucun prérequis' when there are none, and falls back to the provider's contact", async ({
  page,
}) => {
  await page.goto(`${server.baseURL}/formation/ia-generative-en-entreprise`);
  const prerequisites = page
    .getByRole("main")
    .locator("section", { has: page.getByRole("heading", { level: 2, name: "Prérequis" }) });
  await expect(prerequisites).toContainText("Aucun prérequis");
  await page.goto(`${server.baseURL}/formation/robotique-et-iot-las-vegas`);
  await expect(page.getByTestId("results")).toHaveText(
    /Nouvelle formation : indicateurs disponibles après la première session/,
  );
  await expect(page.getByTestId("contact")).toContainText("Service formation");
  await expect(page.getByTestId("certification")).toHaveCount(0);
});

test("the provider's results table on the certification page", async ({ page }) => {
  await page.goto(`${server.baseURL}/certification-qualiopi`);
  const table = page.getByRole("table");
  await expect(page.getByRole("heading", { level: 2, name: "Nos résultats" })).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText([
    "Année",
    "Stagiaires",
    "Satisfaction",
    "Achèvement",
    "Réussite aux certifications",
  ]);
  // The newest year is the one the demo's last ended session computes (its surveys), entered years before it.
  const newest = Math.max(
    ...seedPastSessions.map((session) =>
      Number(pastSessionDates(parisDay(), session).end_date.slice(0, 4)),
    ),
  );
  await expect(table.getByRole("rowheader").first()).toHaveText(String(newest));
  await expect(table.getByRole("rowheader").last()).toHaveText(
    `Ensemble ${lastYear - 1}-${newest}`,
  );
  await expectNoAxeViolations(page);
});

test("the dashboard lists a formation's gaps, and they go once the item is filled, on the card, the home and the page", async () => {
  await admin.goto("/dashboard");
  const incomplete = admin
    .getByRole("list", { name: "Statistiques" })
    .getByRole("link", { name: /à compléter \(Qualiopi\)/ });
  const countBefore = Number((await incomplete.getByTestId("stat-value").textContent())?.trim());
  expect(countBefore).toBeGreaterThan(0);

  await admin.goto("/dashboard/formations?q=cybers");
  const card = admin
    .getByRole("list", { name: "Formations" })
    .getByRole("listitem")
    .filter({ hasText: "Cybersécurité" })
    .first();
  const status = card.getByTestId("qualiopi-status");
  await expect(status).toContainText("Conformité Qualiopi : 1 manque");
  await expect(status).toContainText("Code RNCP ou RS manquant");
  await card.getByRole("button", { name: /^Modifier/ }).click();
  const dialog = admin.getByRole("dialog", { name: "Modifier la formation" });
  await dialog.getByLabel("Code RNCP ou RS").fill("RS 12");
  await dialog.getByLabel("Code RNCP ou RS").fill("abc");
  await dialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(
    dialog.getByText("Un code RNCP ou RS, par exemple RNCP35584 ou RS5487."),
  ).toBeVisible();
  await dialog.getByLabel("Code RNCP ou RS").fill("rs 6540");
  await expect(
    dialog.getByRole("list", { name: "Années de résultats" }).getByRole("listitem"),
  ).toHaveCount(1);
  await dialog.getByRole("button", { name: "Ajouter une année" }).click();
  await dialog.getByLabel("Stagiaires").last().fill("12");
  await dialog.getByLabel("Satisfaction (%)").last().fill("101");
  await dialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(dialog.getByText("Un pourcentage entre 0 et 100.")).toBeVisible();
  await dialog.getByLabel("Satisfaction (%)").last().fill("92");
  await dialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(
    admin
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Formation modifiée avec succès" })
      .last(),
  ).toBeVisible();
  await expect(status).toContainText("Conformité Qualiopi : complète");

  await admin.goto("/dashboard");
  await expect(incomplete.getByTestId("stat-value")).toHaveText(String(countBefore - 1));
  const page = await admin.context().newPage();
  // Saved with the same title, the formation keeps its address
  // (docs/decisions/024-staff-dashboard.md).
  await page.goto("/formation/cybersecurite-les-fondamentaux");
  await expect(page.getByTestId("certification")).toContainText("Code : RS6540");
  await expect(page.getByTestId("results")).toContainText(
    `Taux de satisfaction ${lastYear} : 94 % (28 stagiaires, chiffres saisis)`,
  );
  await page.close();
});
