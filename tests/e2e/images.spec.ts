import { rm } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Locator, type Page, type Route } from "@playwright/test";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { DESKTOP, PHONE } from "../support/axe";
import { fixtureDatabase, schema } from "../support/fixture-database";
import { startTestServer, type TestServer } from "../support/server";
import { demoDatabaseWithStaff, signedInPage, STAFF } from "../support/staff";

/**
 * Team photos and place illustrations: a picture staff replace shows on every public page that
 * shows it, in a browser that had the old one, and a member or place without one shows none.
 */
let server: TestServer;

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  server = await startTestServer({
    prepare: async (dataDir) => {
      await demoDatabaseWithStaff(dataDir);
      // Camille Moreau and Paris lose their demo picture.
      await fixtureDatabase(async (db) => {
        const [member] = await db
          .select({ id: schema.users.id })
          .from(schema.users)
          .where(eq(schema.users.name, "Camille"));
        const [place] = await db
          .select({ id: schema.locations.id })
          .from(schema.locations)
          .where(eq(schema.locations.city, "Paris"));
        await rm(path.join(dataDir, "uploads", "users", `${member!.id}.png`));
        await rm(path.join(dataDir, "uploads", "locations", `${place!.id}.png`));
      })(dataDir);
    },
  });
});
test.afterAll(async () => server?.stop());

/** The colour at the centre of a loaded image, as the browser decoded it. */
async function centreColour(image: Locator): Promise<number[]> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth),
    )
    .toBeGreaterThan(0);
  return image.evaluate((element: HTMLImageElement) => {
    const canvas = document.createElement("canvas");
    canvas.width = element.naturalWidth;
    canvas.height = element.naturalHeight;
    const context = canvas.getContext("2d")!;
    context.drawImage(element, 0, 0);
    return Array.from(
      context.getImageData(canvas.width / 2, canvas.height / 2, 1, 1).data.slice(0, 3),
    );
  });
}

const memberPhoto = (page: Page) =>
  page.getByTestId("team-card").filter({ hasText: "Yanis Benali" }).locator("img");
const lisbonImage = (page: Page) =>
  page.getByTestId("destination-card").filter({ hasText: "Lisbonne" }).locator("img");

/** Where the public site shows each picture (at 1280 px, the abroad page shows map and list). */
const showings = [
  { address: "/about", image: memberPhoto },
  { address: "/contact", image: memberPhoto },
  { address: "/formations/etranger", image: lisbonImage },
];

/** Magenta, give or take what AVIF or WebP encoding moves. */
const isMagenta = ([red, green, blue]: number[]) => red! > 235 && green! < 20 && blue! > 235;
const isGreen = ([red, green, blue]: number[]) => red! < 20 && green! > 180 && blue! < 20;

/** A plain picture of one colour, as a file to choose. */
async function plainPicture(name: string, background: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 600, height: 600, channels: 3, background } })
    .png()
    .toBuffer();
  return { name, mimeType: "image/png", buffer };
}

/** The preview of a chosen picture, titled as the button that opened it. */
const previewOf = (page: Page, label: string) => page.getByRole("alertdialog", { name: label });

