import { expect, test, type Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { expectNoAxeViolations, PHONE } from "../support/axe";
import { buildBpfYear } from "../support/bpf-year";
import { fixtureDatabase, schema } from "../support/fixture-database";
import { pdfText } from "../support/pdf";
import { serverOverTime } from "../support/server-over-time";
import { insertStaff, signedInPage, STAFF } from "../support/staff";
import { newestToast } from "../support/toasts";

/**
 * Issue 67, « Done when »: the hand-made year of the integration test (tests/support/bpf-year.ts),
 * Management's speciality not yet stated. Staff complete it from the list of what is missing and
 * frame F-4 moves; the PDF reads back the frames; the home reminds of the BPF from April until
 * staff mark it filed.
 */
const clock = serverOverTime(
  fixtureDatabase(async (db) => {
    await insertStaff(db);
    await buildBpfYear(db);
    await db
      .update(schema.formations)
      .set({ nsf_code: null })
      .where(eq(schema.formations.slug, "management"));
  }),
);

test.describe.configure({ mode: "serial", timeout: 180_000 });
test.beforeAll(clock.open);
test.afterAll(clock.close);

/** A line of the form, by its key: its cells as the page prints them. */
const line = (page: Page, key: string) => page.locator(`[data-line="${key}"]`);

test("staff complete a missing NSF code where the BPF lists it, the figure moves, and the PDF reads back the frames", async ({
  browser,
}) => {
  await clock.at("2027-02-01T11:00:00+01:00");
  const page = await signedInPage(browser, clock.server.baseURL, STAFF.admin);
  // Before its deadline, the page opens on the year just closed.
  await page.goto("/dashboard/bpf");
  await expect(
    page.getByRole("heading", { level: 1, name: "Bilan pédagogique et financier 2026" }),
  ).toBeVisible();
  await expect(line(page, "C-total")).toContainText("4 450");
  await expect(line(page, "F-3-total")).toContainText(/5\s*48/);
  // Management's trainees count nowhere in F-4 until its speciality is stated.
  await expect(line(page, "F-4-326")).toContainText(/3\s*27/);
  await expect(line(page, "F-4-total")).toContainText(/3\s*27/);
  await expect(line(page, "F-4-310")).toHaveCount(0);

  const missing = page.getByRole("region", { name: /Ce qui manque/ });
  await expect(missing).toContainText("Hugo");
  const nsf = missing
    .getByRole("listitem")
    .filter({ hasText: "Spécialité (code NSF) de « Management »" });
  await nsf
    .getByLabel("Spécialité (code NSF) de « Management »")
    .selectOption({ label: "310 · Spécialités plurivalentes des échanges et de la gestion" });
  await nsf.getByRole("button", { name: "Enregistrer" }).click();
  await expect(newestToast(page)).toContainText("Enregistré");
  await expect(line(page, "F-4-310")).toContainText(/2\s*21/);
  await expect(line(page, "F-4-total")).toContainText(/5\s*48/);
  await expect(missing).not.toContainText("Spécialité (code NSF)");
  await expectNoAxeViolations(page);

  // The figure opens the rows behind it: Management's trainees, read from their certificates,
  // those whose status is stated summed, Hugo, whose status is not, apart.
  await line(page, "F-4-310")
    .getByRole("link", { name: /^21 heures/ })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText("310");
  const rows = page.getByRole("list", { name: "Détail" }).getByRole("listitem");
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "1 stagiaire" })).toContainText("14 h");
  await expect(rows.first().getByRole("link")).toHaveAttribute(
    "href",
    /\/dashboard\/sessions\/\d+$/,
  );
  await expect(rows.filter({ hasText: "Hugo" })).toContainText("7 h");

  const pdf = await page.request.get("/dashboard/bpf/bpf.pdf?annee=2026");
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const text = (await pdfText(new Uint8Array(await pdf.body()))).replace(/\s+/g, " ");
  for (const frame of [
    "A. Identification de l'organisme de formation",
    "C. Bilan financier hors taxes : origine des produits de l'organisme",
    "D. Bilan financier hors taxes : charges de l'organisme",
    "E. Personnes dispensant des heures de formation",
    "F-4. Spécialités de formation",
    "G. Bilan pédagogique : stagiaires dont la formation a été confiée à votre organisme par un autre organisme de formation",
    "H. Personne ayant la qualité de dirigeant",
  ])
    expect(text).toContain(frame);
  expect(text).toMatch(
    /Total des produits réalisés au titre de la formation professionnelle \(total des lignes 1 à 11\)\s*4\s450 €/,
  );
  expect(text).toMatch(/310\s+Spécialités plurivalentes des échanges et de la gestion\s*2\s*21 h/);

  const csv = await page.request.get("/dashboard/bpf/bpf.csv?annee=2026");
  expect(await csv.text()).toContain(
    '"F-4";"310";"Spécialités plurivalentes des échanges et de la gestion";"";"2";"21"',
  );
  await page.context().close();
});

