import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";
import { fillContactForm } from "../support/contact-form";
import { fixtureDatabase, schema } from "../support/fixture-database";
import { startTestServer, type TestServer } from "../support/server";
import { demoDatabaseWithStaff, signedInPage, STAFF } from "../support/staff";

/**
 * A prospect on a phone, from a formation page to a quote the staff can price: the quote bar,
 * the quote's own questions, the data-protection notice, and what the inbox then shows.
 */
let server: TestServer;

// One server for both tests (in parallel mode each test would start its own).
test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startTestServer({
    prepare: async (dataDir) => {
      await demoDatabaseWithStaff(dataDir);
      // Three requests already in the inbox, for its bulk status change.
      await fixtureDatabase((db) =>
        db.insert(schema.contactRequests).values(
          ["Ana Roux", "Bruno Petit", "Chloé Marchand"].map((name) => ({
            name,
            email: "equipe@groupe-test.fr",
            company: "Groupe Test",
            message: "Bonjour",
          })),
        ),
      )(dataDir);
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
});

const FORMATION = "/formation/python-pour-l-analyse-de-donnees";

test("on a phone, the bar at the bottom offers « S'inscrire » on a formation with open sessions, « Obtenir un devis » on one without, and rests above the footer", async ({
  browser,
}) => {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await page.goto(`${server.baseURL}${FORMATION}`);
  const bar = page.getByTestId("quote-bar");
  const bottomOf = async () => {
    const box = (await bar.boundingBox())!;
    return box.y + box.height;
  };
  // The demo's Python formation has sessions open: the bar leads to their dates.
  await expect(bar.getByRole("link", { name: "S'inscrire" })).toHaveAttribute(
    "href",
    "#prochaines-sessions",
  );
  expect(await bottomOf()).toBeCloseTo(PHONE.height, 0);
  // Halfway down the programme, still there.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
  await expect.poll(bottomOf).toBeCloseTo(PHONE.height, 0);
  // At the very bottom, the footer is not covered.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const footer = (await page.locator("footer").last().boundingBox())!;
  await expect.poll(bottomOf).toBeLessThanOrEqual(footer.y + 1);
  await expectNoAxeViolations(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await bar.getByRole("link", { name: "S'inscrire" }).click();
  await expect(page.getByTestId("sessions")).toBeInViewport();
  // A formation abroad, without sessions, asks for a quote.
  await page.goto(`${server.baseURL}/formation/robotique-et-iot-las-vegas`);
  await expect(bar.getByRole("link", { name: "Obtenir un devis" })).toHaveAttribute(
    "href",
    "/devis?formation=robotique-et-iot-las-vegas",
  );
  await page.context().close();

  const wide = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await wide.goto(`${server.baseURL}${FORMATION}`);
  await expect(wide.getByTestId("quote-bar")).toBeHidden();
  await wide.context().close();
});

test("the quote asks for participants, period and funding; the inbox and its CSV show them", async ({
  browser,
}) => {
  const page = await (
    await browser.newContext({
      viewport: PHONE,
      extraHTTPHeaders: { "x-forwarded-for": "10.9.8.7" },
    })
  ).newPage();
  await page.goto(`${server.baseURL}${FORMATION}`);
  await page.getByRole("link", { name: "Demander un devis" }).first().click();
  await expect(page).toHaveURL(/\/devis\?formation=python-pour-l-analyse-de-donnees$/);
  await fillContactForm(page, {
    name: "Inès Garcia",
    company: "Datalab",
    email: "ines@datalab.fr",
    message: "Pour notre équipe data.",
  });
  const participants = page.getByLabel("NOMBRE DE PARTICIPANTS");
  await participants.fill("zéro");
  await expect(page.getByLabel("FINANCEMENT ENVISAGÉ").getByRole("option")).toHaveText([
    "Je ne sais pas encore",
    "Entreprise",
    "OPCO",
    "CPF",
    "Personnel",
  ]);
  await page.getByLabel("PÉRIODE SOUHAITÉE").fill("Mars 2027");
  await page.getByLabel("FINANCEMENT ENVISAGÉ").selectOption({ label: "OPCO" });
  const notice = page.getByTestId("privacy-notice");
  await expect(notice).toContainText("conservées 3 ans après votre dernier contact");
  await expect(notice.getByRole("link", { name: "politique de confidentialité" })).toHaveAttribute(
    "href",
    "/politique-confidentialite",
  );
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "DEMANDER UN DEVIS" }).click();
  await expect(page.getByText("Un nombre de participants entre 1 et 9 999.")).toBeVisible();
  await participants.fill("8");
  await page.getByRole("button", { name: "DEMANDER UN DEVIS" }).click();
  await expect(page.getByRole("button", { name: "MESSAGE ENVOYÉ !" })).toBeVisible();
  await expect(participants).toHaveValue("");
  // The contact form asks none of a quote's questions, and carries the same notice.
  await page.goto(`${server.baseURL}/contact`);
  await expect(page.getByLabel("NOMBRE DE PARTICIPANTS")).toHaveCount(0);
  await expect(
    page.getByTestId("privacy-notice").getByRole("link", { name: "politique de confidentialité" }),
  ).toBeVisible();
  await page.context().close();

  const admin = await signedInPage(browser, server.baseURL, STAFF.admin);
  await admin.goto("/dashboard/demandes?q=datalab");
  await admin
    .getByRole("list", { name: "Demandes" })
    .getByRole("link", { name: /Inès Garcia/ })
    .click();
  const content = admin.getByRole("region", { name: "Contenu de la demande" });
  await expect(content.getByRole("term")).toContainText([
    "Participants",
    "Période souhaitée",
    "Financement envisagé",
  ]);
  await expect(content.getByRole("definition")).toContainText(["8", "Mars 2027", "OPCO"]);

  await admin.goto("/dashboard/demandes");
  const download = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Exporter en CSV" }).click();
  const csv = await readFile((await (await download).path())!, "utf8");
  expect(csv.split("\n")[0]).toContain('"Participants";"Période souhaitée";"Financement envisagé"');
  expect(csv).toMatch(/"Inès Garcia";"Datalab";.*"8";"Mars 2027";"OPCO"/);
  await admin.context().close();
});

