import { readFile } from "node:fs/promises";
import { expect, test, type Download, type Locator, type Page } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";
import { seedSessions } from "../../src/seed/sessions";
import { pdfText } from "../support/pdf";
import { textOnNewConnection } from "../support/public-pages";
import { startTestServer, type TestServer } from "../support/server";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { fixtureDatabase, schema } from "../support/fixture-database";
import { demoDatabaseWithStaff, signedInPage, STAFF } from "../support/staff";
import { newestToast } from "../support/toasts";
import { addDays } from "../../src/lib/dates";

/** '/dashboard/sessions' on the demo content: staff schedule a session and manage its registrations. */
let server: TestServer;
let smtp: TestSmtpServer;
let admin: Page;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url },
    prepare: async (dataDir) => {
      await demoDatabaseWithStaff(dataDir);
      // A draft beside the demo's formations, for the dialog's warning.
      await fixtureDatabase((db) =>
        db.insert(schema.formations).values({
          slug: "brouillon-data",
          title: "Data en brouillon",
          duration: "1 jour",
          price_no_tax: "600",
          published: false,
        }),
      )(dataDir);
    },
  });
  admin = await signedInPage(browser, server.baseURL, STAFF.admin);
});
test.afterAll(async () => {
  await admin?.context().close();
  await server?.stop();
  await smtp?.stop();
});

const sessionCards = () => admin.getByRole("list", { name: "Sessions" }).getByRole("listitem");

test("an admin schedules a published session, and the formation's page, the calendar and its feed offer it at once", async ({
  request,
}) => {
  await admin.goto("/dashboard/sessions");
  await expect(
    admin.getByRole("heading", { level: 1, name: "Gestion des sessions" }),
  ).toBeVisible();
  await expect(sessionCards().first()).toContainText("places occupées");
  await admin.getByRole("button", { name: "Nouvelle session" }).click();
  const dialog = admin.getByRole("dialog", { name: "Nouvelle session" });
  await dialog.getByLabel("Formation *").selectOption({ label: "Prompt engineering avancé" });
  await dialog.getByLabel("Date de début *").fill("2027-06-14");
  await dialog.getByLabel("Date de fin *").fill("2027-06-15");
  await dialog.getByLabel("Lieu *", { exact: true }).selectOption({ label: "À distance" });
  await dialog.getByLabel("Places *").fill("12");
  await dialog.getByLabel("Inscriptions").selectOption({ label: "Ouverte aux inscriptions" });
  await dialog.getByRole("switch", { name: "Publiée sur le site" }).click();
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(newestToast(admin)).toContainText("Session créée avec succès");
  await expect(sessionCards().filter({ hasText: "Prompt engineering avancé" })).toContainText(
    "Du 14 au 15 juin 2027",
  );

  const page = await textOnNewConnection(
    request,
    `${server.baseURL}/formation/prompt-engineering-avance`,
  );
  expect(page).toContain("Prochaines sessions");
  expect(page).toContain("Du 14 au 15 juin 2027, 9 h – 17 h");
  expect(page).toContain("À distance");

  // The calendar's month and its subscription feed, both cached, follow the publication.
  const june = JSON.parse(
    await textOnNewConnection(request, `${server.baseURL}/api/calendar/2027-06`),
  ) as { kind: string; nom: string; place: string }[];
  expect(june).toContainEqual(
    expect.objectContaining({
      kind: "session",
      nom: "Prompt engineering avancé",
      place: "À distance",
    }),
  );
  const feed = await textOnNewConnection(request, `${server.baseURL}/calendar.ics`);
  expect(feed).toContain("SUMMARY:Session de formation : Prompt engineering avancé");
  expect(feed).toContain("DTSTART;VALUE=DATE:20270614");
});

