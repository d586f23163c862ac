import { rm } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";
import { fixtureDatabase, schema } from "../support/fixture-database";
import { freshDataDirectory } from "../../scripts/next-process.mjs";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { insertStaff, signedInPage, STAFF } from "../support/staff";
import { newestToast } from "../support/toasts";

/**
 * A session ends: its trainees marked present get a survey by mail, answer it with or without
 * JavaScript, and those who did not answer get one reminder a week later. The server's clock is
 * FIXED_NOW, moved forward by restarting it on the same database.
 */
let smtp: TestSmtpServer;
let server: TestServer;
const dataDir = freshDataDirectory();

const TRAINEES = ["zoe", "paul", "ines"] as const;
const SUBJECT =
  "Votre avis sur la formation « Python pour l'analyse de données » | Atlas Tech Formation";

test.describe.configure({ mode: "serial" });
/** The fixture's sessions, as the database numbered them. */
let sessionIds: { python: number; n8n: number };

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, FIXED_NOW: "2026-11-20T09:00:00+01:00" },
    dataDir,
    prepare: async (directory) => {
      await fixtureDatabase(async (db) => {
        await insertStaff(db);
        const [formation] = await db
          .insert(schema.formations)
          .values({
            slug: "python",
            title: "Python pour l'analyse de données",
            duration: "3 jours",
            price_no_tax: "1500",
          })
          .returning();
        const [session] = await db
          .insert(schema.trainingSessions)
          .values({
            formation_id: formation!.id,
            start_date: "2026-11-16",
            end_date: "2026-11-18",
            place: "remote",
            capacity: 12,
            status: "open",
          })
          .returning();
        // A formation asking again three months later, whose session ended 91 days before the server's day.
        const [n8n] = await db
          .insert(schema.formations)
          .values({
            slug: "n8n",
            title: "Automatiser avec n8n",
            duration: "2 jours",
            price_no_tax: "1200",
            cold_survey: true,
          })
          .returning();
        const [summer] = await db
          .insert(schema.trainingSessions)
          .values({
            formation_id: n8n!.id,
            start_date: "2026-08-20",
            end_date: "2026-08-21",
            place: "remote",
            capacity: 12,
            status: "open",
          })
          .returning();
        sessionIds = { python: session!.id, n8n: summer!.id };
        await db.insert(schema.registrations).values({
          session_id: summer!.id,
          trainee_name: "lina",
          email: "lina@acme.fr",
          payer: "entreprise",
          company: "Acme",
          status: "present",
        });
        await db.insert(schema.registrations).values([
          ...TRAINEES.map((name) => ({
            session_id: session!.id,
            trainee_name: name,
            email: `${name}@acme.fr`,
            payer: "entreprise" as const,
            company: "Acme",
            status: "present" as const,
          })),
          {
            session_id: session!.id,
            trainee_name: "absent",
            email: "absent@acme.fr",
            payer: "entreprise" as const,
            company: "Acme",
            status: "confirmed" as const,
          },
        ]);
      })(directory);
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

/** The survey link of the latest mail to a trainee, as a path of this spec's server. */
const linkOf = (name: string, subject = SUBJECT) => {
  const mail = smtp.received
    .filter(
      (received) =>
        received.subject === subject &&
        received.to &&
        "text" in received.to &&
        received.to.text === `${name}@acme.fr`,
    )
    .at(-1);
  return mail && new URL(/^Donner mon avis :\n(\S+)$/m.exec(mail.text ?? "")![1]!).pathname;
};

/** This spec's server, not the shared one the `page` fixture is based on. */
const at = (path: string) => server.baseURL + path;

async function answer(page: Page, path: string) {
  await page.goto(at(path));
  await expect(
    page.getByRole("heading", { level: 1, name: "Python pour l'analyse de données" }),
  ).toBeVisible();
  const group = (name: string) => page.getByRole("group", { name });
  await group("Dans l'ensemble, êtes-vous satisfait de cette formation ?")
    .getByLabel("5 · très satisfait")
    .check();
  await group("Les objectifs annoncés ont-ils été atteints ?").getByLabel("En partie").check();
  for (const name of ["Le formateur", "Le contenu", "L'organisation"])
    await group(name).getByLabel("4 · satisfait").check();
  await group("Recommanderiez-vous cette formation ?").getByLabel("Oui").check();
  await page
    .getByLabel("Un commentaire ? (facultatif)")
    .fill("Des exemples concrets, un rythme soutenu.");
  await page
    .getByLabel("J'accepte que mon commentaire soit publié sur le site, sans mon nom.")
    .check();
  await page.getByRole("button", { name: "Envoyer mon avis" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Merci pour votre avis" }),
  ).toBeVisible();
}

test("each trainee present gets a survey mail when the session has ended; nobody else does", async () => {
  await expect.poll(() => smtp.received.filter((mail) => mail.subject === SUBJECT).length).toBe(3);
  expect(TRAINEES.every((name) => linkOf(name)?.startsWith("/avis/"))).toBe(true);
  expect(
    smtp.received.some((mail) => mail.to && "text" in mail.to && mail.to.text === "absent@acme.fr"),
  ).toBe(false);
});

test("the survey page passes axe at both widths, and says so when a question is left unanswered", async ({
  page,
}) => {
  await page.goto(at(linkOf("ines")!));
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  // A browser that skips the form's own checks posts it incomplete: the page asks again, in French.
  await page.locator("form").evaluate((form) => form.setAttribute("novalidate", ""));
  await page.getByRole("button", { name: "Envoyer mon avis" }).click();
  // (Next.js's route announcer is an alert too.)
  await expect(
    page.getByRole("alert").filter({
      hasText:
        "Répondez à chaque question (le commentaire est facultatif), puis envoyez à nouveau.",
    }),
  ).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 1, name: "Python pour l'analyse de données" }),
  ).toBeVisible();
});

