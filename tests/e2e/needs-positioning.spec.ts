import { expect, test, type Page } from "@playwright/test";
import { addDays, parisDay } from "../../src/lib/dates";
import { sha256 } from "../support/attendance";
import { expectNoAxeViolations, PHONE } from "../support/axe";
import { fillParticipantName, fillPublicForm } from "../support/contact-form";
import { fixtureDatabase, schema } from "../support/fixture-database";
import { hrefsOf } from "../support/mails";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { insertStaff, signedInPage, STAFF } from "../support/staff";

/**
 * Issue 48, indicators 4 and 8, against the production build and a real SMTP server: staff write
 * a formation's positioning questionnaire, a visitor registers with their needs, answers the
 * positioning on their page once confirmed, and staff and the trainer read both.
 */
let smtp: TestSmtpServer;
let server: TestServer;
let admin: Page;
const ids = { session: 0 };
const TRAINER_TOKEN = `formateur-${"t".repeat(40)}`;
const start = addDays(parisDay(), 20);

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
          formation_id: formation!.id,
          start_date: start,
          end_date: addDays(start, 1),
          daily_hours: "9 h – 17 h",
          place: "remote",
          capacity: 6,
          status: "open",
          published: true,
          trainer: "Claire Dubois",
        })
        .returning();
      ids.session = session!.id;
      // Registered by phone: nothing told yet.
      await db.insert(schema.registrations).values({
        session_id: session!.id,
        trainee_name: "Paul Durand",
        email: "paul@acme.fr",
        payer: "entreprise",
        company: "Acme",
        status: "confirmed",
      });
      await db
        .insert(schema.trainerLinks)
        .values({ token_hash: sha256(TRAINER_TOKEN), session_id: session!.id });
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
const mailTo = (address: string, subject: string) =>
  smtp.received.find(
    (mail) =>
      mail.subject?.startsWith(subject) && mail.to && "text" in mail.to && mail.to.text === address,
  );

