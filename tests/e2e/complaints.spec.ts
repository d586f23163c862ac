import { expect, test, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { addDays, parisDay } from "../../src/lib/dates";
import { expectNoAxeViolations, PHONE } from "../support/axe";
import { fillPublicForm } from "../support/contact-form";
import { fixtureDatabase, schema } from "../support/fixture-database";
import { pdfText } from "../support/pdf";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { sha256 } from "../support/attendance";
import { insertStaff, signedInPage, STAFF } from "../support/staff";

/**
 * Issue 48, indicators 31 and 32, against the production build and a real SMTP server: a
 * trainee files a complaint from their page, gets the acknowledgement at once, staff analyse,
 * answer and close it from the register, open its improvement action, and export both.
 */
let smtp: TestSmtpServer;
let server: TestServer;
let admin: Page;
const ids = { session: 0 };
const TOKEN = `zoe-${"r".repeat(40)}`;
// A session that ended last week: complaints come after.
const today = parisDay();
const sessionDays = { start_date: addDays(today, -9), end_date: addDays(today, -8) };

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url },
    prepare: fixtureDatabase(async (db) => {
      await insertStaff(db);
      const [formation] = await db
        .insert(schema.formations)
        .values({
          slug: "docker",
          title: "Docker en production",
          duration: "2 jours",
          price_no_tax: "1200",
        })
        .returning();
      const [session] = await db
        .insert(schema.trainingSessions)
        .values({
          ...sessionDays,
          formation_id: formation!.id,
          daily_hours: "9 h – 17 h",
          place: "remote",
          capacity: 6,
          status: "open",
          published: true,
        })
        .returning();
      ids.session = session!.id;
      const [registration] = await db
        .insert(schema.registrations)
        .values({
          session_id: session!.id,
          trainee_name: "Zoé Martin",
          first_name: "Zoé",
          last_name: "Martin",
          email: "zoe@acme.fr",
          payer: "entreprise",
          company: "Acme",
          status: "present",
        })
        .returning();
      await db.insert(schema.registrationTokens).values({
        token_hash: sha256(TOKEN),
        registration_id: registration!.id,
        email: "zoe@acme.fr",
      });
    }),
  });
  admin = await signedInPage(browser, server.baseURL, STAFF.admin);
});
test.afterAll(async () => {
  await admin?.context().close();
  await server?.stop();
  await smtp?.stop();
});

const at = (path: string) => server.baseURL + path;

async function mailTo(address: string, subject: RegExp): Promise<ParsedMail> {
  const found = () =>
    smtp.received.filter(
      (mail) =>
        subject.test(mail.subject ?? "") &&
        mail.to &&
        "text" in mail.to &&
        mail.to.text === address,
    );
  await expect.poll(() => found().length, { timeout: 20_000 }).toBeGreaterThan(0);
  return found().at(-1)!;
}

