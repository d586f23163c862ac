import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { DESKTOP, PHONE } from "../tests/support/axe";
import { fillContactForm } from "../tests/support/contact-form";
import { hrefsOf } from "../tests/support/mails";
import { startSmtpServer } from "../tests/support/smtp";
import { freePort, startTestServer, type TestServer } from "../tests/support/server";
import { freshDataDirectory } from "../scripts/next-process.mjs";
import {
  attendanceFixture,
  drawSignature,
  scanQrCode,
  sha256,
  tokenOf,
  type Trainee,
} from "../tests/support/attendance";
import { fixtureDatabase, schema } from "../tests/support/fixture-database";
import {
  demoDatabaseWithStaff,
  insertStaff,
  signedInOnce,
  signedInPage,
  STAFF,
} from "../tests/support/staff";
import {
  stakeholderFixture,
  STAKEHOLDER_SUBJECTS,
  STAKEHOLDERS_NOW,
  surveyPathIn,
} from "../tests/support/stakeholders";

const OUT = "docs/screenshots";
let server: TestServer;

test.beforeAll(async () => {
  server = await startTestServer({ prepare: demoDatabaseWithStaff });
});
test.afterAll(async () => {
  await server?.stop();
});

/** The administrator on the shared server, signed in once for every screen. */
const adminPage = signedInOnce(STAFF.admin);

/**
 * Each page of a PDF as a PNG, drawn by pdf.js (the build unpdf ships) in Chromium: headless
 * Chromium shows no PDF itself.
 */
async function shootPdf(browser: Browser, pdf: Buffer, name: string) {
  const page = await (
    await browser.newContext({ viewport: { width: 900, height: 1300 } })
  ).newPage();
  await page.route("http://pdf.local/**", (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === "/pdfjs.mjs")
      return route.fulfill({
        body: readFileSync("node_modules/unpdf/dist/pdfjs.mjs"),
        contentType: "text/javascript",
      });
    if (pathname === "/document.pdf")
      return route.fulfill({ body: pdf, contentType: "application/pdf" });
    return route.fulfill({ body: "<!doctype html><title>PDF</title>", contentType: "text/html" });
  });
  await page.goto("http://pdf.local/");
  const pages = await page.evaluate(async () => {
    const pdfjs = await import(/* webpackIgnore: true */ "/pdfjs.mjs" as string);
    const data = new Uint8Array(await (await fetch("/document.pdf")).arrayBuffer());
    const doc = await pdfjs.getDocument({ data, isEvalSupported: false }).promise;
    for (let number = 1; number <= doc.numPages; number++) {
      const pdfPage = await doc.getPage(number);
      const viewport = pdfPage.getViewport({ scale: 1.4 });
      const canvas = document.createElement("canvas");
      canvas.width = viewport.width;
      canvas.height = viewport.height;
      document.body.append(canvas);
      await pdfPage.render({ canvasContext: canvas.getContext("2d"), viewport }).promise;
    }
    return doc.numPages as number;
  });
  for (let index = 0; index < pages; index++)
    await page
      .locator("canvas")
      .nth(index)
      .screenshot({ path: `${OUT}/${name}-${index + 1}.png` });
  await page.context().close();
}

/** « Tous présents » on a half-day, with the reason nobody signed it. */
async function allPresent(page: Page, slot: string, reason: string) {
  await page.getByRole("button", { name: `Tous présents : ${slot}` }).click();
  const dialog = page.getByRole("dialog", { name: `Tous présents : ${slot}` });
  await dialog.getByLabel("Motif *").fill(reason);
  await dialog.getByRole("button", { name: "Marquer présents" }).click();
}

/** A round stamp with a signature across it, on a transparent ground. */
const stampImage = () =>
  sharp(
    Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><circle cx="150" cy="150" r="130" fill="none" stroke="#1d4ed8" stroke-width="8"/><text x="150" y="140" font-family="DejaVu Sans" font-size="26" text-anchor="middle" fill="#1d4ed8">ATLAS TECH</text><text x="150" y="175" font-family="DejaVu Sans" font-size="20" text-anchor="middle" fill="#1d4ed8">FORMATION</text><path d="M230 200 C 300 120, 360 260, 430 150 S 540 190, 580 120" fill="none" stroke="#111827" stroke-width="5"/></svg>',
    ),
  )
    .png()
    .toBuffer();