test("the home reminds of the BPF from April until staff mark it filed, on a phone", async ({
  browser,
}) => {
  await clock.at("2027-04-02T10:00:00+02:00");
  const page = await signedInPage(browser, clock.server.baseURL, STAFF.admin, PHONE);
  await page.goto("/dashboard");
  const reminder = page
    .getByTestId("todo")
    .getByRole("link", { name: /Bilan pédagogique et financier 2026 à déposer/ });
  await expect(reminder).toContainText("avant le 30 avril 2027");
  await reminder.click();
  await expect(page).toHaveURL(/\/dashboard\/bpf\?annee=2026$/);
  await page.getByRole("button", { name: "Marquer comme déposé" }).click();
  await expect(newestToast(page)).toContainText("Bilan marqué comme déposé");
  await expect(page.getByTestId("bpf-filing")).toContainText("Déposé sur Mon Activité Formation");
  await expectNoAxeViolations(page);

  // Hugo's status stated after the filing: the page says which figures moved since, filed and
  // today, and so does the export, until staff mark their rectification filed.
  const hugo = page
    .getByRole("region", { name: /Ce qui manque/ })
    .getByRole("listitem")
    .filter({ hasText: "Hugo" });
  await hugo
    .getByLabel("Statut de Hugo")
    .selectOption({ label: "F-1 a · Salariés d'employeurs privés hors apprentis" });
  await hugo.getByRole("button", { name: "Enregistrer" }).click();
  await expect(newestToast(page)).toContainText("Enregistré");
  const changes = page.getByRole("region", { name: "2 chiffres ont changé depuis le dépôt" });
  await expect(changes.getByRole("row", { name: /^F-1 a/ })).toContainText(/1 · 14 h\s*2 · 21 h/);
  await expect(changes.getByRole("row", { name: /^F · Total \(1\)/ })).toContainText(
    /4 · 41 h\s*5 · 48 h/,
  );
  await expectNoAxeViolations(page);
  const csv = await (await page.request.get("/dashboard/bpf/bpf.csv?annee=2026")).text();
  expect(csv).toContain(
    "Depuis, 2 chiffres ont changé : F-1 a · Salariés d'employeurs privés hors apprentis : 1 · 14 h déposé, 2 · 21 h aujourd'hui ; F · Total (1) : 4 · 41 h déposé, 5 · 48 h aujourd'hui.",
  );
  await changes.getByRole("button", { name: "Marquer le rectificatif déposé" }).click();
  await expect(newestToast(page)).toContainText("Rectificatif marqué comme déposé");
  await expect(changes).toHaveCount(0);
  await expect(page.getByTestId("bpf-filing")).toContainText(
    /Rectificatif déposé sur Mon Activité Formation.*Il rectifie le dépôt marqué le 02\/04\/2027/,
  );
  // The PDF kept with the accounts says which filing it is.
  const pdf = await page.request.get("/dashboard/bpf/bpf.pdf?annee=2026");
  expect((await pdfText(new Uint8Array(await pdf.body()))).replace(/\s+/g, " ")).toContain(
    "Rectificatif déposé sur Mon Activité Formation, marqué le 02/04/2027",
  );

  await page.goto("/dashboard");
  await expect(page.getByTestId("todo")).not.toContainText("Bilan pédagogique et financier");
  await page.context().close();
});