test("one trainee answers without JavaScript, another with it; a used or unknown link gets a French page", async ({
  browser,
  page,
}) => {
  const withoutScript = await browser.newContext({ javaScriptEnabled: false });
  await answer(await withoutScript.newPage(), linkOf("zoe")!);
  await withoutScript.close();
  await answer(page, linkOf("paul")!);

  await page.goto(at(linkOf("zoe")!));
  await expect(
    page.getByRole("heading", { level: 1, name: "Merci pour votre avis" }),
  ).toBeVisible();
  await expect(
    page.getByText("Ce lien ne sert qu'une fois : il ne permet plus de répondre."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Envoyer mon avis" })).toHaveCount(0);
  const unknown = await page.goto(at("/avis/un-lien-invente"));
  expect(unknown?.status()).toBe(200);
  await expect(
    page.getByRole("heading", { level: 1, name: "Lien de questionnaire inconnu" }),
  ).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
});

test("a week later, only the trainee who has not answered is reminded, with a link that works", async ({
  page,
}) => {
  await server.stop();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, FIXED_NOW: "2026-11-28T09:00:00+01:00" },
    dataDir,
  });
  const reminder =
    "Rappel : votre avis sur la formation « Python pour l'analyse de données » | Atlas Tech Formation";
  await expect.poll(() => smtp.received.filter((mail) => mail.subject === reminder).length).toBe(1);
  expect(linkOf("ines", reminder)).toBeDefined();
  expect(linkOf("zoe", reminder) ?? linkOf("paul", reminder)).toBeUndefined();
  await answer(page, linkOf("ines", reminder)!);
  // No server log names a survey link's token.
  const tokens = TRAINEES.map((name) => linkOf(name)!.split("/").at(-1)!);
  expect(server.logs.filter((line) => tokens.some((token) => line.includes(token)))).toEqual([]);
});

test("the formation's page publishes the figures computed from the answers, and the session's page sums them up", async ({
  browser,
  page,
}) => {
  await page.goto(at("/formation/python"));
  await expect(page.getByTestId("results")).toContainText(
    "Taux de satisfaction 2026 : 100 % (3 réponses, sessions de novembre)",
  );
  // Three of the four trainees expected attended.
  await expect(page.getByTestId("results")).toContainText("Taux d'achèvement 2026 : 75 %");
  const admin = await signedInPage(browser, server.baseURL, STAFF.admin);
  await admin.goto(`/dashboard/sessions/${sessionIds.python}`);
  await expect(admin.getByTestId("survey-summary")).toHaveText(
    "Questionnaires de satisfaction : 3 réponses sur 3 (100 %). Moyennes sur 5 : ensemble 5,0 · formateur 4,0 · contenu 4,0 · organisation 4,0.",
  );
  await admin.context().close();
});

