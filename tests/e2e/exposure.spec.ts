import { networkInterfaces } from "node:os";
import { expect, test } from "@playwright/test";
import { freshDataDirectory, startNextOnFreshData } from "../../scripts/next-process.mjs";
import { postContactForm, readContactFormFields } from "../../scripts/contact-form.mjs";
import { freePort, startTestServer, type TestServer } from "../support/server";

/**
 * The production server as it starts with no settings: believing no forwarded address, and
 * refusing to start on a public address without AUTH_SECRET. The attacks are played over HTTP.
 */
let server: TestServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // TRUSTED_PROXIES empty: what a deployment gets when it does not set it.
  server = await startTestServer({ env: { TRUSTED_PROXIES: "" } });
});
test.afterAll(async () => {
  await server?.stop();
});

const signInAttempt = (forwardedFor: string) =>
  fetch(`${server.baseURL}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: server.baseURL,
      "x-forwarded-for": forwardedFor,
      "x-client-address": forwardedFor,
    },
    body: JSON.stringify({ email: "personne@atlas-test.fr", password: "mauvais-mot-de-passe" }),
  }).then((response) => response.status);

test("the server answers on this machine only, the quote form's rewrite included", async () => {
  const outside = Object.values(networkInterfaces())
    .flat()
    .find((address) => address?.family === "IPv4" && !address.internal)?.address;
  test.skip(!outside, "this machine has no network interface besides loopback");
  const refusal = await fetch(`http://${outside}:${new URL(server.baseURL).port}/formations`).then(
    () => "answered",
    (error: Error & { cause?: { code?: string } }) => error.cause?.code,
  );
  expect(refusal).toBe("ECONNREFUSED");
  const quote = await fetch(`${server.baseURL}/devis?formation=python-pour-l-analyse-de-donnees`);
  expect(quote.status).toBe(200);
  expect(await quote.text()).toMatch(/<h1[^>]*>Python pour l(&#x27;|')analyse de données<\/h1>/);
});

test("a new X-Forwarded-For on each try does not reset the sign-in limit", async () => {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < 8; attempt += 1)
    statuses.push(await signInAttempt(`198.51.100.${attempt + 1}`));
  expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
});

test("a new X-Forwarded-For on each post does not reset the contact form's limit", async () => {
  const formFields = await readContactFormFields(server.baseURL);
  const outcomes: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const { body } = await postContactForm(
      server.baseURL,
      formFields,
      {
        name: "Visiteur pressé",
        company: "Essai",
        email: `presse-${index}@example.org`,
        message: `Essai ${index}`,
      },
      `203.0.113.${index + 1}`,
    );
    outcomes.push(
      body.includes("MESSAGE ENVOYÉ !")
        ? "envoyé"
        : body.includes("Trop de demandes envoyées depuis votre connexion")
          ? "refusé"
          : "autre",
    );
  }
  expect(outcomes).toEqual(["envoyé", "envoyé", "envoyé", "envoyé", "envoyé", "refusé"]);
});

test("a public production site without AUTH_SECRET stops at start and says how to make one", async () => {
  const env = {
    SITE_URL: "https://formations.example.fr",
    AUTH_SECRET: undefined,
  } as unknown as Record<string, string>;
  const child = startNextOnFreshData(
    await freePort(),
    env,
    ["ignore", "pipe", "pipe"],
    freshDataDirectory(),
  );
  let output = "";
  for (const stream of [child.stdout, child.stderr])
    stream?.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  expect(code).toBe(1);
  expect(output).toContain("Démarrage refusé. AUTH_SECRET manquant");
  expect(output).toContain("openssl rand -base64 32");
});
