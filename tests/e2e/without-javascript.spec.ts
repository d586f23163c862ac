import { expect, test, type Locator, type Page } from "@playwright/test";
import { DESKTOP, PHONE } from "../support/axe";
import { counter, DEMO } from "../support/demo-content";

/**
 * Every public page is complete in its server HTML
 * (docs/decisions/038-cached-content-never-behind-boundary.md): a visitor without JavaScript, a
 * crawler that runs no script, or a browser whose scripts failed to load reads the whole page.
 * Each entry opens a page and checks that its main content is visible.
 */
const pages: { path: string; content: (page: Page) => Promise<void> }[] = [
  {
    path: "/",
    content: async (page) => {
      await expect(page.getByRole("heading", { level: 1 })).toContainText("partout dans le monde");
      await expect(page.getByTestId("statistic-formations")).toHaveText(counter(DEMO.formations));
    },
  },
  {
    path: "/formations",
    content: async (page) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choisissez Votre Aventure");
    },
  },
  {
    path: "/formations/locaux",
    content: async (page) => {
      await expectAllVisible(page.getByTestId("formation-card"), 10);
    },
  },
  {
    path: "/formations/evenements",
    content: async (page) => {
      await expect(page.getByTestId("formation-card").first()).toBeVisible();
    },
  },
  {
    path: "/formations/etranger",
    content: async (page) => {
      await expectAllVisible(page.getByTestId("destination-card"), DEMO.destinations);
      await expect(page.getByTestId("destination-card").first()).toContainText("Lisbonne");
    },
  },
  {
    path: "/formation/python-pour-l-analyse-de-donnees",
    content: async (page) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Python pour l'analyse de données",
      );
      await expect(
        page.getByText("De la première ligne de code aux tableaux de bord").first(),
      ).toBeVisible();
      await expectAllVisible(page.getByTestId("programme").getByRole("heading", { level: 3 }), 11);
    },
  },
  {
    path: "/blog",
    content: async (page) => {
      await expectAllVisible(page.getByTestId("blog-card"), 9);
    },
  },
  {
    path: "/blog/financer-sa-formation-cpf-opco",
    content: async (page) => {
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Financer sa formation : CPF, OPCO et France Travail",
      );
      await expect(
        page.getByRole("heading", { level: 2, name: "L'OPCO de votre entreprise" }),
      ).toBeVisible();
      await expect(
        page.getByText("Chaque actif dispose d'un compte personnel de formation"),
      ).toBeVisible();
    },
  },
  ...["/about", "/contact", "/devis"].map((path) => ({
    path,
    content: async (page: Page) => {
      // Five of the six demo users have a public role.
      await expectAllVisible(page.getByTestId("team-card"), DEMO.team);
      await expect(page.getByTestId("team-card").first()).toContainText("Camille Moreau");
    },
  })),
  {
    path: "/calendar",
    content: async (page) => {
      await expect(
        page.getByTestId("calendar-event").filter({ visible: true }).first(),
      ).toBeVisible();
    },
  },
  ...[
    "/certification-qualiopi",
    "/mentions-legales",
    "/politique-confidentialite",
    "/politique-accessibilite",
    "/cgu",
    "/cgv",
    "/reglement-interieur",
    "/login",
  ].map((path) => ({
    path,
    content: async (page: Page) => {
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    },
  })),
];

async function expectAllVisible(items: ReturnType<Page["locator"]>, count: number) {
  await expect(items).toHaveCount(count);
  for (const item of await items.all()) await expect(item).toBeVisible();
}

/** What a streamed Suspense boundary leaves in the HTML: a fallback, and the content hidden until a script moves it. */
async function expectNothingStillLoading(page: Page) {
  await expect(page.locator('template[id^="B:"], div[hidden][id^="S:"]')).toHaveCount(0);
  await expect(page.getByRole("status").filter({ hasText: /Chargement/ })).toHaveCount(0);
  await expect(page.getByText(/Chargement/)).toHaveCount(0);
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const viewport of [DESKTOP, PHONE]) {
    test(`every public page shows its content at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(viewport);
      for (const { path, content } of pages) {
        await test.step(path, async () => {
          const response = await page.goto(path);
          expect(response?.status()).toBe(200);
          await content(page);
          await expectNothingStillLoading(page);
        });
      }
    });
  }

  test("the catalogue search works from the home page", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("searchbox", { name: "Rechercher une formation, un événement ou une destination" })
      .fill("python");
    await page.getByRole("button", { name: "Rechercher", exact: true }).click();
    await expect(page).toHaveURL(/\/formations\/recherche\?q=python$/);
    await expect(
      page
        .getByRole("region", { name: /^Formations en France/ })
        .getByTestId("formation-card")
        .first(),
    ).toContainText("Python");
  });
});

test("a formation opened from the catalogue shows the spec's loading text while it loads", async ({
  page,
}) => {
  // The formation's page takes two seconds to arrive.
  await page.route("**/formation/python-pour-l-analyse-de-donnees", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto("/formations/locaux");
  const shown = await openWatchingLoadingStates(
    page,
    page.getByRole("link", { name: /Python pour l'analyse de données/ }),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Python pour l'analyse de données",
  );
  expect(shown).toEqual([
    { label: "Chargement de la formation", text: "Chargement de la formation...", visible: true },
  ]);
  await expect(page.getByRole("status", { name: "Chargement de la formation" })).toHaveCount(0);
});

test("an article opened from the blog shows its skeleton while it loads", async ({ page }) => {
  await page.route("**/blog/financer-sa-formation-cpf-opco", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  await page.goto("/blog");
  const shown = await openWatchingLoadingStates(
    page,
    page.getByRole("link", { name: /Financer sa formation/ }),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Financer sa formation : CPF, OPCO et France Travail",
  );
  expect(shown).toEqual([{ label: "Chargement de l'article", text: "", visible: true }]);
  await expect(page.getByRole("status", { name: "Chargement de l'article" })).toHaveCount(0);
});

type ShownState = { label: string; text: string; visible: boolean };

/**
 * Clicks `link` as a visitor does and lists the loading states the page showed meanwhile, as the
 * page itself reports them: Playwright waits for a navigation under way before it looks at the
 * page, by when the state is gone with the old document.
 */
async function openWatchingLoadingStates(page: Page, link: Locator): Promise<ShownState[]> {
  const shown: ShownState[] = [];
  page.on("console", (message) => {
    if (message.text().startsWith("{")) shown.push(JSON.parse(message.text()) as ShownState);
  });
  await page.evaluate(() => {
    new MutationObserver((changes) => {
      for (const node of changes.flatMap((change) => [...change.addedNodes])) {
        if (!(node instanceof HTMLElement) || node.getAttribute("role") !== "status") continue;
        const label = node.getAttribute("aria-label") ?? "";
        const text = node.textContent?.trim() ?? "";
        console.log(JSON.stringify({ label, text, visible: node.checkVisibility() }));
      }
    }).observe(document.body, { childList: true });
  });
  // Clicked from the page: Playwright's own click would wait for the next page too.
  await link.evaluate((element) => (element as HTMLElement).click());
  return shown;
}
