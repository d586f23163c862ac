import { expect, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";
import { counter, DEMO } from "../support/demo-content";
import { islandReady } from "../support/islands";

const counts = {
  formations: counter(DEMO.formations),
  destinations: counter(DEMO.destinations),
  events: counter(DEMO.events),
  trainers: counter(DEMO.team),
};

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`home page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("shows the hero, the three services, the statistics and the closing call", async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await page.goto("/");
      await expect(page.getByRole("link", { name: /Organisme certifié Qualiopi/ })).toHaveAttribute(
        "href",
        "/certification-qualiopi",
      );
      await expect(page.getByRole("heading", { level: 1 })).toContainText("partout dans le monde");
      await expect(page.getByRole("link", { name: "Découvrir nos formations" })).toHaveAttribute(
        "href",
        "/formations",
      );

      const services = page.getByRole("region", { name: "Trois façons de vous former" });
      const sections: [string, string][] = [
        ["Formations en France", "/formations/locaux"],
        ["Formations à l'étranger", "/formations/etranger"],
        ["Formations-événements", "/formations/evenements"],
      ];
      for (const [name, href] of sections) {
        await expect(services.getByRole("link", { name: new RegExp(name) })).toHaveAttribute(
          "href",
          href,
        );
      }

      for (const [key, value] of Object.entries(counts)) {
        await expect(page.getByTestId(`statistic-${key}`)).toHaveText(value);
      }
      await expect(
        page
          .getByRole("region", { name: /Prêt à faire monter/ })
          .getByRole("link", { name: /Demander un devis/ }),
      ).toHaveAttribute("href", "/devis");
      await expectNoAxeViolations(page);
    });
  });
}

test("the server-rendered page already holds the final numbers", async ({ request }) => {
  const html = await (await request.get("/")).text();
  for (const value of Object.values(counts))
    expect(html).toContain(`>${value.replace("+", "")}<!-- -->+<`);
});

test("counters count up from zero once visible, ending on the real number", async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto("/");
  const formations = page.getByTestId("statistic-formations");
  const seen: number[] = [];
  await formations.scrollIntoViewIfNeeded();
  // The counters are an island that wakes once seen: until then, the server's final numbers.
  await islandReady(page, "statistic-formations");
  for (let sample = 0; sample < 40; sample += 1) {
    seen.push(Number((await formations.textContent())?.replace("+", "")));
    if (seen.at(-1) === DEMO.formations && seen.length > 1) break;
    await page.waitForTimeout(50);
  }
  // Once the browser has taken over, it counts up.
  const counting = seen.slice(seen.findIndex((value) => value < DEMO.formations));
  expect(counting.length).toBeGreaterThan(3);
  expect([...counting].sort((a, b) => a - b)).toEqual(counting);
  await expect(formations).toHaveText(counts.formations);
});