test("the session dialog warns that a session published on a draft formation stays off the site, and of a length, price, weekend or holiday unlike its formation", async () => {
  await admin.goto("/dashboard/sessions");
  await admin.getByRole("button", { name: "Nouvelle session" }).click();
  const dialog = admin.getByRole("dialog", { name: "Nouvelle session" });
  const warning = dialog.getByTestId("draft-formation-warning");
  await dialog.getByLabel("Formation *").selectOption({ label: "Data en brouillon" });
  await expect(warning).toHaveCount(0);
  await dialog.getByRole("switch", { name: "Publiée sur le site" }).click();
  await expect(warning).toHaveText(
    "Cette formation est un brouillon : la session ne sera visible sur le site, et ouverte aux inscriptions, qu'une fois la formation publiée.",
  );
  await dialog.getByLabel("Formation *").selectOption({ label: "Prompt engineering avancé" });
  await expect(warning).toHaveCount(0);

  // A session unlike its formation (one day at 690 € HT) is pointed out, not refused.
  const checks = dialog.getByTestId("session-warnings");
  await dialog.getByLabel("Date de début *").fill("2027-05-14");
  await dialog.getByLabel("Date de fin *").fill("2027-05-17");
  await dialog.getByLabel("Prix HT (€)").fill("590");
  await expect(checks.getByRole("listitem")).toHaveText([
    "La session comprend un week-end : samedi 15 mai 2027.",
    "Jour férié pendant la session : lundi 17 mai 2027 (lundi de Pentecôte).",
    "La formation dure 1 jour ; cette session compte 2 jours de semaine.",
    "Prix différent de celui de la formation (690 € HT).",
    // This formation has no programme: a contract with an individual could not be issued.
    "Aucun contrat de formation ne pourra être établi pour un particulier sans le formateur de la session, les titres et références du formateur et le programme de la formation (article L6353-4 du Code du travail).",
  ]);
  await dialog.getByLabel("Date de fin *").fill("2027-05-14");
  await dialog.getByLabel("Prix HT (€)").fill("");
  await expect(checks.getByRole("listitem")).toHaveText([
    "Aucun contrat de formation ne pourra être établi pour un particulier sans le formateur de la session, les titres et références du formateur et le programme de la formation (article L6353-4 du Code du travail).",
  ]);
  await admin.keyboard.press("Escape");
  await admin
    .getByRole("alertdialog", { name: "Quitter sans enregistrer ?" })
    .getByRole("button", { name: "Quitter sans enregistrer" })
    .click();
  await expect(dialog).toHaveCount(0);
});

test("cancelling a confirmed trainee of a full session moves the first on the waiting list up", async () => {
  await admin.goto("/dashboard/sessions?q=IA générative");
  await sessionCards()
    .filter({ hasText: "complet" })
    .getByRole("link", { name: /^Inscriptions de/ })
    .click();
  const rows = admin.getByTestId("registration");
  const confirmed = rows.filter({ hasText: "· Place confirmée" }).first();
  const name = (await confirmed.locator("p").first().innerText()).split(" · ")[0]!.trim();
  const firstWaiting = rows.filter({ hasText: "· Liste d'attente" }).first();
  const waitingName = (await firstWaiting.locator("p").first().innerText()).split(" · ")[0]!.trim();
  // Full: nobody on the waiting list can be confirmed, so the page does not offer it.
  await expect(
    firstWaiting.getByRole("button", { name: `Annuler : ${waitingName}` }),
  ).toBeVisible();
  await expect(
    rows.filter({ hasText: "· Liste d'attente" }).getByRole("button", { name: /^Confirmer : / }),
  ).toHaveCount(0);

  await confirmed.getByRole("button", { name: `Annuler : ${name}` }).click();
  await admin
    .getByRole("alertdialog", { name: "Annuler l'inscription" })
    .getByRole("button", { name: "Annuler l'inscription" })
    .click();
  await expect(newestToast(admin)).toContainText(`${waitingName} sort de la liste d'attente.`);
  await expect(rows.filter({ hasText: name }).first()).toContainText("· Inscription annulée");
  await expect(rows.filter({ hasText: waitingName })).toContainText("· Place proposée jusqu'au ");
  // The freed seat taken, the waiting list is still not offered 'Confirmer'; a new seat would be.
  await expect(
    rows.filter({ hasText: "· Liste d'attente" }).getByRole("button", { name: /^Confirmer : / }),
  ).toHaveCount(0);
});