async function shoot(page: Page, name: string, fullPage = false) {
  // Let fonts and images settle: a screenshot is looked at, not asserted.
  await page.evaluate(() => document.fonts.ready);
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `${OUT}/${name}.png`, fullPage });
}

test("a quote request for the inbox to show", async ({ browser }) => {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  await page.goto(`${server.baseURL}/devis?formation=python-pour-l-analyse-de-donnees`);
  await page.getByLabel("NOMBRE DE PARTICIPANTS").fill("8");
  await page.getByLabel("PÉRIODE SOUHAITÉE").fill("Mars 2027");
  await page.getByLabel("FINANCEMENT ENVISAGÉ").selectOption({ label: "OPCO" });
  await fillContactForm(page, {
    name: "Inès Garcia",
    company: "Datalab",
    email: "ines.garcia@datalab.example",
    phone: "06 12 34 56 78",
    message:
      "Bonjour,\nnous souhaitons former notre équipe data à pandas, en intra dans nos locaux de Lyon.",
  });
  await page.getByRole("button", { name: "DEMANDER UN DEVIS" }).click();
  await expect(page.getByRole("button", { name: "MESSAGE ENVOYÉ !" })).toBeVisible();
  await page.context().close();
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`screens at ${viewport.width} px`, async ({ browser }) => {
    const admin = await adminPage(browser, server.baseURL, viewport);
    // The home: today, what waits, then the figures.
    await admin.goto("/dashboard");
    await expect(admin.getByTestId("todo")).toBeVisible();
    await shoot(admin, `dashboard-home-${viewport.width}`, true);
    await admin.goto("/dashboard/formations");
    await admin
      .locator("main")
      .getByRole("button", { name: /^Modifier « Python/ })
      .click();
    await expect(
      admin.getByRole("dialog", { name: "Modifier la formation" }).locator("form"),
    ).toBeVisible();
    await shoot(admin, `formation-dialog-${viewport.width}`);
    const objectives = admin.getByLabel("Objectifs (un par ligne)");
    await objectives.scrollIntoViewIfNeeded();
    await expect(objectives).toHaveValue(/\n/);
    await shoot(admin, `formation-lists-${viewport.width}`);

    await admin.goto("/dashboard/demandes");
    await admin.getByLabel("Tout sélectionner").check();
    await shoot(admin, `inbox-list-${viewport.width}`);
    await admin.getByRole("list", { name: "Demandes" }).getByRole("link").first().click();
    await expect(admin.getByRole("region", { name: "Contenu de la demande" })).toBeVisible();
    await shoot(admin, `inbox-detail-${viewport.width}`, true);
    await admin.context().close();

    const visitor = await (await browser.newContext({ viewport })).newPage();
    await visitor.goto(`${server.baseURL}/formation/python-pour-l-analyse-de-donnees`);
    await shoot(visitor, `formation-page-${viewport.width}`);
    await visitor.goto(`${server.baseURL}/`);
    await shoot(visitor, `home-${viewport.width}`);
    await visitor.goto(`${server.baseURL}/formations/recherche?q=lisbonne`);
    await shoot(visitor, `search-results-${viewport.width}`, true);
    await visitor.context().close();
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`billing: the invoices, a new invoice and a session's billing at ${viewport.width} px`, async ({
    browser,
  }) => {
    const admin = await adminPage(browser, server.baseURL, viewport);
    await admin.goto("/dashboard/factures");
    await expect(admin.getByTestId("invoice-totals")).toBeVisible();
    await shoot(admin, `invoices-${viewport.width}`, true);
    await admin.getByRole("button", { name: "Nouvelle facture" }).click();
    const dialog = admin.getByRole("dialog", { name: "Nouvelle facture" });
    await dialog.getByLabel("Nom ou raison sociale").fill("Éditions Lumen");
    await dialog.getByLabel("Ligne 1 : désignation *").fill("Audit des compétences numériques");
    await dialog.getByRole("button", { name: "Émettre" }).click();
    await expect(dialog.getByText("Le SIRET du payeur est requis sur la facture.")).toBeVisible();
    await shoot(admin, `invoice-dialog-${viewport.width}`);
    await dialog.getByRole("group", { name: "Lignes" }).scrollIntoViewIfNeeded();
    await shoot(admin, `invoice-dialog-lines-${viewport.width}`);
    await admin.keyboard.press("Escape");
    await admin.getByRole("button", { name: "Quitter sans enregistrer" }).click();
    const late = admin.getByRole("row").filter({ hasText: "En retard" }).first();
    await admin.goto((await late.getByRole("link").nth(1).getAttribute("href"))!);
    const billing = admin.getByRole("region", { name: "Facturation" });
    await admin.waitForLoadState("networkidle");
    await billing.screenshot({ path: `${OUT}/session-billing-${viewport.width}.png` });
    await admin.context().close();
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`bpf: the year's BPF, a figure's rows and the trainers at ${viewport.width} px`, async ({
    browser,
  }) => {
    const admin = await adminPage(browser, server.baseURL, viewport);
    await admin.goto("/dashboard/bpf");
    await expect(admin.getByRole("region", { name: /Ce qui manque/ })).toBeVisible();
    await shoot(admin, `bpf-${viewport.width}`, true);
    await admin.locator('[data-line="F-1-employee"]').getByRole("link").last().click();
    await expect(admin.getByRole("list", { name: "Détail" })).toBeVisible();
    await shoot(admin, `bpf-rows-${viewport.width}`, true);
    await admin.goto("/dashboard/formateurs");
    await shoot(admin, `trainers-${viewport.width}`, true);
    // Filed, then the accounts' charges corrected: what moved since the filing, then unfiled again.
    await admin.goto("/dashboard/bpf");
    await admin.getByRole("button", { name: "Marquer comme déposé" }).click();
    await expect(admin.getByRole("button", { name: "Annuler le dépôt" })).toBeVisible();
    await admin
      .getByLabel("Total des charges liées à la formation (€ HT)")
      .fill(`${viewport.width} 000`);
    await admin.getByRole("form", { name: "Tirés de vos comptes" }).getByRole("button").click();
    const changes = admin.getByRole("region", { name: /depuis le dépôt/ });
    await expect(changes).toBeVisible();
    await changes.scrollIntoViewIfNeeded();
    await shoot(admin, `bpf-filed-${viewport.width}`);
    await admin.getByRole("button", { name: "Annuler le dépôt" }).click();
    await admin.getByRole("alertdialog").getByRole("button", { name: "Annuler le dépôt" }).click();
    await expect(admin.getByRole("button", { name: "Marquer comme déposé" })).toBeVisible();
    if (viewport === DESKTOP) {
      const pdf = await admin.request.get("/dashboard/bpf/bpf.pdf");
      await shootPdf(browser, Buffer.from(await pdf.body()), "bpf");
    }
    await admin.context().close();
  });
}

test("billing documents: an invoice paid by an OPCO, and a credit note", async ({ browser }) => {
  const admin = await adminPage(browser, server.baseURL, DESKTOP);
  await admin.goto("/dashboard/factures");
  const pdfOf = async (row: ReturnType<Page["getByRole"]>) =>
    Buffer.from(
      await (
        await admin.request.get((await row.getByRole("link").first().getAttribute("href"))!)
      ).body(),
    );
  const opco = admin.getByRole("row").filter({ hasText: "OPCO Atlas" }).first();
  await shootPdf(browser, await pdfOf(opco), "invoice");
  const late = admin
    .getByRole("row")
    .filter({ has: admin.getByTestId("invoice-status").getByText("En retard") })
    .first();
  await late.getByRole("button", { name: /^Émettre un avoir : / }).click();
  await admin.getByRole("button", { name: "Émettre l'avoir" }).click();
  const credit = admin
    .getByRole("row")
    .filter({ has: admin.getByTestId("invoice-status").getByText("Avoir", { exact: true }) })
    .first();
  await expect(credit).toBeVisible();
  await shootPdf(browser, await pdfOf(credit), "credit-note");
  await admin.context().close();
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`a preview at ${viewport.width} px`, async ({ browser }) => {
    const admin = await adminPage(browser, server.baseURL, viewport);
    await admin.goto("/dashboard/formations");
    const [preview] = await Promise.all([
      admin.context().waitForEvent("page"),
      admin
        .getByRole("link", { name: /^Aperçu de « Python/ })
        .first()
        .click(),
    ]);
    await expect(preview.getByRole("link", { name: "Retour au tableau de bord" })).toBeVisible();
    await shoot(preview, `preview-${viewport.width}`);
    await admin.context().close();
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`a phone's photo, the low-rating digest and the name fields at ${viewport.width} px`, async ({
    browser,
  }) => {
    const admin = await adminPage(browser, server.baseURL, viewport);
    await admin.goto("/dashboard/users?q=Benali");
    // A 12-megapixel picture, as a phone takes it: a landscape the square frame crops.
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: "#0ea5e9" },
    })
      .composite([
        {
          input: Buffer.from(
            '<svg width="4000" height="3000"><circle cx="2000" cy="1400" r="900" fill="#f59e0b"/><rect y="2200" width="4000" height="800" fill="#15803d"/></svg>',
          ),
        },
      ])
      .jpeg({ quality: 90 })
      .toBuffer();
    await admin
      .getByLabel("Changer la photo de Yanis Benali", { exact: true })
      .setInputFiles({ name: "IMG_2041.jpg", mimeType: "image/jpeg", buffer: photo });
    await expect(admin.getByRole("img", { name: "Aperçu de la nouvelle image" })).toBeVisible();
    await shoot(admin, `photo-preview-${viewport.width}`);

    await admin.goto("/dashboard/emails/avis-insatisfaits");
    await shoot(admin, `low-rating-digest-${viewport.width}`, true);
    await admin.context().close();

    const visitor = await (await browser.newContext({ viewport })).newPage();
    await visitor.goto(`${server.baseURL}/formation/python-pour-l-analyse-de-donnees`);
    await visitor
      .getByRole("link", { name: /^S'inscrire/ })
      .first()
      .click();
    const lastName = visitor.getByLabel("NOM DU PARTICIPANT *", { exact: true });
    await lastName.fill("Petit");
    await visitor.getByLabel("PRÉNOM DU PARTICIPANT *").fill("Marc");
    await lastName.scrollIntoViewIfNeeded();
    await shoot(visitor, `registration-names-${viewport.width}`);
    await visitor.context().close();
  });
}

test("the trainee's page and the session page with a move request, at 1280 and 375 px", async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const smtp = await startSmtpServer();
  const own = await startTestServer({
    env: { SMTP_URL: smtp.url },
    prepare: demoDatabaseWithStaff,
  });
  try {
    const admin = await signedInPage(browser, own.baseURL, STAFF.admin);
    await admin.goto("/dashboard/sessions?vue=a-confirmer");
    await admin
      .getByRole("link", { name: /^Inscriptions de « / })
      .first()
      .click();
    await expect(admin).toHaveURL(/\/dashboard\/sessions\/\d+$/);
    const sessionPage = admin.url();
    await admin
      .getByRole("button", { name: /^Confirmer : / })
      .first()
      .click();
    await expect(admin.getByText("Inscription mise à jour")).toBeVisible();
    await expect
      .poll(
        () =>
          smtp.received.filter((mail) => mail.subject?.startsWith("Inscription confirmée")).length,
      )
      .toBeGreaterThan(0);
    const mail = smtp.received.find((received) =>
      received.subject?.startsWith("Inscription confirmée"),
    )!;
    const link = hrefsOf(mail.html as string).find((href) => href.includes("/mon-inscription/"))!;
    const page = new URL(link).pathname;

    // The convention or contract, page by page: joined to the trainee's mail, or to its
    // signatory's when the company signs it.
    const pdfOf = () =>
      smtp.received
        .flatMap((received) => received.attachments)
        .find((file) => file.contentType === "application/pdf");
    await expect.poll(() => pdfOf() !== undefined).toBe(true);
    const agreement = pdfOf()!;
    await shootPdf(browser, agreement.content, "agreement");

    const trainee = await (await browser.newContext({ viewport: PHONE })).newPage();
    await trainee.goto(own.baseURL + page);
    const choice = trainee.getByLabel("SESSION SOUHAITÉE *");
    if ((await choice.count()) > 0) {
      await choice.selectOption({ index: 1 });
      await trainee.getByRole("button", { name: "Demander ce changement" }).click();
      await expect(trainee.getByTestId("move-requested")).toBeVisible();
    }
    for (const viewport of [DESKTOP, PHONE]) {
      await trainee.setViewportSize(viewport);
      await trainee.goto(own.baseURL + page);
      await shoot(trainee, `trainee-page-${viewport.width}`, true);
      await admin.setViewportSize(viewport);
      await admin.goto(sessionPage);
      await shoot(admin, `session-page-${viewport.width}`, true);
    }
    // The company's details and signatory, as staff enter them.
    await admin.setViewportSize(DESKTOP);
    await admin.goto(sessionPage);
    await admin
      .getByRole("button", { name: /^Entreprise signataire : / })
      .first()
      .click();
    await shoot(admin, "convention-party-dialog-1280");
    await admin.keyboard.press("Escape");
    // Accepted: the page says until when, the file gains its evidence page. A company's
    // convention is accepted by its signatory, on the page their own mail links to.
    const toSign = smtp.received.find((received) => received.subject?.includes(" à signer : "));
    const signer = toSign
      ? new URL(hrefsOf(toSign.html as string).find((href) => href.includes("/convention/"))!)
          .pathname
      : page;
    await trainee.goto(own.baseURL + signer);
    if (toSign) await shoot(trainee, "signatory-page-375", true);
    await trainee.getByLabel("NOM ET PRÉNOM DU SIGNATAIRE *").fill("Claire Morel");
    const position = trainee.getByLabel(/^FONCTION CHEZ /);
    if ((await position.count()) > 0) await position.fill("Responsable formation");
    await trainee.getByRole("checkbox", { name: /^Je reconnais avoir pris connaissance/ }).check();
    await trainee
      .getByRole("button", {
        name: /^Signer (le contrat|la convention) avec obligation de paiement$/,
      })
      .click();
    await expect(trainee.getByTestId("agreement-accepted")).toBeVisible();
    await trainee.getByTestId("agreement").scrollIntoViewIfNeeded();
    await shoot(trainee, "trainee-agreement-accepted-375");
    const accepted = await trainee.request.get(
      own.baseURL +
        (await trainee.getByTestId("agreement").getByRole("link").getAttribute("href"))!,
    );
    await shootPdf(browser, await accepted.body(), "agreement-accepted");
    await trainee.context().close();
    await admin.context().close();
  } finally {
    await own.stop();
    await smtp.stop();
  }
});

test("attendance: the grid, the signing page on a phone, the signed sheet and a certificate", async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const smtp = await startSmtpServer();
  const [dataDir, port] = [freshDataDirectory(), await freePort()];
  let sessionId = 0;
  const serverAt = (instant: string) =>
    startTestServer({
      port,
      dataDir,
      env: { SMTP_URL: smtp.url, FIXED_NOW: instant },
      prepare: async (directory) => {
        if (sessionId === 0) sessionId = await attendanceFixture(directory);
      },
    });
  let own = await serverAt("2026-12-14T09:05:00+01:00");
  try {
    const admin = await signedInPage(browser, own.baseURL, STAFF.admin);
    const sessionPage = `/dashboard/sessions/${sessionId}`;
    await admin.goto(sessionPage);
    const qr = new URL(await scanQrCode(admin));
    for (const who of ["zoe", "paul"] as Trainee[]) {
      const phone = await (await browser.newContext({ viewport: PHONE, hasTouch: true })).newPage();
      // The phone takes its trainee's signing link by its button (decision 077).
      await phone.goto(`${own.baseURL}/emargement/stagiaire/${tokenOf(who)}`);
      await phone.getByRole("button", { name: /^Signer sur ce téléphone en tant que / }).click();
      await expect(phone).toHaveURL(/\/emargement$/);
      await phone.goto(own.baseURL + qr.pathname + qr.search);
      await drawSignature(phone);
      if (who === "zoe") await shoot(phone, "signing-375");
      await phone.getByRole("button", { name: "Signer" }).click();
      await expect(phone.getByText("Votre signature est enregistrée. Merci !")).toBeVisible();
      await phone.context().close();
    }
    await allPresent(admin, "lundi 14 décembre, matin", "Téléphone oublié");
    await expect(admin.getByText("1 stagiaire marqué présent")).toBeVisible();
    await admin.reload();
    await shoot(admin, "attendance-grid-1280", true);
    await admin.setViewportSize(PHONE);
    await shoot(admin, "attendance-grid-375", true);
    await admin.context().close();

    // Two days later, staff complete the sheet; the next start issues the certificates.
    await own.stop();
    own = await serverAt("2026-12-16T09:00:00+01:00");
    const staff = await signedInPage(browser, own.baseURL, STAFF.admin);
    // The provider's stamp and signature, which the certificates print.
    await staff.goto("/dashboard/qualiopi");
    await staff.getByLabel("Déposer le cachet et la signature").setInputFiles({
      name: "cachet.png",
      mimeType: "image/png",
      buffer: await stampImage(),
    });
    await expect(staff.getByText("Cachet enregistré")).toBeVisible();
    await staff.reload();
    await staff
      .getByTestId("provider-stamp")
      .screenshot({ path: `${OUT}/provider-stamp-1280.png` });
    await staff.goto(sessionPage);
    for (const slot of [
      "lundi 14 décembre, après-midi",
      "mardi 15 décembre, matin",
      "mardi 15 décembre, après-midi",
    ]) {
      await allPresent(staff, slot, "Feuille papier signée en salle");
      await expect(staff.getByText(`: ${slot}.`)).toBeVisible();
    }
    // What holds the certificates back: staff's records wait for the paper sheet.
    await staff.reload();
    await staff
      .getByTestId("attendance-waiting")
      .screenshot({ path: `${OUT}/attendance-waiting-1280.png` });
    const sheet = await staff.request.get(`${own.baseURL}${sessionPage}/emargement.pdf`);
    await shootPdf(browser, Buffer.from(await sheet.body()), "attendance-sheet");
    // The paper sheet, scanned, sent as the session's proof.
    await staff.getByLabel("Déposer la feuille signée (scan)").setInputFiles({
      name: "scan.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n%%EOF\n"),
    });
    await expect(staff.getByTestId("attendance-scan")).toContainText("Feuille signée sur papier");
    await staff.getByTestId("attendance").screenshot({ path: `${OUT}/attendance-scan-1280.png` });
    // A session on days of its own, each with its hours when they differ.
    await staff.goto("/dashboard/sessions");
    await staff.getByRole("button", { name: "Nouvelle session" }).click();
    await staff
      .getByLabel("Jours et horaires détaillés")
      .fill("14/12/2026\n17/12/2026 9 h – 12 h 30\n21/12/2026");
    await staff.getByRole("dialog").screenshot({ path: `${OUT}/session-schedule-1280.png` });
    await staff.context().close();
    await own.stop();
    own = await serverAt("2026-12-16T10:00:00+01:00");
    await expect
      .poll(
        () =>
          smtp.received.filter((mail) => mail.subject?.startsWith("Certificat de réalisation"))
            .length,
      )
      .toBe(3);
    const mail = smtp.received.find((received) =>
      received.subject?.startsWith("Certificat de réalisation"),
    )!;
    await shootPdf(browser, mail.attachments[0]!.content, "certificate");
    await shootPdf(browser, mail.attachments[1]!.content, "attestation");
  } finally {
    await own.stop();
    await smtp.stop();
  }
});

