import { createHmac } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";
import { fillParticipantName, fillPublicForm } from "../support/contact-form";
import { fixtureDatabase, schema } from "../support/fixture-database";
import { hrefsOf } from "../support/mails";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";

/**
 * The attacks of issue 45 on registrations, played over HTTP against the production build: a
 * stranger posting made-up people takes no seat (double opt-in, each colleague confirming their
 * own), an address registers once per session, one client address registers at most half a
 * session's seats a day, a form's start cannot be replayed for days, and a session of a draft
 * formation takes no registration (issue 70 for the colleagues and the cap).
 */
let smtp: TestSmtpServer;
let server: TestServer;
const AUTH_SECRET = "secret-de-test-pour-les-jetons-de-formulaire-0123456789";
const ids = { open: 0, draft: 0 };

// Each journey waits for mails and posts several forms as a person would: longer than the default.
test.describe.configure({ mode: "serial", timeout: 90_000 });

test.beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url, AUTH_SECRET },
    prepare: fixtureDatabase(async (db) => {
      const [python] = await db
        .insert(schema.formations)
        .values({
          slug: "python",
          title: "Python pour l'analyse de données",
          duration: "3 jours",
          price_no_tax: "1500",
        })
        .returning();
      const [draft] = await db
        .insert(schema.formations)
        .values({
          slug: "brouillon",
          title: "Formation en brouillon",
          duration: "1 jour",
          price_no_tax: "500",
          published: false,
        })
        .returning();
      const session = {
        start_date: "2027-03-15",
        end_date: "2027-03-17",
        daily_hours: "9 h – 17 h",
        place: "remote" as const,
        capacity: 8,
        held_seats: 0,
        status: "open" as const,
        published: true,
      };
      const [open] = await db
        .insert(schema.trainingSessions)
        .values({ ...session, formation_id: python!.id })
        .returning();
      const [onDraft] = await db
        .insert(schema.trainingSessions)
        .values({ ...session, formation_id: draft!.id })
        .returning();
      // Five of the eight seats already taken: three left.
      await db.insert(schema.registrations).values(
        [1, 2, 3, 4, 5].map((index) => ({
          session_id: open!.id,
          trainee_name: `Inscrit ${"ABCDE"[index - 1]}`,
          email: `inscrit${index}@client.fr`,
          payer: "entreprise" as const,
          company: "Client",
          status: "confirmed" as const,
        })),
      );
      ids.open = open!.id;
      ids.draft = onDraft!.id;
    }),
  });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const at = (path: string) => server.baseURL + path;

/** A visitor behind their own address (the test server believes X-Forwarded-For, as behind the proxy). */
async function visitor(browser: Browser, address: string, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    locale: "fr-FR",
    javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": address },
  });
  return context.newPage();
}

/** The address a received mail went to. */
const recipientOf = (mail: (typeof smtp.received)[number]) =>
  mail.to && "text" in mail.to ? mail.to.text : undefined;

/** Fills the registration form: the registrant, then the colleagues given (names and addresses). */
async function fillRegistration(
  page: Page,
  registrant: { name: string; email: string },
  colleagues: { name: string; email: string }[] = [],
  javaScript = true,
) {
  await fillPublicForm(page, { javaScript }, async () => {
    await fillParticipantName(page, registrant.name);
    await page.getByLabel("EMAIL *").fill(registrant.email);
    await page.getByLabel("ENTREPRISE").fill("Acme");
    await page.getByLabel("FINANCEMENT *").selectOption({ label: "OPCO" });
    if (colleagues.length > 0)
      await page
        .getByTestId("other-participants")
        .getByText(/^Inscrire aussi des collègues/)
        .click();
    for (const [index, colleague] of colleagues.entries()) {
      await fillParticipantName(page, colleague.name, index + 2);
      await page.getByLabel(`PARTICIPANT ${index + 2} : EMAIL`).fill(colleague.email);
    }
    await page
      .getByRole("checkbox", { name: /J'ai lu et j'accepte les conditions générales de vente/ })
      .check();
  });
}

const strangers = (post: number) =>
  [1, 2, 3, 4].map((index) => ({
    name: `Inconnu ${"ABCD"[index - 1]}`,
    email: `inconnu-${post}-${index}@jetable.example`,
  }));
const seatsLine = (page: Page) => page.getByTestId("session-summary");
/** The form's own message (its fields' errors aside), not Next.js's route announcer. */
const formAlert = (page: Page) =>
  page.getByTestId("registration-form").locator("p[role=alert]:not([id])");
const send = (page: Page) => page.getByRole("button", { name: "S'INSCRIRE", exact: true }).click();