/** The trainees' names of some registration rows. */
async function traineeNames(rows: Locator): Promise<string[]> {
  return (await rows.getByTestId("trainee-name").allInnerTexts()).map((text) =>
    text.split(" · ")[0]!.trim(),
  );
}

/** The text of a file the page downloads when `link` is clicked. */
async function downloaded(link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const download: Promise<Download> = admin.waitForEvent("download");
  await link.click();
  const file = await download;
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

test("convocations reach each confirmed trainee once through SMTP, the page says who has theirs, and the documents list them", async () => {
  // The sessions ahead: the demo also has a Python session in Paris that has ended.
  await admin.goto("/dashboard/sessions?vue=a-venir&q=Python");
  await sessionCards()
    .filter({ hasText: "Paris" })
    .getByRole("link", { name: /^Inscriptions de/ })
    .click();
  const rows = admin.getByTestId("registration");
  const tools = admin.getByTestId("session-tools");
  // The demo's Paris session: six seats taken, the first three confirmed.
  await expect(rows).toHaveCount(6);
  const confirmed = await traineeNames(rows.filter({ hasText: "· Place confirmée" }));
  expect(confirmed).toHaveLength(3);
  const convocations = () =>
    smtp.received.filter((mail) =>
      mail.subject?.startsWith("Convocation : Python pour l'analyse de données"),
    );
  const send = async (count: number) => {
    await tools.getByRole("button", { name: `Envoyer les convocations (${count})` }).click();
    const question = admin.getByRole("alertdialog", { name: "Envoyer les convocations" });
    await expect(question).toContainText(
      count === 1
        ? "1 stagiaire confirmé recevra sa convocation"
        : `${count} stagiaires confirmés recevront leur convocation`,
    );
    await question.getByRole("button", { name: "Envoyer", exact: true }).click();
    await expect(newestToast(admin)).toContainText(
      count === 1 ? "1 convocation envoyée." : `${count} convocations envoyées.`,
    );
  };

  await send(3);
  await expect(rows.filter({ hasText: "Convocation envoyée le" })).toHaveCount(3);
  await expect(admin.getByTestId("convocations-done")).toHaveText(
    "Chaque stagiaire confirmé a reçu sa convocation.",
  );
  await expect.poll(() => convocations().length).toBe(3);
  const [mail] = convocations();
  expect(mail!.text).toContain("Formateur : Yanis Benali");
  expect(mail!.text).toContain("Lieu : 18 rue du Faubourg Saint-Antoine, 75012 Paris");
  const programme =
    /Télécharger le programme \(PDF\) :\n(http:\/\/[^/]+\/formation\/python-pour-l-analyse-de-donnees\/programme\.pdf)$/m.exec(
      mail!.text ?? "",
    );
  expect(programme).not.toBeNull();
  // The HTML part carries the same address, as a button.
  expect(mail!.html).toContain(`href="${programme![1]}"`);

  // A newly confirmed trainee gets theirs; nobody gets a second one.
  const pending = rows.filter({ hasText: "· À confirmer" }).first();
  const [newcomer] = await traineeNames(pending);
  await pending.getByRole("button", { name: `Confirmer : ${newcomer}` }).click();
  await expect(rows.filter({ hasText: newcomer! })).toContainText("· Place confirmée");
  await send(1);
  await expect.poll(() => convocations().length).toBe(4);
  const recipients = convocations().map((received) =>
    received.to && "text" in received.to ? received.to.text : "",
  );
  expect(new Set(recipients).size).toBe(4);

  const sheet = await downloaded(tools.getByRole("link", { name: "Feuille d'émargement (PDF)" }));
  expect(sheet.name).toMatch(/^emargement-session-\d+\.pdf$/);
  const text = await pdfText(new Uint8Array(sheet.bytes));
  // 'NOM Prénom', in the order of the last names (the demo's names are 'Prénom Nom').
  const formal = [...confirmed, newcomer!]
    .map((name) => name.split(" "))
    .map(([first, ...last]) => `${last.join(" ").toLocaleUpperCase("fr-FR")} ${first}`)
    .sort((left, right) => left.localeCompare(right, "fr"));
  const places = formal.map((name) => text.indexOf(name));
  expect(places.every((place) => place >= 0)).toBe(true);
  expect(places).toEqual([...places].sort((left, right) => left - right));
  expect(text).toContain("Formateur : Yanis Benali");

  const csv = await downloaded(
    tools.getByRole("link", { name: "Exporter les inscriptions (CSV)" }),
  );
  expect(csv.name).toMatch(/^inscriptions-session-\d+\.csv$/);
  const lines = csv.bytes.toString("utf8").split("\r\n");
  expect(lines.filter((line) => line.includes('"Place confirmée"'))).toHaveLength(4);

  // A presence is no button of a registration: the attendance grid records it per half-day,
  // from the half-day's start, and this session has not started.
  const [first] = confirmed;
  await expect(
    rows.filter({ hasText: first! }).getByRole("button", { name: /présence/i }),
  ).toHaveCount(0);
  const grid = admin.getByTestId("attendance-grid");
  await expect(
    grid.getByRole("row", { name: new RegExp(first!.split(" ").at(-1)!, "i") }),
  ).toContainText("—");
  await expect(grid.getByRole("button")).toHaveCount(0);
});

test("moving a session a week later tells each trainee once: the convoked by the convocation that replaces theirs, moving the same calendar entries, the others by a mail of their own", async () => {
  await admin.goto("/dashboard/sessions?vue=a-venir&q=Python");
  await sessionCards()
    .filter({ hasText: "Paris" })
    .getByRole("button", { name: /^Modifier « / })
    .click();
  const dialog = admin.getByRole("dialog", { name: "Modifier la session" });
  await expect(dialog.getByTestId("session-change-note")).toContainText(
    "est envoyé par e-mail à chaque inscrit",
  );
  const start = dialog.getByLabel("Date de début *");
  const end = dialog.getByLabel("Date de fin *");
  const [startDay, endDay] = [await start.inputValue(), await end.inputValue()];
  await start.fill(addDays(startDay, 7));
  await end.fill(addDays(endDay, 7));
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  const toast = newestToast(admin);
  await expect(toast).toContainText(/Modification envoyée à \d+ stagiaires : /);
  const told = Number(/envoyée à (\d+) stagiaires/.exec((await toast.textContent())!)![1]);

  const subjectStarts = (prefix: string) =>
    smtp.received.filter((mail) =>
      mail.subject?.startsWith(`${prefix} : Python pour l'analyse de données`),
    );
  // The four convoked by the previous test, and the others registered there.
  await expect.poll(() => subjectStarts("Convocation mise à jour").length).toBe(4);
  await expect.poll(() => subjectStarts("Session modifiée").length).toBe(told - 4);
  expect(told - 4).toBeGreaterThan(0);
  const recipientOf = (mail: (typeof smtp.received)[number]) =>
    mail.to && "text" in mail.to ? mail.to.text : "";
  const updated = subjectStarts("Convocation mise à jour")[0]!;
  expect(updated.text).toContain("Cette convocation remplace la précédente");
  expect(updated.text).toMatch(/Nouvelles dates : .+\nAnciennes dates : /);
  const calendarOf = (mail: (typeof smtp.received)[number]) =>
    mail.attachments.find((file) => file.filename === "formation.ics")!.content.toString("utf8");
  const first = subjectStarts("Convocation").find(
    (mail) => recipientOf(mail) === recipientOf(updated),
  );
  const field = (ics: string, name: string) =>
    [...ics.matchAll(new RegExp(`^${name}[:;](.+)$`, "gm"))].map((match) => match[1]!.trim());
  const [before, after] = [calendarOf(first!), calendarOf(updated)];
  // The same entries, a later sequence, a week later.
  expect(field(after, "UID")).toEqual(field(before, "UID"));
  expect(Number(field(after, "SEQUENCE")[0])).toBeGreaterThan(Number(field(before, "SEQUENCE")[0]));
  // Its first day taught (the demo's dates may start on a weekend, which is not taught).
  const dayOf = (stamp: string) => `${stamp.slice(0, 4)}-${stamp.slice(4, 6)}-${stamp.slice(6, 8)}`;
  const firstDay = dayOf(field(before, "DTSTART")[0]!);
  expect(dayOf(field(after, "DTSTART")[0]!)).toBe(addDays(firstDay, 7));
  const other = subjectStarts("Session modifiée")[0]!;
  expect(other.text).toContain(`Nouvelles dates : Du `);
  expect(dayOf(field(calendarOf(other), "DTSTART")[0]!)).toBe(addDays(firstDay, 7));
});

test("the home counts the registrations to confirm and the sessions starting within 14 days, and each figure opens what it counts", async () => {
  await admin.goto("/dashboard");
  const stats = admin.getByRole("list", { name: "Statistiques" });
  const figure = async (label: RegExp) => {
    const link = stats.getByRole("link", { name: label });
    return {
      link,
      value: Number((await link.getByTestId("stat-value").textContent())!.replace(/\s/g, "")),
    };
  };

  const soon = await figure(/Sessions? dans les 14 jours/);
  expect(soon.value).toBe(seedSessions.filter((session) => session.start <= 14).length);
  await soon.link.click();
  await expect(admin).toHaveURL(/\/dashboard\/sessions\?vue=14-jours$/);
  await expect(
    admin.getByRole("combobox", { name: "Affichage" }).locator("option:checked"),
  ).toHaveText("Débutant dans les 14 jours");
  await expect(sessionCards()).toHaveCount(soon.value);

  await admin.goto("/dashboard");
  const pending = await figure(/Inscriptions? à confirmer/);
  expect(pending.value).toBeGreaterThan(0);
  await pending.link.click();
  await expect(admin).toHaveURL(/\/dashboard\/sessions\?vue=a-confirmer$/);
  // Each listed session says how many of its registrations wait: together, the home's figure.
  const perSession = (
    await sessionCards()
      .getByText(/\d+ à confirmer/)
      .allInnerTexts()
  ).map((text) => Number(/(\d+) à confirmer/.exec(text)![1]));
  expect(perSession.length).toBe(await sessionCards().count());
  expect(perSession.reduce((sum, value) => sum + value, 0)).toBe(pending.value);
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`the sessions screens at ${viewport.width} px have no accessibility violation`, async () => {
    await admin.setViewportSize(viewport);
    await admin.goto("/dashboard/sessions");
    await expect(sessionCards().first()).toBeVisible();
    await expectNoAxeViolations(admin);
    await sessionCards()
      .first()
      .getByRole("link", { name: /^Inscriptions de/ })
      .click();
    await expect(admin.getByRole("heading", { name: "Inscriptions" })).toBeVisible();
    await expectNoAxeViolations(admin);
  });
}

test("a member without admin rights is sent to their own space", async ({ browser }) => {
  const member = await signedInPage(browser, server.baseURL, STAFF.member);
  await member.goto("/dashboard/sessions");
  await expect(member).toHaveURL(/\/dashboard\/user$/);
  await member.context().close();
});
