import { expect, test, type Page } from "@playwright/test";
import { parisDay } from "../../src/lib/dates";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";
import { expectNoEnglishWords } from "../support/french-only";
import { htmlErrors, type ServedPage } from "../support/html-validator";
import { fixtureDatabase, schema } from "../support/fixture-database";
import { firstId } from "../support/id-ranges";
import { startTestServer, type TestServer } from "../support/server";
import { everyAddress, methodFailures } from "../support/routes";
import {
  demoDatabaseWithStaff,
  insertAccount,
  signedInPage,
  STAFF,
  UNINVITED,
} from "../support/staff";

/**
 * The staff area's shell, home, users, requests and journal, on a server of its own: the demo
 * content, two staff accounts, one uninvited account and two contact requests.
 */
let server: TestServer;
let admin: Page;
/** The session the fixture schedules today, as the home's « Aujourd'hui » names it. */
const sessionOfDay = { title: "" };
/** The first contact request's page (test databases number each table from its own range). */
const firstRequest = `/dashboard/demandes/${firstId(schema.contactRequests)}`;

const adminPages = [
  "/dashboard",
  "/dashboard/users",
  "/dashboard/blog",
  "/dashboard/locations",
  "/dashboard/events",
  "/dashboard/formations",
  "/dashboard/demandes",
  "/dashboard/avis",
  "/dashboard/journal",
];

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  server = await startTestServer({
    prepare: async (dataDir) => {
      await demoDatabaseWithStaff(dataDir);
      await fixtureDatabase(async (db) => {
        const [formation] = await db.select().from(schema.formations).limit(1);
        await db.insert(schema.contactRequests).values([
          {
            name: "Zoé Martin",
            email: "zoe@client.fr",
            company: "ACME",
            message: "Un devis pour 4 personnes.",
            desired_formation_id: formation!.id,
          },
          {
            name: "Paul Roux",
            email: "paul@client.fr",
            company: "Roux SA",
            message: "Quelles dates ?",
            status: "handled",
          },
        ]);
        await insertAccount(db, UNINVITED, false);
        // A session taught today: two trainees, one of whom signed this morning.
        const today = parisDay(new Date());
        const [ofDay] = await db
          .insert(schema.trainingSessions)
          .values({
            formation_id: formation!.id,
            start_date: today,
            end_date: today,
            daily_hours: "9 h – 17 h",
            place: "remote",
            remote_link: "https://classe.example/jour",
            capacity: 8,
            status: "open",
            trainer: "Léa Fontaine",
          })
          .returning();
        const trainees = await db
          .insert(schema.registrations)
          .values(
            ["Zoé Martin", "Paul Roux"].map((name) => ({
              session_id: ofDay!.id,
              trainee_name: name,
              email: `${name.split(" ")[0]!.toLowerCase()}.jour@client.fr`,
              payer: "entreprise" as const,
              company: "ACME",
              status: "confirmed" as const,
            })),
          )
          .returning();
        const signed = new Date();
        await db.insert(schema.attendanceMarks).values({
          registration_id: trainees[0]!.id,
          day: today,
          half: "am",
          status: "present",
          signature_kind: "typed",
          signature: "Zoé Martin",
          signed_at: signed,
          signed_from: "remote",
          updated_at: signed,
        });
        sessionOfDay.title = formation!.title;
      })(dataDir);
    },
  });
  admin = await signedInPage(browser, server.baseURL, STAFF.admin);
});
test.afterAll(async () => {
  await admin?.context().close();
  await server?.stop();
});