for (const viewport of [DESKTOP, PHONE]) {
  test(`complaints: the public form, the register, a complaint, the improvement log and the Qualiopi page at ${viewport.width} px`, async ({
    browser,
  }) => {
    const visitor = await (await browser.newContext({ viewport })).newPage();
    await visitor.goto(`${server.baseURL}/reclamation`);
    await shoot(visitor, `complaint-form-${viewport.width}`, true);
    await visitor.context().close();

    const admin = await adminPage(browser, server.baseURL, viewport);
    await admin.goto("/dashboard/reclamations");
    await shoot(admin, `complaints-register-${viewport.width}`, true);
    await admin.getByRole("list", { name: "Réclamations" }).getByRole("link").nth(1).click();
    await expect(admin.getByRole("heading", { name: "Traitement" })).toBeVisible();
    await shoot(admin, `complaint-detail-${viewport.width}`, true);
    await admin.goto("/dashboard/ameliorations");
    await shoot(admin, `improvements-${viewport.width}`, true);
    await admin.goto("/dashboard/qualiopi");
    await shoot(admin, `qualiopi-${viewport.width}`, true);
    if (viewport === DESKTOP) {
      await admin.emulateMedia({ media: "print" });
      await shoot(admin, "qualiopi-print", true);
      await admin.emulateMedia({ media: "screen" });
    }
    await admin.goto("/dashboard/qualiopi/partenaires");
    await shoot(admin, `partners-${viewport.width}`, true);
    await admin.context().close();
  });
}

