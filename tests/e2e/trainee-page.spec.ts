import { createHash } from "node:crypto";
import { expect, test, type Browser, type Page } from "@playwright/test";
import ICAL from "ical.js";
import type { ParsedMail } from "mailparser";
import { DESKTOP, expectNoAxeViolations, PHONE } from "../support/axe";
import { fillParticipantName, fillPublicForm } from "../support/contact-form";
import { fixtureDatabase, schema } from "../support/fixture-database";
import { hrefsOf } from "../support/mails";
import { startTestServer, type TestServer } from "../support/server";
import { formatPriceNoTax } from "../../src/lib/money";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { pdfText } from "../support/pdf";
import { insertStaff, signedInPage, STAFF } from "../support/staff";
import { formatLongDate, parisDay } from "../../src/lib/dates";
import { agreementMentions, definitiveFrom, withdrawalDeadline } from "../../src/lib/training-law";
import { keepTogether } from "@/lib/mail-text";

/**
 * Issue 46 from the trainee's side, against the production build and a real SMTP server: a
 * visitor registers a colleague from a phone, staff confirm one place and cancel the other, the
 * mails carry their calendar entries, and the trainee's own page asks for other dates, hands the
 * place over and cancels it, with and without JavaScript.
 */
let smtp: TestSmtpServer;
let server: TestServer;
let admin: Page;
const ids = { session: 0, later: 0, withoutProgramme: 0 };

test.describe.configure({ mode: "serial", timeout: 120_000 });

test.beforeAll(async ({ browser }) => {
  smtp = await startSmtpServer();
  server = await startTestServer({
    env: { SMTP_URL: smtp.url },
    prepare: fixtureDatabase(async (db) => {
      await insertStaff(db);
      const [docker] = await db
        .insert(schema.formations)
        .values({
          slug: "docker",
          title: "Docker en production",
          duration: "3 jours",
          price_no_tax: "1200",
          // A contract states the programme and the trainer's credentials itself (L6353-4).
          training_program: {
            "Images et conteneurs": ["Dockerfile multi-étapes", "Registres privés"],
            "En production": ["Réseau, volumes et supervision"],
          },
        })
        .returning();
      const session = {
        formation_id: docker!.id,
        trainer: "Thomas Nguyen",
        trainer_credentials: "Architecte cloud certifié, 10 ans d'exploitation de conteneurs",
        daily_hours: "9 h – 17 h",
        place: "remote" as const,
        remote_link: "https://classe.example/docker",
        capacity: 6,
        status: "open" as const,
        published: true,
      };
      const [first, later] = await db
        .insert(schema.trainingSessions)
        .values([
          { ...session, start_date: "2027-02-01", end_date: "2027-02-03" },
          // Dearer than the formation's price: a move there says so, and staff may keep it.
          { ...session, start_date: "2027-03-08", end_date: "2027-03-10", price_no_tax: "1590" },
        ])
        .returning();
      ids.session = first!.id;
      ids.later = later!.id;
      // A formation without a programme: its card's 'Se pré-inscrire' opens its session's form.
      const [kubernetes] = await db
        .insert(schema.formations)
        .values({
          slug: "kubernetes",
          title: "Kubernetes pour les équipes",
          duration: "2 jours",
          price_no_tax: "990",
        })
        .returning();
      const [open] = await db
        .insert(schema.trainingSessions)
        .values({
          ...session,
          formation_id: kubernetes!.id,
          start_date: "2027-02-15",
          end_date: "2027-02-16",
        })
        .returning();
      ids.withoutProgramme = open!.id;
    }),
  });
  admin = await signedInPage(browser, server.baseURL, STAFF.admin);
});
test.afterAll(async () => {
  await admin?.context().close();
  await server?.stop();
  await smtp?.stop();
});

const at = (path: string) => server.baseURL + path;

/** The mails received at an address with this subject, oldest first. */
const received = (address: string, subject: string) =>
  smtp.received.filter(
    (mail) => mail.subject === subject && mail.to && "text" in mail.to && mail.to.text === address,
  );

