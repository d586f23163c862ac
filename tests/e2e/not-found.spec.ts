import { expect, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";
import { islandReady } from "../support/islands";

const messages = [
  "Ce n'est pas la page que vous recherchez.",
  "Merci ! Mais la page est dans un autre château.",
  "Houston, on a un problème : cette page n'existe pas.",
  "Vous ne passerez pas ! Cette page est introuvable.",
  "Il n'y a pas de cuillère. Ni de page, d'ailleurs.",
  "Vers l'infini et au-delà… mais pas jusqu'à cette page.",
  "C'est pas faux : cette page n'existe pas.",
  "Cette page n'existe pas encore. Revenez en 1985, ou en 2015.",
  "Cette page est partie. Elle reviendra peut-être.",
];

test("an unknown address answers 404 with a pop-culture message and its source", async ({
  page,
}) => {
  const response = await page.goto("/cette-page-n-existe-pas");
  expect(response?.status()).toBe(404);

  const message = page.getByTestId("not-found-message");
  expect(messages).toContain((await message.textContent())?.trim());
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  await expect(page).toHaveTitle("Page introuvable | Atlas Tech Formation");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /\/og-image\.png$/,
  );

  // The source's tooltip is the message's island's (client:idle): the hover waits for it.
  await islandReady(page, "not-found-message");
  await message.hover();
  await expect(page.getByRole("tooltip")).toContainText("Source : ");
});

test("the message is picked at random", async ({ page }) => {
  const seen = new Set<string>();
  for (let visit = 0; visit < 12 && seen.size < 2; visit += 1) {
    await page.goto(`/introuvable-${visit}`);
    seen.add((await page.getByTestId("not-found-message").textContent()) ?? "");
  }
  expect(seen.size).toBeGreaterThan(1);
});

test("'Retour' returns to the previous page", async ({ page }) => {
  await page.goto("/blog");
  await page.goto("/une/adresse/perdue");
  await islandReady(page, "not-found-message");
  await page.getByRole("link", { name: "Retour" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("'Retour' leads home", async ({ page }) => {
    await page.goto("/blog");
    await page.goto("/une/adresse/perdue");
    await page.getByRole("link", { name: "Retour" }).click();
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`the not-found page has no accessibility violation at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto("/page-perdue");
    await expectNoAxeViolations(page);
  });
}