/** Chooses a file with the card's button, then saves it from the preview. */
async function choosePicture(
  page: Page,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  await page.getByLabel(label, { exact: true }).setInputFiles(file);
  await previewOf(page, label).getByRole("button", { name: "Enregistrer" }).click();
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`a member or a place without a picture shows initials or no image, at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(`${server.baseURL}/about`);
    const camille = page.getByTestId("team-card").filter({ hasText: "Camille Moreau" });
    await expect(camille.getByTestId("member-initials")).toHaveText("CM");
    await expect(camille.locator("img")).toHaveCount(0);
    await expect(page.getByTestId("team-card").locator("img")).toHaveCount(4);
    await page.goto(`${server.baseURL}/formations/etranger`);
    await expect(
      page.getByTestId("destination-card").filter({ hasText: "Paris" }).locator("img"),
    ).toHaveCount(0);
    await expect(page.getByTestId("destination-card").locator("img")).toHaveCount(10);
  });
}

test("a replaced photo and illustration show on every public page, in a browser that had the old ones", async ({
  browser,
}) => {
  const visitor = await browser.newPage({ viewport: DESKTOP });
  const before: string[] = [];
  for (const { address, image } of showings) {
    await visitor.goto(`${server.baseURL}${address}`);
    expect(isMagenta(await centreColour(image(visitor)))).toBe(false);
    before.push((await image(visitor).getAttribute("src"))!);
  }

  const admin = await signedInPage(browser, server.baseURL, STAFF.admin);
  const magenta = await sharp({
    create: { width: 1000, height: 600, channels: 3, background: { r: 255, g: 0, b: 255 } },
  })
    .png()
    .toBuffer();
  const upload = { name: "magenta.png", mimeType: "image/png", buffer: magenta };
  await admin.goto("/dashboard/users?q=Benali");
  await choosePicture(admin, "Changer la photo de Yanis Benali", upload);
  await expect(admin.getByText("Photo mise à jour")).toBeVisible();
  await admin.goto("/dashboard/locations?q=Lisbonne");
  await choosePicture(admin, "Changer l'illustration de Lisbonne, Portugal", upload);
  await expect(admin.getByText("Illustration mise à jour")).toBeVisible();
  // The dashboard shows the new picture too, once its refresh after the toast has landed.
  await expect
    .poll(async () =>
      isMagenta(await centreColour(admin.getByRole("list", { name: "Lieux" }).locator("img"))),
    )
    .toBe(true);
  await admin.context().close();

  for (const [index, { address, image }] of showings.entries()) {
    await visitor.goto(`${server.baseURL}${address}`);
    await expect(image(visitor)).not.toHaveAttribute("src", before[index]!);
    expect(isMagenta(await centreColour(image(visitor)))).toBe(true);
  }
  await visitor.close();
});

test("a photo chosen before the dashboard's code has arrived is previewed once it has", async ({
  browser,
}) => {
  const admin = await signedInPage(browser, server.baseURL, STAFF.admin);
  // The page's scripts (not its styles, which the page waits for) are held back until the file is
  // chosen: on a slow connection, the label's file picker opens before they have arrived.
  const held: Route[] = [];
  let released = false;
  await admin.route("**/_next/static/chunks/*.js", (route) =>
    released ? route.continue() : void held.push(route),
  );
  await admin.goto("/dashboard/users?q=Benali", { waitUntil: "domcontentloaded" });
  await admin
    .getByLabel("Changer la photo de Yanis Benali", { exact: true })
    .setInputFiles(await plainPicture("vert.png", { r: 0, g: 200, b: 0 }));
  expect(held.length).toBeGreaterThan(0);
  released = true;
  for (const route of held) await route.continue();
  await previewOf(admin, "Changer la photo de Yanis Benali")
    .getByRole("button", { name: "Enregistrer" })
    .click();
  await expect(admin.getByText("Photo mise à jour")).toBeVisible();
  await admin.context().close();

  const visitor = await browser.newPage({ viewport: DESKTOP });
  await visitor.goto(`${server.baseURL}/about`);
  expect(isGreen(await centreColour(memberPhoto(visitor)))).toBe(true);
  await visitor.close();
});

test("an upload is judged by its bytes: an SVG declared as a PNG is refused in French, a JPEG declared as anything is taken", async ({
  browser,
}) => {
  const admin = await signedInPage(browser, server.baseURL, STAFF.admin);
  const [yanis] = await admin.request
    .get(`${server.baseURL}/dashboard/users?q=Benali`)
    .then(async (response) => [/\/api\/images\/users\/(\d+)/.exec(await response.text())?.[1]]);
  const post = (name: string, mimeType: string, buffer: Buffer) =>
    admin.request.post(`${server.baseURL}/api/images/users/${yanis}`, {
      multipart: { image: { name, mimeType, buffer } },
      headers: { origin: server.baseURL },
    });
  const svg = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="red"/></svg>',
  );
  const refused = await post("photo.png", "image/png", svg);
  expect(refused.status()).toBe(415);
  expect(await refused.json()).toEqual({
    ok: false,
    error: "Format refusé : JPEG, PNG, WebP ou HEIC uniquement.",
  });
  const jpeg = await sharp({
    create: { width: 300, height: 300, channels: 3, background: { r: 0, g: 0, b: 200 } },
  })
    .jpeg()
    .toBuffer();
  const taken = await post("IMG_0042", "application/octet-stream", jpeg);
  expect(await taken.json()).toEqual({ ok: true });
  // A phone's photo of over 10 MB reaches the route whole: the proxy, which would hold or cut
  // any body over 1 MB, is not on its way.
  const noise = Buffer.from(
    new Uint8Array(4000 * 3000 * 3).map(() => Math.floor(Math.random() * 256)),
  );
  const photo = await sharp(noise, { raw: { width: 4000, height: 3000, channels: 3 } })
    .jpeg({ quality: 92 })
    .toBuffer();
  expect(photo.byteLength).toBeGreaterThan(10 * 1024 * 1024);
  expect(await (await post("IMG_2041.jpg", "image/jpeg", photo)).json()).toEqual({ ok: true });
  await admin.context().close();
});

test("the current picture's address is kept for a year, and revalidated by its ETag", async ({
  request,
}) => {
  const html = await (await request.get(`${server.baseURL}/about`)).text();
  // The picture's address, as the page names it for the optimiser (url-encoded) or as is. The
  // page itself is not decoded whole: its text may hold a '%' (a class's '[130%]').
  const named = /(?:%2F|\/)users(?:%2F|\/)\d+\.[0-9a-f]{16}\.png/.exec(html);
  const address = decodeURIComponent(named![0]);
  const image = await request.get(`${server.baseURL}${address}`);
  expect(image.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  const etag = image.headers()["etag"]!;
  expect(etag).toMatch(/^"[0-9a-f]{16}"$/);
  const again = await request.get(`${server.baseURL}${address}`, {
    headers: { "If-None-Match": etag },
  });
  expect(again.status()).toBe(304);
});

test("a chosen picture is previewed as the site frames it: 'Annuler' keeps the current one; a picture can be removed", async ({
  browser,
}) => {
  const admin = await signedInPage(browser, server.baseURL, STAFF.admin);
  await admin.goto("/dashboard/users?q=Benali");
  const label = "Changer la photo de Yanis Benali";
  await admin
    .getByLabel(label, { exact: true })
    .setInputFiles(await plainPicture("magenta.png", { r: 255, g: 0, b: 255 }));
  const preview = previewOf(admin, label);
  const framed = preview.getByRole("img", { name: "Aperçu de la nouvelle image" });
  expect(isMagenta(await centreColour(framed))).toBe(true);
  await expect(preview).toContainText("magenta.png");
  await preview.getByRole("button", { name: "Annuler" }).click();
  await expect(preview).toBeHidden();
  await expect(admin.getByText("Photo mise à jour")).toHaveCount(0);

  const visitor = await browser.newPage({ viewport: DESKTOP });
  await visitor.goto(`${server.baseURL}/about`);
  expect(isMagenta(await centreColour(memberPhoto(visitor)))).toBe(false);

  await admin.getByRole("button", { name: "Retirer la photo de Yanis Benali" }).click();
  const question = admin.getByRole("alertdialog", { name: "Retirer la photo de Yanis Benali" });
  await expect(question).toContainText(
    "La photo de Yanis Benali ne sera plus affichée : ses initiales la remplacent.",
  );
  await question.getByRole("button", { name: "Retirer" }).click();
  await expect(admin.getByText("Photo retirée")).toBeVisible();
  // Nothing left to remove.
  await expect(admin.getByRole("button", { name: "Retirer la photo de Yanis Benali" })).toHaveCount(
    0,
  );
  await admin.context().close();

  await visitor.goto(`${server.baseURL}/about`);
  const yanis = visitor.getByTestId("team-card").filter({ hasText: "Yanis Benali" });
  await expect(yanis.getByTestId("member-initials")).toHaveText("YB");
  await expect(yanis.locator("img")).toHaveCount(0);
  await visitor.close();
});