async function mailTo(address: string, subject: string): Promise<ParsedMail> {
  await expect
    .poll(() => received(address, subject).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  return received(address, subject).at(-1)!;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The PDF a mail joins (a convention or a contract), its name and its text on one line. */
async function joinedPdf(mail: ParsedMail) {
  const file = mail.attachments.find((attachment) => attachment.contentType === "application/pdf");
  expect(file, `un PDF joint à « ${mail.subject} »`).toBeDefined();
  const bytes = new Uint8Array(file!.content);
  return { name: file!.filename!, bytes, text: (await pdfText(bytes)).replace(/\s+/g, " ") };
}

/** The days a mail's calendar attachment holds, as instants, and its method. */
function calendarOf(mail: ParsedMail) {
  const [attachment] = mail.attachments;
  expect(attachment?.contentType).toBe("text/calendar");
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content.toString("utf8")));
  return {
    method: calendar.getFirstPropertyValue("method"),
    days: calendar
      .getAllSubcomponents("vevent")
      .map((event) => new ICAL.Event(event).startDate.toJSDate().toISOString()),
  };
}

/** The address of a mail's 'Mon inscription' button, on the test server. */
function pageLink(mail: ParsedMail): string {
  const href = hrefsOf(mail.html as string).find((link) => link.includes("/mon-inscription/"));
  expect(href).toBeDefined();
  return at(new URL(href!).pathname);
}

async function phone(browser: Browser, javaScriptEnabled = true): Promise<Page> {
  const context = await browser.newContext({
    locale: "fr-FR",
    viewport: PHONE,
    javaScriptEnabled,
    isMobile: true,
    hasTouch: true,
  });
  return context.newPage();
}

const SUBJECT = {
  confirm: "Confirmez votre inscription : Docker en production | Atlas Tech Formation",
  confirmed: "Inscription confirmée : Docker en production | Atlas Tech Formation",
  cancelled: "Inscription annulée : Docker en production | Atlas Tech Formation",
  moved: "Changement de session : Docker en production | Atlas Tech Formation",
  handed: "Une place vous a été cédée : Docker en production | Atlas Tech Formation",
  signed:
    "Contrat de formation professionnelle signé : Docker en production | Atlas Tech Formation",
};

test("'Se pré-inscrire' on a search result without a programme leads to its next open session's registration", async ({
  browser,
}) => {
  const page = await phone(browser);
  await page.goto(at("/formations/locaux"));
  await page.getByLabel("Rechercher", { exact: true }).fill("kubernetes");
  const card = page
    .getByTestId("formation-card")
    .filter({ hasText: "Kubernetes pour les équipes" });
  await expect(card).toHaveAttribute("data-navigable", "false");
  const preRegister = card.getByRole("link", {
    name: "Se pré-inscrire : Kubernetes pour les équipes",
  });
  await expect(preRegister).toHaveAttribute("href", `/inscription/${ids.withoutProgramme}`);
  await preRegister.click();
  await expect(page).toHaveURL(at(`/inscription/${ids.withoutProgramme}`));
  await expect(page.getByTestId("session-summary")).toContainText("Du 15 au 16 février 2027");
  await page.context().close();
});

