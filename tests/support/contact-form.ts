import type { Page } from "@playwright/test";
import { MIN_FILL_TIME_MS } from "../../src/config/public-forms";
import { wakeIsland } from "./islands";

export interface ContactValues {
  name: string;
  company: string;
  email: string;
  message: string;
  phone?: string;
}

export const ZOE: ContactValues = {
  name: "Zoé Martin",
  company: "Acme",
  email: "zoe@acme.fr",
  message: "Bonjour, une formation pour huit personnes ?",
};

/**
 * Fills the contact or quote form's required fields (and the phone, if given) as a visitor who
 * takes their time. The server refuses a form sent faster than a person could fill it, counting
 * from a start it signs (a robot cannot set it back): fillPublicForm waits until it passes.
 */
export async function fillContactForm(
  page: Page,
  values: ContactValues = ZOE,
  { javaScript = true } = {},
): Promise<void> {
  await fillPublicForm(page, { javaScript }, async () => {
    await page.getByLabel("NOM *").fill(values.name);
    await page.getByLabel("ENTREPRISE *").fill(values.company);
    await page.getByLabel("EMAIL *").fill(values.email);
    if (values.phone) await page.getByLabel("TÉLÉPHONE").fill(values.phone);
    await page.getByLabel("MESSAGE *").fill(values.message);
  });
}

/**
 * Any public form (contact, quote, registration) filled by `fill` as a visitor who takes their
 * time. With JavaScript the form's island first wakes (client:interaction) and any start it asks
 * the server for has arrived (it keeps a recent page's own); once filled, the helper waits until
 * the start the form holds is old enough for the server to accept the form.
 */
export async function fillPublicForm(
  page: Page,
  { javaScript = true } = {},
  fill: () => Promise<void>,
): Promise<void> {
  const start = page.locator('input[name="started_at"]');
  if (javaScript) {
    await wakeIsland(page.locator("form").filter({ has: start }));
    await page.waitForLoadState("networkidle");
  }
  await fill();
  const signedAt = Number((await start.inputValue()).split(".")[0]);
  const wait = signedAt + MIN_FILL_TIME_MS + 100 - Date.now();
  if (wait > 0) await page.waitForTimeout(wait);
}

/**
 * Types 'Prénom Nom' into a registration form's two name fields: the registrant's, or with
 * `slot` a colleague's ('PARTICIPANT 2 : NOM'). The first word is the first name.
 */
export async function fillParticipantName(page: Page, name: string, slot?: number) {
  const [firstName, ...lastName] = name.split(" ");
  const label = (part: "NOM" | "PRÉNOM") =>
    slot === undefined ? `${part} DU PARTICIPANT *` : `PARTICIPANT ${slot} : ${part}`;
  await page.getByLabel(label("NOM"), { exact: true }).fill(lastName.join(" "));
  await page.getByLabel(label("PRÉNOM"), { exact: true }).fill(firstName!);
}