test("staff write the formation's positioning questionnaire from its card", async () => {
  await admin.goto(at("/dashboard/formations"));
  await admin.getByRole("button", { name: "Questionnaires « Docker en production »" }).click();
  const dialog = admin.getByRole("dialog", { name: "Questionnaires de la formation" });
  await expect(
    dialog.getByLabel("Analyse du besoin : questions posées à l'inscription (une par ligne)"),
  ).toHaveValue(/^Qu'attendez-vous de cette formation dans votre travail \?\n/);
  await expect(dialog.getByTestId("no-positioning")).toBeVisible();
  await dialog.getByRole("button", { name: "Ajouter une question de positionnement" }).click();
  await dialog.getByLabel("Question 1 *").fill("Je sais écrire un Dockerfile.");
  await dialog.getByRole("button", { name: "Ajouter une question de positionnement" }).click();
  await dialog.getByLabel("Question 2 *").fill("Avez-vous déjà déployé un conteneur ?");
  await dialog.getByLabel("Réponse").nth(1).selectOption({ label: "Un choix parmi plusieurs" });
  // A choice question needs its choices: the dialog says so before anything is saved.
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByText("Entre 2 et 8 choix, un par ligne.")).toBeVisible();
  await dialog.getByLabel("Choix proposés (un par ligne) *").fill("Jamais\nUne fois\nSouvent");
  await expectNoAxeViolations(admin);
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(admin.getByText("Questionnaires enregistrés")).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("a visitor tells their needs when registering, then answers the positioning on their page once confirmed", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto(at(`/inscription/${ids.session}`));
  await fillPublicForm(page, {}, async () => {
    await fillParticipantName(page, "Zoé Martin");
    await page.getByLabel("EMAIL *").fill("zoe@acme.fr");
    await page.getByLabel("ENTREPRISE").fill("Acme");
    await page.getByLabel("FINANCEMENT *").selectOption({ label: "OPCO" });
    await page
      .getByLabel("Qu'attendez-vous de cette formation dans votre travail ?")
      .fill("Déployer nos API en production sans interruption.");
    await page
      .getByRole("checkbox", { name: /J'ai lu et j'accepte les conditions générales de vente/ })
      .check();
  });
  await page.getByRole("button", { name: "S'INSCRIRE", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Plus qu'une étape");
  // The form is empty again, its needs too.
  await expect(
    page.getByLabel("Qu'attendez-vous de cette formation dans votre travail ?"),
  ).toHaveValue("");

  await expect.poll(() => mailTo("zoe@acme.fr", "Confirmez votre inscription")).toBeTruthy();
  const confirm = new URL(
    hrefsOf(mailTo("zoe@acme.fr", "Confirmez votre inscription")!.html as string).find((href) =>
      href.includes("/inscription/confirmer/"),
    )!,
  );
  await page.goto(at(confirm.pathname));
  await page.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscription confirmée");

  // Staff confirm the place: the mail asks for the positioning and links the trainee's page.
  await admin.goto(at(`/dashboard/sessions/${ids.session}`));
  await admin.getByRole("button", { name: "Confirmer : Zoé Martin" }).click();
  await expect.poll(() => mailTo("zoe@acme.fr", "Inscription confirmée")).toBeTruthy();
  const confirmed = mailTo("zoe@acme.fr", "Inscription confirmée")!;
  expect(confirmed.text).toContain(
    "Avant le début de la formation, complétez ou vérifiez vos besoins et répondez au questionnaire de positionnement sur votre page",
  );
  const own = new URL(
    hrefsOf(confirmed.html as string).find((href) => href.includes("/mon-inscription/"))!,
  );

  await page.goto(at(own.pathname));
  const needs = page.getByTestId("needs-form");
  await expect(
    needs.getByLabel("Qu'attendez-vous de cette formation dans votre travail ?"),
  ).toHaveValue("Déployer nos API en production sans interruption.");
  await expect(needs).toContainText("Réponses reçues le");
  const positioning = page.getByTestId("positioning-form");
  await positioning
    .getByRole("group", { name: "Je sais écrire un Dockerfile." })
    .getByLabel("4")
    .check();
  await positioning.getByLabel("Une fois").check();
  await positioning.getByRole("button", { name: "Envoyer mes réponses" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Merci : vos réponses au questionnaire de positionnement sont transmises au formateur.",
  );
  await expect(positioning).toContainText("Réponses reçues le");
  await expect(positioning.getByLabel("Une fois")).toBeChecked();
  await expect(page.getByRole("heading", { name: "Avant la formation" })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await context.close();
});

test("staff see each trainee's needs and positioning, and what is missing; the trainer reads them too", async ({
  browser,
}) => {
  await admin.goto(at(`/dashboard/sessions/${ids.session}`));
  const zoe = admin.getByTestId("registration").filter({ hasText: "Zoé Martin" });
  const paul = admin.getByTestId("registration").filter({ hasText: "Paul Durand" });
  await expect(paul.getByTestId("trainee-answers")).toContainText(
    "Besoins non renseignésPositionnement manquant",
  );
  await expect(zoe.getByText("Positionnement manquant")).toHaveCount(0);
  await zoe.getByText("Besoins et positionnement").click();
  const answers = zoe.getByTestId("trainee-answers");
  await expect(answers).toContainText("Déployer nos API en production sans interruption.");
  await expect(answers).toContainText("Je sais écrire un Dockerfile.4 sur 5");
  await expect(answers).toContainText("Avez-vous déjà déployé un conteneur ?Une fois");
  await expectNoAxeViolations(admin);

  await admin.goto(at("/dashboard/qualiopi"));
  await expect(admin.getByTestId("indicator-8")).toContainText(
    "1 sur 1 formation publiée avec un questionnaire de positionnement",
  );

  const trainer = await browser.newPage();
  await trainer.goto(at(`/emargement/formateur/${TRAINER_TOKEN}`));
  const trainees = trainer.getByTestId("trainee-needs");
  await expect(trainees.getByRole("heading", { name: "Besoins des stagiaires" })).toBeVisible();
  await expect(trainees.getByRole("listitem").filter({ hasText: "Paul Durand" })).toContainText(
    "Pas encore de réponse.",
  );
  await expect(trainees.getByRole("listitem").filter({ hasText: "Zoé Martin" })).toContainText(
    "Avez-vous déjà déployé un conteneur ?Une fois",
  );
  await trainer.close();
});