test("an admin follows the answers up: a comment published shows on the formation's page without a name, an answer is marked handled", async ({
  browser,
  page,
}) => {
  const admin = await signedInPage(browser, server.baseURL, STAFF.admin);
  await admin.goto("/dashboard/avis");
  await expect(admin.getByRole("heading", { level: 1, name: "Avis des stagiaires" })).toBeVisible();
  await expect(admin.getByRole("status").filter({ hasText: "avis" })).toHaveText("3 avis");
  await expectNoAxeViolations(admin);
  await admin.setViewportSize(PHONE);
  await expectNoAxeViolations(admin);
  await admin.setViewportSize(DESKTOP);

  // The comments their authors agreed to publish wait for an admin.
  await admin
    .getByRole("combobox", { name: "Suivi" })
    .selectOption({ label: "Commentaire à modérer" });
  await admin.getByRole("button", { name: "Filtrer" }).click();
  await expect(admin).toHaveURL(/suivi=a-moderer/);
  const answers = admin.getByRole("list", { name: "Avis" }).getByTestId("survey-answer");
  await expect(answers).toHaveCount(3);
  const first = answers.first();
  await expect(first).toContainText("Des exemples concrets, un rythme soutenu.");
  await expect(first).toContainText("À modérer");
  await first.getByRole("button", { name: "Publier le commentaire" }).click();
  await expect(newestToast(admin)).toContainText("Commentaire publié sur la page de la formation");
  await expect(answers).toHaveCount(2);

  await page.goto(at("/formation/python"));
  const testimonials = page.getByTestId("testimonials");
  await expect(
    testimonials.getByRole("heading", { level: 2, name: "Avis de stagiaires" }),
  ).toBeVisible();
  await expect(testimonials.getByRole("listitem")).toHaveCount(1);
  await expect(testimonials.getByRole("listitem")).toHaveText(
    "Des exemples concrets, un rythme soutenu.Stagiaire, session de novembre 2026 · 5/5",
  );
  for (const name of TRAINEES) await expect(testimonials).not.toContainText(name);
  // Anonymous, self-collected comments: no Review markup
  // (docs/decisions/055-survey-follow-up-and-testimonials.md).
  const jsonLd = (await page.locator('script[type="application/ld+json"]').allTextContents()).join(
    "\n",
  );
  expect(jsonLd).not.toMatch(/"(Review|AggregateRating)"/);

  // Indicator 32: the action taken on an answer, then the list of those handled.
  await admin.goto("/dashboard/avis");
  const answer = admin.getByTestId("survey-answer").first();
  // A good answer folds its form away; a poor one (none here) shows it open.
  await expect(answer.getByLabel("Action menée")).toBeHidden();
  await answer.getByText("Noter l'action menée").click();
  await answer
    .getByLabel("Action menée")
    .fill("Exemples du module 2 renouvelés pour la prochaine session.");
  await answer.getByRole("button", { name: "Marquer comme traité" }).click();
  await expect(newestToast(admin)).toContainText("Avis marqué comme traité");
  await expect(answer).toContainText("Traité le");
  await expect(answer).toContainText("par Claire Dubois");
  await expect(answer).toContainText("Exemples du module 2 renouvelés pour la prochaine session.");
  await admin.goto("/dashboard/avis?suivi=traites");
  await expect(admin.getByTestId("survey-answer")).toHaveCount(1);

  // The home sums the month up: three answers of 5 out of 5, none under 3 waiting.
  await admin.goto("/dashboard");
  await expect(admin.getByTestId("recent-satisfaction")).toContainText("100 %");
  await expect(admin.getByTestId("recent-satisfaction")).toContainText("3 réponses");
  await expect(
    admin
      .getByRole("list", { name: "Statistiques" })
      .getByRole("link", { name: /Avis à traiter/ })
      .getByTestId("stat-value"),
  ).toHaveText("0");
  await admin.context().close();
});

test("three months after, the 'à froid' survey asks what was put into practice, on a page of its own, without JavaScript too", async ({
  browser,
  page: checked,
}) => {
  const subject =
    "Votre formation « Automatiser avec n8n », trois mois après | Atlas Tech Formation";
  await expect.poll(() => smtp.received.filter((mail) => mail.subject === subject).length).toBe(1);
  await checked.goto(at(linkOf("lina", subject)!));
  await expect(
    checked.getByRole("heading", { level: 1, name: "Automatiser avec n8n" }),
  ).toBeVisible();
  await expect(checked.getByText("Trois mois après")).toBeVisible();
  await expectNoAxeViolations(checked);
  await checked.setViewportSize(PHONE);
  await expectNoAxeViolations(checked);

  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(at(linkOf("lina", subject)!));
  await page
    .getByRole("group", {
      name: "Avez-vous mis en pratique ce que vous avez appris pendant la formation ?",
    })
    .getByLabel("En partie")
    .check();
  await page
    .getByLabel("Un exemple, ou ce qui vous en a empêché ? (facultatif)")
    .fill("Deux flux en production, le troisième attend le service informatique.");
  await page.getByRole("button", { name: "Envoyer ma réponse" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: "Merci pour votre avis" }),
  ).toBeVisible();
  await context.close();

  const admin = await signedInPage(browser, server.baseURL, STAFF.admin);
  await admin.goto(`/dashboard/sessions/${sessionIds.n8n}`);
  await expect(admin.getByTestId("survey-summary")).toHaveText(
    "Questionnaires à froid : 1 réponse sur 1 (100 %), mis en pratique : oui 0 · en partie 1 · non 0.",
  );
  await admin.context().close();
});
