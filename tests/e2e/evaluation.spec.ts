import { expect, test, type Browser, type Page } from "@playwright/test";
import { sha256 } from "../support/attendance";
import { expectNoAxeViolations, PHONE } from "../support/axe";
import { fixtureDatabase, schema } from "../support/fixture-database";
import { pdfText } from "../support/pdf";
import { serverOverTime } from "../support/server-over-time";
import { insertStaff, signedInPage, STAFF } from "../support/staff";

/**
 * Issue 48, indicators 5 and 11, against the production build: a trainee rates each objective
 * of a one-day session before it and again on its last half-day; once the attendance is
 * complete the attestation states both ratings and the progress, which the formation's page
 * (whose provider publishes it), its card and the Qualiopi page count. The server's clock is
 * FIXED_NOW, moved by restarting it on the same database and port.
 */
const TOKEN = `zoe-${"v".repeat(40)}`;
const TRAINER_TOKEN = `claire-${"v".repeat(40)}`;
const ids = { session: 0 };
const clock = serverOverTime((directory) => fixture(directory));

test.describe.configure({ mode: "serial", timeout: 180_000 });

const fixture = fixtureDatabase(async (db) => {
  await insertStaff(db);
  const [formation] = await db
    .insert(schema.formations)
    .values({
      slug: "sql",
      title: "SQL pour les métiers",
      duration: "1 jour",
      price_no_tax: "600",
      objectives: ["Écrire une jointure", "Créer un index"],
      self_assessment: true,
      publish_progress: true,
    })
    .returning();
  const [session] = await db
    .insert(schema.trainingSessions)
    .values({
      formation_id: formation!.id,
      start_date: "2026-12-14",
      end_date: "2026-12-14",
      daily_hours: "9 h – 17 h",
      place: "remote",
      remote_link: "https://classe.example/sql",
      capacity: 8,
      status: "open",
      published: true,
      trainer: "Claire Dubois",
    })
    .returning();
  ids.session = session!.id;
  const [zoe] = await db
    .insert(schema.registrations)
    .values({
      session_id: session!.id,
      trainee_name: "Zoé Martin",
      first_name: "Zoé",
      last_name: "Martin",
      email: "zoe@acme.fr",
      payer: "entreprise",
      company: "Acme",
      status: "confirmed",
    })
    .returning();
  await db.insert(schema.registrationTokens).values({
    token_hash: sha256(TOKEN),
    registration_id: zoe!.id,
    email: "zoe@acme.fr",
  });
  await db
    .insert(schema.trainerLinks)
    .values({ token_hash: sha256(TRAINER_TOKEN), session_id: session!.id });
});

const at = (path: string) => clock.server.baseURL + path;

test.beforeAll(clock.open);
test.afterAll(clock.close);

/** Rates each objective in a form of the trainee's page, then sends it. */
async function rate(page: Page, form: string, ratings: [string, string][], button: string) {
  const questionnaire = page.getByTestId(form);
  for (const [objective, rating] of ratings)
    await questionnaire.getByRole("group", { name: objective }).getByLabel(rating).check();
  await questionnaire.getByRole("button", { name: button }).click();
}

async function phone(browser: Browser): Promise<Page> {
  return (await browser.newContext({ locale: "fr-FR", viewport: PHONE })).newPage();
}

