import { expect, test, type Browser, type Page } from "@playwright/test";
import { expectNoAxeViolations, PHONE } from "../support/axe";
import { startTestServer, type TestServer } from "../support/server";
import { demoDatabaseWithStaff, signedInPage, STAFF } from "../support/staff";

/**
 * Drafts: a new formation is on no public page until staff publish it, administrators preview
 * it at its address, and publishing one that misses Qualiopi items says which first.
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

const TITLE = "Rust pour les équipes système";
const ADDRESS = "/formation/rust-pour-les-equipes-systeme";

async function visitor(browser: Browser): Promise<Page> {
  return (await browser.newContext({ viewport: PHONE })).newPage();
}

test("a new formation is a draft: on no public page, list, search or sitemap", async ({
  browser,
}) => {
  await admin.goto("/dashboard/formations");
  await admin.getByRole("button", { name: "Nouvelle formation" }).click();
  const dialog = admin.getByRole("dialog", { name: "Nouvelle formation" });
  await expect(dialog.getByRole("switch", { name: "Publiée" })).not.toBeChecked();
  await dialog.getByLabel("Titre *").fill(TITLE);
  await dialog.getByLabel("Durée *", { exact: true }).fill("3 jours");
  await dialog.getByLabel("Prix HT (€) *").fill("1800");
  await dialog.getByLabel("Nouveau chapitre").fill("Chapitre 1 : Propriété et emprunts");
  await dialog.getByLabel("Nouveau chapitre").press("Enter");
  await dialog.getByRole("button", { name: "Créer" }).click();
  // A draft is saved without the Qualiopi question.
  await expect(admin.getByText("Formation créée avec succès")).toBeVisible();
  await admin.goto("/dashboard/formations?vue=brouillons");
  const card = admin.getByRole("list", { name: "Formations" }).locator(":scope > li");
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(TITLE);
  await expect(card).toContainText("Brouillon");

  const page = await visitor(browser);
  expect((await page.goto(`${server.baseURL}${ADDRESS}`))!.status()).toBe(404);
  await page.goto(`${server.baseURL}/formations/locaux`);
  await expect(page.getByTestId("formation-card").first()).toBeVisible();
  await expect(page.getByTestId("formation-card").filter({ hasText: "Rust" })).toHaveCount(0);
  await page.goto(`${server.baseURL}/formations/recherche?q=rust`);
  await expect(
    page.getByText("Aucune formation ne correspond à votre recherche.", { exact: false }),
  ).toBeVisible();
  expect(
    (await page.goto(`${server.baseURL}/devis?formation=rust-pour-les-equipes-systeme`))!.status(),
  ).toBe(404);
  const sitemap = await (await page.request.get(`${server.baseURL}/sitemaps/0.xml`)).text();
  expect(sitemap).toContain("/formation/python-pour-l-analyse-de-donnees");
  expect(sitemap).not.toContain("rust");
  await page.context().close();
});

test("an administrator previews the draft at its address; the preview cookie alone shows nothing", async ({
  browser,
}) => {
  await admin.goto("/dashboard/formations?vue=brouillons");
  // The preview opens in a new tab: the dashboard stays where it was.
  const [preview] = await Promise.all([
    admin.context().waitForEvent("page"),
    admin.getByRole("link", { name: `Aperçu de « ${TITLE} » (nouvel onglet)` }).click(),
  ]);
  await expect(admin).toHaveURL(/\/dashboard\/formations\?vue=brouillons$/);
  await expect(preview).toHaveURL(new RegExp(`${ADDRESS}$`));
  await expect(
    preview.getByRole("status").filter({ hasText: "Aperçu – non publié" }),
  ).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(preview.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expectNoAxeViolations(preview);

  // A stranger holding the preview cookie (stolen, or set by hand) still gets 'not found'.
  const bypass = (await admin.context().cookies()).filter((cookie) => cookie.name === "apercu");
  expect(bypass).toHaveLength(1);
  const stranger = await visitor(browser);
  await stranger.context().addCookies(bypass);
  expect((await stranger.goto(`${server.baseURL}${ADDRESS}`))!.status()).toBe(404);
  // Nor can a stranger turn the preview on, and the preview opens only the site's own pages.
  expect(
    (
      await stranger.request.get(
        `${server.baseURL}/api/apercu?adresse=${encodeURIComponent(ADDRESS)}`,
        { maxRedirects: 0 },
      )
    ).status(),
  ).toBe(401);
  await stranger.context().close();
  for (const address of [
    "https://evil.example/formation/x",
    "//evil.example/formation/x",
    "/dashboard",
    "/formation/../dashboard",
  ]) {
    const response = await admin.request.get(
      `${server.baseURL}/api/apercu?adresse=${encodeURIComponent(address)}`,
      { maxRedirects: 0 },
    );
    expect(response.status(), address).toBe(400);
    expect(await response.text()).toContain("Adresse d'aperçu invalide");
  }

  await preview.getByRole("link", { name: "Retour au tableau de bord" }).click();
  await expect(preview).toHaveURL(/\/dashboard$/);
  await preview.goBack();
  await preview.getByRole("link", { name: "Quitter l'aperçu" }).click();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText("Formation introuvable");
  await preview.close();
});

test("publishing a formation that misses Qualiopi items lists them first; then the public sees it", async ({
  browser,
}) => {
  await admin.goto("/dashboard/formations?vue=brouillons");
  await admin.getByRole("button", { name: `Modifier « ${TITLE} »` }).click();
  const dialog = admin.getByRole("dialog", { name: "Modifier la formation" });
  await dialog.getByRole("switch", { name: "Publiée" }).click();
  await dialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
  const question = admin.getByRole("alertdialog", { name: "Publier malgré les manques ?" });
  await expect(question.getByRole("listitem")).toContainText([
    "Objectifs manquants",
    "Contact manquant",
  ]);
  await question.getByRole("button", { name: "Revenir au formulaire" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await question.getByRole("button", { name: "Publier quand même" }).click();
  await expect(admin.getByText("Formation modifiée avec succès")).toBeVisible();

  const page = await visitor(browser);
  await page.goto(`${server.baseURL}${ADDRESS}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(TITLE);
  await expect(page.getByRole("status").filter({ hasText: "Aperçu" })).toHaveCount(0);
  await page.goto(`${server.baseURL}/formations/locaux`);
  await expect(page.getByTestId("formation-card").filter({ hasText: "Rust" })).toHaveCount(1);
  await page.context().close();

  // Editing it again does not ask: it is already published.
  await admin.goto("/dashboard/formations?q=rust");
  await admin.getByRole("button", { name: `Modifier « ${TITLE} »` }).click();
  await dialog.getByLabel("Durée *", { exact: true }).fill("4 jours");
  await dialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(admin.getByText("Formation modifiée avec succès").last()).toBeVisible();
  await expect(question).toHaveCount(0);
});

test("an unpublished article is previewed with its banner, and not found by the public", async ({
  browser,
}) => {
  await admin.goto("/dashboard/blog");
  await admin.getByRole("button", { name: "Nouvel article" }).click();
  const dialog = admin.getByRole("dialog", { name: /article/ });
  await dialog.getByLabel("Titre *").fill("Notre feuille de route 2027");
  await dialog.getByLabel("Description *").fill("Ce qui arrive l'an prochain.");
  await dialog.getByRole("switch", { name: "Article publié" }).click();
  await dialog.getByRole("button", { name: "Créer" }).click();
  await expect(admin.getByText(/Article créé/)).toBeVisible();
  const [preview] = await Promise.all([
    admin.context().waitForEvent("page"),
    admin
      .getByRole("link", { name: "Aperçu de « Notre feuille de route 2027 » (nouvel onglet)" })
      .click(),
  ]);
  await expect(
    preview.getByRole("status").filter({ hasText: "Aperçu – non publié" }),
  ).toBeVisible();
  await expect(preview.getByRole("heading", { level: 1 })).toHaveText(
    "Notre feuille de route 2027",
  );
  await expectNoAxeViolations(preview);
  const address = new URL(preview.url()).pathname;
  await preview.close();

  const page = await visitor(browser);
  expect((await page.goto(`${server.baseURL}${address}`))!.status()).toBe(404);
  await page.context().close();
});
