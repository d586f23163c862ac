import { createHash } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { drizzle } from "drizzle-orm/node-postgres";
import { Client } from "pg";
import { postContactForm, readContactFormFields } from "../../scripts/contact-form.mjs";
import { createScratchDatabase, runSql, type ScratchDatabase } from "../support/postgres";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { startTestServer, type TestServer } from "../support/server";
import { insertStaff, signedInPage, STAFF } from "../support/staff";
import { newestToast } from "../support/toasts";

/**
 * Two app processes on one PostgreSQL database, each with its own DATA_DIR, behave as one site:
 * what an admin changes through one (a text, a photo) is on the other's public pages at once,
 * each mail leaves once, and the rate limit counts the requests made to both. Needs a
 * PostgreSQL server (TEST_DATABASE_URL, set by .ci/run).
 */
const adminUrl = process.env.TEST_DATABASE_URL;
test.skip(!adminUrl, "Plusieurs nœuds demandent PostgreSQL (TEST_DATABASE_URL).");
test.describe.configure({ mode: "serial" });

let database: ScratchDatabase;
let smtp: TestSmtpServer;
let nodes: TestServer[] = [];

test.beforeAll(async () => {
  database = await createScratchDatabase(adminUrl!, "two_nodes");
  const url = database.url;
  smtp = await startSmtpServer();
  const env = { SMTP_URL: smtp.url };
  // The first node migrates and seeds the empty database; the second finds it ready.
  nodes.push(await startTestServer({ databaseUrl: url, env }));
  const client = new Client({ connectionString: url });
  await client.connect();
  await insertStaff(drizzle(client));
  await client.end();
  nodes.push(await startTestServer({ databaseUrl: url, env }));
});

test.afterAll(async () => {
  await Promise.all(nodes.map((node) => node.stop()));
  nodes = [];
  await smtp?.stop();
  await database?.drop();
});

const FORMATION = "/formation/python-pour-l-analyse-de-donnees";

