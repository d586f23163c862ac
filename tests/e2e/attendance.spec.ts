import { expect, test, type Browser, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { expectNoAxeViolations, PHONE } from "../support/axe";
import {
  attendanceFixture,
  drawSignature,
  scanQrCode,
  sha256,
  tokenOf,
  TRAINEES,
  type Trainee,
} from "../support/attendance";
import { pdfText } from "../support/pdf";
import { serverOverTime } from "../support/server-over-time";
import { signedInPage, STAFF } from "../support/staff";

/**
 * Issue 47 against the production build: a two-day session in a room with three trainees. In
 * each half-day two sign on their phone by the QR code the dashboard shows; the third is
 * recorded by staff, absent every afternoon; the trainer countersigns by their own link. The
 * signed sheet carries it all with its evidence; once the session is over, the certificates go
 * out by mail with the hours attended, and the formation's completion rate counts them. The
 * server's clock is FIXED_NOW, moved by restarting it on the same database and port.
 */
const sessionId = { value: 0 };
const clock = serverOverTime(async (directory) => {
  sessionId.value = await attendanceFixture(directory);
});

test.describe.configure({ mode: "serial", timeout: 180_000 });

const at = (path: string) => clock.server.baseURL + path;
const phones = new Map<string, Page>();

/** A phone of its own for each trainee (and the trainer), kept across the server's restarts. */
async function phoneOf(browser: Browser, who: string): Promise<Page> {
  if (!phones.has(who)) {
    const context = await browser.newContext({ locale: "fr-FR", viewport: PHONE, hasTouch: true });
    phones.set(who, await context.newPage());
  }
  return phones.get(who)!;
}

test.beforeAll(clock.open);
test.afterAll(async () => {
  for (const phone of phones.values()) await phone.context().close();
  await signedInStaff?.context().close();
  await clock.close();
});

/** A trainee signs the half-day open now on their phone, by the QR code's address. */
async function signByQrCode(browser: Browser, who: Trainee, qrAddress: string) {
  const phone = await phoneOf(browser, who);
  await phone.goto(at(new URL(qrAddress).pathname + new URL(qrAddress).search));
  await expect(phone.getByTestId("signing-form")).toBeVisible();
  await drawSignature(phone);
  await phone.getByRole("button", { name: "Signer" }).click();
  await expect(phone.getByText("Votre signature est enregistrée. Merci !")).toBeVisible();
  await expect(phone.getByTestId("signing-state")).toContainText("Signé :");
}

let signedInStaff: Page | undefined;

/**
 * The session's page, for an administrator signed in once for the whole spec (the server keeps
 * its port and database across restarts): signing in at each test would pass the limit of five
 * sign-ins a minute from one address on a fast machine.
 */
async function sessionPage(browser: Browser): Promise<Page> {
  signedInStaff ??= await signedInPage(browser, clock.server.baseURL, STAFF.admin);
  const staff = signedInStaff;
  await staff.goto(`/dashboard/sessions/${sessionId.value}`);
  await expect(staff.getByTestId("attendance-grid")).toBeVisible();
  return staff;
}

/** 'PETIT Inès', as the signing pages name a trainee. */
const formalNameOf = (who: Trainee) =>
  `${TRAINEES[who].last.toLocaleUpperCase("fr-FR")} ${TRAINEES[who].first}`;

test("before the first half-day nothing can be recorded nor signed; each phone takes its trainee's signing link by a button", async ({
  browser,
}) => {
  await clock.at("2026-12-14T08:15:00+01:00");
  const staff = await sessionPage(browser);
  await expect(staff.getByTestId("attendance-grid").getByRole("button")).toHaveCount(0);
  await expect(staff.getByRole("button", { name: "Afficher le QR code" })).toHaveCount(0);
  for (const who of Object.keys(TRAINEES) as Trainee[]) {
    const phone = await phoneOf(browser, who);
    // The address of the first mails leads to the page whose button links the phone.
    await phone.goto(at(`/mon-inscription/${tokenOf(who)}/emargement`));
    await expect(phone).toHaveURL(at(`/emargement/stagiaire/${tokenOf(who)}`));
    expect(await phone.context().cookies()).toEqual([]);
    if (who === "zoe") await expectNoAxeViolations(phone);
    await phone
      .getByRole("button", { name: `Signer sur ce téléphone en tant que ${formalNameOf(who)}` })
      .click();
    await expect(phone).toHaveURL(at("/emargement"));
    await expect(phone.getByTestId("signing-state")).toHaveText(
      "Prochaine demi-journée : lundi 14 décembre, matin (9 h – 12 h 30). La signature ouvre 30 minutes avant son début.",
    );
    // The phone keeps a credential that signs, not the page's token (which cancels, hands over).
    const [cookie] = await phone.context().cookies();
    expect(cookie).toMatchObject({ name: "emargement", path: "/emargement", httpOnly: true });
    expect(cookie!.value).not.toContain(tokenOf(who));
    expect(cookie!.value).toMatch(new RegExp(`^${sha256(tokenOf(who))}\\.`));
  }

  // Another site opens Paul's link on Zoé's phone (a hidden window): the phone still signs for
  // Zoé, and Paul's page says whom the button would replace.
  const zoe = await phoneOf(browser, "zoe");
  await zoe.goto(at(`/mon-inscription/${tokenOf("paul")}/emargement`));
  await expect(zoe.getByTestId("signing-device-replaces")).toHaveText(
    "Ce téléphone signe en ce moment pour MARTIN Zoé : il signera pour DURAND Paul à sa place.",
  );
  await zoe.goto(at("/emargement"));
  await expect(zoe.getByText("MARTIN Zoé ·")).toBeVisible();
  await zoe.goto(at(`/emargement/stagiaire/${tokenOf("zoe")}`));
  await expect(zoe.getByText("Ce téléphone signe déjà pour MARTIN Zoé.")).toBeVisible();
  await expectNoAxeViolations(await phoneOf(browser, "zoe"));
  // A made-up link leaves the device without a line to sign.
  const stranger = await phoneOf(browser, "stranger");
  await stranger.goto(at("/emargement/stagiaire/un-lien-invente"));
  await expect(stranger.getByRole("heading", { level: 1, name: "Émargement" })).toBeVisible();
  await expect(
    stranger.getByText("Ce téléphone n'est relié à aucune inscription en cours"),
  ).toBeVisible();
  await staff.goto("about:blank");
});

const halfDays = [
  { label: "lundi 14 décembre, matin", at: "2026-12-14T09:05:00+01:00", afternoon: false },
  { label: "lundi 14 décembre, après-midi", at: "2026-12-14T13:40:00+01:00", afternoon: true },
  { label: "mardi 15 décembre, matin", at: "2026-12-15T09:05:00+01:00", afternoon: false },
  { label: "mardi 15 décembre, après-midi", at: "2026-12-15T13:40:00+01:00", afternoon: true },
] as const;

let trainerLink = "";

for (const [index, halfDay] of halfDays.entries()) {
  test(`${halfDay.label}: two trainees sign by the QR code, staff record the third, the trainer countersigns`, async ({
    browser,
  }) => {
    await clock.at(halfDay.at);
    const staff = await sessionPage(browser);
    const qrAddress = await scanQrCode(staff);
    expect(new URL(qrAddress).pathname).toBe("/emargement");

    if (index === 0) {
      // Without the QR code, the phone says to scan it; a forged or old code opens nothing.
      const ines = await phoneOf(browser, "ines");
      await ines.goto(at("/emargement"));
      await expect(ines.getByTestId("signing-state")).toContainText(
        "scannez avec ce téléphone le QR code que montre le formateur dans la salle",
      );
      const code = new URL(qrAddress).searchParams.get("code")!;
      const [session, minute, mac] = code.split(".");
      for (const forged of [
        `${session}.${Number(minute) - 15}.${mac}`,
        `${session}.${minute}.${"A".repeat(22)}`,
      ]) {
        await ines.goto(at(`/emargement?code=${encodeURIComponent(forged)}`));
        await expect(ines.getByTestId("signing-state")).toHaveText(
          "Ce QR code n'est pas valable ou a expiré : scannez celui que montre le formateur en ce moment.",
        );
        await expect(ines.getByTestId("signing-form")).toHaveCount(0);
      }
      // A phone with no trainee's link cannot sign, even with the room's code.
      const stranger = await phoneOf(browser, "stranger");
      await stranger.goto(qrAddress.replace(new URL(qrAddress).origin, clock.server.baseURL));
      await expect(stranger.getByTestId("signing-form")).toHaveCount(0);
    }

    await signByQrCode(browser, "zoe", qrAddress);
    await signByQrCode(browser, "paul", qrAddress);

    // Staff record Inès: present in the mornings, absent in the afternoons.
    const grid = staff.getByTestId("attendance-grid");
    await staff.reload();
    if (halfDay.afternoon) {
      await grid
        .getByRole("button", { name: `PETIT Inès, ${halfDay.label} : non renseigné. Modifier` })
        .click();
      const dialog = staff.getByRole("dialog", { name: `PETIT Inès : ${halfDay.label}` });
      // Nothing is chosen for her: « Présent » is not saved by a hurried click.
      await expect(dialog.getByRole("radio", { checked: true })).toHaveCount(0);
      await dialog.getByLabel("Absent").check();
      await dialog.getByRole("button", { name: "Enregistrer" }).click();
      await expect(staff.getByText("Présence enregistrée")).toBeVisible();
    } else {
      // Inès forgot her phone: staff record her, with the reason the sheet will print.
      await grid.getByRole("button", { name: `Tous présents : ${halfDay.label}` }).click();
      const dialog = staff.getByRole("dialog", { name: `Tous présents : ${halfDay.label}` });
      await dialog.getByRole("button", { name: "Marquer présents" }).click();
      await expect(
        dialog.getByText("Indiquez le motif : ces stagiaires n'ont pas signé cette demi-journée"),
      ).toBeVisible();
      await dialog.getByLabel("Motif *").fill("Téléphone oublié");
      await dialog.getByRole("button", { name: "Marquer présents" }).click();
      await expect(staff.getByText("1 stagiaire marqué présent")).toBeVisible();
    }
    await expect(
      grid.getByRole("button", {
        name: new RegExp(`^MARTIN Zoé, ${halfDay.label} : signé \\d{1,2} h`),
      }),
    ).toBeVisible();
    if (index === 1) {
      // Inès, recorded absent, scans the code later: what staff recorded stands.
      const ines = await phoneOf(browser, "ines");
      await ines.goto(at(new URL(qrAddress).pathname + new URL(qrAddress).search));
      await expect(ines.getByTestId("signing-state")).toHaveText(
        /^L'équipe a enregistré lundi 14 décembre, après-midi \(.+\) pour vous : absent\. Si c'est inexact, dites-le au formateur ou à l'équipe, qui le corrigera\.$/,
      );
      await expect(ines.getByTestId("signing-form")).toHaveCount(0);
    }

    // The trainer countersigns by their own link, created on the first morning: an
    // administrator who is not the session's trainer does not sign in her name.
    if (index === 0) {
      await expect(grid.getByText("Contresignature du formateur attendue")).toBeVisible();
      await expect(grid.getByRole("button", { name: /^Contresigner/ })).toHaveCount(0);
      await staff.getByRole("button", { name: "Lien du formateur" }).click();
      await staff.getByRole("button", { name: "Créer le lien du formateur" }).click();
      trainerLink = new URL(await staff.getByTestId("trainer-link").inputValue()).pathname;
      await staff.keyboard.press("Escape");
    } else {
      // Opened again the next half-day, it shows the same link: the trainer's keeps working.
      await staff.getByRole("button", { name: "Lien du formateur" }).click();
      await expect(staff.getByTestId("trainer-link")).toHaveValue(new RegExp(`${trainerLink}$`));
      await expect(staff.getByRole("button", { name: "Remplacer le lien" })).toBeVisible();
      await staff.keyboard.press("Escape");
    }
    const trainer = await phoneOf(browser, "trainer");
    await trainer.goto(at(trainerLink));
    await expect(
      trainer.getByRole("heading", { level: 1, name: "Python pour l'analyse de données" }),
    ).toBeVisible();
    await expect(trainer.getByTestId("room-qr")).toBeVisible();
    if (index === 0) {
      await expectNoAxeViolations(trainer);
      // For a projector: the code alone, full screen, and back.
      await trainer.getByRole("button", { name: "Plein écran" }).click();
      await expect(trainer.getByRole("button", { name: "Quitter le plein écran" })).toBeVisible();
      expect(await trainer.evaluate(() => document.fullscreenElement !== null)).toBe(true);
      await trainer.getByRole("button", { name: "Quitter le plein écran" }).click();
      await expect(trainer.getByRole("button", { name: "Plein écran" })).toBeVisible();
    }
    const form = trainer.getByTestId("countersign-form").first();
    await drawSignature(trainer);
    await form.getByRole("button", { name: "Contresigner cette demi-journée" }).click();
    await expect(trainer.getByText("Votre signature est enregistrée. Merci !")).toBeVisible();
    await expect(
      trainer.getByText(/^Contresigné à \d{1,2} h( \d\d)? par Inès Garnier\.$/),
    ).toHaveCount(index + 1);
    // The trainer's screen fetches a new QR code every 15 seconds: it leaves before the restart.
    await trainer.goto("about:blank");
    await staff.goto("about:blank");
  });
}

/** The PDF or JSON a signed-in staff member downloads, as bytes. */
async function download(staff: Page, path: string) {
  const response = await staff.request.get(at(path));
  expect(response.status()).toBe(200);
  return new Uint8Array(await response.body());
}

test("what staff recorded waits for its proof: Inès's signed statement for one morning, the other left uncertified", async ({
  browser,
}) => {
  const staff = await sessionPage(browser);
  const waiting = staff.getByTestId("attendance-waiting");
  await expect(waiting.getByRole("listitem")).toHaveText([
    /^PETIT Inès : signature du stagiaire ou attestation signée/,
    /^PETIT Inès : signature du stagiaire ou attestation signée/,
  ]);
  await expect(waiting).toContainText("lundi 14 décembre, matin");
  await expect(waiting).toContainText("Signée sur papier en salle ? Déposez la feuille ci-dessous");
  await staff
    .getByLabel("Déposer l'attestation signée : PETIT Inès, lundi 14 décembre, matin")
    .setInputFiles({
      name: "attestation.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n% attestation de présence signée par Inès\n%%EOF\n"),
    });
  await expect(staff.getByText("Attestation signée enregistrée")).toBeVisible();
  await expect(waiting.getByRole("listitem")).toHaveCount(1);
  await staff
    .getByRole("button", { name: "Ne pas certifier : PETIT Inès, mardi 15 décembre, matin" })
    .click();
  await staff.getByRole("alertdialog").getByRole("button", { name: "Ne pas certifier" }).click();
  await expect(staff.getByText("Demi-journée écartée du certificat")).toBeVisible();
  await expect(waiting).toHaveCount(0);
  // Inès's proven hours: the Monday morning her statement backs.
  await expect(
    staff
      .getByRole("row", { name: /^PETIT Inès/ })
      .getByRole("cell")
      .last(),
  ).toHaveText("3 h 30");
  await staff.goto("about:blank");
});

