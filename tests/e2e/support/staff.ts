import { expect, type Browser, type Page } from "@playwright/test";
import type { StaffMember, UNINVITED } from "../../support/staff-accounts";

export { demoDatabaseWithStaff, insertAccount, insertStaff, STAFF, UNINVITED, type StaffMember } from "../../support/staff-accounts";

/** A browser page signed in as `who`, through the real sign-in form. */
export async function signedInPage(browser: Browser, baseURL: string, who: StaffMember | typeof UNINVITED, viewport = { width: 1280, height: 800 }): Promise<Page> {
  const context = await browser.newContext({ baseURL, locale: "fr-FR", timezoneId: "Europe/Paris", viewport });
  const page = await context.newPage();
  await page.goto("/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Mot de passe").fill(who.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
  await expect(page).toHaveURL(who.admin ? /\/dashboard$/ : /\/dashboard\/user$/);
  return page;
}
