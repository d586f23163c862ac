import { expect, test, type Locator, type Page } from "@playwright/test";
import { textOnNewConnection } from "../support/public-pages";
import { startTestServer, type TestServer } from "../support/server";
import { demoDatabaseWithStaff, signedInPage, STAFF } from "../support/staff";
import { newestToast } from "../support/toasts";

/**
 * The four content screens end to end: create, edit and delete with the spec's dialogs, toasts
 * and confirmations, and the public site showing an edit at once.
 */
let server: TestServer;
let admin: Page;

test.describe.configure({ mode: "serial" });

test.beforeAll(async ({ browser }) => {
  server = await startTestServer({ prepare: demoDatabaseWithStaff });
  admin = await signedInPage(browser, server.baseURL, STAFF.admin);
});
test.afterAll(async () => {
  await admin?.context().close();
  await server?.stop();
});

/** The toast of a mutation: title and sentence. */
async function expectToast(title: string, description: string) {
  const toast = admin.locator("[data-sonner-toast]").filter({ hasText: description }).last();
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(title);
}

function card(list: string, text: string): Locator {
  return admin.getByRole("list", { name: list }).getByRole("listitem").filter({ hasText: text });
}

/** Deletion asks the spec's question; cancelling keeps the item. */
async function deleteWithConfirmation(item: Locator, name: string, question: string) {
  await item.getByRole("button", { name: `Supprimer « ${name} »` }).click();
  const confirm = admin.getByRole("alertdialog", { name: "Confirmer la suppression" });
  await expect(confirm).toContainText(question);
  await confirm.getByRole("button", { name: "Annuler" }).click();
  await expect(item).toBeVisible();
  await item.getByRole("button", { name: `Supprimer « ${name} »` }).click();
  await confirm.getByRole("button", { name: "Supprimer" }).click();
}

