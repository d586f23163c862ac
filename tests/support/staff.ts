import { expect, type Browser, type Page } from "@playwright/test";
import type { TestPerson } from "./staff-accounts";

export { demoDatabaseWithStaff } from "./fixture-database";
export {
  insertAccount,
  insertStaff,
  STAFF,
  UNINVITED,
  type StaffMember,
  type TestPerson,
} from "./staff-accounts";

/** The sign-in form, filled and sent: where it leads is the caller's to check. */
export async function signIn(
  page: Page,
  who: Pick<TestPerson, "email" | "password">,
): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(who.email);
  await page.getByLabel("Mot de passe").fill(who.password);
  await page.getByRole("button", { name: "Se connecter" }).click();
}

/** A browser page signed in as `who`, through the real sign-in form. */
export async function signedInPage(
  browser: Browser,
  baseURL: string,
  who: TestPerson,
  viewport = { width: 1280, height: 800 },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    viewport,
  });
  const page = await context.newPage();
  await signIn(page, who);
  // Usually the first dashboard page this server renders: on a busy two-core machine, loading its
  // code took more than the default 10 s twice. Setup, not a timing under test.
  await expect(page).toHaveURL(who.admin ? /\/dashboard$/ : /\/dashboard\/user$/, {
    timeout: 30_000,
  });
  return page;
}