test("the signed sheet carries each signature, the trainer's and the evidence, whose digest is the records'", async ({
  browser,
}) => {
  const staff = await sessionPage(browser);
  await expect(staff.getByTestId("attendance-waiting")).toHaveCount(0);
  const sheet = (
    await pdfText(await download(staff, `/dashboard/sessions/${sessionId.value}/emargement.pdf`))
  ).replace(/\s+/g, " ");
  expect(sheet).toContain("Formateur : Inès Garnier");
  expect(sheet).toContain("Preuve de l'émargement électronique");
  expect(sheet).toMatch(
    /MARTIN Zoé : signé le 14\/12\/2026 à 9 h 05 dans la salle \(QR code\), signature dessinée/,
  );
  expect(sheet).toContain("PETIT Inès : absent");
  // What staff recorded is never printed as a signature.
  expect(sheet).toMatch(
    /PETIT Inès : Relevé par Claire Dubois le 14\/12\/2026 à 9 h 05, motif : Téléphone oublié\. Attestation signée du stagiaire déposée le 15\/12\/2026 à 13 h 40, SHA-256 [0-9a-f]{64}/,
  );
  expect(sheet).toContain(
    "PETIT Inès : Relevé par Claire Dubois le 15/12/2026 à 9 h 05, motif : Téléphone oublié. Non certifiée : sans preuve de présence",
  );
  expect(sheet).toContain(`Session n° ${sessionId.value}`);
  expect(sheet).toMatch(
    /Formateur Inès Garnier : contresigné le 15\/12\/2026 à 13 h 40 par son lien personnel/,
  );
  const record = await download(staff, `/dashboard/sessions/${sessionId.value}/emargement.json`);
  expect(sheet).toContain(`SHA-256 des enregistrements : ${sha256(record)}`);
  // The blank sheet to sign on paper stays at hand.
  const blank = await pdfText(
    await download(staff, `/dashboard/sessions/${sessionId.value}/emargement.pdf?vierge`),
  );
  expect(blank).not.toContain("Preuve de l'émargement");
});

