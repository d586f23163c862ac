import { expect, test, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { attendanceFixture } from "../support/attendance";
import { expectNoAxeViolations, PHONE } from "../support/axe";
import { embeddedFile, facturXSchemaErrors, invoicePdfText } from "../support/factur-x";
import { fixtureDatabase, schema } from "../support/fixture-database";
import { serverOverTime } from "../support/server-over-time";
import { signedInPage, STAFF } from "../support/staff";
import { newestToast } from "../support/toasts";

/**
 * Issue 66, « Done when »: a company session of three trainees (Acme, 1 400 € HT a place), an
 * OPCO funding 1 000 € of Zoé's. Once the certificates are out, staff invoice the session: the
 * OPCO its certified hours up to its agreement, the company the rest. The PDFs carry every
 * mention and a valid XML; a credit note corrects the company's; a payment settles the OPCO's;
 * the company's new invoice, unpaid, is reminded of; the sales journal lists the four documents.
 */
const sessionId = { value: 0 };
const clock = serverOverTime(async (directory) => {
  sessionId.value = await attendanceFixture(directory);
  // The company as its convention names it: its SIRET and address, its accounts department.
  await fixtureDatabase((db) =>
    db.update(schema.registrations).set({
      company: "Acme Industrie SAS",
      company_siret: "55210055400013",
      company_address: "4 rue de la Gare, 69002 Lyon",
      signatory_email: "compta@acme.example",
    }),
  )(directory);
});

test.describe.configure({ mode: "serial", timeout: 240_000 });
test.beforeAll(clock.open);
test.afterAll(clock.close);

const HALF_DAYS = [
  "lundi 14 décembre, matin",
  "lundi 14 décembre, après-midi",
  "mardi 15 décembre, matin",
  "mardi 15 décembre, après-midi",
];

const mailsTo = (address: string): ParsedMail[] =>
  clock.smtp.received.filter((mail) => mail.to && "text" in mail.to && mail.to.text === address);

/** The row of the invoices' list whose payer is `buyer` and status `status`. */
const invoiceRow = (page: Page, buyer: string, status: string) =>
  page
    .getByRole("row")
    .filter({ hasText: buyer })
    .filter({ has: page.getByTestId("invoice-status").getByText(status, { exact: true }) });

const numberIn = async (page: Page, row: ReturnType<typeof invoiceRow>) =>
  /(?:Facture|Avoir) ((?:F|AV)-\d{4}-\d{5})/.exec(
    await row.getByRole("link").first().innerText(),
  )![1]!;

async function pdfOf(page: Page, row: ReturnType<typeof invoiceRow>) {
  const href = await row.getByRole("link", { name: /^Facture / }).getAttribute("href");
  const response = await page.request.get(href!);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  return Buffer.from(await response.body());
}

test("a session funded in part by an OPCO is invoiced, corrected, paid and reminded, then journaled", async ({
  browser,
}) => {
  // The day after the session: staff record the paper sheet; the hourly run issues certificates.
  await clock.at("2026-12-16T10:00:00+01:00");
  const desk = await signedInPage(browser, clock.server.baseURL, STAFF.admin);
  await desk.goto(`/dashboard/sessions/${sessionId.value}`);
  await expect(desk.getByText("La session se facture une fois les certificats")).toBeVisible();
  const grid = desk.getByTestId("attendance-grid");
  for (const halfDay of HALF_DAYS) {
    await grid.getByRole("button", { name: `Tous présents : ${halfDay}` }).click();
    const dialog = desk.getByRole("dialog", { name: `Tous présents : ${halfDay}` });
    await dialog.getByLabel("Motif *").fill("Feuille d'émargement signée sur papier");
    await dialog.getByRole("button", { name: "Marquer présents" }).click();
    await expect(dialog).toBeHidden();
  }
  await desk.getByLabel("Déposer la feuille signée (scan)").setInputFiles({
    name: "feuille.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\n% feuille signée à la main\n%%EOF\n"),
  });
  await expect(desk.getByText("Feuille signée enregistrée")).toBeVisible();
  await desk.context().close();
  await clock.at("2026-12-16T11:05:00+01:00");

  // Zoé's financing: the OPCO's agreement beside the company the registration proposes.
  const staff = await signedInPage(browser, clock.server.baseURL, STAFF.admin);
  await staff.goto(`/dashboard/sessions/${sessionId.value}`);
  await staff.getByRole("button", { name: "Financement : Zoé Martin" }).click();
  const dialog = staff.getByRole("dialog", { name: "Financement : Zoé Martin" });
  const company = dialog.getByRole("group", { name: "Payeur 1" });
  await expect(company.getByLabel("Nom ou raison sociale")).toHaveValue("Acme Industrie SAS");
  await expect(company.getByLabel("SIRET")).toHaveValue("55210055400013");
  await dialog.getByRole("button", { name: "Ajouter un payeur" }).click();
  const opco = dialog.getByRole("group", { name: "Payeur 2" });
  await opco.getByLabel("Qui paie (ligne du bilan pédagogique et financier)").selectOption("C-2h");
  await opco.getByLabel("Nom ou raison sociale").fill("OPCO Atlas");
  await opco.getByLabel("SIRET").fill("851 704 432 00018");
  await opco.getByLabel("Adresse de facturation").fill("25 quai Panhard et Levassor, 75013 Paris");
  await opco.getByLabel("E-mail de facturation").fill("factures@opco-atlas.example");
  await opco.getByLabel("N° de dossier du financeur").fill("AT-2026-11873");
  // Without the agreed amount, the form says what is missing, beside the field.
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(opco.getByText("Indiquez le montant accordé par le financeur.")).toBeVisible();
  await opco.getByLabel("Montant accordé (€ HT)").fill("1 000");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(newestToast(staff)).toContainText("Financement enregistré");
  await expect(dialog).toBeHidden();

  await staff.getByRole("button", { name: "Facturer la session" }).click();
  await staff.getByRole("button", { name: "Émettre les factures" }).click();
  await expect(newestToast(staff)).toContainText("Factures émises");

  // The list: the OPCO 1 000 € HT + 20 % VAT; the company the rest, 400 + 1 400 + 1 400 € HT.
  await staff.goto("/dashboard/factures");
  const opcoRow = invoiceRow(staff, "OPCO Atlas", "À payer");
  const acmeRow = invoiceRow(staff, "Acme Industrie SAS", "À payer");
  await expect(opcoRow).toContainText("1 200,00");
  await expect(acmeRow).toContainText("3 840,00");
  const opcoNumber = await numberIn(staff, opcoRow);
  const acmeNumber = await numberIn(staff, acmeRow);

  for (const [row, mentions] of [
    [
      opcoRow,
      [
        `Facture n° ${opcoNumber}`,
        "OPCO Atlas",
        "SIRET 851 704 432 00018",
        "MARTIN Zoé, 14,00 h réalisées et certifiées sur 14,00 h prévues (dossier n° AT-2026-11873)",
        "Subrogation de paiement : OPCO Atlas règle directement l'organisme de formation",
        "TVA 20 % sur 1 000,00 €",
        "Échéance : 14 janvier 2027",
      ],
    ],
    [
      acmeRow,
      [
        `Facture n° ${acmeNumber}`,
        "Acme Industrie SAS",
        "SIRET 552 100 554 00013",
        "déduction faite de la prise en charge de OPCO Atlas",
        "DURAND Paul, 14,00 h réalisées et certifiées sur 14,00 h prévues",
        "Montant restant à la charge de l'entreprise",
      ],
    ],
  ] as const) {
    const pdf = await pdfOf(staff, row);
    const text = await invoicePdfText(pdf);
    for (const mention of [
      ...mentions,
      "Atlas Tech Formation SAS",
      "Catégorie de l'opération : Prestation de services.",
      "Aucun escompte n'est accordé pour paiement anticipé.",
      "indemnité forfaitaire pour frais de recouvrement de 40 €",
      "Déclaration d'activité n° 11 75 65432 75",
    ])
      expect(text).toContain(mention);
    expect(await facturXSchemaErrors(embeddedFile(pdf, "factur-x.xml")!)).toEqual([]);
  }

  // Sent: the OPCO's with Zoé's certificate and the signed sheet it pays on.
  await opcoRow.getByRole("button", { name: `Envoyer : ${opcoNumber}` }).click();
  await expect(newestToast(staff)).toContainText("Facture envoyée");
  await expect.poll(() => mailsTo("factures@opco-atlas.example").length).toBe(1);
  const [opcoMail] = mailsTo("factures@opco-atlas.example");
  expect(opcoMail!.subject).toBe(`Facture ${opcoNumber} | Atlas Tech Formation`);
  expect(opcoMail!.attachments.map((file) => file.filename)).toEqual([
    `facture-${opcoNumber}.pdf`,
    "certificat-de-realisation-MARTIN-Zoe.pdf",
    `feuille-emargement-session-${sessionId.value}-v1.pdf`,
  ]);

  // A credit note corrects the company's invoice; the session is invoiced to it again.
  await acmeRow.getByRole("button", { name: `Émettre un avoir : ${acmeNumber}` }).click();
  await staff.getByRole("button", { name: "Émettre l'avoir" }).click();
  await expect(newestToast(staff)).toContainText("Avoir émis");
  await expect(invoiceRow(staff, "Acme Industrie SAS", "Annulée par avoir")).toBeVisible();
  const creditRow = invoiceRow(staff, "Acme Industrie SAS", "Avoir");
  const creditNumber = await numberIn(staff, creditRow);
  expect(creditNumber).toMatch(/^AV-2026-/);
  const creditText = await invoicePdfText(
    Buffer.from(
      await (
        await staff.request.get((await creditRow.getByRole("link").first().getAttribute("href"))!)
      ).body(),
    ),
  );
  expect(creditText).toContain(`Avoir portant annulation de la facture n° ${acmeNumber}`);

  // A payment settles the OPCO's.
  await opcoRow.getByRole("button", { name: `Enregistrer un paiement : ${opcoNumber}` }).click();
  const payment = staff.getByRole("dialog", { name: `Paiement de la facture ${opcoNumber}` });
  await expect(payment.getByLabel("Montant reçu (€)")).toHaveValue("1200,00");
  await payment.getByLabel("Référence (facultatif)").fill("VIR OPCO 2026-118");
  await payment.getByRole("button", { name: "Enregistrer" }).click();
  await expect(newestToast(staff)).toContainText("Paiement enregistré");
  await expect(invoiceRow(staff, "OPCO Atlas", "Payée")).toBeVisible();

  await staff.goto(`/dashboard/sessions/${sessionId.value}`);
  await staff.getByRole("button", { name: "Facturer la session" }).click();
  await staff.getByRole("button", { name: "Émettre les factures" }).click();
  await expect(newestToast(staff)).toContainText("Factures émises");
  await staff.goto("/dashboard/factures");
  const again = invoiceRow(staff, "Acme Industrie SAS", "À payer");
  const againNumber = await numberIn(staff, again);
  await again.getByRole("button", { name: `Envoyer : ${againNumber}` }).click();
  await expect(newestToast(staff)).toContainText("Facture envoyée");
  await staff.context().close();

  // Due 14 January 2027 (30 days after the session); a week later it is reminded of, once.
  await clock.at("2027-01-21T10:00:00+01:00");
  const reminder = `Relance : facture n° ${againNumber} échue le 14 janvier 2027 | Atlas Tech Formation`;
  await expect
    .poll(() => mailsTo("compta@acme.example").filter((mail) => mail.subject === reminder).length, {
      timeout: 30_000,
    })
    .toBe(1);
  const home = await signedInPage(browser, clock.server.baseURL, STAFF.admin);
  await home.goto("/dashboard");
  await expect(
    home.getByTestId("todo").getByRole("link", { name: "1 facture en retard de paiement" }),
  ).toBeVisible();

  // The sales journal lists the four documents, each a balanced entry.
  const journal = await home.request.get(
    "/dashboard/factures/journal.csv?du=2026-12-01&au=2026-12-31",
  );
  const csv = await journal.text();
  for (const number of [opcoNumber, acmeNumber, creditNumber, againNumber])
    expect(csv).toContain(`"${number}"`);
  expect(new Set([...csv.matchAll(/"VT";"[^"]*";"([^"]+)"/g)].map((match) => match[1]))).toEqual(
    new Set([opcoNumber, acmeNumber, creditNumber, againNumber]),
  );
  await home.context().close();
});

test("an invoice made by hand names what it lacks, is asked once more, and prints each line's VAT", async ({
  browser,
}) => {
  const staff = await signedInPage(browser, clock.server.baseURL, STAFF.admin);
  await staff.setViewportSize(PHONE);
  await staff.goto("/dashboard/factures");
  await staff.getByRole("button", { name: "Nouvelle facture" }).click();
  const dialog = staff.getByRole("dialog", { name: "Nouvelle facture" });
  await dialog.getByLabel("Nom ou raison sociale").fill("Forma'Sud SARL");
  await dialog.getByLabel("Adresse de facturation").fill("8 cours Julien, 13006 Marseille");
  await dialog.getByLabel("Prestation du *").fill("2027-01-18");
  await dialog.getByLabel("au *", { exact: true }).fill("2027-01-19");
  const first = dialog.getByTestId("invoice-line").nth(0);
  await first.getByLabel("Ligne 1 : désignation *").fill("Audit de la plateforme LMS");
  await first.getByLabel("Quantité *").fill("2");
  await first.getByLabel("Unité").selectOption({ label: "jour" });
  await first.getByLabel("Prix unitaire (€ HT) *").fill("850");
  await first.getByLabel("TVA").selectOption({ label: "20 %" });
  await dialog.getByRole("button", { name: "Ajouter une ligne" }).click();
  const second = dialog.getByTestId("invoice-line").nth(1);
  await second.getByLabel("Ligne 2 : désignation *").fill("Déjeuners des participants");
  await second.getByLabel("Quantité *").fill("3");
  await second.getByLabel("Prix unitaire (€ HT) *").fill("33,33");
  await second.getByLabel("TVA").selectOption({ label: "10 %" });
  // A company is named by its SIRET on the invoice: the form says so beside the field.
  await dialog.getByRole("button", { name: "Émettre" }).click();
  await expect(dialog.getByText("Le SIRET du payeur est requis sur la facture.")).toBeVisible();
  await expectNoAxeViolations(staff);
  await dialog.getByLabel("SIRET").fill("443 061 841 00047");
  await dialog.getByRole("button", { name: "Émettre" }).click();
  const question = staff.getByRole("alertdialog", { name: "Émettre cette facture ?" });
  await expect(question).toContainText("Payeur : Forma'Sud SARL");
  await expect(question).toContainText("1 799,99 € HT, 2 149,99 € TTC");
  await question.getByRole("button", { name: "Émettre la facture" }).click();
  await expect(newestToast(staff)).toContainText("Facture émise");
  await expect(dialog).toBeHidden();

  const row = invoiceRow(staff, "Forma'Sud SARL", "À payer");
  await expect(row).toContainText("2 149,99");
  const pdf = await pdfOf(staff, row);
  const text = (await invoicePdfText(pdf)).replace(/\s+/g, " ");
  for (const printed of [
    `Facture n° ${await numberIn(staff, row)}`,
    "Forma'Sud SARL",
    "SIRET 443 061 841 00047",
    "Audit de la plateforme LMS",
    "2 j",
    "TVA 20 % sur 1 700,00",
    "TVA 10 % sur 99,99",
    "2 149,99",
    "indemnité forfaitaire pour frais de recouvrement de 40 €",
  ])
    expect(text).toContain(printed);
  expect(await facturXSchemaErrors(embeddedFile(pdf, "factur-x.xml")!)).toEqual([]);
  await staff.context().close();
});
