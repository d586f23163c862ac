import { expect, test } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";
import { fillContactForm, ZOE } from "../support/contact-form";
import { DEMO } from "../support/demo-content";
import { islandReady } from "../support/islands";
import { postContactForm, readContactFormFields } from "../../scripts/contact-form.mjs";

// Each test is its own visitor for the per-address rate limit.
let visitor = 0;
test.beforeEach(async ({ context }) => {
  visitor += 1;
  await context.setExtraHTTPHeaders({
    "x-forwarded-for": `10.${test.info().workerIndex}.${Date.now() % 250}.${visitor}`,
  });
});

for (const viewport of [DESKTOP, PHONE]) {
  test.describe(`contact page at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("free mode: the form beside the team, formation selector and message button", async ({
      page,
    }) => {
      await page.goto("/contact");
      for (const label of ["NOM *", "ENTREPRISE *", "EMAIL *", "MESSAGE *"])
        await expect(page.getByLabel(label)).toBeVisible();
      await expect(page.getByLabel("FORMATION", { exact: true })).toBeVisible();
      // The choices look as open as the text fields (browsers count every select as read-only).
      for (const label of ["NOM *", "FORMATION", "LIEU SOUHAITÉ"]) {
        await expect(page.getByLabel(label, { exact: true })).toHaveCSS(
          "background-color",
          "rgb(255, 255, 255)",
        );
      }
      await expect(page.getByRole("button", { name: "ENVOYER LE MESSAGE →" })).toBeEnabled();
      await expect(page.getByTestId("team-card")).toHaveCount(DEMO.team);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("contact form", () => {
  test.use({ viewport: DESKTOP });

  test("hides the location for an event formation", async ({ page }) => {
    await page.goto("/contact");
    await islandReady(page, "contact-form");
    await expect(page.getByLabel("LIEU SOUHAITÉ")).toBeVisible();
    await page
      .getByLabel("FORMATION", { exact: true })
      .selectOption({ label: "Data engineering à Montréal" });
    await expect(page.getByLabel("LIEU SOUHAITÉ")).toHaveCount(0);
    await expect(page.getByTestId("event-location-note")).toContainText(
      "Semaine Data & IA de Montréal",
    );
    await page
      .getByLabel("FORMATION", { exact: true })
      .selectOption({ label: "Python pour l'analyse de données" });
    await expect(page.getByLabel("LIEU SOUHAITÉ")).toBeVisible();
    await expect(page.getByLabel("LIEU SOUHAITÉ").locator("option")).toHaveText([
      "Pas de préférence",
      "France - Lyon",
      "France - Paris",
    ]);
  });

  test("says what is missing, field by field", async ({ page }) => {
    await page.goto("/contact");
    // Sent before the island wakes, the form posts as plain HTML (the tests without JavaScript).
    await islandReady(page, "contact-form");
    await page.getByRole("button", { name: "ENVOYER LE MESSAGE →" }).click();
    await expect(page.getByText("Votre nom est requis.")).toBeVisible();
    await expect(page.getByText("Votre entreprise est requise.")).toBeVisible();
    await expect(page.getByText("Votre adresse e-mail est requise.")).toBeVisible();
    await expect(page.getByText("Votre message est requis.")).toBeVisible();
    await expect(page.getByLabel("NOM *")).toHaveAttribute("aria-invalid", "true");
    // The first field in error takes the focus; a field edited loses its message.
    await expect(page.getByLabel("NOM *")).toBeFocused();
    await page.getByLabel("NOM *").fill("Zoé Martin");
    await expect(page.getByText("Votre nom est requis.")).toHaveCount(0);
    await expect(page.getByLabel("NOM *")).toHaveAttribute("aria-invalid", "false");
    await expect(page.getByText("Votre entreprise est requise.")).toBeVisible();
    await page.getByLabel("EMAIL *").fill("zoe@");
    await page.getByRole("button", { name: "ENVOYER LE MESSAGE →" }).click();
    await expect(page.getByText("Adresse e-mail invalide.")).toBeVisible();
  });

  test("shows the disability details once the box is ticked; unticking clears them", async ({
    page,
  }) => {
    await page.goto("/contact");
    // Unticking clears the needs once the form's island is awake (without it, the server ignores them).
    await islandReady(page, "contact-form");
    const box = page.getByLabel("Je suis en situation de handicap");
    const details = page.getByLabel("VOS BESOINS D'ADAPTATION");
    await expect(details).toBeHidden();
    await box.check();
    await details.fill("Interprète LSF");
    await box.uncheck();
    await expect(details).toBeHidden();
    await box.check();
    await expect(details).toHaveValue("");
  });

  test("sends, shows the outcome for 3 seconds, then is ready again with an empty form", async ({
    page,
  }) => {
    await page.goto("/contact");
    await fillContactForm(page);
    const button = page.getByRole("button", {
      name: /ENVOYER LE MESSAGE|ENVOI EN COURS|MESSAGE ENVOYÉ/,
    });
    await button.click();
    await expect(button).toHaveText("MESSAGE ENVOYÉ !");
    await expect(button).toBeDisabled();
    await expect(page.getByLabel("NOM *")).toHaveValue("");
    const shownAt = Date.now();
    await expect(button).toHaveText("ENVOYER LE MESSAGE →", { timeout: 5_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(2_000);
    await expect(button).toBeEnabled();
  });

  test("shows the failure when the server cannot be reached", async ({ page }) => {
    await page.goto("/contact");
    await fillContactForm(page);
    await page.route("**/_actions/sendContactRequest", (route) => route.abort());
    await page.getByRole("button", { name: "ENVOYER LE MESSAGE →" }).click();
    const button = page.getByRole("button", { name: "OUPS, ÇA S'EST MAL PASSÉ." });
    await expect(button).toBeDisabled();
    await expect(page.getByLabel("NOM *")).toHaveValue("Zoé Martin");
    await expect(page.getByRole("button", { name: "ENVOYER LE MESSAGE →" })).toBeEnabled({
      timeout: 5_000,
    });
  });
});

test.describe("quote form", () => {
  test.use({ viewport: DESKTOP });

  test("names the formation, fixes it, and keeps it after sending", async ({ page }) => {
    await page.goto("/devis?formation=python-pour-l-analyse-de-donnees");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "Python pour l'analyse de données",
    );
    await expect(page.getByLabel("FORMATION", { exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await fillContactForm(page);
    await page.getByRole("button", { name: "DEMANDER UN DEVIS" }).click();
    await expect(page.getByRole("button", { name: "MESSAGE ENVOYÉ !" })).toBeVisible();
    await expect(page.getByRole("button", { name: "DEMANDER UN DEVIS" })).toBeEnabled({
      timeout: 5_000,
    });
    await expect(page.locator('input[name="desired_formation_id"]')).not.toHaveValue("");
  });

  test("pre-registers a formation without programme, and follows an event's place", async ({
    page,
  }) => {
    await page.goto("/devis?formation=power-automate-et-microsoft-365");
    await expect(page.getByRole("button", { name: "SE PRÉ-INSCRIRE" })).toBeVisible();
    await page.goto("/devis?formation=data-engineering-montreal");
    await expect(page.getByTestId("quote-event")).toHaveText(
      "Formation-événement : Semaine Data & IA de Montréal",
    );
    await expect(page.getByLabel("LIEU SOUHAITÉ")).toHaveCount(0);
  });

  test("without a formation it is the contact form; naming one that does not exist is not found", async ({
    page,
  }) => {
    await page.goto("/devis");
    await expect(page.getByLabel("FORMATION", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "ENVOYER LE MESSAGE →" })).toBeVisible();
    const response = await page.goto("/devis?formation=inconnue");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("not-found-message")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ viewport: DESKTOP, javaScriptEnabled: false });

  test("the form still sends", async ({ page }) => {
    await page.goto("/contact");
    await fillContactForm(page, ZOE, { javaScript: false });
    await page.getByRole("button", { name: "ENVOYER LE MESSAGE →" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Merci !" })).toBeVisible();
  });

  test("a refused form comes back with everything the visitor typed", async ({ page }) => {
    await page.goto("/contact");
    await page.getByLabel("NOM *").fill(ZOE.name);
    await page.getByLabel("EMAIL *").fill("zoe@");
    await page.getByLabel("FORMATION", { exact: true }).selectOption({ index: 1 });
    await page.getByLabel("MESSAGE *").fill(ZOE.message);
    await page.getByLabel("Je suis en situation de handicap").check();
    await page.getByLabel("VOS BESOINS D'ADAPTATION").fill("Interprète LSF");
    const chosen = await page.getByLabel("FORMATION", { exact: true }).inputValue();
    await page.getByRole("button", { name: "ENVOYER LE MESSAGE →" }).click();

    await expect(page.getByText("Adresse e-mail invalide.")).toBeVisible();
    await expect(page.getByText("Votre entreprise est requise.")).toBeVisible();
    await expect(page.getByLabel("NOM *")).toHaveValue(ZOE.name);
    await expect(page.getByLabel("EMAIL *")).toHaveValue("zoe@");
    await expect(page.getByLabel("FORMATION", { exact: true })).toHaveValue(chosen);
    await expect(page.getByLabel("MESSAGE *")).toHaveValue(ZOE.message);
    await expect(page.getByLabel("Je suis en situation de handicap")).toBeChecked();
    await expect(page.getByLabel("VOS BESOINS D'ADAPTATION")).toHaveValue("Interprète LSF");
    // The guard's fields are not given back: the page carries a start of its own.
    await expect(page.locator('input[name="website"]')).toHaveValue("");
  });

  test("a refused quote comes back with the answers to its needs questions", async ({ page }) => {
    await page.goto("/devis?formation=python-pour-l-analyse-de-donnees");
    const expectations = page.getByLabel(
      "Qu'attendez-vous de cette formation dans votre travail ?",
    );
    await expectations.fill("Automatiser nos tableaux de bord");
    await page.getByLabel("NOM *").fill(ZOE.name);
    await page.getByLabel("EMAIL *").fill("zoe@");
    await page.getByRole("button", { name: "DEMANDER UN DEVIS" }).click();

    await expect(page.getByText("Adresse e-mail invalide.")).toBeVisible();
    await expect(expectations).toHaveValue("Automatiser nos tableaux de bord");
    await expect(
      page.getByLabel("Des contraintes à connaître (horaires, matériel, rythme) ?"),
    ).toHaveValue("");
  });
});

test("a robot cannot make up when it started the form: only a start the server signed counts", async ({
  baseURL,
}) => {
  const form = await readContactFormFields(baseURL!);
  const [at, signature] = form.fields.find(([name]) => name === "started_at")![1].split(".");
  const withStart = (start: string) => ({
    ...form,
    fields: form.fields.map(([name, value]): [string, string] => [
      name,
      name === "started_at" ? start : value,
    ]),
  });
  const tooFast = "Formulaire envoyé trop vite : relisez-le et envoyez-le de nouveau.";
  // A minute ago by its own clock; the page's signature on another time; no start at all.
  for (const [index, forged] of [
    String(Date.now() - 60_000),
    `${Number(at) - 60_000}.${signature}`,
    "",
  ].entries()) {
    const { status, body } = await postContactForm(
      baseURL!,
      withStart(forged),
      ZOE,
      `10.77.0.${index + 1}`,
    );
    expect(status).toBe(200);
    expect(body).toContain(tooFast);
  }
  // The page's own start, once a person's fill time has passed, is accepted.
  const { body } = await postContactForm(baseURL!, form, ZOE, "10.77.0.9");
  expect(body).not.toContain("trop vite");
  expect(body).toContain("MESSAGE ENVOYÉ !");
});