test("the paper sheet signed in the room can be sent as a scan, downloaded as sent, and taken away", async ({
  browser,
}) => {
  const staff = await sessionPage(browser);
  const scan = Buffer.from("%PDF-1.4\n% feuille signée à la main\n%%EOF\n");
  await staff
    .getByLabel("Déposer la feuille signée (scan)")
    .setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: scan });
  await expect(staff.getByText("Feuille signée enregistrée")).toBeVisible();
  await expect(staff.getByTestId("attendance-scan")).toContainText(
    "Feuille signée sur papier déposée le 15/12/2026",
  );
  const sent = await download(staff, `/api/sessions/${sessionId.value}/feuille-signee`);
  expect(sha256(sent)).toBe(sha256(scan));
  await staff.getByRole("button", { name: "Retirer" }).click();
  await staff.getByRole("alertdialog").getByRole("button", { name: "Retirer" }).click();
  await expect(staff.getByText("Feuille signée retirée")).toBeVisible();
  await expect(staff.getByText("Déposer la feuille signée (scan)")).toBeVisible();
  await staff.goto("about:blank");
});

const certificateSubject =
  "Certificat de réalisation : Python pour l'analyse de données | Atlas Tech Formation";

async function certificatesOf(who: Trainee): Promise<ParsedMail> {
  const mine = () =>
    clock.smtp.received.filter(
      (mail) =>
        mail.subject === certificateSubject &&
        mail.to &&
        "text" in mail.to &&
        mail.to.text === TRAINEES[who].email,
    );
  await expect.poll(() => mine().length, { timeout: 30_000 }).toBe(1);
  return mine()[0]!;
}