for (const viewport of [DESKTOP, PHONE]) {
  test(`needs and positioning: the questionnaires' dialog, the registration form's needs and the trainer's view at ${viewport.width} px`, async ({
    browser,
  }) => {
    const admin = await adminPage(browser, server.baseURL, viewport);
    await admin.goto("/dashboard/formations?q=Python");
    await admin
      .getByRole("button", { name: /^Questionnaires « Python/ })
      .first()
      .click();
    const dialog = admin.getByRole("dialog", { name: "Questionnaires de la formation" });
    await expect(dialog.getByTestId("positioning-question").first()).toBeVisible();
    await dialog.screenshot({ path: `${OUT}/questionnaires-dialog-${viewport.width}.png` });
    await dialog.getByText("Évaluation des acquis").scrollIntoViewIfNeeded();
    await dialog.screenshot({ path: `${OUT}/questionnaires-evaluation-${viewport.width}.png` });
    await admin.goto("/dashboard/sessions?vue=a-venir");
    await admin
      .getByRole("link", { name: /^Inscriptions de « / })
      .first()
      .click();
    const answered = admin.getByTestId("trainee-answers").locator("details").first();
    await answered.locator("summary").click();
    await answered.scrollIntoViewIfNeeded();
    await shoot(admin, `session-answers-${viewport.width}`);
    await admin.context().close();

    const visitor = await (await browser.newContext({ viewport })).newPage();
    await visitor.goto(`${server.baseURL}/formation/python-pour-l-analyse-de-donnees`);
    await visitor.getByTestId("results").scrollIntoViewIfNeeded();
    await visitor
      .getByTestId("results")
      .screenshot({ path: `${OUT}/formation-progress-${viewport.width}.png` });
    await visitor
      .getByRole("link", { name: /^S'inscrire/ })
      .first()
      .click();
    const needs = visitor.getByRole("group", { name: "VOS BESOINS" });
    await needs.scrollIntoViewIfNeeded();
    await needs.screenshot({ path: `${OUT}/registration-needs-${viewport.width}.png` });
    await visitor.context().close();
  });
}

test("the evaluation at the end: the trainee's page and the trainer's, on the last half-day", async ({
  browser,
}) => {
  const own = await startTestServer({
    env: { FIXED_NOW: "2026-12-14T14:00:00+01:00" },
    prepare: fixtureDatabase(async (db) => {
      await insertStaff(db);
      const [formation] = await db
        .insert(schema.formations)
        .values({
          slug: "sql",
          title: "SQL pour les métiers",
          duration: "1 jour",
          price_no_tax: "600",
          objectives: ["Écrire une jointure", "Créer un index", "Lire un plan d'exécution"],
          self_assessment: true,
          quiz: [
            {
              label: "Un index accélère ?",
              choices: ["Les lectures", "Les suppressions"],
              answer: 0,
            },
            { label: "Une jointure relie ?", choices: ["Deux tables", "Deux bases"], answer: 0 },
          ],
        })
        .returning();
      const [session] = await db
        .insert(schema.trainingSessions)
        .values({
          formation_id: formation!.id,
          start_date: "2026-12-14",
          end_date: "2026-12-14",
          daily_hours: "9 h – 17 h",
          place: "remote",
          remote_link: "https://classe.example/sql",
          capacity: 8,
          status: "open",
          published: true,
          trainer: "Sophie Laurent",
        })
        .returning();
      for (const [first, last, who] of [
        ["Zoé", "Martin", "zoe"],
        ["Paul", "Durand", "paul"],
      ] as const) {
        const [registration] = await db
          .insert(schema.registrations)
          .values({
            session_id: session!.id,
            trainee_name: `${first} ${last}`,
            first_name: first,
            last_name: last,
            email: `${who}@acme.fr`,
            payer: "entreprise",
            company: "Acme",
            status: "confirmed",
          })
          .returning();
        await db.insert(schema.registrationTokens).values({
          token_hash: sha256(`${who}-${"s".repeat(40)}`),
          registration_id: registration!.id,
          email: `${who}@acme.fr`,
        });
      }
      await db
        .insert(schema.trainerLinks)
        .values({ token_hash: sha256(`formateur-${"s".repeat(40)}`), session_id: session!.id });
    }),
  });
  try {
    for (const viewport of [PHONE, DESKTOP]) {
      const page = await (await browser.newContext({ viewport })).newPage();
      await page.goto(`${own.baseURL}/mon-inscription/zoe-${"s".repeat(40)}`);
      const end = page.getByRole("heading", { name: "Fin de formation" });
      await end.scrollIntoViewIfNeeded();
      await shoot(page, `trainee-evaluation-${viewport.width}`, true);
      await page.goto(`${own.baseURL}/emargement/formateur/formateur-${"s".repeat(40)}`);
      await page.getByTestId("trainer-evaluation").scrollIntoViewIfNeeded();
      await page
        .getByTestId("trainer-evaluation")
        .screenshot({ path: `${OUT}/trainer-evaluation-${viewport.width}.png` });
      await page.context().close();
    }
  } finally {
    await own.stop();
  }
});

test("every stakeholder's feedback: the company's and the funder's surveys, their answers and the funders' list", async ({
  browser,
}) => {
  const smtp = await startSmtpServer();
  const own = await startTestServer({
    env: { SMTP_URL: smtp.url, FIXED_NOW: STAKEHOLDERS_NOW },
    prepare: stakeholderFixture,
  });
  try {
    const company = await surveyPathIn(smtp, "zoe@acme.fr", STAKEHOLDER_SUBJECTS.company);
    const funder = await surveyPathIn(
      smtp,
      "sophie.laurent@opco-atlas.fr",
      STAKEHOLDER_SUBJECTS.funder,
    );
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await (await browser.newContext({ viewport })).newPage();
      await page.goto(own.baseURL + company);
      await shoot(page, `company-survey-${viewport.width}`, true);
      await page.goto(own.baseURL + funder);
      await shoot(page, `funder-survey-${viewport.width}`);
      await page.context().close();
    }
  } finally {
    await own.stop();
    await smtp.stop();
  }
  // The demo's answers and funders, as staff read them.
  for (const viewport of [DESKTOP, PHONE]) {
    const admin = await adminPage(browser, server.baseURL, viewport);
    await admin.goto("/dashboard/avis?de=entreprises");
    await shoot(admin, `company-answers-${viewport.width}`, true);
    await admin.goto("/dashboard/qualiopi/financeurs");
    await shoot(admin, `funders-${viewport.width}`, true);
    await admin.context().close();
  }
});
