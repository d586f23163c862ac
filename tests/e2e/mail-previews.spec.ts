import { expect, test, type Page } from "@playwright/test";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";
import { startTestServer, type TestServer } from "../support/server";
import { demoDatabaseWithStaff, signedInPage, STAFF } from "../support/staff";

/** '/dashboard/emails': staff see every mail the site sends, as their customers receive it. */
let server: TestServer;
/** As many as the template tests name (tests/integration/mail-templates.test.ts). */
const TEMPLATES = 45;
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

test("an admin opens 'E-mails' and sees each template, framed at phone and desktop widths, with its text version", async () => {
  await admin.goto("/dashboard");
  await admin.getByRole("link", { name: "E-mails" }).click();
  await expect(admin.getByRole("heading", { level: 1, name: "E-mails envoyés" })).toBeVisible();
  const cards = admin.getByRole("list", { name: "Modèles d'e-mails" }).getByRole("listitem");
  await expect(cards).toHaveCount(TEMPLATES);

  const convocation = cards.filter({
    has: admin.getByRole("heading", { name: "Convocation", exact: true }),
  });
  await expect(convocation).toContainText(
    "À chaque participant confirmé, par « Envoyer les convocations ».",
  );
  await expect(convocation).toContainText(
    "Convocation : Python pour l'analyse de données, du 11 au 13 janvier 2027, 9 h – 17 h | Atlas Tech Formation",
  );
  const phone = convocation.locator("iframe[title='Convocation, sur téléphone']");
  await phone.scrollIntoViewIfNeeded();
  await expect(
    phone.contentFrame().getByRole("link", { name: "Télécharger le programme (PDF)" }),
  ).toBeVisible();
  expect(await phone.evaluate((frame) => frame.getBoundingClientRect().width)).toBe(375);
  await convocation.getByText("Version texte").click();
  await expect(convocation.locator("pre").first()).toContainText(
    "Télécharger le programme (PDF) :\nhttp://",
  );
  // The calendar entry it carries, named and shown as it is sent.
  await expect(convocation.getByTestId("attachments")).toHaveText("formation.ics (text/calendar)");
  await convocation.getByText("Contenu de formation.ics").click();
  await expect(convocation.locator("pre").last()).toContainText(
    "SUMMARY:Formation : Python pour l'analyse de données",
  );
  // Each framed mail is checked at its own address below.
  await expectNoAxeViolations(admin, { exclude: "iframe" });
  await admin.setViewportSize(PHONE);
  await expectNoAxeViolations(admin, { exclude: "iframe" });
  await admin.setViewportSize(DESKTOP);
});

test("every template reads on a 375 px phone without sideways scrolling, and passes axe", async ({}, testInfo) => {
  // Each template is a page, a screenshot and an axe run: the budget grows with them.
  test.setTimeout(30_000 + TEMPLATES * 3_000);
  await admin.goto("/dashboard/emails");
  const templates = await admin
    .getByRole("list", { name: "Modèles d'e-mails" })
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.id));
  expect(templates).toHaveLength(TEMPLATES);
  await admin.setViewportSize(PHONE);
  for (const template of templates) {
    const response = await admin.goto(`/dashboard/emails/${template}`);
    expect(response?.status(), template).toBe(200);
    await expect(admin.locator("html")).toHaveAttribute("lang", "fr");
    expect(
      await admin.evaluate(() => document.documentElement.scrollWidth),
      template,
    ).toBeLessThanOrEqual(PHONE.width);
    await expectNoAxeViolations(admin);
    await testInfo.attach(`${template}-375px.png`, {
      body: await admin.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
  }
  await admin.setViewportSize(DESKTOP);
});

test("a member without admin rights sees no template", async ({ browser }) => {
  const member = await signedInPage(browser, server.baseURL, STAFF.member);
  await member.goto("/dashboard/emails");
  await expect(member).toHaveURL(/\/dashboard\/user$/);
  expect(
    (await member.request.get(`${server.baseURL}/dashboard/emails/convocation`)).status(),
  ).toBe(403);
  await member.context().close();
});