const textOf = async (mail: ParsedMail, index: number) =>
  (await pdfText(new Uint8Array(mail.attachments[index]!.content))).replace(/\s+/g, " ");

test("the day after, each trainee receives their certificate and attestation with the hours attended; the completion rate counts them", async ({
  browser,
  page,
}) => {
  await clock.at("2026-12-16T09:00:00+01:00");
  const zoe = await certificatesOf("zoe");
  expect(zoe.attachments.map((file) => file.filename)).toEqual([
    "certificat-de-realisation-MARTIN-Zoe.pdf",
    "attestation-de-fin-de-formation-MARTIN-Zoe.pdf",
  ]);
  expect(await textOf(zoe, 0)).toContain(
    "MARTIN Zoé, salarié(e) de l'entreprise Acme, a suivi l'action « Python pour l'analyse de données »",
  );
  expect(await textOf(zoe, 0)).toContain("pour une durée de 14 h (1).");
  expect(await textOf(await certificatesOf("paul"), 0)).toContain("pour une durée de 14 h (1).");
  // Inès's certificate states only her proven morning, not the one staff recorded alone.
  const ines = await certificatesOf("ines");
  expect(await textOf(ines, 0)).toContain("pour une durée de 3 h 30 sur 14 h prévues");
  expect(await textOf(ines, 1)).toContain("Attestation de fin de formation");
  expect(await textOf(ines, 1)).toContain("Charger et nettoyer des données avec pandas");

  // On the trainee's page, and for staff per trainee and as one ZIP.
  const phone = await phoneOf(browser, "ines");
  await phone.goto(at(`/mon-inscription/${tokenOf("ines")}`));
  const link = phone.getByRole("link", { name: "Certificat de réalisation (PDF)" });
  await expect(link).toBeVisible();
  const staff = await sessionPage(browser);
  await expect(staff.getByTestId("certificates-state")).toContainText(
    "Certificats de réalisation et attestations envoyés le 16/12/2026",
  );
  const zip = await download(staff, `/dashboard/sessions/${sessionId.value}/certificats.zip`);
  expect(Buffer.from(zip.subarray(0, 2)).toString()).toBe("PK");
  // The attendance the certificates rest on is frozen: its sheet and records, as version 1.
  await expect(staff.getByTestId("attendance-versions")).toContainText("Version 1 du 16/12/2026");
  const frozen = await download(
    staff,
    `/dashboard/sessions/${sessionId.value}/emargement.json?version=1`,
  );
  const sheet = await pdfText(
    await download(staff, `/dashboard/sessions/${sessionId.value}/emargement.pdf`),
  );
  expect(sheet.replace(/\s+/g, "")).toContain(sha256(frozen));

  // (1 + 1 + 0.5) / 3 trainees expected.
  await page.goto(at("/formation/python"));
  await expect(page.getByTestId("results")).toContainText("Taux d'achèvement 2026 : 83 %");
});