test("an edit made through one node is on the other node's cached page within 2 seconds", async ({
  browser,
}) => {
  const [first, second] = nodes as [TestServer, TestServer];
  // The other node has the page in its cache.
  const pageOnSecond = async () => (await fetch(`${second.baseURL}${FORMATION}`)).text();
  expect(await pageOnSecond()).toContain("Python pour l&#x27;analyse de données");
  expect(await pageOnSecond()).not.toContain("6 semaines en équipe");

  const admin = await signedInPage(browser, first.baseURL, STAFF.admin);
  await admin.goto("/dashboard/formations?q=Python pour l'analyse");
  await admin
    .getByRole("button", { name: /^Modifier « Python pour l'analyse de données »/ })
    .click();
  const dialog = admin.getByRole("dialog", { name: "Modifier la formation" });
  await dialog.getByLabel("Durée *", { exact: true }).fill("6 semaines en équipe");
  await dialog.getByRole("button", { name: "Enregistrer", exact: true }).click();
  await expect(newestToast(admin)).toContainText("Formation modifiée avec succès");
  const saved = Date.now();

  await expect
    .poll(pageOnSecond, { timeout: 2_000, intervals: [100] })
    .toContain("6 semaines en équipe");
  expect(Date.now() - saved).toBeLessThan(2_000);
  await admin.context().close();
});

/** The address of a team member's photo on a node's About page, and its version. */
async function photoOnAbout(node: TestServer, id: number): Promise<string | null> {
  const page = await (await fetch(`${node.baseURL}/about`)).text();
  // The page names it through the image optimiser: /_next/image?url=%2Fusers%2F{id}.{version}.png
  return new RegExp(`%2Fusers%2F${id}\\.([0-9a-f]{16})\\.png`).exec(page)?.[1] ?? null;
}

/** A new photo for member `id`, uploaded through `admin`'s node as the dashboard sends it. */
async function uploadPhoto(
  admin: Page,
  baseURL: string,
  id: number,
  colour: string,
): Promise<void> {
  const buffer = await sharp({
    create: { width: 600, height: 600, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  const response = await admin.request.post(`${baseURL}/api/images/users/${id}`, {
    headers: { origin: baseURL },
    multipart: { image: { name: "photo.jpg", mimeType: "image/jpeg", buffer } },
  });
  expect(await response.json()).toEqual({ ok: true });
}

test("a photo uploaded through one node is served by the other, and a replacement through the other is seen back within 2 seconds", async ({
  browser,
}) => {
  const [first, second] = nodes as [TestServer, TestServer];
  const [member] = (
    await runSql(
      database.url,
      "SELECT id FROM users WHERE staff AND roles IS NOT NULL ORDER BY id LIMIT 1",
    )
  ).rows as { id: number }[];
  const id = member!.id;
  const sha = (bytes: ArrayBuffer) =>
    createHash("sha256").update(Buffer.from(bytes)).digest("hex").slice(0, 16);
  /** The photo a node serves at the version its About page names, checked byte for byte. */
  const servedBy = async (node: TestServer, version: string) => {
    const response = await fetch(`${node.baseURL}/users/${id}.${version}.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBe(`"${version}"`);
    expect(sha(await response.arrayBuffer())).toBe(version);
    const again = await fetch(`${node.baseURL}/users/${id}.${version}.png`, {
      headers: { "if-none-match": `"${version}"` },
    });
    expect(again.status).toBe(304);
  };
  // The demo photo, seeded by the first node, is served by the second from the database.
  const seeded = await photoOnAbout(second, id);
  expect(seeded).not.toBeNull();
  await servedBy(second, seeded!);

  const onFirst = await signedInPage(browser, first.baseURL, STAFF.admin);
  await uploadPhoto(onFirst, first.baseURL, id, "#e11d48");
  let saved = Date.now();
  await expect
    .poll(() => photoOnAbout(second, id), { timeout: 2_000, intervals: [100] })
    .not.toBe(seeded);
  expect(Date.now() - saved).toBeLessThan(2_000);
  const uploaded = (await photoOnAbout(second, id))!;
  await servedBy(second, uploaded);

  const onSecond = await signedInPage(browser, second.baseURL, STAFF.admin);
  await uploadPhoto(onSecond, second.baseURL, id, "#2563eb");
  saved = Date.now();
  await expect
    .poll(() => photoOnAbout(first, id), { timeout: 2_000, intervals: [100] })
    .not.toBe(uploaded);
  expect(Date.now() - saved).toBeLessThan(2_000);
  await servedBy(first, (await photoOnAbout(first, id))!);
  await onFirst.context().close();
  await onSecond.context().close();
});

/** A name holds no digit (the forms refuse one): visitors are told apart by a letter. */
const LETTERS = "ABCDEFGHIJ";

test("each mail leaves once, whichever node took the request", async () => {
  const formFields = await Promise.all(nodes.map((node) => readContactFormFields(node.baseURL)));
  const before = smtp.received.length;
  await Promise.all(
    Array.from({ length: 10 }, async (_, index) => {
      const node = index % 2;
      const response = await postContactForm(
        nodes[node]!.baseURL,
        formFields[node]!,
        {
          name: `Visiteur ${LETTERS[index]}`,
          company: "Deux nœuds",
          email: `visiteur${index}@example.org`,
          message: `Demande ${index}`,
        },
        `10.1.0.${index}`,
      );
      expect(response.body).toContain("MESSAGE ENVOYÉ !");
    }),
  );
  // Ten notifications and ten acknowledgements, each claimed by one worker once (a second claim
  // would count a second attempt), all sent: nothing more can leave.
  await expect.poll(() => smtp.received.length - before, { timeout: 20_000 }).toBe(20);
  await expect
    .poll(
      async () =>
        (
          await runSql(
            database.url,
            `SELECT status, attempts, count(*)::int AS n FROM outbox WHERE "to" LIKE 'visiteur%@example.org' OR subject LIKE '%(Deux nœuds)' GROUP BY 1, 2`,
          )
        ).rows,
      { timeout: 20_000 },
    )
    .toEqual([{ status: "sent", attempts: 1, n: 20 }]);
  await expect.poll(() => smtp.inFlight).toBe(0);
  const mails = smtp.received
    .slice(before)
    .map(
      (mail) =>
        `${mail.to && JSON.stringify(mail.to)} ${mail.subject} ${mail.text?.match(/Visiteur [A-J]\b/)?.[0]}`,
    );
  expect(mails).toHaveLength(20);
  expect(new Set(mails).size).toBe(20);
});

test("the rate limit counts the requests made to both nodes", async () => {
  const formFields = await Promise.all(nodes.map((node) => readContactFormFields(node.baseURL)));
  const outcomes: string[] = [];
  for (let index = 0; index < 6; index += 1) {
    const node = index % 2;
    const response = await postContactForm(
      nodes[node]!.baseURL,
      formFields[node]!,
      {
        name: "Même visiteur",
        company: "Deux nœuds",
        email: "meme@example.org",
        message: `Essai ${index}`,
      },
      "10.2.0.1",
    );
    outcomes.push(
      response.body.includes("MESSAGE ENVOYÉ !")
        ? "envoyé"
        : response.body.includes("Trop de demandes envoyées depuis votre connexion")
          ? "refusé"
          : "autre",
    );
  }
  // Five per ten minutes from one address: three went to each node, the sixth is refused.
  expect(outcomes).toEqual(["envoyé", "envoyé", "envoyé", "envoyé", "envoyé", "refusé"]);
});