test("a visitor registers a colleague from a phone; staff confirm one and cancel the other; both are told, with calendar entries", async ({
  browser,
}) => {
  const page = await phone(browser);
  await page.goto(at(`/inscription/${ids.session}`));
  await fillPublicForm(page, {}, async () => {
    await fillParticipantName(page, "Nadia Colin");
    await page.getByLabel("EMAIL *").fill("nadia@acme.fr");
    await page.getByLabel("ENTREPRISE").fill("Acme");
    await page.getByLabel("FINANCEMENT *").selectOption({ label: "OPCO" });
    await page
      .getByTestId("other-participants")
      .getByText(/^Inscrire aussi des collègues/)
      .click();
    await fillParticipantName(page, "Marc Petit", 2);
    await page.getByLabel("PARTICIPANT 2 : EMAIL").fill("marc@acme.fr");
    await page
      .getByRole("checkbox", { name: /J'ai lu et j'accepte les conditions générales de vente/ })
      .check();
  });
  await page.getByRole("button", { name: "S'INSCRIRE", exact: true }).click();
  await expect(page.getByRole("status")).toContainText("Plus qu'une étape");
  // Nadia's link confirms her; Marc then confirms his own from the mail it sent him.
  for (const address of ["nadia@acme.fr", "marc@acme.fr"]) {
    const confirm = await mailTo(address, SUBJECT.confirm);
    const link = hrefsOf(confirm.html as string).find((href) =>
      href.includes("/inscription/confirmer/"),
    )!;
    await page.goto(at(new URL(link).pathname));
    await page.getByRole("button", { name: "Confirmer mon inscription" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscription confirmée");
  }
  await page.context().close();

  await admin.goto(`/dashboard/sessions/${ids.session}`);
  // Colleagues registered together show with their registrant; Marc is confirmed from the selection.
  await expect(
    admin
      .getByTestId("registration")
      .filter({ hasText: "Marc Petit" })
      .getByTestId("registered-by"),
  ).toHaveText("Inscrit par Nadia Colin");
  await admin.getByRole("checkbox", { name: "Sélectionner Marc Petit" }).check();
  await admin.getByRole("button", { name: "Confirmer la sélection" }).click();
  await expect(admin.getByText("1 inscription confirmée.")).toBeVisible();
  await admin.getByRole("button", { name: "Annuler : Nadia Colin" }).click();
  await admin.getByRole("button", { name: "Annuler l'inscription" }).click();
  await expect(
    admin.getByTestId("registration").filter({ hasText: /^Nadia Colin ·/ }),
  ).toContainText("Inscription annulée");

  const confirmed = await mailTo("marc@acme.fr", SUBJECT.confirmed);
  expect(calendarOf(confirmed)).toEqual({
    method: "PUBLISH",
    // 1 to 3 February 2027, 9 h in Paris.
    days: ["2027-02-01T08:00:00.000Z", "2027-02-02T08:00:00.000Z", "2027-02-03T08:00:00.000Z"],
  });
  expect(confirmed.text).toContain(
    "Rejoindre la classe virtuelle :\nhttps://classe.example/docker",
  );
  // A company's trainee whose company staff have not named yet: the convention follows.
  expect(confirmed.attachments.map((file) => file.contentType)).not.toContain("application/pdf");
  expect(confirmed.text).toContain(
    "La convention de formation suivra dès que nous aurons les coordonnées de votre entreprise",
  );
  // The registrant learns that their colleague's place is confirmed, and that their own is cancelled.
  expect((await mailTo("nadia@acme.fr", SUBJECT.confirmed)).text).toContain(
    "L'inscription de Marc Petit à la session « Docker en production », que vous avez demandée",
  );
  expect(calendarOf(await mailTo("nadia@acme.fr", SUBJECT.cancelled)).method).toBe("CANCEL");
});

test("staff name Marc's company and its signatory, who receives the convention and signs it on a phone; Marc's page says who signed", async ({
  browser,
  request,
}) => {
  await admin.goto(`/dashboard/sessions/${ids.session}`);
  const row = admin.getByTestId("registration").filter({ hasText: /^Marc Petit ·/ });
  await expect(row.getByTestId("convention-party")).toContainText(
    "Entreprise à compléter avant la convention (SIRET, adresse, signataire)",
  );
  // Sending it before the company is known says what is missing.
  await row.getByRole("button", { name: "Envoyer le document : Marc Petit" }).click();
  await expect(
    admin.getByText(
      "La convention de Marc Petit ne peut pas être établie : indiquez son SIRET, son adresse",
      { exact: false },
    ),
  ).toBeVisible();
  await row.getByRole("button", { name: "Entreprise signataire : Marc Petit" }).click();
  const dialog = admin.getByRole("dialog", { name: "Entreprise signataire : Marc Petit" });
  await expect(dialog.getByLabel("Raison sociale *")).toHaveValue("Acme");
  await dialog.getByLabel("Raison sociale *").fill("Acme SAS");
  await dialog.getByLabel("SIRET *").fill("120 027 016 00036");
  await dialog.getByLabel("Adresse de l'entreprise *").fill("4 rue des Lilas, 69003 Lyon");
  await dialog.getByLabel("Signataire : nom et prénom *").fill("Claire Morel");
  await dialog.getByLabel("Fonction du signataire *").fill("Responsable formation");
  await dialog.getByLabel("E-mail du signataire *").fill("claire@acme.fr");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog.getByText("SIRET invalide : 14 chiffres")).toBeVisible();
  await dialog.getByLabel("SIRET *").fill("120 027 016 00035");
  await dialog.getByRole("button", { name: "Enregistrer" }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByTestId("convention-party")).toContainText(
    "Acme SAS, SIRET 120 027 016 00035 · signataire : Claire Morel (Responsable formation, claire@acme.fr)",
  );
  await row.getByRole("button", { name: "Envoyer le document : Marc Petit" }).click();
  await expect(row.getByTestId("agreement-state")).toContainText(
    /Convention envoyée le .*, pas encore acceptée/,
  );

  // The convention names both parties and every item of D6353-1, and goes to the signatory.
  const toSign = await mailTo(
    "claire@acme.fr",
    "Convention de formation professionnelle à signer : Marc Petit, Docker en production | Atlas Tech Formation",
  );
  const convention = await joinedPdf(toSign);
  expect(convention.name).toMatch(/^convention-de-formation-CONV-\d{4}-\d{5,}\.pdf$/);
  expect(convention.text).toContain(
    "et l'entreprise Acme SAS, SIRET 120 027 016 00035, 4 rue des Lilas, 69003 Lyon, représentée par Claire Morel, Responsable formation",
  );
  expect(convention.text).toContain("pour la formation d'un membre de son personnel, Marc Petit");
  expect(convention.text).toMatch(
    /N° CONV-\d{4}-\d{5,}\. Établie le .+ Établie par Atlas Tech Formation SAS le /,
  );
  expect(convention.text).toContain("Pour l'organisme de formation");
  for (const mention of agreementMentions.convention) expect(convention.text).toContain(mention);
  expect(convention.text).toContain("3 jours (21 heures), du 1er au 3 février 2027, 9 h – 17 h.");
  expect(convention.text).toContain("Total : 1 440,00 € TTC");
  // The convention commits the company: Marc is sent no copy of it.
  expect(
    received(
      "marc@acme.fr",
      "Convention de formation professionnelle : Docker en production | Atlas Tech Formation",
    ),
  ).toEqual([]);

  const page = await phone(browser);
  const link = hrefsOf(toSign.html as string).find((href) => href.includes("/convention/"))!;
  await page.goto(at(new URL(link).pathname));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Docker en production");
  const part = page.getByTestId("agreement");
  const read = await request.get(
    at((await part.getByRole("link", { name: "Lire le document (PDF)" }).getAttribute("href"))!),
  );
  expect(sha256(await read.body())).toBe(sha256(convention.bytes));
  await expectNoAxeViolations(page);
  await page.getByLabel("NOM ET PRÉNOM DU SIGNATAIRE *").fill("Claire Morel");
  await page.getByLabel("FONCTION CHEZ ACME SAS *").fill("Responsable formation");
  await page
    .getByRole("checkbox", { name: /^Je reconnais avoir pris connaissance de la convention/ })
    .check();
  await page
    .getByRole("button", { name: "Signer la convention avec obligation de paiement" })
    .click();
  await expect(page.getByRole("status")).toHaveText(
    "Votre signature est enregistrée : votre exemplaire signé vous est envoyé par e-mail et reste téléchargeable ci-dessous.",
  );
  await expect(page.getByTestId("agreement-accepted")).toContainText(
    /^Acceptée le .* par Claire Morel\.$/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await page.context().close();
  const signed = await joinedPdf(
    await mailTo(
      "claire@acme.fr",
      "Convention de formation professionnelle signée : Marc Petit, Docker en production | Atlas Tech Formation",
    ),
  );
  expect(signed.text).toContain(
    "Acceptée par : Claire Morel, Responsable formation, pour l'entreprise Acme SAS.",
  );
  expect(signed.text).toContain("Depuis le lien personnel envoyé à : claire@acme.fr.");
  await admin.reload();
  await expect(row.getByTestId("agreement-state")).toContainText(
    /Convention acceptée le .* par Claire Morel \(n° CONV-\d{4}-\d{5,}\)/,
  );
  // Marc's page says who signed it for his company, without the file, and takes no acceptance.
  const marc = await phone(browser);
  await marc.goto(pageLink(await mailTo("marc@acme.fr", SUBJECT.confirmed)));
  const own = marc.getByTestId("agreement");
  await expect(own.getByTestId("agreement-accepted")).toContainText(
    /^Acceptée le .* par Claire Morel\.$/,
  );
  await expect(own.getByRole("link")).toHaveCount(0);
  await expect(own.getByRole("button")).toHaveCount(0);
  await marc.context().close();
});

test("the trainee's page on a phone: calendar, a request for other dates staff accept, then the place handed to a colleague", async ({
  browser,
  request,
}) => {
  const page = await phone(browser);
  await page.goto(pageLink(await mailTo("marc@acme.fr", SUBJECT.confirmed)));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Docker en production");
  await expect(page.getByTestId("trainee-status")).toHaveText("Inscription confirmée");
  await expect(page.getByTestId("trainee-page")).toContainText(
    "Du 1er au 3 février 2027, 9 h – 17 h",
  );
  // Qualiopi, indicator 26: whom to tell about a disability, on the trainee's own page.
  await expect(page.getByTestId("disability-referent")).toHaveText(
    /^Une situation de handicap ou un besoin particulier \? Notre référent handicap, Camille Moreau, adapte l'accueil, les supports et le rythme avec vous : .+@.+, .+\.$/,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);

  const agenda = await page
    .getByRole("link", { name: "Ajouter à mon agenda" })
    .getAttribute("href");
  const calendar = await request.get(at(agenda!));
  expect(calendar.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(calendar.headers()["cache-control"]).toContain("no-store");
  expect(
    new ICAL.Component(ICAL.parse(await calendar.text())).getAllSubcomponents("vevent"),
  ).toHaveLength(3);

  await page.getByLabel("SESSION SOUHAITÉE *").selectOption({
    label: `Du 8 au 10 mars 2027, 9 h – 17 h, À distance, ${formatPriceNoTax(1590)} au lieu de ${formatPriceNoTax(1200)}`,
  });
  await page.getByRole("button", { name: "Demander ce changement" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Votre demande est transmise à notre équipe, qui vous répond par e-mail.",
  );
  await expect(page.getByTestId("move-requested")).toContainText(
    "Demande en cours : passer à la session du 8 au 10 mars 2027",
  );

  await admin.goto(`/dashboard/sessions/${ids.session}`);
  await expect(admin.getByTestId("move-request")).toContainText(
    "Demande à passer à la session du 8 au 10 mars 2027",
  );
  await expect(admin.getByTestId("move-price")).toHaveText(
    `Prix de cette session : ${formatPriceNoTax(1590)}, au lieu de ${formatPriceNoTax(1200)} pour cette inscription.`,
  );
  await expect(
    admin.getByRole("button", { name: "Accepter le changement de session : Marc Petit" }),
  ).toHaveText(`Accepter le changement, à ${formatPriceNoTax(1590)}`);
  await admin
    .getByRole("button", {
      name: `Accepter le changement de session en gardant ${formatPriceNoTax(1200)} : Marc Petit`,
    })
    .click();
  await expect(admin.getByText("Changement de session effectué")).toBeVisible();
  const moved = await mailTo("marc@acme.fr", SUBJECT.moved);
  expect(calendarOf(moved).days[0]).toBe("2027-03-08T08:00:00.000Z");
  expect(moved.text).toContain(keepTogether(`Prix : ${formatPriceNoTax(1200)}, inchangé`));

  await page.reload();
  await expect(page.getByTestId("trainee-page")).toContainText("Du 8 au 10 mars 2027");
  await expect(page.getByTestId("trainee-page")).toContainText(formatPriceNoTax(1200));
  await page.getByLabel("NOM DU COLLÈGUE *", { exact: true }).fill("Durand");
  await page.getByLabel("PRÉNOM DU COLLÈGUE *").fill("Léa");
  await page.getByLabel("EMAIL DU COLLÈGUE *").fill("lea@acme.fr");
  // Asked to confirm first: the browser keeps the form until the box is ticked.
  await page.getByRole("button", { name: "Céder ma place" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Docker en production");
  await page.getByLabel("Je cède ma place à ce collègue : mon lien ne servira plus.").check();
  await page.getByRole("button", { name: "Céder ma place" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Place cédée");
  const handed = await mailTo("lea@acme.fr", SUBJECT.handed);
  expect(calendarOf(handed).days[0]).toBe("2027-03-08T08:00:00.000Z");
  await page.context().close();

  await admin.goto(`/dashboard/sessions/${ids.later}`);
  await expect(admin.getByTestId("registration").filter({ hasText: "Léa Durand" })).toContainText(
    "Place cédée par Marc Petit",
  );
});

test("without JavaScript, the colleague's page refuses an address already registered, then cancels with a reason staff read", async ({
  browser,
}) => {
  const page = await phone(browser, false);
  await page.goto(pageLink(await mailTo("lea@acme.fr", SUBJECT.handed)));
  await expect(page.getByTestId("trainee-status")).toHaveText("Inscription confirmée");
  // Marc holds no registration to this session any more; Léa does: her own address is refused.
  await page.getByLabel("NOM DU COLLÈGUE *", { exact: true }).fill("Durand");
  await page.getByLabel("PRÉNOM DU COLLÈGUE *").fill("Léa");
  await page.getByLabel("EMAIL DU COLLÈGUE *").fill("LEA@acme.fr");
  await page.getByLabel("Je cède ma place à ce collègue : mon lien ne servira plus.").check();
  await page.getByRole("button", { name: "Céder ma place" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "Cette adresse e-mail est déjà inscrite à cette session.",
  );

  await page.getByLabel("RAISON DE L'ANNULATION *").fill("Je change de poste en mars.");
  await page.getByLabel("Je confirme l'annulation de mon inscription.").check();
  await page.getByRole("button", { name: "Annuler mon inscription" }).click();
  await expect(page.getByTestId("trainee-status")).toHaveText("Inscription annulée");
  await expect(page.getByRole("status")).toHaveText(
    "Votre inscription est annulée. Un e-mail vous le confirme ; notre équipe est prévenue.",
  );
  await expect(page.getByRole("button", { name: "Annuler mon inscription" })).toHaveCount(0);
  expect(calendarOf(await mailTo("lea@acme.fr", SUBJECT.cancelled)).method).toBe("CANCEL");
  await page.context().close();

  await admin.goto(`/dashboard/sessions/${ids.later}`);
  await expect(admin.getByTestId("cancel-reason")).toContainText("« Je change de poste en mars. »");
});

test("a self-paying trainee reads their contract, accepts it on a phone, and sees the withdrawal deadline; the accepted file carries its evidence", async ({
  browser,
  request,
}) => {
  const visitor = await phone(browser);
  await visitor.goto(at(`/inscription/${ids.session}`));
  await fillPublicForm(visitor, {}, async () => {
    await fillParticipantName(visitor, "Hugo Lambert");
    await visitor.getByLabel("EMAIL *").fill("hugo@exemple.fr");
    await visitor.getByLabel("FINANCEMENT *").selectOption({ label: "Personnel" });
    await visitor
      .getByRole("checkbox", { name: /J'ai lu et j'accepte les conditions générales de vente/ })
      .check();
  });
  await visitor.getByRole("button", { name: "S'INSCRIRE", exact: true }).click();
  const confirm = await mailTo("hugo@exemple.fr", SUBJECT.confirm);
  await visitor.goto(
    at(
      new URL(hrefsOf(confirm.html as string).find((href) => href.includes("/confirmer/"))!)
        .pathname,
    ),
  );
  await visitor.getByRole("button", { name: "Confirmer mon inscription" }).click();
  await visitor.context().close();

  await admin.goto(`/dashboard/sessions/${ids.session}`);
  await admin.getByRole("button", { name: "Confirmer : Hugo Lambert" }).click();
  const row = admin.getByTestId("registration").filter({ hasText: "Hugo Lambert" });
  await expect(row.getByTestId("agreement-state")).toContainText(
    /Contrat envoyé le .*, pas encore accepté/,
  );

  const mail = await mailTo("hugo@exemple.fr", SUBJECT.confirmed);
  const contract = await joinedPdf(mail);
  expect(contract.name).toMatch(/^contrat-de-formation-CONT-\d{4}-\d{5,}\.pdf$/);
  for (const mention of agreementMentions.contract) expect(contract.text).toContain(mention);
  expect(contract.text).toContain("Hugo Lambert");
  expect(contract.text).toContain("un premier versement de 432,00 € au plus, soit 30 % du prix");

  // Behind the proxy this suite's server trusts, the trainee's IPv6 address in full, whatever
  // header of the site's own the browser sends to pose as someone else.
  const context = await browser.newContext({
    locale: "fr-FR",
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: {
      "x-forwarded-for": "2001:db8:1:2:aaaa::1",
      "x-client-address-exact": "198.51.100.66",
      "x-client-address": "198.51.100.66",
    },
  });
  const page = await context.newPage();
  await page.goto(pageLink(mail));
  const part = page.getByTestId("agreement");
  await expect(part).toContainText(/^Contrat de formation professionnelle n° CONT-/);
  // The file the page offers is the one mailed, byte for byte: the signer accepts what they read.
  const read = await request.get(
    at((await part.getByRole("link", { name: "Lire le document (PDF)" }).getAttribute("href"))!),
  );
  expect(read.headers()["content-type"]).toBe("application/pdf");
  expect(read.headers()["cache-control"]).toContain("no-store");
  expect(sha256(await read.body())).toBe(sha256(contract.bytes));
  await expectNoAxeViolations(page);

  // The name typed is what the evidence page will carry.
  await page.getByLabel("NOM ET PRÉNOM DU SIGNATAIRE *").fill("Hugo Lambert");
  await page
    .getByRole("checkbox", { name: /^Je reconnais avoir pris connaissance du contrat/ })
    .check();
  await page.getByRole("button", { name: "Signer le contrat avec obligation de paiement" }).click();
  await expect(page.getByRole("status")).toHaveText(
    "Votre signature est enregistrée : votre exemplaire signé vous est envoyé par e-mail et reste téléchargeable ci-dessous.",
  );
  const today = parisDay();
  await expect(page.getByTestId("agreement-accepted")).toContainText(
    /^Accepté le .* par Hugo Lambert\.$/,
  );
  await expect(page.getByTestId("withdrawal")).toContainText(
    `Vous pouvez vous rétracter sans frais jusqu'au ${formatLongDate(withdrawalDeadline(today))} inclus`,
  );
  await expect(page.getByTestId("withdrawal")).toContainText(
    `Votre inscription sera définitive le ${formatLongDate(definitiveFrom(today))}`,
  );
  await expect(
    page.getByRole("button", { name: "Signer le contrat avec obligation de paiement" }),
  ).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );

  const accepted = await request.get(
    at(
      (await part
        .getByRole("link", { name: "Télécharger le document accepté (PDF)" })
        .getAttribute("href"))!,
    ),
  );
  const evidence = (await pdfText(new Uint8Array(await accepted.body()))).replace(/\s+/g, " ");
  expect(evidence).toContain("Preuve d'acceptation électronique");
  expect(evidence.replaceAll(" ", "")).toContain(sha256(contract.bytes));
  expect(evidence).toContain("Accepté par : Hugo Lambert.");
  expect(evidence).toContain("Depuis le lien personnel envoyé à : hugo@exemple.fr.");
  expect(evidence).toContain("Adresse IP : 2001:db8:1:2:aaaa::1.");
  expect(evidence).toMatch(/Navigateur : Mozilla\/5\.0 .*\./);
  expect(evidence).toContain(
    `Le stagiaire peut se rétracter jusqu'au ${formatLongDate(withdrawalDeadline(today))} inclus.`,
  );
  // The signed copy, mailed at once: the same file, evidence and annexed texts included.
  const signed = await mailTo("hugo@exemple.fr", SUBJECT.signed);
  expect(sha256((await joinedPdf(signed)).bytes)).toBe(sha256(await accepted.body()));
  expect(evidence).toContain("Annexe 1 : Conditions générales de vente, version du");
  await page.context().close();

  // Staff see the acceptance, and download the same accepted file.
  await admin.reload();
  await expect(row.getByTestId("agreement-state")).toContainText(
    /Contrat accepté le .* par Hugo Lambert/,
  );
  const download = await admin.request.get(
    (await row
      .getByRole("link", { name: "Télécharger le document d'Hugo Lambert" })
      .getAttribute("href"))!,
  );
  expect(download.headers()["content-type"]).toBe("application/pdf");
  expect(sha256(await download.body())).toBe(sha256(await accepted.body()));
});