test("articles: a new one is published and dated today by default, its slug made from the title, previewed as Markdown", async () => {
  await admin.goto("/dashboard/blog");
  await expect(
    admin.getByRole("heading", { level: 1, name: "Gestion des articles" }),
  ).toBeVisible();
  await admin.getByRole("button", { name: "Nouvel article" }).click();
  const dialog = admin.getByRole("dialog", { name: "Créer un nouvel article" });
  await expect(dialog.getByRole("switch", { name: "Article publié" })).toBeChecked();
  await expect(dialog.getByLabel("Date de publication")).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
  await expect(dialog.getByLabel("Slug *")).toHaveAttribute(
    "placeholder",
    "Généré automatiquement si vide",
  );
  await expect(dialog.getByLabel("Emoji")).toHaveAttribute("placeholder", "🚀");
  await expect(dialog.getByLabel("Contenu")).toHaveAttribute("rows", "6");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(dialog.getByText("Le titre est requis.")).toBeVisible();
  await expect(dialog.getByText("La description est requise.")).toBeVisible();

  await dialog.getByLabel("Titre *").fill("Été : 5 idées d'automatisation");
  await dialog.getByLabel("Description *").fill("Des gains rapides pour l'été.");
  await dialog.getByLabel("Contenu").fill("## Première idée\n\nUn **tableau** partagé.");
  const preview = dialog.getByTestId("article-preview");
  await expect(preview.getByRole("heading", { level: 2, name: "Première idée" })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("tableau");
  await dialog.getByLabel("Tags (séparés par des virgules)").fill("automatisation, , été ");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expectToast("Succès", "Article créé avec succès");
  await expect(dialog).toBeHidden();
  const article = card("Articles", "Été : 5 idées d'automatisation");
  await expect(article).toContainText("Publié");
  await expect(article).toContainText("automatisation");
  await expect(article).toContainText("été");

  const publicPage = await admin.context().newPage();
  await publicPage.goto("/blog/ete-5-idees-dautomatisation");
  await expect(
    publicPage.getByRole("heading", { level: 1, name: "Été : 5 idées d'automatisation" }),
  ).toBeVisible();
  await expect(publicPage.getByRole("heading", { level: 2, name: "Première idée" })).toBeVisible();

  // Unpublished, it leaves the public blog at once.
  await article
    .getByRole("button", { name: "Modifier « Été : 5 idées d'automatisation »" })
    .click();
  const edit = admin.getByRole("dialog", { name: "Modifier l'article" });
  await expect(edit.getByLabel("Tags (séparés par des virgules)")).toHaveValue(
    "automatisation, été",
  );
  await edit.getByRole("switch", { name: "Article publié" }).click();
  await edit.getByRole("button", { name: "Modifier", exact: true }).click();
  await expectToast("Succès", "Article modifié avec succès");
  await expect(article).toContainText("Brouillon");
  const response = await publicPage.goto("/blog/ete-5-idees-dautomatisation");
  expect(response?.status()).toBe(404);
  await publicPage.close();

  await deleteWithConfirmation(
    article,
    "Été : 5 idées d'automatisation",
    "Êtes-vous sûr de vouloir supprimer cet article ?",
  );
  await expectToast("Succès", "Article supprimé avec succès");
  await expect(article).toHaveCount(0);
});

test("locations: the permanent switch hides and clears the stay dates; the destinations page follows at once", async () => {
  // The destinations page, served from the cache, before and after each change.
  const abroad = () => textOnNewConnection(admin.request, "/formations/etranger");
  expect(await abroad()).not.toContain("Reykjavik");
  await admin.goto("/dashboard/locations");
  await expect(admin.getByText("Administrer les lieux de formation")).toBeVisible();
  await admin.getByRole("button", { name: "Nouveau lieu" }).click();
  const dialog = admin.getByRole("dialog", { name: "Nouveau lieu" });
  await expect(dialog.getByLabel("Code pays")).toHaveAttribute("placeholder", "FR");
  await expect(dialog.getByLabel("Date de début")).toHaveCount(0);
  await dialog.getByRole("switch", { name: "Lieu permanent" }).click();
  await dialog.getByLabel("Pays *").fill("Islande");
  await dialog.getByLabel("Ville").fill("Reykjavik");
  await dialog.getByLabel("Code pays").fill("IS");
  await dialog.getByLabel("Date de début").fill("2027-08-10");
  await dialog.getByLabel("Date de fin").fill("2027-08-01");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(
    dialog.getByText("La date de fin ne peut pas précéder la date de début."),
  ).toBeVisible();
  await dialog.getByLabel("Date de fin").fill("2027-08-24");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expectToast("Succès", "Lieu créé avec succès");
  expect(await abroad()).toContain("Reykjavik");
  // The map's links and coloured layer follow too.
  const map = await textOnNewConnection(admin.request, "/formations/etranger/carte.json");
  expect(map).toContain("Reykjavik");
  const place = card("Lieux", "Islande");
  await expect(place).toContainText("Temporaire");
  await expect(place).toContainText("Du 10 au 24 août 2027");

  await place.getByRole("button", { name: "Modifier « Reykjavik, Islande »" }).click();
  const edit = admin.getByRole("dialog", { name: "Modifier le lieu" });
  await expect(edit.getByLabel("Date de début")).toHaveValue("2027-08-10");
  await edit.getByRole("switch", { name: "Lieu permanent" }).click();
  await expect(edit.getByLabel("Date de début")).toHaveCount(0);
  await edit.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expectToast("Succès", "Lieu modifié avec succès");
  await expect(place).toContainText("Permanent");
  await expect(place).not.toContainText("août 2027");
  // Switched back, the dates come back empty: they were cleared, not hidden.
  await place.getByRole("button", { name: "Modifier « Reykjavik, Islande »" }).click();
  await edit.getByRole("switch", { name: "Lieu permanent" }).click();
  await expect(edit.getByLabel("Date de début")).toHaveValue("");
  // The switch was changed: closing asks first.
  await edit.getByRole("button", { name: "Annuler" }).click();
  await admin
    .getByRole("alertdialog", { name: "Quitter sans enregistrer ?" })
    .getByRole("button", { name: "Quitter sans enregistrer" })
    .click();
  await expect(edit).toBeHidden();

  await deleteWithConfirmation(
    place,
    "Reykjavik, Islande",
    "Êtes-vous sûr de vouloir supprimer ce lieu ?",
  );
  await expectToast("Succès", "Lieu supprimé avec succès");
  await expect(place).toHaveCount(0);
  expect(await abroad()).not.toContain("Reykjavik");
});

test("events: the place reads 'Non spécifié' without one, city and country with one; the calendar follows at once", async () => {
  // The calendar's month and its subscription feed, both cached, before and after each change.
  const published = async () => [
    await textOnNewConnection(admin.request, "/api/calendar/2027-09"),
    await textOnNewConnection(admin.request, "/calendar.ics"),
  ];
  for (const text of await published()) expect(text).not.toContain("Forum IA de Nantes");
  await admin.goto("/dashboard/events");
  await expect(admin.getByText("Créer et organiser les événements")).toBeVisible();
  await admin.getByRole("button", { name: "Nouvel événement" }).click();
  const dialog = admin.getByRole("dialog", { name: "Nouvel événement" });
  await expect(dialog.getByLabel("Lieu")).toHaveValue("none");
  await expect(dialog.getByLabel("Lieu").locator("option").first()).toHaveText(
    "Aucun lieu spécifié",
  );
  await dialog.getByLabel("Nom de l'événement *").fill("Forum IA de Nantes");
  await dialog.getByLabel("Date de début *").fill("2027-09-14");
  await dialog.getByLabel("Date de fin *").fill("2027-09-15");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expectToast("Succès", "Événement créé avec succès");
  for (const text of await published()) expect(text).toContain("Forum IA de Nantes");
  const event = card("Événements", "Forum IA de Nantes");
  await expect(event).toContainText("Non spécifié");
  await expect(event).toContainText("14 septembre 2027 – 15 septembre 2027");

  await event.getByRole("button", { name: "Modifier « Forum IA de Nantes »" }).click();
  const edit = admin.getByRole("dialog", { name: "Modifier l'événement" });
  await edit.getByLabel("Lieu").selectOption({ label: "Paris, France" });
  await edit.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expectToast("Succès", "Événement modifié avec succès");
  await expect(event).toContainText("Paris, France");

  await deleteWithConfirmation(
    event,
    "Forum IA de Nantes",
    "Êtes-vous sûr de vouloir supprimer cet événement ?",
  );
  await expectToast("Succès", "Événement supprimé avec succès");
  await expect(event).toHaveCount(0);
  for (const text of await published()) expect(text).not.toContain("Forum IA de Nantes");
});

test("an edit dialog opens on the item as saved now, even from a page loaded before, and says when it is gone", async () => {
  await admin.goto("/dashboard/events");
  await admin.getByRole("button", { name: "Nouvel événement" }).click();
  const dialog = admin.getByRole("dialog", { name: "Nouvel événement" });
  await dialog.getByLabel("Nom de l'événement *").fill("Salon du no-code");
  await dialog.getByLabel("Date de début *").fill("2027-10-05");
  await dialog.getByLabel("Date de fin *").fill("2027-10-05");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expectToast("Succès", "Événement créé avec succès");
  const event = card("Événements", "Salon du no-code");
  const editButton = event.getByRole("button", { name: "Modifier « Salon du no-code »" });

  // Another administrator, in another tab, describes it and later deletes it.
  const other = await admin.context().newPage();
  await other.goto("/dashboard/events");
  const otherCard = other
    .getByRole("list", { name: "Événements" })
    .getByRole("listitem")
    .filter({ hasText: "Salon du no-code" });
  await otherCard.getByRole("button", { name: "Modifier « Salon du no-code »" }).click();
  const otherEdit = other.getByRole("dialog", { name: "Modifier l'événement" });
  await otherEdit.getByLabel("Description").fill("Décrit dans un autre onglet.");
  await otherEdit.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(otherEdit).toBeHidden();

  // This page was not reloaded: its dialog still opens on the saved description.
  await editButton.click();
  const edit = admin.getByRole("dialog", { name: "Modifier l'événement" });
  await expect(edit.getByLabel("Description")).toHaveValue("Décrit dans un autre onglet.");
  await expect(edit.getByLabel("Nom de l'événement *")).toBeFocused();
  await expect(edit.getByLabel("Nom de l'événement *")).toHaveValue("Salon du no-code");
  await edit.getByRole("button", { name: "Annuler" }).click();

  await otherCard.getByRole("button", { name: "Supprimer « Salon du no-code »" }).click();
  await other
    .getByRole("alertdialog", { name: "Confirmer la suppression" })
    .getByRole("button", { name: "Supprimer" })
    .click();
  await expect(otherCard).toHaveCount(0);
  await other.close();

  await editButton.click();
  await expect(edit.getByRole("alert")).toHaveText(
    "Impossible de charger l'événement. Cet événement n'existe plus : rechargez la page.",
  );
  await expect(edit.getByLabel("Nom de l'événement *")).toHaveCount(0);
  await edit.getByRole("button", { name: "Fermer" }).click();
  await expect(edit).toBeHidden();
});

test("formations: the programme editor's rules, the card, and the public page updated at once", async () => {
  await admin.goto("/dashboard/formations");
  await expect(admin.getByText("Administrer le catalogue de formations")).toBeVisible();
  await admin.getByRole("button", { name: "Nouvelle formation" }).click();
  const dialog = admin.getByRole("dialog", { name: "Nouvelle formation" });
  await expect(dialog.getByLabel("Durée *", { exact: true })).toHaveAttribute(
    "placeholder",
    "2 jours",
  );
  await expect(dialog.getByLabel("Prix HT (€) *")).toHaveAttribute("step", "0.01");
  await expect(dialog.getByLabel("Format", { exact: true })).toHaveAttribute(
    "placeholder",
    "Présentiel, distanciel...",
  );
  await expect(dialog.getByLabel("Durée d'accès")).toHaveAttribute("placeholder", "30 jours");
  await expect(
    dialog.getByText("Aucun chapitre défini. Ajoutez un nouveau chapitre pour commencer."),
  ).toBeVisible();
  // The contact is published on the page: the team members only (those with a role), each with
  // their e-mail; not the staff accounts without a role, such as this admin's.
  await expect(dialog.getByLabel("Contact de la formation").locator("option")).toHaveText([
    "Aucun contact",
    "Camille Moreau — camille.moreau@atlas-tech-formation.fr",
    "Léa Fontaine — lea.fontaine@atlas-tech-formation.fr",
    "Sofia Ricci — sofia.ricci@atlas-tech-formation.fr",
    "Thomas Nguyen — thomas.nguyen@atlas-tech-formation.fr",
    "Yanis Benali — yanis.benali@atlas-tech-formation.fr",
  ]);

  await dialog.getByLabel("Titre *").fill("Prompt engineering avancé");
  await dialog.getByLabel("Durée *", { exact: true }).fill("2 jours");
  await dialog.getByLabel("Prix HT (€) *").fill("1290.50");
  await dialog.getByRole("switch", { name: "Formation certifiante" }).click();
  await dialog
    .getByLabel("Objectifs (un par ligne)")
    .fill("Lire des données, même mal formées\nLes nettoyer\nLes visualiser");

  // Chapters: added by title (Enter), never empty nor twice, in the order added.
  const chapterInput = dialog.getByLabel("Nouveau chapitre");
  const chapters = dialog
    .getByRole("list", { name: "Chapitres" })
    .getByRole("heading", { level: 4 });
  for (const title of ["Visualisation", "Bases", "   ", "Bases"]) {
    await chapterInput.fill(title);
    await chapterInput.press("Enter");
  }
  await expect(chapters).toHaveText(["Visualisation", "Bases"]);
  // Sub-parts by Enter or the plus button, removed one by one.
  await dialog.getByLabel("Nouvelle sous-partie du chapitre Bases").fill("Types");
  await dialog.getByLabel("Nouvelle sous-partie du chapitre Bases").press("Enter");
  await dialog.getByLabel("Nouvelle sous-partie du chapitre Bases").fill("Boucles");
  await dialog.getByRole("button", { name: "Ajouter la sous-partie au chapitre Bases" }).click();
  await dialog.getByLabel("Nouvelle sous-partie du chapitre Bases").fill("À retirer");
  await dialog.getByLabel("Nouvelle sous-partie du chapitre Bases").press("Enter");
  await dialog.getByRole("button", { name: "Retirer « À retirer »" }).click();
  // Rename: Escape cancels; empty, unchanged or existing titles are ignored; Enter confirms.
  const rename = async (from: string, to: string, key: "Enter" | "Escape") => {
    await dialog.getByRole("button", { name: `Renommer le chapitre ${from}` }).click();
    await dialog.getByLabel(`Nouveau titre du chapitre ${from}`).fill(to);
    await dialog.getByLabel(`Nouveau titre du chapitre ${from}`).press(key);
  };
  await rename("Visualisation", "Graphiques", "Escape");
  await expect(dialog).toBeVisible();
  await rename("Visualisation", "  ", "Enter");
  await rename("Visualisation", "Bases", "Enter");
  await rename("Visualisation", "Visualisation", "Enter");
  await expect(chapters).toHaveText(["Visualisation", "Bases"]);
  await rename("Visualisation", "Analyse", "Enter");
  await expect(chapters).toHaveText(["Analyse", "Bases"]);
  await dialog.getByRole("button", { name: "Supprimer le chapitre Analyse" }).click();
  await expect(chapters).toHaveText(["Bases"]);
  // Staff choose the order, with the keyboard too: the moved chapter's arrow keeps the focus,
  // or passes it to the other arrow at either end.
  await chapterInput.fill("Chapitre 1 : Accueil");
  await chapterInput.press("Enter");
  await expect(chapters).toHaveText(["Bases", "Chapitre 1 : Accueil"]);
  await expect(dialog.getByRole("button", { name: "Monter le chapitre Bases" })).toBeDisabled();
  await dialog.getByRole("button", { name: "Descendre le chapitre Bases" }).focus();
  await admin.keyboard.press("Enter");
  await expect(chapters).toHaveText(["Chapitre 1 : Accueil", "Bases"]);
  await expect(dialog.getByRole("button", { name: "Monter le chapitre Bases" })).toBeFocused();
  await admin.keyboard.press("Space");
  await expect(chapters).toHaveText(["Bases", "Chapitre 1 : Accueil"]);
  await expect(dialog.getByRole("button", { name: "Descendre le chapitre Bases" })).toBeFocused();

  // Published at once (a new formation is a draft): it misses Qualiopi items, which are listed first.
  await dialog.getByRole("switch", { name: "Publiée" }).click();
  await dialog.getByRole("button", { name: "Créer" }).click();
  await admin
    .getByRole("alertdialog", { name: "Publier malgré les manques ?" })
    .getByRole("button", { name: "Publier quand même" })
    .click();
  // The demo catalogue has a formation of this title: the new one gets the next address.
  await expectToast("Succès", "Formation créée avec succès");
  await expect(newestToast(admin)).toContainText("/formation/prompt-engineering-avance-2");
  const formation = card("Formations", "1 290,50 € HT");
  await expect(formation).toContainText("Certifiante");
  await expect(formation).toContainText("Aucun événement");
  await expect(formation).toContainText("2 chapitre(s)");
  await expect(formation.getByRole("list", { name: "Objectifs" }).getByRole("listitem")).toHaveText(
    ["Lire des données, même mal formées", "Les nettoyer", "..."],
  );

  // An edit shows on the public page at once.
  await formation.getByRole("button", { name: /^Modifier/ }).click();
  const edit = admin.getByRole("dialog", { name: "Modifier la formation" });
  // Staff's order, kept: the spec's rule would put 'Chapitre 1' first.
  await expect(
    edit.getByRole("list", { name: "Chapitres" }).getByRole("heading", { level: 4 }),
  ).toHaveText(["Bases", "Chapitre 1 : Accueil"]);
  await edit.getByLabel("Durée *", { exact: true }).fill("3 jours intensifs");
  await edit.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expectToast("Succès", "Formation modifiée avec succès");
  const publicPage = await admin.context().newPage();
  await publicPage.goto("/formation/prompt-engineering-avance-2");
  await expect(publicPage.getByText("3 jours intensifs").first()).toBeVisible();
  await expect(publicPage.getByTestId("programme").getByRole("heading", { level: 3 })).toHaveText([
    "Bases",
    "Chapitre 1 : Accueil",
  ]);
  const sitemap = () => textOnNewConnection(publicPage.request, "/sitemaps/0.xml");
  expect(await sitemap()).toContain("/formation/prompt-engineering-avance-2<");

  await deleteWithConfirmation(
    formation,
    "Prompt engineering avancé",
    "Êtes-vous sûr de vouloir supprimer cette formation ?",
  );
  await expectToast("Succès", "Formation supprimée avec succès");
  await expect(formation).toHaveCount(0);
  // Gone from the public site at once: its page and its sitemap entry.
  expect((await publicPage.goto("/formation/prompt-engineering-avance-2"))!.status()).toBe(404);
  expect(await sitemap()).not.toContain("/formation/prompt-engineering-avance-2<");
  await publicPage.close();
});

test("an article whose address is taken is not saved, and the toast says why after the spec's sentence", async () => {
  await admin.goto("/dashboard/blog");
  await admin.getByRole("button", { name: "Nouvel article" }).click();
  const dialog = admin.getByRole("dialog", { name: "Créer un nouvel article" });
  await dialog.getByLabel("Titre *").fill("Doublon");
  await dialog.getByLabel("Slug *").fill("financer-sa-formation-cpf-opco");
  await dialog.getByLabel("Description *").fill("Même adresse qu'un article existant.");
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expectToast("Erreur", "Impossible de sauvegarder l'article.");
  await expect(dialog.getByText(/déjà celle d'un autre article/).first()).toBeVisible();
});
