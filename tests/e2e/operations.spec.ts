import { expect, test } from "@playwright/test";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { fillContactForm } from "../support/contact-form";
import { startTestServer, type TestServer } from "../support/server";

/**
 * What an operator relies on: the health check a load balancer polls, and a stop (SIGTERM) that
 * lets the mails being sent arrive before the process ends. A server of its own, with an SMTP
 * server that takes two seconds to accept each mail.
 */
let smtp: TestSmtpServer;
let server: TestServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  smtp = await startSmtpServer({ delayMs: 2_000 });
  server = await startTestServer({ env: { SMTP_URL: smtp.url } });
});
test.afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

test("the health check says the node can serve, and is never cached", async ({ request }) => {
  const response = await request.get(`${server.baseURL}/api/health`);
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(await response.json()).toEqual({ status: "ok", database: "ok", stopping: false });
});

test("SIGTERM waits for the mails being delivered, then stops the server", async ({ page }) => {
  await page.goto(`${server.baseURL}/contact`);
  await fillContactForm(page);
  await page.getByRole("button", { name: "ENVOYER LE MESSAGE →" }).click();
  await expect(page.getByRole("button", { name: "MESSAGE ENVOYÉ !" })).toBeVisible();

  // The notification and the acknowledgement are on the wire, not yet accepted.
  await expect.poll(() => smtp.inFlight).toBe(2);
  expect(smtp.received).toHaveLength(0);
  expect(await server.stop()).toBe(143);

  expect(smtp.received).toHaveLength(2);
  const logs = server.logs.join("\n");
  expect(logs).toContain("Arrêt demandé : fin des requêtes et des envois en cours");
  expect(logs).toContain("Serveur arrêté");
  expect(logs).not.toContain("Envoi d'e-mail en échec");
});
