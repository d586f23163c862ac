import type { Page } from "@playwright/test";

export interface ContactValues {
  name: string;
  company: string;
  email: string;
  message: string;
  phone?: string;
}

export const ZOE: ContactValues = { name: "Zoé Martin", company: "Acme", email: "zoe@acme.fr", message: "Bonjour, une formation pour huit personnes ?" };

/**
 * Fills the contact or quote form's required fields (and the phone, if given) as a visitor who
 * took a minute over it: the server refuses a form sent faster than a person could fill it, so the
 * form's start time is set back rather than waited for.
 */
export async function fillContactForm(page: Page, values: ContactValues = ZOE): Promise<void> {
  await page.getByLabel("NOM *").fill(values.name);
  await page.getByLabel("ENTREPRISE *").fill(values.company);
  await page.getByLabel("EMAIL *").fill(values.email);
  if (values.phone) await page.getByLabel("TÉLÉPHONE").fill(values.phone);
  await page.getByLabel("MESSAGE *").fill(values.message);
  await page.locator('input[name="started_at"]').evaluate((input: HTMLInputElement, at) => {
    input.value = String(at);
  }, Date.now() - 60_000);
}