test("a trainee files a complaint from their page: the session is named and the acknowledgement arrives at once", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "fr-FR", viewport: PHONE, isMobile: true });
  const page = await context.newPage();
  await page.goto(at(`/mon-inscription/${TOKEN}`));
  await page.getByTestId("complaint-link").click();
  await expect(page).toHaveURL(at(`/reclamation?session=${ids.session}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Faire une réclamation");
  await expect(page.getByLabel("SESSION CONCERNÉE")).toHaveValue(String(ids.session));
  await expect(page.getByLabel("VOUS ÊTES *")).toHaveValue("trainee");
  await expectNoAxeViolations(page);

  await page.getByRole("button", { name: "ENVOYER LA RÉCLAMATION" }).click();
  await expect(page.getByText("Votre nom est requis.")).toBeVisible();

  await fillPublicForm(page, {}, async () => {
    await page.getByLabel("NOM ET PRÉNOM *").fill("Zoé Martin");
    await page.getByLabel("EMAIL *").fill("zoe@acme.fr");
    await page
      .getByLabel("VOTRE RÉCLAMATION *")
      .fill("Les supports de cours promis le premier jour ne nous ont jamais été envoyés.");
  });
  await page.getByRole("button", { name: "ENVOYER LA RÉCLAMATION" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Votre réclamation est enregistrée" }),
  ).toContainText("nous vous répondons par écrit sous 15 jours au plus");

  const acknowledgement = await mailTo("zoe@acme.fr", /^Réclamation n° \d+ : accusé de réception/);
  expect(acknowledgement.text).toContain(
    "Nous l'analysons et vous répondrons par écrit au plus tard le",
  );
  expect(acknowledgement.text).not.toContain("supports de cours");
  const notification = await mailTo(
    "contact@atlas-tech-formation.fr",
    /^Réclamation n° \d+ : Zoé Martin$/,
  );
  expect(notification.text).toContain("Session : Docker en production");
  await context.close();
});

test("staff analyse, answer and close it from the register, then open its improvement action", async () => {
  await admin.goto(at("/dashboard/reclamations"));
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Réclamations");
  const row = admin.getByRole("list", { name: "Réclamations" }).getByRole("link").first();
  await expect(row).toContainText("Zoé Martin");
  await expect(row).toContainText("Réception accusée");
  await expectNoAxeViolations(admin);
  await row.click();
  await expect(admin.getByRole("heading", { level: 1 })).toContainText("Zoé Martin");
  await expect(admin.getByRole("list", { name: "Étapes" })).toContainText("(e-mail automatique)");

  await admin
    .getByLabel("Analyse (faits vérifiés, causes, ce que nous devons)")
    .fill("Envoi des supports oublié : aucune étape de fin de session ne le prévoit.");
  await admin.getByRole("button", { name: "Enregistrer l'analyse" }).click();
  await expect(admin.getByText("Analyse enregistrée")).toBeVisible();
  const answer = admin.getByLabel("Réponse, envoyée par e-mail à zoe@acme.fr");
  await answer.fill("Les supports vous ont été envoyés ce jour. Merci de nous l'avoir signalé.");
  await admin.getByRole("button", { name: "Envoyer la réponse" }).click();
  // The toast says so; the register's steps then name it too ('Réponse envoyée', its label).
  await expect(
    admin.locator("[data-sonner-toast]").filter({ hasText: "Réponse envoyée" }),
  ).toBeVisible();
  const mailed = await mailTo("zoe@acme.fr", /^Réclamation n° \d+ : notre réponse/);
  expect(mailed.text).toContain("Les supports vous ont été envoyés ce jour.");

  await admin.getByRole("button", { name: "Clore la réclamation" }).click();
  await expect(admin.getByText("Réclamation close")).toBeVisible();
  await expect(admin.getByRole("list", { name: "Étapes" })).toContainText("Clôture");
  await admin.reload();
  await expectNoAxeViolations(admin);

  await admin.getByRole("button", { name: "Ouvrir une action d'amélioration" }).click();
  const dialog = admin.getByRole("dialog");
  await dialog
    .getByLabel("Action *")
    .fill("Envoyer les supports à chaque participant le dernier jour de la session.");
  await dialog.getByLabel("Responsable").selectOption({ label: "Claire Dubois" });
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(admin.getByText("Action créée avec succès")).toBeVisible();
  await expect(
    admin.getByRole("link", { name: "Envoyer les supports à chaque participant" }),
  ).toBeVisible();

  await admin.goto(at("/dashboard/ameliorations"));
  const action = admin.getByTestId("improvement").first();
  await expect(action).toContainText("Réclamation");
  await expect(action).toContainText("responsable : Claire Dubois");
  await expect(action.getByRole("link", { name: /^Réclamation n° \d+$/ })).toBeVisible();
  await expectNoAxeViolations(admin);
});

test("the register and the log export for the audit, as CSV and as a PDF", async () => {
  await admin.goto(at("/dashboard/reclamations"));
  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: "Réclamations (CSV)" }).click(),
  ]);
  const csv = await (await download.createReadStream()).toArray();
  const text = Buffer.concat(csv).toString("utf8");
  expect(text).toContain('"Zoé Martin";"zoe@acme.fr"');
  expect(text).toContain("Envoi des supports oublié");
  const [pdfDownload] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: "Registre et actions (PDF)" }).click(),
  ]);
  const bytes = Buffer.concat(await (await pdfDownload.createReadStream()).toArray());
  const pdf = (await pdfText(new Uint8Array(bytes))).replace(/\s+/g, " ");
  expect(pdf).toMatch(/Réclamation n° \d+ · Close · Zoé Martin \(Stagiaire\)/);
  expect(pdf).toContain(
    "1 reçue(s), 1 avec accusé de réception, 1 répondue(s) dans le délai, 0 hors délai",
  );
  expect(pdf).toContain("Envoyer les supports à chaque participant le dernier jour de la session.");
});

test("the Qualiopi page shows the complaint under indicator 31, and the partner bodies are kept for indicator 26", async () => {
  await admin.goto(at("/dashboard"));
  await admin.getByRole("link", { name: "Qualiopi", exact: true }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Qualiopi");
  await expect(admin.getByTestId("indicator-31")).toContainText(
    "1 réclamation, 1 avec accusé de réception sous 48 h, 1 répondue dans le délai, 1 close.",
  );
  await expect(admin.getByTestId("indicator-31")).toContainText("Preuves tenues");
  await expect(admin.getByTestId("indicator-32")).toContainText(
    "1 action d'amélioration ouverte, 0 réalisée",
  );
  // Zoé told nothing of her needs: the register of indicator 4 says so.
  await expect(admin.getByTestId("indicator-4")).toContainText(
    "Besoins reçus pour 0 stagiaire sur 1 attendu",
  );
  await expect(admin.getByTestId("indicator-4")).toContainText("À compléter");
  await expect(admin.getByTestId("indicator-26")).toContainText("0 partenaire listé");
  await expect(admin.getByTestId("indicator-26")).toContainText("À compléter");
  await expectNoAxeViolations(admin);

  await admin.getByRole("link", { name: "Partenaires handicap" }).click();
  await admin.getByRole("button", { name: "Nouveau partenaire" }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Nom *").fill("Agefiph Île-de-France");
  await dialog.getByLabel("Site web").fill("http://agefiph.example");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(dialog.getByText("Une adresse commençant par https://")).toBeVisible();
  await dialog.getByLabel("Site web").fill("https://www.agefiph.fr");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(admin.getByText("Partenaire ajouté avec succès")).toBeVisible();
  await expect(
    admin.getByRole("list", { name: "Partenaires handicap" }).getByRole("listitem"),
  ).toHaveCount(1);
  // Checked as the page stands, not while the toast fades in (its text is then half opaque).
  await admin.reload();
  await expectNoAxeViolations(admin);
  await admin.goto(at("/dashboard/qualiopi"));
  await expect(admin.getByTestId("indicator-26")).toContainText("1 partenaire listé");
  await expect(admin.getByTestId("indicator-26")).toContainText("Preuves tenues");
});

test("without JavaScript the complaint form posts as plain HTML and says it is registered", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "fr-FR", javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at("/reclamation"));
  await fillPublicForm(page, { javaScript: false }, async () => {
    await page.getByLabel("VOUS ÊTES *").selectOption({ label: "Entreprise" });
    await page.getByLabel("NOM ET PRÉNOM *").fill("Nadia Rousseau");
    await page.getByLabel("EMAIL *").fill("nadia@acme.fr");
    await page
      .getByLabel("VOTRE RÉCLAMATION *")
      .fill("La facture ne correspond pas à la convention.");
  });
  await page.getByRole("button", { name: "ENVOYER LA RÉCLAMATION" }).click();
  await expect(page.getByText("Votre réclamation est enregistrée")).toBeVisible();
  await mailTo("nadia@acme.fr", /^Réclamation n° \d+ : accusé de réception/);
  await context.close();
});