test("a stranger's made-up colleagues take no seat, even once the stranger confirms; one connection registers at most half the seats a day; the next visitor confirms by mail and gets one", async ({
  browser,
}) => {
  const stranger = await visitor(browser, "198.51.100.1");
  // Four made-up colleagues and the stranger: five people, over half the eight seats.
  await stranger.goto(at(`/inscription/${ids.open}`));
  await fillRegistration(
    stranger,
    { name: "Faux Responsable", email: "faux@jetable.example" },
    strangers(1),
  );
  await send(stranger);
  const capped =
    "Pas plus de 4 participants par jour à cette session depuis une même connexion : écrivez-nous pour inscrire les autres.";
  await expect(formAlert(stranger)).toHaveText(capped);
  // Three of them: stored, and only the stranger's own confirmation is asked for.
  await stranger.goto(at(`/inscription/${ids.open}`));
  await fillRegistration(
    stranger,
    { name: "Faux Responsable", email: "faux@jetable.example" },
    strangers(1).slice(0, 3),
  );
  await send(stranger);
  await expect(stranger.getByRole("status")).toHaveText(
    /^Plus qu'une étape : confirmez votre inscription grâce au lien que nous venons d'envoyer à \S+@\S+, dans les 24 heures\. Pas d'e-mail \? Regardez dans les indésirables\. Vos collègues recevront ensuite chacun un e-mail pour confirmer la leur\.$/,
  );
  const linkTo = async (address: string) => {
    await expect.poll(() => smtp.received.some((mail) => recipientOf(mail) === address)).toBe(true);
    const mail = smtp.received.find((received) => recipientOf(received) === address)!;
    return new URL(
      hrefsOf(mail.html as string).find((href) => href.includes("/inscription/confirmer/"))!,
    );
  };
  // The stranger has a mailbox of their own: their link takes their seat, and no colleague's.
  await stranger.goto(at((await linkTo("faux@jetable.example")).pathname));
  await stranger.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expect(stranger.getByRole("status")).toHaveText(
    "Votre inscription est enregistrée : nous vous confirmons votre place sous 48 heures ouvrées. 3 collègues n'ont pas encore confirmé leur inscription depuis l'e-mail reçu : une place n'est réservée qu'une fois confirmée.",
  );
  await stranger.goto(at(`/inscription/${ids.open}`));
  await expect(seatsLine(stranger)).toContainText("2 places restantes");
  // Each made-up colleague was sent a link of their own, which nobody will open.
  await linkTo("inconnu-1-3@jetable.example");
  // The connection's day is spent, whoever it registers next.
  await fillRegistration(stranger, { name: "Autre Personne", email: "autre@jetable.example" });
  await send(stranger);
  await expect(formAlert(stranger)).toHaveText(capped);
  await stranger.context().close();

  const page = await visitor(browser, "203.0.113.77");
  await page.goto(at(`/inscription/${ids.open}`));
  await expect(seatsLine(page)).toContainText("2 places restantes");
  await expect(page.getByTestId("waiting-list-note")).toHaveCount(0);
  await fillRegistration(page, { name: "Léa Martin", email: "lea.martin@client.fr" });
  await send(page);
  await expect(page.getByRole("status")).toContainText("Plus qu'une étape");

  // The mail, received by a real SMTP server: its link opens a page that changes nothing by itself.
  const link = await linkTo("lea.martin@client.fr");
  const mail = smtp.received.find((received) => recipientOf(received) === "lea.martin@client.fr")!;
  expect(mail.text).toMatch(/^Bonjour Léa Martin,$/m);
  await page.goto(at(link.pathname));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirmez votre inscription");
  await expect(page.getByTestId("registration-link")).toContainText(
    "Python pour l'analyse de données : session du 15 au 17 mars 2027, 9 h – 17 h, À distance.",
  );
  await page.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscription confirmée");
  await expect(page.getByRole("status")).toHaveText(
    "Votre inscription est enregistrée : nous vous confirmons votre place sous 48 heures ouvrées.",
  );
  // Opened again, the link says the same and confirms nothing more.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscription confirmée");

  await page.goto(at(`/inscription/${ids.open}`));
  await expect(seatsLine(page)).toContainText("1 place restante");
  await page.goto(at("/formation/python"));
  await expect(page.getByTestId("sessions").getByTestId("session")).toContainText(
    "1 place restante",
  );

  // The provider hears of the two confirmed registrations only.
  await expect
    .poll(() =>
      smtp.received
        .filter((received) => received.subject?.startsWith("Inscription n° "))
        .map((received) => received.subject)
        .sort(),
    )
    .toEqual([
      expect.stringMatching(
        /^Inscription n° \d+ : Faux Responsable, Python pour l'analyse de données$/,
      ),
      expect.stringMatching(/^Inscription n° \d+ : Léa Martin, Python pour l'analyse de données$/),
    ]);
  await page.context().close();
});

test("an address registered to a session cannot register again, and one client address registers at most half its seats a day", async ({
  browser,
}) => {
  const again = await visitor(browser, "203.0.113.91");
  await again.goto(at(`/inscription/${ids.open}`));
  await fillRegistration(again, { name: "Léa Martin", email: "LEA.MARTIN@client.fr" });
  await send(again);
  await expect(formAlert(again)).toHaveText(
    "Cette adresse e-mail est déjà inscrite à cette session : consultez l'e-mail reçu lors de l'inscription.",
  );
  await expect(again.getByLabel("EMAIL *")).toHaveAttribute("aria-invalid", "true");
  await again.context().close();

  // A team of four from one address: the fifth person of the day is refused.
  const page = await visitor(browser, "203.0.113.90");
  await page.goto(at(`/inscription/${ids.open}`));
  await fillRegistration(
    page,
    { name: "Chef Equipe", email: "chef@acme.fr" },
    [1, 2, 3].map((index) => ({ name: "Collègue Invité", email: `collegue-${index}@acme.fr` })),
  );
  await send(page);
  await expect(page.getByRole("status")).toContainText("Plus qu'une étape");
  await page.goto(at(`/inscription/${ids.open}`));
  await fillRegistration(page, { name: "Cinquième Personne", email: "cinquieme@acme.fr" });
  await send(page);
  await expect(formAlert(page)).toHaveText(
    "Pas plus de 4 participants par jour à cette session depuis une même connexion : écrivez-nous pour inscrire les autres.",
  );
  await page.context().close();
});

/** A form start as the server signs it (server/form-start.ts), with the secret this spec gave the server. */
const signedStart = (at: number) =>
  `${at}.${createHmac("sha256", AUTH_SECRET).update(`public-form-start:${at}`).digest("base64url")}`;

test("without JavaScript, a form started two days ago is refused in French, and the answer's fresh start goes through", async ({
  browser,
}) => {
  const page = await visitor(browser, "203.0.113.120", false);
  await page.goto(at(`/inscription/${ids.open}`));
  const start = page.locator('input[name="started_at"]');
  // The signature itself is good: a start of now is accepted (checked last), one of two days ago is not.
  await start.evaluate(
    (input: HTMLInputElement, value) => (input.value = value),
    signedStart(Date.now() - 2 * 86_400_000),
  );
  await fillRegistration(page, { name: "Paul Durand", email: "paul.durand@client.fr" }, [], false);
  await send(page);
  await expect(formAlert(page)).toHaveText(
    "Ce formulaire est resté ouvert trop longtemps : envoyez-le de nouveau.",
  );
  const fresh = Number((await start.inputValue()).split(".")[0]);
  expect(Date.now() - fresh).toBeLessThan(60_000);
  // The page answered to the post keeps its button ready (it names the refusal until sent again).
  await fillRegistration(page, { name: "Paul Durand", email: "paul.durand@client.fr" }, [], false);
  await page.getByRole("button", { name: "OUPS, ÇA S'EST MAL PASSÉ." }).click();
  await expect(page.getByRole("status")).toHaveText(
    /^Plus qu'une étape : confirmez votre inscription grâce au lien que nous venons d'envoyer à \S+@\S+, dans les 24 heures\. Pas d'e-mail \? Regardez dans les indésirables\.$/,
  );
  await page.context().close();
});

test("a published session of a draft formation takes no registration, even posted with its number", async ({
  browser,
}) => {
  const page = await visitor(browser, "203.0.113.130");
  expect((await page.goto(at(`/inscription/${ids.draft}`)))!.status()).toBe(404);
  await page.goto(at(`/inscription/${ids.open}`));
  await fillRegistration(page, { name: "Zoé Curieuse", email: "zoe.curieuse@client.fr" });
  // Once the page is hydrated (the form filled): React would set the field back while hydrating.
  await page
    .locator('input[name="session_id"]')
    .evaluate((input: HTMLInputElement, id) => (input.value = id), String(ids.draft));
  await send(page);
  await expect(formAlert(page)).toHaveText("Cette session n'existe plus.");
  await page.context().close();
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`the confirmation page, expired or unknown, at ${viewport.width} px, with no accessibility violation`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(at("/inscription/confirmer/jeton-inconnu"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lien d'inscription inconnu");
    await expectNoAxeViolations(page);
  });
}