test("the home starts with today: the sessions of the day with their signatures, then what waits, each opening its list", async () => {
  await admin.goto("/dashboard");
  const today = admin.getByTestId("today");
  await expect(today.getByRole("heading", { level: 2 })).toHaveText(/^Aujourd'hui, \w+ \d+/);
  const session = today.getByTestId("session-of-day");
  await expect(session).toHaveCount(1);
  await expect(session.getByRole("link")).toHaveText(sessionOfDay.title);
  await expect(session).toContainText("À distance · Léa Fontaine");
  await expect(session).toContainText("Matin (9 h – 12 h 30) : 1 signature sur 2");
  await expect(session).toContainText("Après-midi (13 h 30 – 17 h) : 0 signature sur 2");
  // Before the figures.
  const todo = admin.getByTestId("todo");
  const [todayBox, todoBox, statsBox] = await Promise.all(
    [today, todo, admin.getByRole("list", { name: "Statistiques" })].map((box) =>
      box.boundingBox(),
    ),
  );
  expect(todayBox!.y).toBeLessThan(todoBox!.y);
  expect(todoBox!.y).toBeLessThan(statsBox!.y);

  // Its two trainees' conventions have not gone out: « À faire » opens the sessions that wait on one.
  await todo.getByRole("link", { name: /conventions? ou contrats? à envoyer/ }).click();
  await expect(admin).toHaveURL(/\/dashboard\/sessions\?vue=documents$/);
  await expect(
    admin.getByRole("list", { name: "Sessions" }).getByRole("listitem").filter({
      hasText: sessionOfDay.title,
    }),
  ).not.toHaveCount(0);
});

test("the admin's sidebar, header and home: five figures, new requests, newest users, quick actions", async () => {
  await admin.goto("/dashboard");
  await expect(admin.getByTestId("current-user")).toHaveText(/Claire Dubois\s*Administrateur/);
  const menu = admin.getByRole("navigation", { name: "Espace équipe" });
  for (const label of [
    "Tableau de bord",
    "Utilisateurs",
    "Articles",
    "Lieux",
    "Événements",
    "Formations",
    "Sessions",
    "Demandes",
    "Avis",
    "Journal",
  ]) {
    await expect(menu.getByRole("link", { name: label })).toBeVisible();
  }
  await expect(menu.getByRole("link", { name: "Tableau de bord" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(admin.getByRole("link", { name: "Gérer mon compte" })).toBeVisible();
  await expect(admin.getByRole("button", { name: "Se déconnecter" })).toBeVisible();

  const stats = admin.getByRole("list", { name: "Statistiques" });
  for (const label of [
    "Utilisateurs actifs",
    "Articles publiés",
    "Lieux de formation",
    "Événements à venir",
    "Formations actives",
  ]) {
    await expect(stats.getByRole("link", { name: new RegExp(label) })).toBeVisible();
  }
  await expect(
    stats.getByRole("link", { name: /Utilisateurs actifs/ }).getByTestId("stat-value"),
  ).toHaveText("2");
  await expect(
    stats.getByRole("link", { name: /Nouvelle demande/ }).getByTestId("stat-value"),
  ).toHaveText("1");
  // The demo's surveys: five answers this month, four of them 4 or 5 out of 5; one poor answer
  // not handled yet, and one company's (« À faire » names each audience).
  await expect(admin.getByTestId("recent-satisfaction")).toHaveText(
    "80 %de stagiaires satisfaits (4 ou 5 sur 5) sur les 30 derniers jours, 5 réponses",
  );
  const toHandle = stats.getByRole("link", { name: /Avis à traiter/ });
  await expect(toHandle.getByTestId("stat-value")).toHaveText("2");
  const todo = admin.getByTestId("todo");
  await expect(
    todo.getByRole("link", { name: "1 avis sous 3 d'une entreprise à traiter" }),
  ).toBeVisible();
  await expect(
    todo.getByRole("link", { name: "1 avis sous 3 d'un stagiaire à traiter" }),
  ).toBeVisible();
  await toHandle.click();
  await expect(admin).toHaveURL("/dashboard/avis?note=moins-de-3&suivi=a-traiter");
  await expect(admin.getByTestId("survey-answer")).toHaveCount(1);
  await expect(admin.getByTestId("survey-answer")).toContainText(
    "Le contenu ne correspondait pas à mon niveau",
  );
  await expect(admin.getByTestId("survey-answer").getByLabel("Action menée")).toBeVisible();
  await admin.goto("/dashboard");
  const recent = admin.getByRole("region", { name: "Activité récente" }).getByRole("listitem");
  await expect(recent).toHaveCount(3);
  await expect(recent.first()).toContainText("Hugo Lefèvre");
  const quick = admin.getByRole("region", { name: "Actions rapides" });
  await expect(quick.getByRole("link", { name: "Créer un article" })).toHaveAttribute(
    "href",
    "/dashboard/blog",
  );
  await expect(quick.getByRole("link", { name: "Planifier un événement" })).toHaveAttribute(
    "href",
    "/dashboard/events",
  );
  await expect(quick.getByRole("link", { name: "Ajouter une formation" })).toHaveAttribute(
    "href",
    "/dashboard/formations",
  );
  await expect(quick.getByRole("link", { name: "Nouvelle session" })).toHaveAttribute(
    "href",
    "/dashboard/sessions",
  );
});

test("each home figure opens its list narrowed to what it counts, and the list widens to all", async () => {
  const figures = [
    {
      figure: /Utilisateurs actifs/,
      address: "/dashboard/users?vue=actifs",
      list: "Utilisateurs",
      view: "Utilisateurs actifs",
      all: "Tous les utilisateurs",
    },
    {
      figure: /Articles publiés/,
      address: "/dashboard/blog?vue=publies",
      list: "Articles",
      view: "Articles publiés",
      all: "Tous les articles",
    },
    {
      figure: /Événements à venir/,
      address: "/dashboard/events?vue=a-venir",
      list: "Événements",
      view: "Événements à venir",
      all: "Tous les événements",
    },
    {
      figure: /Formations? à compléter/,
      address: "/dashboard/formations?vue=a-completer",
      list: "Formations",
      view: "À compléter (Qualiopi)",
      all: "Toutes les formations",
    },
  ];
  for (const { figure, address, list, view, all } of figures) {
    await admin.goto("/dashboard");
    const link = admin
      .getByRole("list", { name: "Statistiques" })
      .getByRole("link", { name: figure });
    const counted = Number(
      (await link.getByTestId("stat-value").textContent())!.replace(/\s/g, ""),
    );
    expect(counted).toBeGreaterThan(0);
    await link.click();
    await expect(admin).toHaveURL(address);
    const cards = admin.getByRole("list", { name: list }).locator(":scope > li");
    await expect(cards).toHaveCount(counted);
    const select = admin.getByRole("combobox", { name: "Affichage" });
    await expect(select.locator("option:checked")).toHaveText(view);
    await select.selectOption({ label: all });
    await admin.getByRole("button", { name: "Rechercher" }).click();
    await expect(admin).toHaveURL(/vue=$|vue=&/);
    await expect.poll(() => cards.count()).toBeGreaterThan(counted);
  }
});

test("the articles screen lists the newest first, and by title on demand", async () => {
  await admin.goto("/dashboard/blog");
  const titles = admin
    .getByRole("list", { name: "Articles" })
    .locator(":scope > li")
    .getByRole("heading", { level: 2 });
  // The cards stream in after the page's skeleton: wait for them before reading them.
  await expect(titles.first()).toBeVisible();
  const dates = await admin
    .getByRole("list", { name: "Articles" })
    .locator(":scope > li time")
    .evaluateAll((times) => times.map((time) => time.getAttribute("datetime")!));
  expect(dates.length).toBeGreaterThan(2);
  expect(dates).toEqual([...dates].sort().reverse());
  const byDate = await titles.allTextContents();
  await admin.getByRole("combobox", { name: "Ordre" }).selectOption({ label: "Par titre (A à Z)" });
  await admin.getByRole("button", { name: "Rechercher" }).click();
  await expect(admin).toHaveURL(/tri=titre/);
  // The address changes before the new list has rendered: wait for the list itself.
  const inTitleOrder = (list: string[]) =>
    list.every((title, index) => index === 0 || list[index - 1]!.localeCompare(title, "fr") <= 0);
  await expect.poll(async () => inTitleOrder(await titles.allTextContents())).toBe(true);
  expect(inTitleOrder(byDate)).toBe(false);
  expect(await titles.count()).toBe(byDate.length);
});

test("Ctrl+B collapses the sidebar to icons, and the choice survives a reload", async () => {
  await admin.goto("/dashboard/formations");
  const sidebar = admin.getByRole("complementary", { name: "Menu de l'espace équipe" });
  await expect(sidebar).toHaveCSS("width", "256px");
  await admin.keyboard.press("Control+b");
  await expect(sidebar).toHaveCSS("width", "48px");
  // Labels leave the screen but stay the links' names.
  await expect(sidebar.getByRole("link", { name: "Formations" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const cookie = (await admin.context().cookies()).find((entry) => entry.name === "sidebar_state");
  expect(cookie?.value).toBe("false");
  expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
  await admin.reload();
  await expect(sidebar).toHaveCSS("width", "48px");
  await admin.getByRole("button", { name: "Afficher le menu" }).click();
  await expect(sidebar).toHaveCSS("width", "256px");
  await admin.reload();
  await expect(sidebar).toHaveCSS("width", "256px");
});

test("a non-admin sees only their space and profile, and every admin page sends them there", async ({
  browser,
}) => {
  // A page more for each admin screen: its budget grows with them.
  test.setTimeout(20_000 + adminPages.length * 2_000);
  const member = await signedInPage(browser, server.baseURL, STAFF.member);
  await expect(member.getByTestId("current-user")).toHaveText(/Hugo Lefèvre\s*Formateur/);
  await expect(member.getByRole("heading", { level: 1, name: "Tableau de bord" })).toBeVisible();
  await expect(member.getByText("Bienvenue sur votre espace personnel")).toBeVisible();
  await expectNoEnglishWords(member);
  const menu = member.getByRole("navigation", { name: "Espace équipe" });
  await expect(menu.getByRole("link")).toHaveText(["Mon espace"]);
  for (const path of adminPages) {
    await member.goto(path);
    await expect(member).toHaveURL(/\/dashboard\/user$/);
  }
  // A request's page holds personal and disability data: the member is sent away from it, and its
  // export is refused, whatever the id.
  await member.goto(firstRequest);
  await expect(member).toHaveURL(/\/dashboard\/user$/);
  await expect(member.locator("body")).not.toContainText("Zoé Martin");
  const csv = await member.request.get("/dashboard/demandes/export.csv");
  expect(csv.status()).toBe(403);
  const requesterData = await member.request.get(`${firstRequest}/donnees.json`);
  expect(requesterData.status()).toBe(403);
  expect(await requesterData.text()).not.toContain("zoe@client.fr");
  await expectNoAxeViolations(member);
  await member.goto("/dashboard/profile");
  await expect(member.getByRole("heading", { level: 1, name: "Gérer mon compte" })).toBeVisible();
  await expectNoAxeViolations(member);
  await expectNoEnglishWords(member);
  await member.context().close();
});

test("the phone drawer opens from the header, lists the menu and closes on navigation", async ({
  browser,
}) => {
  const phone = await signedInPage(browser, server.baseURL, STAFF.admin, PHONE);
  await expect(phone.getByRole("complementary", { name: "Menu de l'espace équipe" })).toBeHidden();
  await phone.getByRole("button", { name: "Afficher le menu" }).click();
  const drawer = phone.getByRole("dialog", { name: "Menu de l'espace équipe" });
  await expect(drawer).toBeVisible();
  await expect(drawer).toHaveCSS("width", "288px");
  await expectNoAxeViolations(phone);
  await drawer.getByRole("link", { name: "Lieux" }).click();
  await expect(phone).toHaveURL(/\/dashboard\/locations$/);
  await expect(drawer).toBeHidden();
  await expect(phone.getByRole("heading", { level: 1, name: "Gestion des lieux" })).toBeVisible();
  await phone.context().close();
});

test("the users screen edits a member with the spec's rules and toast; given a role, the member joins the team on /about at once", async () => {
  // The About page is served from the cache, Hugo not in its team (no role yet).
  const team = async () => {
    const about = await admin.context().newPage();
    await about.goto("/about");
    const text = await about.locator("#Team").innerText();
    await about.close();
    return text;
  };
  expect(await team()).not.toContain("Lefèvre");
  await admin.goto("/dashboard/users");
  await expect(
    admin.getByRole("heading", { level: 1, name: "Gestion des utilisateurs" }),
  ).toBeVisible();
  await expect(admin.getByText("Gérer les utilisateurs et leurs permissions")).toBeVisible();
  const card = admin
    .getByRole("list", { name: "Utilisateurs" })
    .getByRole("listitem")
    .filter({ hasText: "Hugo Lefèvre" });
  await expect(card.getByRole("button", { name: /^Reset/ })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Magic/ })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Reset/ })).not.toHaveAttribute("aria-disabled");
  // A team profile that never signed up has no account to mail: the buttons say so.
  const listed = admin
    .getByRole("list", { name: "Utilisateurs" })
    .getByRole("listitem")
    .filter({ hasText: "Yanis Benali" });
  const unavailable = listed.getByRole("button", { name: /^Reset.*indisponible$/ });
  await expect(unavailable).toHaveAttribute("aria-disabled", "true");
  await expect(listed.getByRole("button", { name: /^Magic.*indisponible$/ })).toHaveAttribute(
    "aria-disabled",
    "true",
  );
  await unavailable.hover();
  await expect(admin.getByRole("tooltip")).toHaveText(
    "Aucun compte de connexion : invitez d'abord cette personne.",
  );
  await unavailable.click({ force: true });
  await expect(admin.locator("[data-sonner-toast]")).toHaveCount(0);
  await admin.keyboard.press("Escape");
  await card.getByRole("button", { name: "Modifier « Hugo Lefèvre »" }).click();
  const dialog = admin.getByRole("dialog", { name: "Modifier l'utilisateur" });
  await expect(
    dialog.getByText(
      "Les utilisateurs ayant au moins un rôle apparaissent publiquement dans la section équipe du site.",
    ),
  ).toBeVisible();
  await expect(dialog.getByLabel("Prénom *")).toHaveValue("Hugo");
  await dialog.getByLabel("Titre").fill("");
  await dialog.getByLabel("Rôles", { exact: true }).fill("  Formateur IA ");
  await dialog.getByLabel("Rôles", { exact: true }).press("Enter");
  await dialog.getByLabel("Rôles", { exact: true }).fill("Formateur IA");
  await dialog.getByRole("button", { name: "Ajouter le rôle" }).click();
  await expect(
    dialog.getByRole("list", { name: "Rôles ajoutés" }).getByRole("listitem"),
  ).toHaveText(["Formateur IA"]);
  await dialog.getByLabel("Prénom *").fill("");
  await dialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(dialog.getByText("Le prénom est requis.")).toBeVisible();
  await dialog.getByLabel("Prénom *").fill("Hugues");
  await dialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
  // The spec's toast is titled with its sentence, not 'Succès'; its labels are French.
  const toast = admin
    .locator("[data-sonner-toast]")
    .filter({ hasText: "Utilisateur modifié" })
    .last();
  await expect(toast.locator("[data-title]")).toHaveText("Utilisateur modifié");
  await expect(toast.getByRole("button", { name: "Fermer le message" })).toBeVisible();
  await expect(admin.getByRole("region", { name: /^Messages/ })).toBeAttached();
  await expect(dialog).toBeHidden();
  const edited = admin
    .getByRole("list", { name: "Utilisateurs" })
    .getByRole("listitem")
    .filter({ hasText: "Hugues Lefèvre" });
  await expect(edited).toContainText("Formateur IA");
  // The emptied titre is gone (saved empty), the roles badge shows the one role kept.
  await expect(edited.getByText("Formateur", { exact: true })).toHaveCount(0);
  expect(await team()).toContain("Hugues Lefèvre");

  // The search runs on the server and keeps its text in the address.
  await admin.getByRole("searchbox", { name: "Rechercher un utilisateur" }).fill("hugues");
  await admin.getByRole("button", { name: "Rechercher" }).click();
  await expect(admin).toHaveURL(/\?q=hugues(&|$)/);
  await expect(admin.getByRole("list", { name: "Utilisateurs" }).getByRole("listitem")).toHaveCount(
    1,
  );
  // A NUL character, which PostgreSQL refuses in a text parameter, is dropped from the search
  // rather than turned into a server error; the search runs on what is left.
  for (const list of ["users", "blog", "locations", "events", "formations", "demandes"]) {
    const response = await admin.goto(`/dashboard/${list}?q=hug%00ues`);
    expect(response?.status(), list).toBe(200);
  }
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("Demandes");
  await admin.goto("/dashboard/users?q=hug%00ues");
  await expect(admin.getByRole("list", { name: "Utilisateurs" }).getByRole("listitem")).toHaveCount(
    1,
  );
});

test("the requests inbox filters by status, opens a request, changes its status and exports CSV", async () => {
  await admin.goto("/dashboard/demandes");
  const list = admin.getByRole("list", { name: "Demandes" });
  await expect(list.getByRole("listitem")).toHaveCount(2);
  await admin.getByLabel("Statut", { exact: true }).selectOption("new");
  await admin.getByRole("button", { name: "Rechercher" }).click();
  await expect(admin).toHaveURL(/status=new/);
  await expect(list.getByRole("listitem")).toHaveCount(1);
  await expect(list).toContainText("Nouvelle");
  await list.getByRole("link", { name: /Zoé Martin/ }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "Zoé Martin — ACME" })).toBeVisible();
  await expect(admin.getByText("Un devis pour 4 personnes.")).toBeVisible();
  await admin.getByLabel("Statut").selectOption("in_progress");
  await admin.getByRole("button", { name: "Mettre à jour" }).click();
  await expect(admin.getByText("Statut mis à jour").last()).toBeVisible();
  await expect(admin.locator("main").getByText("En cours", { exact: true }).first()).toBeVisible();

  await admin.goto("/dashboard/demandes");
  const download = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Exporter en CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^demandes-\d{4}-\d{2}-\d{2}\.csv$/);
  const { readFile } = await import("node:fs/promises");
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv).toContain('"En cours";"Zoé Martin";"ACME"');
  expect(csv).toContain('"Traitée";"Paul Roux"');
});

