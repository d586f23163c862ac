import { expect, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";

const viewports = [DESKTOP, PHONE];

for (const viewport of viewports) {
  test.describe(`catalogue at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the hub offers the three adventures and advice", async ({ page }) => {
      await page.goto("/formations");
      await expect(
        page.getByRole("heading", { level: 1, name: "Choisissez Votre Aventure" }),
      ).toBeVisible();
      await expect(page.getByRole("link", { name: /Formations en France/ })).toHaveAttribute(
        "href",
        "/formations/locaux",
      );
      await expect(page.getByRole("link", { name: /Formations à l'étranger/ })).toHaveAttribute(
        "href",
        "/formations/etranger",
      );
      await expect(page.getByRole("link", { name: /Formations-événements/ })).toHaveAttribute(
        "href",
        "/formations/evenements",
      );
      const unsure = page.getByRole("region", { name: "Pas sûr de votre choix?" });
      await expect(unsure.getByRole("link", { name: "Demander conseil" })).toHaveAttribute(
        "href",
        "/contact",
      );
      await expect(unsure.getByRole("link", { name: "Voir le calendrier" })).toHaveAttribute(
        "href",
        "/calendar",
      );
    });

    test("one search, from the home page or the hub, finds formations of every kind, grouped", async ({
      page,
    }) => {
      const searchFrom = async (address: string, text: string) => {
        await page.goto(address);
        const form = page.getByRole("search", { name: "Rechercher dans toutes les formations" });
        await form
          .getByRole("searchbox", {
            name: "Rechercher une formation, un événement ou une destination",
          })
          .fill(text);
        await form.getByRole("button", { name: "Rechercher" }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(
          `Résultats pour « ${text} »`,
        );
      };
      const group = (name: string) =>
        page.getByRole("region", { name: new RegExp(`^${name} \\(\\d+\\)$`) });

      // Accents ignored: 'donnees' finds 'données'.
      await searchFrom("/", "donnees");
      await expect(page).toHaveURL(/\/formations\/recherche\?q=donnees$/);
      await expect(
        group("Formations en France").getByTestId("formation-card").first(),
      ).toContainText("Python pour l'analyse de données");

      // The word is in an event formation only: the local catalogue's own search missed it.
      await searchFrom("/formations", "data");
      await expect(group("Formations-événements").getByTestId("formation-card")).toContainText([
        "Data engineering à Montréal",
      ]);

      // A city finds the formation given at its event, and the destination.
      await searchFrom("/formations", "lisbonne");
      await expect(page.getByText("2 résultats")).toBeVisible();
      await expect(group("Formations-événements").getByTestId("formation-card")).toHaveText([
        /Atelier IA générative au Sommet de Lisbonne/,
      ]);
      await expect(group("Destinations").getByTestId("destination-card")).toHaveText([/Lisbonne/]);
      await expect(group("Formations en France")).toHaveCount(0);
      await expectNoAxeViolations(page);

      await searchFrom("/formations/recherche?q=lisbonne", "xyzzy");
      await expect(
        page.getByText("Aucune formation ne correspond à votre recherche.", { exact: false }),
      ).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "Autres formations" }).getByRole("link"),
      ).toHaveCount(3);
    });

    test("local formations: white cards open their page, grey ones offer pre-registration", async ({
      page,
    }) => {
      await page.goto("/formations/locaux");
      const cards = page.getByTestId("formation-card");
      await expect(cards).toHaveCount(10);

      const python = cards.filter({ hasText: "Python pour l'analyse de données" });
      await expect(python).toHaveAttribute("href", "/formation/python-pour-l-analyse-de-donnees");
      await expect(python).toHaveCSS("background-color", "rgb(255, 255, 255)");
      await expect(python).toContainText("2 450 € HT");
      await expect(python).toContainText("5 jours");
      await expect(python).toContainText("Présentiel");

      const powerAutomate = cards.filter({ hasText: "Power Automate et Microsoft 365" });
      await expect(powerAutomate).not.toHaveAttribute("href");
      await expect(powerAutomate.getByRole("link")).toHaveCount(1);
      // It has no programme but an open session: pre-registration is that session's form.
      await expect(powerAutomate.getByRole("link", { name: /Se pré-inscrire/ })).toHaveAttribute(
        "href",
        /^\/inscription\/\d+$/,
      );
      await expect(powerAutomate).toHaveAttribute("data-navigable", "false");
      await expect(powerAutomate).not.toHaveCSS("background-color", "rgb(255, 255, 255)");
      // No event formation among them.
      await expect(cards.filter({ hasText: "Lisbonne" })).toHaveCount(0);
    });

    test("event formations: by event date, with the free entry banner", async ({ page }) => {
      await page.goto("/formations/evenements");
      await expect(page.getByText("Entrée offerte !")).toBeVisible();
      await expect(page.getByTestId("event-name")).toHaveText([
        "Sommet IA Générative de Lisbonne",
        "Berlin Automation Days",
        "Semaine Data & IA de Montréal",
        "Amsterdam DevOps Summit",
        "Las Vegas Robotics & IoT Expo",
        "Salon No-Code Paris",
      ]);
      const cards = page.getByTestId("formation-card");
      const lisbonne = cards.filter({ hasText: "Sommet IA Générative de Lisbonne" });
      await expect(lisbonne).toContainText("Lisbonne - Portugal");
      await expect(lisbonne).toContainText("1 890 € HT");
      await expect(lisbonne).toHaveAttribute("href", "/formation/atelier-ia-generative-lisbonne");
      await expect(lisbonne.getByTestId("event-dates")).toHaveText(
        /^Du \d{1,2}(er)? (\S+ )?au \d{1,2}(er)? \S+ \d{4}$/,
      );
      const berlin = cards.filter({ hasText: "Berlin Automation Days" });
      await expect(berlin.getByRole("link", { name: /Se pré-inscrire/ })).toHaveAttribute(
        "href",
        "/devis?formation=automatisation-industrielle-berlin",
      );
    });
  });
}

test.describe("local formation search", () => {
  test.use({ viewport: DESKTOP });

  test("filters by text without accents, format and certification, and keeps it in the URL", async ({
    page,
  }) => {
    await page.goto("/formations/locaux");
    const cards = page.getByTestId("formation-card");
    await page.getByLabel("Rechercher", { exact: true }).fill("cybersecurite");
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText("Cybersécurité");
    await expect(page).toHaveURL(/\?q=cybersecurite$/);

    await page.getByLabel("Rechercher", { exact: true }).fill("");
    await page.getByLabel("Certifiantes (CPF) uniquement").check();
    await expect(cards).toHaveCount(3);
    const format = page.getByRole("combobox", { name: "Format" });
    await expect(format.getByRole("option")).toHaveText([
      "Tous les formats",
      "Présentiel",
      "Distanciel",
      "Hybride",
    ]);
    await format.selectOption("Présentiel");
    await expect(cards).toHaveCount(3);
    await expect(page).toHaveURL(/format=Pr%C3%A9sentiel&certifiante=1$/);
    // A formation offered 'Présentiel ou distanciel' is found under either mode.
    await format.selectOption("Distanciel");
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText("SQL et PostgreSQL pour les métiers");
    await page.getByLabel("Certifiantes (CPF) uniquement").uncheck();
    await expect(cards).toHaveCount(5);
    await format.selectOption("Hybride");
    await expect(cards).toHaveCount(1);
    await expect(cards).toContainText("IA générative en entreprise");

    // A shared link opens on the same results.
    await page.goto("/formations/locaux?q=xyzzy");
    await expect(page.getByText("Aucune formation ne correspond à votre recherche.")).toBeVisible();
    await page.getByRole("button", { name: "Effacer les filtres" }).click();
    await expect(cards).toHaveCount(10);
    await expect(page).toHaveURL(/\/formations\/locaux$/);
  });
});

test("each card's « Se pré-inscrire » opens a session of its own formation", async ({ page }) => {
  await page.goto("/formations/locaux");
  const links = page.getByRole("link", { name: /^Se pré-inscrire : / });
  const cards = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({
      title: anchor.getAttribute("aria-label")!.replace("Se pré-inscrire : ", ""),
      href: anchor.getAttribute("href")!,
    })),
  );
  // The demo's cards without a programme: one with an open session, two without (a quote).
  expect(cards).toEqual(
    expect.arrayContaining([
      {
        title: "Power Automate et Microsoft 365",
        href: expect.stringMatching(/^\/inscription\/\d+$/),
      },
      {
        title: "Prompt engineering avancé",
        href: "/devis?formation=prompt-engineering-avance",
      },
      {
        title: "Cloud AWS : architecture et bonnes pratiques",
        href: "/devis?formation=cloud-aws-architecture",
      },
    ]),
  );
  for (const { title, href } of cards.filter((card) => card.href.startsWith("/inscription/"))) {
    await page.goto(href);
    // The registration page's title names the formation its session belongs to.
    expect((await page.title()).split(" | ")[0], href).toBe(`Inscription : ${title}`);
  }
});

test("a search longer than any title is refused in French, and the page still offers the search", async ({
  page,
}) => {
  await page.goto(`/formations/recherche?q=${"python ".repeat(20)}`);
  await expect(page.getByRole("alert").filter({ hasText: "trop longue" })).toHaveText(
    "Votre recherche est trop longue : 100 caractères au plus.",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Rechercher une formation");
  await expect(page.getByRole("searchbox")).toHaveValue("");
});
