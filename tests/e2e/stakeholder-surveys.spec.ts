import { rm } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { freshDataDirectory } from "../../scripts/next-process.mjs";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { signedInPage, STAFF } from "../support/staff";
import { newestToast } from "../support/toasts";
import {
  mailsTo,
  stakeholderFixture,
  STAKEHOLDER_SUBJECTS,
  STAKEHOLDERS_NOW,
  STAKEHOLDERS_TITLE,
  surveyPathIn,
} from "../support/stakeholders";

/**
 * Qualiopi indicator 30 (issue 48) against the production build: a session paid by a company
 * has ended; the company, the trainer and the funder the provider lists each get their survey,
 * answer it, and staff read each kind of answer on /dashboard/avis. The server's clock is
 * FIXED_NOW, two days after the session.
 */
let smtp: TestSmtpServer;
let server: TestServer;
const dataDir = freshDataDirectory();

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, FIXED_NOW: STAKEHOLDERS_NOW },
    dataDir,
    prepare: stakeholderFixture,
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The survey link of the one mail with `subject` to `address`, on this server. */
const linkTo = async (address: string, subject: string) =>
  server.baseURL + (await surveyPathIn(smtp, address, subject));

/** Answers the open survey page's three questions and its remark, then sends it. */
async function answerSurvey(
  page: Page,
  answers: { overall: string; met: string; exchanges: string; comment?: string },
  questions: { overall: string; met: string; exchanges: string },
) {
  const group = (name: string) => page.getByRole("group", { name });
  await group(questions.overall).getByLabel(answers.overall).check();
  await group(questions.met).getByLabel(answers.met, { exact: true }).check();
  await group(`${questions.exchanges} : notez de 1 à 5`).getByLabel(answers.exchanges).check();
  if (answers.comment)
    await page.getByLabel("Une remarque, une suggestion ? (facultatif)").fill(answers.comment);
  await page.getByRole("button", { name: "Envoyer mon avis" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Merci pour votre avis" }),
  ).toBeVisible();
}

test("the paying company, the trainer and the funder each get their survey once the session has ended, and answer it", async ({
  browser,
  page,
}) => {
  // The company's goes once, to whoever registered its first trainee; a self-paying trainee
  // has no company to ask.
  const company = await linkTo("zoe@acme.fr", STAKEHOLDER_SUBJECTS.company);
  expect(
    smtp.received.filter((mail) => mail.subject === STAKEHOLDER_SUBJECTS.company),
  ).toHaveLength(1);

  await page.goto(company);
  await expect(page.getByRole("heading", { level: 1, name: STAKEHOLDERS_TITLE })).toBeVisible();
  await expect(page.getByText("Avis de l'entreprise")).toBeVisible();
  await expect(page.getByText("pour l'entreprise Acme.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await answerSurvey(
    page,
    {
      overall: "2 · insatisfait",
      met: "En partie",
      exchanges: "2 · insatisfait",
      comment: "Convention reçue la veille.",
    },
    {
      overall: "Dans l'ensemble, êtes-vous satisfait de cette formation pour votre entreprise ?",
      met: "La formation a-t-elle répondu aux besoins de votre entreprise ?",
      exchanges: "Nos échanges avec vous (devis, convention, suivi des inscriptions)",
    },
  );

  // The trainer answers on a phone, without JavaScript.
  const trainer = await linkTo("ines.garnier@formateurs.fr", STAKEHOLDER_SUBJECTS.trainer);
  const phone = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  const plain = await phone.newPage();
  await plain.goto(trainer);
  await expect(plain.getByText("Avis du formateur")).toBeVisible();
  await answerSurvey(
    plain,
    { overall: "5 · très satisfait", met: "Oui", exchanges: "4 · satisfait" },
    {
      overall: "Dans l'ensemble, êtes-vous satisfait du déroulement de cette session ?",
      met: "Les objectifs de la formation ont-ils pu être atteints avec ce groupe ?",
      exchanges: "La préparation de la session (salle, matériel, informations sur les stagiaires)",
    },
  );
  // A used link says so.
  await plain.goto(trainer);
  await expect(
    plain.getByText("Votre réponse est enregistrée. Ce lien ne sert qu'une fois"),
  ).toBeVisible();
  await phone.close();

  const funder = await linkTo("sophie.laurent@opco-atlas.fr", STAKEHOLDER_SUBJECTS.funder);
  expect(
    mailsTo(smtp, "sophie.laurent@opco-atlas.fr", STAKEHOLDER_SUBJECTS.funder)[0]!.text,
  ).toContain("Bonjour Sophie Laurent,");
  await page.setViewportSize(DESKTOP);
  await page.goto(funder);
  await expect(
    page.getByRole("heading", { level: 1, name: "Notre collaboration avec OPCO Atlas" }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await answerSurvey(
    page,
    { overall: "5 · très satisfait", met: "Oui", exchanges: "4 · satisfait" },
    {
      overall:
        "Dans l'ensemble, êtes-vous satisfait de notre collaboration ces douze derniers mois ?",
      met: "Nos dossiers (conventions, attestations, factures) répondaient-ils à vos exigences ?",
      exchanges: "Nos échanges avec vous (réactivité, clarté des réponses)",
    },
  );
});

test("staff read each stakeholder's answers by kind, and the Qualiopi page counts them", async ({
  browser,
}) => {
  const admin = await signedInPage(browser, server.baseURL, STAFF.admin);
  // The company's 2 out of 5 waits on the home beside the trainees' low ratings, and opens its list.
  await admin.goto("/dashboard");
  const toHandle = admin
    .getByRole("list", { name: "Statistiques" })
    .getByRole("link", { name: /Avis à traiter/ });
  await expect(toHandle.getByTestId("stat-value")).toHaveText("1");
  // The card counts every audience's and opens the one that has some.
  await expect(toHandle).toHaveAttribute(
    "href",
    "/dashboard/avis?de=entreprises&note=moins-de-3&suivi=a-traiter",
  );
  await admin
    .getByTestId("todo")
    .getByRole("link", { name: "1 avis sous 3 d'une entreprise à traiter" })
    .click();
  await expect(admin).toHaveURL(
    /\/dashboard\/avis\?de=entreprises&note=moins-de-3&suivi=a-traiter$/,
  );
  await expect(
    admin.getByRole("list", { name: "Avis" }).getByTestId("survey-answer"),
  ).toContainText("Satisfaction 2/5");
  await admin.goto("/dashboard/avis");
  await expect(admin.getByRole("heading", { level: 1, name: "Avis des stagiaires" })).toBeVisible();
  const answers = admin.getByRole("list", { name: "Avis" }).getByTestId("survey-answer");
  const show = async (source: string) => {
    await admin.getByRole("combobox", { name: "Avis de" }).selectOption({ label: source });
    await admin.getByRole("button", { name: "Filtrer" }).click();
    await expect(admin.getByRole("heading", { level: 1, name: source })).toBeVisible();
  };

  await show("Avis des entreprises");
  await expect(admin).toHaveURL(/de=entreprises/);
  await expect(answers).toHaveCount(1);
  await expect(answers.first()).toContainText(
    "Session du 16 au 18 novembre 2026 · Entreprise Acme",
  );
  await expect(answers.first()).toContainText("Satisfaction 2/5");
  await expect(answers.first()).toContainText("Besoins couverts :En partie");
  await expect(answers.first()).toContainText("Échanges :2/5");
  await expect(answers.first()).toContainText("Convention reçue la veille.");
  await expectNoAxeViolations(admin);
  await admin.setViewportSize(PHONE);
  await expectNoAxeViolations(admin);
  await admin.setViewportSize(DESKTOP);
  // A low rating opens its follow-up, as a trainee's does (indicator 32).
  await answers.first().getByLabel("Action menée").fill("Conventions envoyées dix jours avant.");
  await answers.first().getByRole("button", { name: "Marquer comme traité" }).click();
  await expect(newestToast(admin)).toContainText("Avis marqué comme traité");
  await expect(answers.first()).toContainText("Traité le");
  await expect(answers.first()).toContainText("Conventions envoyées dix jours avant.");

  await show("Avis des formateurs");
  await expect(answers).toHaveCount(1);
  await expect(answers.first()).toContainText("Formateur Inès Garnier");
  await expect(answers.first()).toContainText("Objectifs atteignables :Oui");

  await show("Avis des financeurs");
  await expect(answers.first()).toContainText("Questionnaire 2026");
  await expect(answers.first()).toContainText("Financeur OPCO Atlas");
  // A funder's survey is about no session.
  await expect(admin.getByRole("combobox", { name: "Session" })).toHaveCount(0);
  const csv = await admin.request.get(`${server.baseURL}/dashboard/avis/export.csv?de=financeurs`);
  expect(await csv.text()).toContain('"OPCO Atlas";"";"";"2026";"5";"Oui";"4"');

  await admin.goto("/dashboard/qualiopi");
  await expect(admin.getByTestId("indicator-30")).toContainText(
    "entreprises : 1 interrogée, 1 réponse ; formateurs : 1 interrogé, 1 réponse ; financeurs : 1 interrogé, 1 réponse.",
  );
  await expect(admin.getByTestId("indicator-30")).toContainText("Preuves tenues");
  await expect(admin.getByTestId("indicator-32")).toContainText(
    "avis notés 2 ou moins sur 5 : 1 traité sur 1.",
  );
  await admin.goto("/dashboard/ameliorations");
  await expect(admin.getByText("Avis 2/5 : Entreprise Acme")).toBeVisible();
  await admin.goto("/dashboard/qualiopi");

  // A funder added to the list is asked within the hour: here, by the next start.
  await admin.getByTestId("indicator-30").getByRole("link", { name: "Financeurs" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Financeurs" })).toBeVisible();
  await expect(admin.getByText("A répondu au questionnaire 2026")).toBeVisible();
  await admin.getByRole("button", { name: "Nouveau financeur" }).click();
  const dialog = admin.getByRole("dialog", { name: "Nouveau financeur" });
  await dialog.getByLabel("Financeur *").fill("France Travail Île-de-France");
  await dialog.getByLabel("E-mail du contact *").fill("entreprises@francetravail");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(dialog.getByText("Adresse e-mail invalide.")).toBeVisible();
  await dialog.getByLabel("E-mail du contact *").fill("entreprises@francetravail.fr");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(admin.getByText("Financeur ajouté avec succès")).toBeVisible();
  await admin.reload();
  await expect(admin.getByText("Questionnaire 2026 à envoyer dans l'heure")).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.setViewportSize(PHONE);
  await expectNoAxeViolations(admin);
  await admin.context().close();

  await server.stop();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, FIXED_NOW: STAKEHOLDERS_NOW },
    dataDir,
  });
  await linkTo("entreprises@francetravail.fr", STAKEHOLDER_SUBJECTS.funder);
  // Nobody asked before is asked again.
  expect(
    smtp.received.filter((mail) => mail.subject === STAKEHOLDER_SUBJECTS.company),
  ).toHaveLength(1);
});
