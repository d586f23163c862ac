import { expect, test, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import ICAL from "ical.js";
import { weekStart } from "@/features/calendar/calendar";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";
import { fillParticipantName, fillPublicForm } from "../support/contact-form";
import { jsonLdOf } from "../support/json-ld";

/**
 * Dated sessions on the demo content (src/seed/sessions.ts): a formation's page lists them,
 * and a visitor registers, with or without JavaScript, with a seat or on the waiting list.
 */
test.describe.configure({ mode: "serial" });

const PYTHON = "/formation/python-pour-l-analyse-de-donnees";
const IA = "/formation/ia-generative-en-entreprise";

const IA_TITLE = "IA générative en entreprise : ChatGPT, Claude et Mistral";

const sessionsCard = (page: Page) => page.getByTestId("sessions");

/** The registration address of the n-th session listed on a formation's page. */
async function registrationAddress(page: Page, formation: string, index: number): Promise<string> {
  await page.goto(formation);
  return (await sessionsCard(page)
    .getByTestId("session")
    .nth(index)
    .getByRole("link", { name: /^S'inscrire/ })
    .getAttribute("href"))!;
}

async function fillRegistration(
  page: Page,
  { name, payer, javaScript = true }: { name: string; payer: string; javaScript?: boolean },
) {
  await fillPublicForm(page, { javaScript }, async () => {
    await fillParticipantName(page, name);
    await page.getByLabel("EMAIL *").fill(`${name.toLowerCase().replace(/\W+/g, ".")}@client.fr`);
    await page.getByLabel("ENTREPRISE").fill("Acme");
    await page.getByLabel("FINANCEMENT *").selectOption({ label: payer });
    await page
      .getByRole("checkbox", { name: /J'ai lu et j'accepte les conditions générales de vente/ })
      .check();
  });
}

test("a formation's page lists its next sessions with their seats; without sessions, no card", async ({
  page,
}) => {
  await page.goto(IA);
  const sessions = sessionsCard(page).getByTestId("session");
  await expect(
    sessionsCard(page).getByRole("heading", { name: "Prochaines sessions" }),
  ).toBeVisible();
  await expect(sessions).toHaveCount(2);
  await expect(sessions.nth(0)).toContainText("Lyon · En présentiel");
  await expect(sessions.nth(0)).toContainText("Complet – liste d'attente");
  await expect(sessions.nth(1)).toContainText("Paris · En présentiel");
  await expect(sessions.nth(1)).toContainText("3 places restantes");
  await expect(sessions.getByRole("link", { name: /^S'inscrire à la session Du \d+/ })).toHaveCount(
    2,
  );

  // Each session is a CourseInstance of the Course, with its days, place and seats.
  const course = (
    jsonLdOf(await page.content()) as {
      "@type": string;
      hasCourseInstance?: Record<string, unknown>[];
    }[]
  ).find((block) => block["@type"] === "Course")!;
  const dated = course.hasCourseInstance!.filter((instance) => instance.startDate);
  expect(dated).toEqual([
    expect.objectContaining({
      courseMode: ["Onsite"],
      startDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      location: [expect.objectContaining({ name: "Lyon, France" })],
      offers: [
        expect.objectContaining({
          availability: "https://schema.org/SoldOut",
          url: expect.stringMatching(/\/inscription\/\d+$/),
        }),
      ],
    }),
    expect.objectContaining({
      location: [expect.objectContaining({ name: "Paris, France" })],
      offers: [expect.objectContaining({ availability: "https://schema.org/InStock" })],
    }),
  ]);

  await page.goto("/formation/prompt-engineering-avance");
  await expect(page.getByRole("heading", { name: "Demander un devis" })).toBeVisible();
  await expect(sessionsCard(page)).toHaveCount(0);
});

test("with JavaScript: the form says what is missing, then asks for the mail's confirmation, holding no seat before", async ({
  page,
}) => {
  await page.goto(await registrationAddress(page, PYTHON, 0));
  await expect(
    page.getByRole("heading", { level: 1, name: "Python pour l'analyse de données" }),
  ).toBeVisible();
  await expect(page.getByTestId("session-summary")).toContainText("3 places restantes");

  await page.getByRole("button", { name: "S'INSCRIRE", exact: true }).click();
  await expect(page.getByText("Le nom du participant est requis.")).toBeVisible();
  await expect(page.getByText("Indiquez qui finance la formation.")).toBeVisible();
  await expect(
    page.getByText("Acceptez les conditions générales de vente pour vous inscrire."),
  ).toBeVisible();

  // Before sending, the form says the mail must be confirmed.
  await expect(page.getByTestId("confirmation-note")).toHaveText(
    "Après l'envoi, vous recevrez un e-mail « Confirmez votre inscription » : ouvrez son lien dans les 24 heures. Tant que l'inscription n'est pas confirmée, aucune place n'est réservée.",
  );
  await fillRegistration(page, { name: "Léa Martin", payer: "OPCO" });
  const address = await page.getByLabel("EMAIL *").inputValue();
  await page.getByRole("button", { name: "S'INSCRIRE", exact: true }).click();
  await expect(page.getByRole("status")).toContainText(`d'envoyer à ${address},`);
  // It stays once the button is ready again over the emptied form, not three seconds only.
  await expect(page.getByRole("button", { name: "S'INSCRIRE", exact: true })).toBeVisible({
    timeout: 10_000,
  });
  await expect(page.getByLabel("EMAIL *")).toHaveValue("");
  await expect(page.getByRole("status")).toHaveText(
    /^Plus qu'une étape : confirmez votre inscription grâce au lien que nous venons d'envoyer à \S+@\S+, dans les 24 heures\. Pas d'e-mail \? Regardez dans les indésirables\.$/,
  );
  // Until its registrant confirms it (registration-opt-in.spec.ts), the registration holds no seat.
  await page.goto(PYTHON);
  await expect(sessionsCard(page).getByTestId("session").nth(0)).toContainText(
    "3 places restantes",
  );
});

test("without JavaScript: the same form registers a colleague too, and an individual payer reads their rights", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto(await registrationAddress(page, PYTHON, 1));
  const rights = page.getByTestId("personal-rights");
  await expect(rights).toBeHidden();
  await fillRegistration(page, { name: "Paul Durand", payer: "Personnel", javaScript: false });
  await expect(rights).toBeVisible();
  const colleagues = page.getByTestId("other-participants");
  await expect(page.getByLabel("PARTICIPANT 2 : NOM", { exact: true })).toBeHidden();
  await colleagues.getByText("Inscrire aussi des collègues (jusqu'à 4)").click();
  await fillParticipantName(page, "Alice Durand", 2);
  await page.getByLabel("PARTICIPANT 2 : EMAIL").fill("alice.durand@client.fr");
  await page.getByRole("button", { name: "S'INSCRIRE", exact: true }).click();
  await expect(page.getByRole("status")).toHaveText(
    /^Plus qu'une étape : confirmez votre inscription grâce au lien que nous venons d'envoyer à \S+@\S+, dans les 24 heures\. Pas d'e-mail \? Regardez dans les indésirables\. Vos collègues recevront ensuite chacun un e-mail pour confirmer la leur\.$/,
  );
  await context.close();
});

test("a full session says so before sending, and takes the registration for its waiting list", async ({
  page,
}) => {
  await page.goto(await registrationAddress(page, IA, 0));
  await expect(page.getByTestId("waiting-list-note")).toHaveText(
    "Cette session est complète : votre inscription sera placée sur liste d'attente, et nous vous écrirons dès qu'une place se libère.",
  );
  await expect(page.getByTestId("session-summary")).toContainText("Complet – liste d'attente");
  await fillRegistration(page, { name: "Inès Garcia", payer: "Entreprise" });
  await page.getByRole("button", { name: "S'INSCRIRE SUR LISTE D'ATTENTE" }).click();
  await expect(page.getByRole("status")).toHaveText(
    /^Plus qu'une étape : confirmez votre inscription grâce au lien que nous venons d'envoyer à \S+@\S+, dans les 24 heures\. Pas d'e-mail \? Regardez dans les indésirables\.$/,
  );
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`what a payer must know, at ${viewport.width} px, with no accessibility violation`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(await registrationAddress(page, PYTHON, 1));
    const payer = page.getByLabel("FINANCEMENT *");
    const company = page.getByRole("textbox", { name: /^ENTREPRISE/ });
    // The company is required of whoever does not pay for themself: its label says so.
    await expect(company).toHaveAccessibleName("ENTREPRISE *");
    await payer.selectOption({ label: "Personnel" });
    await expect(company).toHaveAccessibleName("ENTREPRISE");
    const rights = page.getByTestId("personal-rights");
    // A person paying for themself reads the price taxes included.
    await expect(page.getByTestId("personal-price")).toHaveText(
      /^Prix pour vous : [\d\s\u202f]+,\d\d\s€ TTC \([\d\s\u202f]+,\d\d\s€ HT \+ TVA 20 %\)\.$/,
    );
    await expect(rights).toContainText(
      "avant tout paiement, nous vous adressons un contrat de formation écrit",
    );
    await expect(rights).toContainText("vous disposez de 14 jours pour vous rétracter");
    await expect(rights).toContainText("le premier paiement ne peut dépasser 30 % du prix convenu");
    await expect(rights).toContainText("articles L6353-3 à L6353-7");
    await page
      .getByTestId("other-participants")
      .getByText(/^Inscrire aussi des collègues/)
      .click();
    await expect(page.getByLabel("PARTICIPANT 5 : EMAIL")).toBeVisible();
    await expectNoAxeViolations(page);

    // A certifying formation tells CPF payers where the registration is completed.
    await payer.selectOption({ label: "CPF" });
    await expect(rights).toBeHidden();
    const cpf = page.getByTestId("cpf-note");
    await expect(cpf).toContainText("l'inscription se finalise sur Mon Compte Formation");
    await expect(cpf.getByRole("link", { name: /Mon Compte Formation/ })).toHaveAttribute(
      "href",
      "https://www.moncompteformation.gouv.fr/",
    );
    await expectNoAxeViolations(page);
  });
}

/** The first day and the address of a formation's session in the calendar feed, where it takes place. */
async function feedSession(request: APIRequestContext, title: string, place: string) {
  const feed = new ICAL.Component(ICAL.parse(await (await request.get("/calendar.ics")).text()));
  const entry = feed
    .getAllSubcomponents("vevent")
    .map((component) => new ICAL.Event(component))
    .find(
      (event) => event.summary === `Session de formation : ${title}` && event.location === place,
    )!;
  return {
    start: entry.startDate.toString(),
    path: new URL(String(entry.component.getFirstPropertyValue("url"))).pathname,
  };
}

/** Moves the calendar back or forth until `shown` (the days on screen) includes `day`. */
async function showDay(
  page: Page,
  day: string,
  view: { days: Locator; back: string; forth: string },
) {
  for (let step = 0; step < 20; step += 1) {
    const first = (await view.days.first().getAttribute("data-day"))!;
    const last = (await view.days.last().getAttribute("data-day"))!;
    if (first <= day && day <= last) return;
    await page
      .getByRole("button", { name: day < first ? view.back : view.forth, exact: true })
      .click();
    await expect(view.days.first()).not.toHaveAttribute("data-day", first);
  }
  throw new Error(`${day} jamais affiché`);
}

test("the calendar and its feed show the sessions beside the events, told apart by colour, legend and text", async ({
  page,
  request,
}) => {
  const { start, path } = await feedSession(request, IA_TITLE, "Lyon");
  expect(path).toMatch(/^\/inscription\/\d+$/);
  await page.setViewportSize(DESKTOP);
  await page.goto("/calendar");
  const legend = page.getByRole("list", { name: "Légende du calendrier" });
  await expect(legend.getByRole("listitem")).toHaveText(["Événement tech", "Session de formation"]);
  const grid = page.getByTestId("month-grid");
  await showDay(page, start, {
    days: grid.locator("td[data-day]"),
    back: "Mois précédent",
    forth: "Mois suivant",
  });

  const session = grid
    .locator(`td[data-day="${start}"] [data-kind="session"]`)
    .filter({ hasText: IA_TITLE });
  await expect(session).toContainText("Session · Lyon");
  await expect(session).toHaveAttribute("href", path);
  // Blue (#dbeafe) beside the pink (#fce7f3) events.
  await expect(session).toHaveCSS("background-color", "rgb(219, 234, 254)");
  await expect(grid.locator('[data-kind="event"]').first()).toHaveCSS(
    "background-color",
    "rgb(252, 231, 243)",
  );
  await session.hover();
  const tooltip = page.getByRole("tooltip").filter({ visible: true });
  await expect(tooltip).toContainText("Session de formation");
  await expect(tooltip).toContainText("Complet – liste d'attente");
  await expectNoAxeViolations(page);
});

test("on a phone, the week view leads to a session's registration", async ({ page, request }) => {
  const { start, path } = await feedSession(request, IA_TITLE, "Lyon");
  await page.setViewportSize(PHONE);
  await page.goto("/calendar");
  const days = page.getByTestId("week-list").locator(":scope > li");
  await showDay(page, start, { days, back: "Semaine précédente", forth: "Semaine suivante" });
  await expect(days.first()).toHaveAttribute("data-day", weekStart(start));

  await page
    .locator(`li[data-day="${start}"] [data-kind="session"]`)
    .filter({ hasText: IA_TITLE })
    .click();
  const dialog = page.getByRole("dialog", { name: IA_TITLE });
  await expect(dialog).toContainText("Session de formation");
  await expect(dialog).toContainText("Lyon");
  await expectNoAxeViolations(page);
  await dialog.getByRole("link", { name: "S'inscrire" }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { level: 1, name: IA_TITLE })).toBeVisible();
});