test("the inbox's pages send the browser no database code", async ({ browser }) => {
  const page = await signedInPage(browser, server.baseURL, STAFF.admin);
  // The scripts each page loaded, as its own document lists them (those in its HTML and those it
  // imported later), read again by address: the browser may drop a body once the page is left, and
  // a response event may still come from the page before.
  const scriptsOf = async (path: string) => {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    const addresses = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((address) => new URL(address).pathname.endsWith(".js")),
    );
    return Promise.all(addresses.map(async (address) => (await page.request.get(address)).text()));
  };
  const bodies = await scriptsOf("/dashboard/demandes");
  const request = await page
    .getByRole("list", { name: "Demandes" })
    .getByRole("link")
    .first()
    .getAttribute("href");
  bodies.push(...(await scriptsOf(request!)));
  await expect(page.getByRole("button", { name: "Mettre à jour" })).toBeVisible();
  expect(bodies.length).toBeGreaterThan(3);
  // Drizzle names each of its classes with such a string, which minification keeps.
  expect(
    bodies.filter((body) => /"Pg(Table|Column|Text)"|drizzle-orm/.test(body)).length,
    "scripts holding Drizzle",
  ).toBe(0);
  await page.context().close();
});

test("the journal lists who changed what", async () => {
  await admin.goto("/dashboard/journal");
  const entries = admin.getByRole("list", { name: "Modifications" }).getByRole("listitem");
  await expect(entries.first()).toContainText("Changement de statut · Demande");
  await expect(entries.first()).toContainText("Zoé Martin (ACME) : En cours");
  await expect(entries.first()).toContainText("par Claire Dubois");
  await expect(admin.getByRole("list", { name: "Modifications" })).toContainText(
    "Modification · Utilisateur",
  );
});

