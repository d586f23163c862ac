import { expect, test, type Locator, type Page } from "@playwright/test";
import { PHONE } from "../support/axe";
import { startTestServer, type TestServer } from "../support/server";
import { demoDatabaseWithStaff, signedInPage, STAFF } from "../support/staff";

/**
 * The dashboard's edit dialogs as staff use them every day: typed work is never lost without a
 * question, and every dialog fits a phone's screen.
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

/** Each management screen, the edit dialog of its first card, and a text field of it. */
const screens = [
  { address: "/dashboard/users", dialog: "Modifier l'utilisateur", field: "Titre" },
  { address: "/dashboard/blog", dialog: "Modifier l'article", field: "Description *" },
  { address: "/dashboard/locations", dialog: "Modifier le lieu", field: "Adresse" },
  { address: "/dashboard/events", dialog: "Modifier l'événement", field: "Description" },
  { address: "/dashboard/formations", dialog: "Modifier la formation", field: "Description" },
];

async function openFirstEdit(address: string, name: string): Promise<Locator> {
  await admin.goto(address);
  await admin
    .locator("main")
    .getByRole("button", { name: /^Modifier « / })
    .first()
    .click();
  const dialog = admin.getByRole("dialog", { name });
  await expect(dialog.locator("form")).toBeVisible();
  return dialog;
}

// One test per screen: the five together took 58 s of a 60 s budget on a busy machine.
for (const { address, dialog: name, field } of screens) {
  test(`'${name}' with unsaved changes asks 'Quitter sans enregistrer ?' however it is closed`, async () => {
    const question = admin.getByRole("alertdialog", { name: "Quitter sans enregistrer ?" });
    const dialog = await openFirstEdit(address, name);
    // Nothing typed: Escape closes at once.
    await admin.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(question).toBeHidden();

    await admin
      .locator("main")
      .getByRole("button", { name: /^Modifier « / })
      .first()
      .click();
    await dialog.getByLabel(field, { exact: true }).fill("Texte tapé à ne pas perdre");
    const closings: [string, () => Promise<void>][] = [
      ["Escape", () => admin.keyboard.press("Escape")],
      // Radix listens for outside clicks again a moment after the question closes; a person's next
      // click comes later than the test's, so the test clicks until the question shows.
      [
        "a click outside",
        () =>
          expect(async () => {
            await admin.mouse.click(2, 2);
            await expect(question).toBeVisible({ timeout: 1000 });
          }).toPass(),
      ],
      ["the close button", () => dialog.getByRole("button", { name: "Fermer" }).click()],
      ["'Annuler'", () => dialog.getByRole("button", { name: "Annuler" }).click()],
    ];
    for (const [how, close] of closings) {
      await close();
      await expect(question, `${name}, ${how}`).toBeVisible();
      await expect(question).toContainText("Les modifications de ce formulaire seront perdues.");
      await question.getByRole("button", { name: "Continuer la saisie" }).click();
      await expect(question).toBeHidden();
      await expect(dialog.getByLabel(field, { exact: true })).toHaveValue(
        "Texte tapé à ne pas perdre",
      );
    }
    await admin.keyboard.press("Escape");
    await question.getByRole("button", { name: "Quitter sans enregistrer" }).click();
    await expect(dialog).toBeHidden();
    // Nothing was saved: the dialog opens on the item as stored.
    await admin
      .locator("main")
      .getByRole("button", { name: /^Modifier « / })
      .first()
      .click();
    await expect(dialog.getByLabel(field, { exact: true })).not.toHaveValue(
      "Texte tapé à ne pas perdre",
    );
    await admin.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });
}

test("leaving the page with unsaved changes in a dialog asks the browser's confirmation", async () => {
  const dialog = await openFirstEdit("/dashboard/formations", "Modifier la formation");
  // A real click: Chromium asks before unloading only a page the person has interacted with.
  await dialog.getByLabel("Prix HT (€) *").click();
  await dialog.getByLabel("Prix HT (€) *").fill("4321");
  // The page asks only once React has seen the change: under load, a navigation sent right after
  // the keystrokes could leave before that. The dialog's own question shows the change was seen.
  const question = admin.getByRole("alertdialog", { name: "Quitter sans enregistrer ?" });
  await admin.keyboard.press("Escape");
  await question.getByRole("button", { name: "Continuer la saisie" }).click();
  await expect(question).toBeHidden();
  // Leaving for the public site (this Chromium asks on a navigation, not on a closed tab).
  const asked = admin.waitForEvent("dialog");
  const leaving = admin.goto("/").catch((error: Error) => error);
  const confirmation = await asked;
  expect(confirmation.type()).toBe("beforeunload");
  // 'Rester sur la page': the navigation is cancelled and the work is still there.
  await confirmation.dismiss();
  expect(String(await leaving)).toContain("ERR_ABORTED");
  await expect(admin).toHaveURL(/\/dashboard\/formations$/);
  await expect(dialog.getByLabel("Prix HT (€) *")).toHaveValue("4321");
  await admin.keyboard.press("Escape");
  await question.getByRole("button", { name: "Quitter sans enregistrer" }).click();
  await expect(dialog).toBeHidden();
});

test("no dialog scrolls sideways on a phone, the programme editor with long chapter titles included", async ({
  browser,
}) => {
  const phone = await signedInPage(browser, server.baseURL, STAFF.admin, PHONE);
  // What a user sees cut off: any visible element reaching past the screen's edges. (Inputs whose
  // typed text is longer than the box scroll inside it by design, so scrollWidth would mislead;
  // Radix's invisible form inputs are not seen.)
  const overflow = (dialog: Locator) =>
    dialog.evaluate((element) =>
      [element, ...element.querySelectorAll("*")]
        .filter((node) => {
          if (node.closest("[aria-hidden=true]") || getComputedStyle(node).opacity === "0")
            return false;
          const box = node.getBoundingClientRect();
          return box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5);
        })
        .map((node) => node.outerHTML.slice(0, 120)),
    );
  const pageOverflow = () =>
    phone.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );

  for (const { address, dialog: name } of screens) {
    await phone.goto(address);
    await phone
      .locator("main")
      .getByRole("button", { name: /^Modifier « / })
      .first()
      .click();
    const dialog = phone.getByRole("dialog", { name });
    await expect(dialog.locator("form")).toBeVisible();
    expect(await overflow(dialog), name).toEqual([]);
    expect(await pageOverflow(), name).toBe(0);
    await phone.keyboard.press("Escape");
  }

  await phone.goto("/dashboard/formations");
  await phone.getByRole("button", { name: "Nouvelle formation" }).click();
  const dialog = phone.getByRole("dialog", { name: "Nouvelle formation" });
  const chapter = dialog.getByLabel("Nouveau chapitre");
  await chapter.fill("Chapitre 1 : Introduction à l'analyse de données avec Python et pandas");
  await chapter.press("Enter");
  await dialog
    .getByLabel(/^Nouvelle sous-partie du chapitre/)
    .fill("Installer l'environnement de travail (Anaconda, Jupyter)");
  await dialog.getByLabel(/^Nouvelle sous-partie du chapitre/).press("Enter");
  const buttons = dialog.getByRole("list", { name: "Chapitres" }).getByRole("button");
  for (const button of await buttons.all()) {
    const box = (await button.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  }
  expect(await overflow(dialog)).toEqual([]);
  await phone.context().close();
});