test("before the session, the trainee rates each objective on their page", async ({ browser }) => {
  await clock.at("2026-12-10T10:00:00+01:00");
  const page = await phone(browser);
  await page.goto(at(`/mon-inscription/${TOKEN}`));
  await expect(page.getByRole("heading", { name: "Avant la formation" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Fin de formation" })).toHaveCount(0);
  await rate(
    page,
    "self-before-form",
    [
      ["Écrire une jointure", "2"],
      ["Créer un index", "1"],
    ],
    "Enregistrer mon auto-évaluation",
  );
  await expect(page.getByRole("status")).toHaveText(
    "Merci : votre auto-évaluation est transmise au formateur.",
  );
  await page.reload();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test("on the last half-day, the trainee rates each objective again, and staff record the attendance", async ({
  browser,
}) => {
  await clock.at("2026-12-14T14:00:00+01:00");
  const page = await phone(browser);
  await page.goto(at(`/mon-inscription/${TOKEN}`));
  await expect(page.getByRole("heading", { name: "Avant la formation" })).toHaveCount(0);
  await rate(
    page,
    "self-after-form",
    [
      ["Écrire une jointure", "4"],
      ["Créer un index", "4"],
    ],
    "Enregistrer mon évaluation",
  );
  await expect(page.getByRole("status")).toHaveText(
    "Merci : votre évaluation de fin de formation est enregistrée ; elle figurera sur votre attestation.",
  );
  await page.reload();
  await expect(page.getByTestId("self-after-form")).toContainText("Réponses reçues le");
  await expectNoAxeViolations(page);
  await page.context().close();

  // The trainer records each objective's result from their own link, on a phone.
  const trainer = await phone(browser);
  await trainer.goto(at(`/emargement/formateur/${TRAINER_TOKEN}`));
  const results = trainer.getByTestId("trainer-evaluation");
  await expect(results).toContainText("Zoé Martin · Résultats à renseigner");
  for (const [objective, level] of [
    ["Écrire une jointure", "Acquis"],
    ["Créer un index", "Partiellement acquis"],
  ] as const)
    await results
      .getByRole("group", { name: objective })
      .getByLabel(level, { exact: true })
      .check();
  await results.getByRole("button", { name: "Enregistrer les résultats de Zoé Martin" }).click();
  await expect(results.getByRole("status")).toHaveText("Évaluation enregistrée.");
  await expect(trainer.getByTestId("trainer-evaluation")).toContainText(
    "Zoé Martin · Résultats enregistrés par Claire Dubois (formateur) le",
  );
  await expectNoAxeViolations(trainer);
  await trainer.context().close();

  const staff = await signedInPage(browser, clock.server.baseURL, STAFF.admin);
  await staff.goto(at(`/dashboard/sessions/${ids.session}`));
  for (const slot of ["lundi 14 décembre, matin", "lundi 14 décembre, après-midi"]) {
    await staff.getByRole("button", { name: `Tous présents : ${slot}` }).click();
    const dialog = staff.getByRole("dialog", { name: `Tous présents : ${slot}` });
    await dialog.getByLabel("Motif *").fill("Feuille papier signée en salle");
    await dialog.getByRole("button", { name: "Marquer présents" }).click();
    await expect(staff.getByText(`: ${slot}.`)).toBeVisible();
  }
  await staff.context().close();
});

test("the next day, the attestation states both ratings and the progress, which the formation's page, its card and the Qualiopi page count", async ({
  browser,
  page,
}) => {
  // The paper sheet signed in the room proves the day staff recorded; the next hourly run
  // (a restart) issues the certificates.
  await clock.at("2026-12-15T09:00:00+01:00");
  const sender = await signedInPage(browser, clock.server.baseURL, STAFF.admin);
  await sender.goto(at(`/dashboard/sessions/${ids.session}`));
  await sender.getByLabel("Déposer la feuille signée (scan)").setInputFiles({
    name: "feuille.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% feuille signée en salle\n%%EOF\n"),
  });
  await expect(sender.getByText("Feuille signée enregistrée")).toBeVisible();
  await sender.context().close();
  expect(
    clock.smtp.received.some((mail) => mail.subject?.startsWith("Certificat de réalisation")),
  ).toBe(false);
  await clock.at("2026-12-15T10:00:00+01:00");
  await expect
    .poll(() =>
      clock.smtp.received.find((mail) => mail.subject?.startsWith("Certificat de réalisation")),
    )
    .toBeTruthy();
  const mail = clock.smtp.received.find((received) =>
    received.subject?.startsWith("Certificat de réalisation"),
  )!;
  const attestation = (await pdfText(new Uint8Array(mail.attachments[1]!.content))).replace(
    /\s+/g,
    " ",
  );
  expect(attestation).toContain("Résultats de l'évaluation des acquis");
  expect(attestation).toContain(
    "Résultats évalués par Claire Dubois (formateur), pour chaque objectif :",
  );
  expect(attestation).toContain("Écrire une jointure : Acquis");
  expect(attestation).toContain("Créer un index : Partiellement acquis");
  expect(attestation).toContain("Écrire une jointure : 2 sur 5 avant, 4 après");
  expect(attestation).toContain("Créer un index : 1 sur 5 avant, 4 après");
  expect(attestation).toContain("Progression moyenne : +2,5 points sur 5.");

  await page.goto(at("/formation/sql"));
  await expect(page.getByTestId("results")).toContainText(
    "Progression des acquis 2026 : +2,5 points sur 5 (auto-évaluation de 1 stagiaire, avant et après)",
  );

  const staff = await signedInPage(browser, clock.server.baseURL, STAFF.admin);
  await staff.goto(at("/dashboard/formations"));
  await expect(staff.getByRole("list", { name: "Progression des acquis" })).toContainText(
    "Progression des acquis 2026 : +2,5 points sur 5",
  );
  await staff.goto(at("/dashboard/qualiopi?du=2026-12-01&au=2026-12-31"));
  await expect(staff.getByTestId("indicator-11")).toContainText(
    "1 stagiaire évalué en fin de formation sur 1 ; progression moyenne +2,5 points sur 5 (1 stagiaire noté avant et après)",
  );
  await expect(staff.getByTestId("indicator-11")).toContainText("Preuves tenues");
  await staff.context().close();
});
