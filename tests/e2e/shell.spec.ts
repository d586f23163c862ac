import { expect, test } from "@playwright/test";
import { DESKTOP, PHONE } from "../support/axe";

const navigation = [
  { label: "FORMATIONS", href: "/formations" },
  { label: "CALENDRIER", href: "/calendar" },
  { label: "BLOG", href: "/blog" },
  { label: "À PROPOS", href: "/about" },
  { label: "CONTACT", href: "/contact" },
];

test.describe("navigation bar", () => {
  test.use({ viewport: DESKTOP });

  test("links every section, and the logo goes home", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Navigation principale" });
    for (const { label, href } of navigation) {
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }
    await expect(nav.getByRole("link", { name: "Atlas Tech Formation" })).toHaveAttribute(
      "href",
      "/",
    );

    await nav.getByRole("link", { name: "FORMATIONS", exact: true }).click();
    await expect(page).toHaveURL(/\/formations$/);
    await nav.getByRole("link", { name: "Atlas Tech Formation" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("hides when scrolling down and comes back when scrolling up", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto("/");
    const header = page.getByTestId("site-header");
    await expect(header).toBeInViewport();
    await expect(header).toHaveAttribute("data-ready", "true");

    await page.mouse.wheel(0, 600);
    await expect(header).toHaveAttribute("data-hidden", "true");
    await expect(header).not.toBeInViewport();

    await page.mouse.wheel(0, -200);
    await expect(header).toHaveAttribute("data-hidden", "false");
    await expect(header).toBeInViewport();
  });
});

test.describe("navigation bar on a phone", () => {
  test.use({ viewport: PHONE });

  test("collapses into a menu that opens, closes with Escape and works with the keyboard", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("link", { name: "FORMATIONS", exact: true })).toBeHidden();
    // The bar's script has run (site-header-behaviour.ts).
    await expect(page.getByTestId("site-header")).toHaveAttribute("data-ready", "true");

    const toggle = page.getByRole("button", { name: "Ouvrir le menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.focus();
    await page.keyboard.press("Enter");
    const close = page.getByRole("button", { name: "Fermer le menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    for (const { label, href } of navigation) {
      await expect(page.getByRole("link", { name: label, exact: true })).toHaveAttribute(
        "href",
        href,
      );
    }

    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "BLOG", exact: true })).toBeHidden();
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toBeFocused();

    await page.getByRole("button", { name: "Ouvrir le menu" }).click();
    await page.getByRole("link", { name: "À PROPOS", exact: true }).click();
    await expect(page).toHaveURL(/\/about$/);
    // The menu closes once the new page is shown.
    await expect(page.getByRole("button", { name: "Ouvrir le menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
  });
});

test.describe("footer", () => {
  test("carries the legal links, contact, LinkedIn, e-mail, promotion and copyright", async ({
    page,
  }) => {
    await page.goto("/");
    const footer = page.getByTestId("site-footer");
    const expected = [
      ["Mentions légales", "/mentions-legales"],
      ["Politique de confidentialité", "/politique-confidentialite"],
      ["Politique d'accessibilité", "/politique-accessibilite"],
      ["CGU", "/cgu"],
      ["CGV", "/cgv"],
      ["Nous contacter", "/contact"],
      ["Faire une réclamation", "/reclamation"],
      ["Parlons-en", "/contact"],
    ];
    for (const [name, href] of expected) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href!);
    }
    await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/company/atlas-tech-formation",
    );
    await expect(
      footer.getByRole("link", { name: "contact@atlas-tech-formation.fr" }),
    ).toHaveAttribute("href", "mailto:contact@atlas-tech-formation.fr");
    // The spec's '2025' was the old site's year: the footer shows the current one
    // (docs/decisions/041-what-staff-and-visitors-expect.md).
    await expect(footer).toContainText(
      `© ${new Intl.DateTimeFormat("fr-FR", { timeZone: "Europe/Paris", year: "numeric" }).format(new Date())} Atlas Tech Formation`,
    );
    await expect(footer.getByTestId("footer-qualiopi")).toBeVisible();
    // The mark's rules of use: the certified categories beside it, from the configuration.
    await expect(footer.getByTestId("footer-qualiopi")).toContainText(
      "La certification qualité a été délivrée au titre de la ou des catégories d'actions suivantes : Actions de formation.",
    );
  });

  test("hides the Qualiopi logo on formation pages", async ({ page }) => {
    await page.goto("/formation/une-formation-quelconque");
    await expect(page.getByTestId("site-footer")).toBeVisible();
    await expect(page.getByTestId("footer-qualiopi")).toHaveCount(0);
  });

  test("hides the Qualiopi logo when the image cannot be loaded", async ({ page }) => {
    await page.route("**/images/qualiopi.svg", (route) => route.abort());
    await page.goto("/");
    // The logo loads lazily: it is requested once the footer comes into view.
    await page.getByTestId("site-footer").scrollIntoViewIfNeeded();
    await expect(page.getByTestId("site-footer")).toBeVisible();
    await expect(page.getByTestId("footer-qualiopi")).toHaveCount(0);
  });
});

test("the staff area sends the signed-out to the sign-in page", async ({ page }) => {
  for (const path of ["/dashboard", "/dashboard/quelque-chose", "/onboarding"]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Espace Personnel" })).toBeVisible();
  }
});

test("a new page starts at the top", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 500 });
  await page.goto("/");
  await page
    .getByTestId("site-footer")
    .getByRole("link", { name: "Nous contacter" })
    .scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
  await page.getByTestId("site-footer").getByRole("link", { name: "Nous contacter" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test("the home page describes itself to search engines and social networks", async ({
  page,
  baseURL,
}) => {
  await page.goto("/");
  await expect(page).toHaveTitle(
    "Formations tech, IA et automatisation certifiées Qualiopi | Atlas Tech Formation",
  );
  const meta = (selector: string) => page.locator(selector).first();
  await expect(meta('meta[name="description"]')).toHaveAttribute("content", /Qualiopi/);
  await expect(meta('link[rel="canonical"]')).toHaveAttribute("href", baseURL!);
  await expect(meta('meta[property="og:image"]')).toHaveAttribute(
    "content",
    `${baseURL}/og-image.png`,
  );
  await expect(meta('meta[property="og:image:width"]')).toHaveAttribute("content", "1200");
  await expect(meta('meta[property="og:image:height"]')).toHaveAttribute("content", "630");
  await expect(meta('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");

  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent())!,
  );
  expect(jsonLd).toMatchObject({
    "@type": "EducationalOrganization",
    name: "Atlas Tech Formation",
    email: "contact@atlas-tech-formation.fr",
    telephone: "+33 1 84 60 42 17",
    currenciesAccepted: "EUR",
    address: { "@type": "PostalAddress", addressLocality: "Paris", postalCode: "75012" },
  });

  const image = await page.request.get("/og-image.png");
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toBe("image/png");
});