test("staff work the request: a note, an assignee, a history, spam out of the inbox, deletion", async ({
  browser,
}) => {
  const admin = await signedInPage(browser, server.baseURL, STAFF.admin);
  await admin.goto("/dashboard/demandes?q=datalab");
  await admin
    .getByRole("list", { name: "Demandes" })
    .getByRole("link", { name: /Inès Garcia/ })
    .click();
  await expect(admin).toHaveURL(/\/dashboard\/demandes\/\d+$/);
  const detail = admin.url();

  await admin.getByLabel("Nouvelle note").fill("Rappeler lundi : budget OPCO à confirmer.");
  await admin.getByRole("button", { name: "Ajouter la note" }).click();
  await expect(
    admin.getByRole("list", { name: "Notes internes" }).getByRole("listitem"),
  ).toContainText(["Rappeler lundi : budget OPCO à confirmer."]);
  await expect(admin.getByLabel("Nouvelle note")).toHaveValue("");

  const assignee = admin.getByLabel("Attribuée à");
  // The staff who can sign in: the team shown on the site without an account is not offered.
  await expect(assignee.getByRole("option")).toHaveText([
    "Personne",
    "Claire Dubois",
    "Hugo Lefèvre",
  ]);
  await assignee.selectOption({ label: "Hugo Lefèvre" });
  await admin.getByRole("button", { name: "Attribuer" }).click();
  await expect(admin.getByText("Demande attribuée").last()).toBeVisible();
  const history = admin.getByRole("list", { name: "Historique" }).getByRole("listitem");
  await expect(history).toContainText([
    "Reçue",
    "Note interne : note ajoutée",
    "Attribution : attribuée à Hugo Lefèvre",
  ]);
  await expect(history.last()).toContainText("Claire Dubois");

  await admin.getByRole("button", { name: "Marquer comme spam" }).click();
  await expect(admin.getByText("Demande marquée comme spam").last()).toBeVisible();
  await admin.goto("/dashboard/demandes?q=datalab");
  await expect(admin.getByText("Aucune demande ne correspond à ces critères.")).toBeVisible();
  await admin.goto("/dashboard/demandes?q=datalab&status=spam");
  await expect(admin.getByRole("list", { name: "Demandes" }).getByRole("listitem")).toHaveCount(1);

  await admin.goto(detail);
  await admin.getByRole("button", { name: "Supprimer", exact: true }).click();
  await admin
    .getByRole("alertdialog", { name: "Confirmer la suppression" })
    .getByRole("button", { name: "Supprimer" })
    .click();
  await expect(admin).toHaveURL(/\/dashboard\/demandes$/);
  expect((await admin.goto(detail))!.status()).toBe(404);
  await admin.goto("/dashboard/journal");
  await expect(
    admin.getByRole("list", { name: "Modifications" }).getByRole("listitem").first(),
  ).toContainText(/Suppression · Demande.*Demande n° \d+ supprimée/s);
  await admin.context().close();
});

test("on a phone, staff tick two requests and change their status at once; each request's history says so", async ({
  browser,
}) => {
  const admin = await signedInPage(browser, server.baseURL, STAFF.admin, PHONE);
  await admin.goto("/dashboard/demandes?q=groupe-test");
  const list = admin.getByRole("list", { name: "Demandes" });
  await expect(list.getByRole("listitem")).toHaveCount(3);
  const apply = admin.getByRole("button", { name: "Changer le statut" });
  await expect(admin.getByText("Aucune demande sélectionnée")).toBeVisible();
  await expect(apply).toBeDisabled();

  await admin.getByLabel("Tout sélectionner").check();
  await expect(admin.getByText("3 demandes sélectionnées")).toBeVisible();
  await admin.getByLabel("Sélectionner la demande de Chloé Marchand").uncheck();
  await expect(admin.getByText("2 demandes sélectionnées")).toBeVisible();
  await expect(admin.getByLabel("Tout sélectionner")).not.toBeChecked();
  await admin.getByLabel("Nouveau statut").selectOption({ label: "En cours" });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(admin);
  await apply.click();

  await expect(admin.getByText("2 demandes mises à jour").last()).toBeVisible();
  await expect(admin.getByText("Aucune demande sélectionnée")).toBeVisible();
  await expect(list.getByRole("listitem").filter({ hasText: "Ana Roux" })).toContainText(
    "En cours",
  );
  await expect(list.getByRole("listitem").filter({ hasText: "Bruno Petit" })).toContainText(
    "En cours",
  );
  await expect(list.getByRole("listitem").filter({ hasText: "Chloé Marchand" })).toContainText(
    "Nouvelle",
  );
  await admin.goto("/dashboard/demandes?q=groupe-test&status=in_progress");
  await expect(list.getByRole("listitem")).toHaveText([/Bruno Petit/, /Ana Roux/]);

  await list.getByRole("link", { name: /Bruno Petit/ }).click();
  await expect(admin.getByRole("list", { name: "Historique" }).getByRole("listitem")).toContainText(
    ["Reçue", "Changement de statut : En cours"],
  );
  await admin.context().close();
});
