import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE } from "../support/axe";
import { startTestServer, type TestServer } from "../support/server";
import { counter, DEMO } from "../support/demo-content";

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`about page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("hero, mission, counters, values, Qualiopi block and team", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/about");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        "Nous Enseignons aux gens passionnés",
      );
      await expect(page.getByRole("link", { name: "Se former !" })).toHaveAttribute(
        "href",
        "/formations",
      );
      const statistics = page.getByTestId("statistics");
      await expect(statistics.locator("dt")).toHaveText([
        "Formations",
        "Pays",
        "Évènements prévus",
        "Formateurs",
      ]);
      await expect(statistics.locator("dd")).toHaveText([
        counter(DEMO.formations),
        counter(DEMO.destinations),
        counter(DEMO.events),
        counter(DEMO.team),
      ]);
      await expect(
        page.getByRole("region", { name: "Nos valeurs" }).getByRole("heading", { level: 3 }),
      ).toHaveText([
        "Innovation Continue",
        "Global & Local",
        "Communauté d'Experts",
        "Certification Qualiopi",
      ]);
      await expect(page.getByRole("link", { name: "Notre certification" })).toHaveAttribute(
        "href",
        "/certification-qualiopi",
      );

      // Five of the six demo users have roles: the sixth is staff without a public role.
      const team = page.locator("#Team");
      await expect(team.getByTestId("team-card")).toHaveCount(DEMO.team);
      await expect(team.getByTestId("team-card").first()).toContainText("Camille Moreau");
      await expect(team.getByTestId("team-card").first()).toContainText("Référente handicap");
    });
  });
}

test.describe("team cards", () => {
  test.use({ viewport: DESKTOP });

  test("show the contact on hover", async ({ page }) => {
    await page.goto("/about#Team");
    const card = page.getByTestId("team-card").first();
    const contact = card.getByTestId("team-contact");
    await expect(contact).toHaveCSS("opacity", "0");
    await card.hover();
    await expect(contact).toHaveCSS("opacity", "1");
    await expect(contact.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
  });
});

test.describe("with nobody in the team", () => {
  let server: TestServer;
  test.beforeAll(async () => {
    server = await startTestServer({ env: { SEED_DEMO_CONTENT: "false" } });
  });
  test.afterAll(async () => server?.stop());

  test("the about page says the team will appear", async ({ page }) => {
    await page.goto(`${server.baseURL}/about`);
    await expect(page.getByText("Aucun membre de l'équipe avec un rôle défini")).toBeVisible();
    await expect(page.getByText("Les utilisateurs avec un rôle apparaîtront ici")).toBeVisible();
  });
});