test("an uninvited account is marked on the users screen, and deleting it signs its owner out", async ({
  browser,
}) => {
  const visitor = await signedInPage(browser, server.baseURL, UNINVITED);
  await admin.goto("/dashboard/users");
  const cards = admin.getByRole("list", { name: "Utilisateurs" }).getByRole("listitem");
  const card = cards.filter({ hasText: "Paul Curieux" });
  await expect(card.getByText("Sans invitation")).toBeVisible();
  await expect(cards.filter({ hasText: "Hugo Lefèvre" }).getByText("Sans invitation")).toHaveCount(
    0,
  );
  // An administrator cannot delete their own account.
  await expect(
    cards.filter({ hasText: "Claire Dubois" }).getByRole("button", { name: /^Supprimer/ }),
  ).toHaveCount(0);

  await card.getByRole("button", { name: "Supprimer « Paul Curieux »" }).click();
  await expect(admin.getByRole("alertdialog")).toContainText(
    "Son compte et ses sessions sont supprimés",
  );
  await admin.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(admin.getByText("Utilisateur supprimé avec succès")).toBeVisible();
  await expect(card).toHaveCount(0);

  await visitor.reload();
  await expect(visitor).toHaveURL(/\/login$/);
  await visitor.context().close();
});

test("a request's page exports its sender's data as JSON and erases it", async () => {
  await admin.goto("/dashboard/demandes");
  await admin
    .getByRole("list", { name: "Demandes" })
    .getByRole("link", { name: /Paul Roux/ })
    .click();
  await expect(admin.getByRole("heading", { level: 1, name: "Paul Roux — Roux SA" })).toBeVisible();
  const download = admin.waitForEvent("download");
  await admin.getByRole("link", { name: "Exporter ses données" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^donnees-demande-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  const { readFile } = await import("node:fs/promises");
  const data = JSON.parse(await readFile((await file.path())!, "utf8"));
  expect(data).toMatchObject({
    email: "paul@client.fr",
    requests: [{ name: "Paul Roux", message: "Quelles dates ?" }],
  });

  await admin.getByRole("button", { name: "Effacer ses données" }).click();
  await expect(admin.getByRole("alertdialog")).toContainText(
    "Effacer toutes les demandes envoyées depuis paul@client.fr",
  );
  await admin.getByRole("alertdialog").getByRole("button", { name: "Supprimer" }).click();
  await expect(admin.getByText("Données effacées")).toBeVisible();
  await expect(admin).toHaveURL(/\/dashboard\/demandes$/);
  await expect(admin.getByRole("list", { name: "Demandes" })).not.toContainText("Paul Roux");
});

for (const [device, viewport] of [
  ["a desktop", DESKTOP],
  ["a phone", PHONE],
] as const) {
  test(`every admin page has no accessibility violation on ${device}`, async () => {
    // Ten pages, each loaded and scanned: well over the default budget on a busy machine.
    test.setTimeout(120_000);
    await admin.setViewportSize(viewport);
    for (const path of [...adminPages, firstRequest, "/dashboard/profile"]) {
      await admin.goto(path);
      await expect(admin.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(admin);
      await expectNoEnglishWords(admin);
    }
    await admin.setViewportSize(DESKTOP);
  });
}

test("every staff page is valid HTML for the W3C checker", async () => {
  const pages: ServedPage[] = [];
  for (const path of [...adminPages, firstRequest, "/dashboard/profile", "/dashboard/user"]) {
    const response = await admin.request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    pages.push({ path, html: await response.text() });
  }
  expect(await htmlErrors(pages)).toEqual([]);
});

test("the dashboard's dialogs have no accessibility violation", async () => {
  await admin.goto("/dashboard/formations");
  await admin.getByRole("button", { name: "Nouvelle formation" }).click();
  await expect(admin.getByRole("dialog", { name: "Nouvelle formation" })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.keyboard.press("Escape");
  await admin.goto("/dashboard/blog");
  await admin.getByRole("button", { name: "Nouvel article" }).click();
  await expect(admin.getByRole("dialog", { name: "Nouvel article" })).toBeVisible();
  await expectNoAxeViolations(admin);
  await admin.keyboard.press("Escape");
});

test("signed in as an admin, every method on every route answers without a server error", async () => {
  test.setTimeout(120_000);
  expect(await methodFailures(admin.request, await everyAddress(admin.request))).toEqual([]);
  // The session survived every request: none of them signed the admin out.
  await admin.goto("/dashboard");
  await expect(admin.getByTestId("current-user")).toBeVisible();
});
