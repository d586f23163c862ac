import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
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
  viewport?: Viewport,
): Promise<Page> {
  const page = await (await staffContext(browser, baseURL, viewport)).newPage();
  await signIn(page, who);
  // Usually the first dashboard page this server renders: on a busy two-core machine, loading its
  // code took more than the default 10 s twice. Setup, not a timing under test.
  await expect(page).toHaveURL(who.admin ? /\/dashboard$/ : /\/dashboard\/user$/, {
    timeout: 30_000,
  });
  return page;
}

/**
 * Pages signed in as `who` on one server, signed in once and the session reused: a sign-in per
 * page would pass the account's limit (10 per 15 minutes) and be refused.
 */
export function signedInOnce(who: TestPerson) {
  let session: StorageState | undefined;
  return async (browser: Browser, baseURL: string, viewport?: Viewport): Promise<Page> => {
    if (session) return (await staffContext(browser, baseURL, viewport, session)).newPage();
    const page = await signedInPage(browser, baseURL, who, viewport);
    session = await page.context().storageState();
    return page;
  };
}

type Viewport = { width: number; height: number };
type StorageState = Awaited<ReturnType<BrowserContext["storageState"]>>;

/** A context as a French staff member's browser: the site's locale and time zone. */
function staffContext(
  browser: Browser,
  baseURL: string,
  viewport: Viewport = { width: 1280, height: 800 },
  storageState?: StorageState,
) {
  return browser.newContext({
    baseURL,
    locale: "fr-FR",
    timezoneId: "Europe/Paris",
    viewport,
    storageState,
  });
}
