import { createHash } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { Funding } from "@/config/funding";
import { siteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { useAdministration } from "../support/admin-fixtures";
import { databaseTargets } from "../support/databases";
import { pdfText } from "../support/pdf";
import { formations } from "@/features/formations/tables";
import { outbox } from "@/server/mail/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { trainers } from "@/features/trainers/tables";
import { registrations } from "@/features/registrations/tables";
import { agreementPlaces, registrationAgreements } from "@/features/agreements/tables";

const { mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);

const sessions = await import("@/features/session-desk/actions");
const companyActions = await import("@/features/agreements/company-actions");
const traineePage = await import("@/features/trainee-page/trainee-page");
const signatoryPage = await import("@/features/agreements/signatory-page");

/** Staff confirm on 1 December 2026; the session runs from 1 to 3 February 2027. */
const when = { now: new Date("2026-12-01T09:00:00Z"), today: "2026-12-01" };
const client = { clientAddress: "203.0.113.7", userAgent: "Mozilla/5.0 (Test) Chromium" };

/** A programme, which a contract must state itself (L6353-4, 1°). */
const RUST_PROGRAMME = {
  "Les bases du langage": ["Ownership et emprunts", "Types et traits"],
  "Un service web": ["Axum, tests et déploiement"],
};

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** The newest mail to an address. */
async function lastMailTo(db: Database, address: string) {
  const mails = await db.select().from(outbox).where(eq(outbox.to, address)).orderBy(outbox.id);
  return mails.at(-1)!;
}

/** The PDF a mail joins, as bytes. */
function joinedPdf(mail: typeof outbox.$inferSelect) {
  const pdf = mail.attachments?.find((file) => file.contentType === "application/pdf");
  expect(pdf, `un PDF joint à « ${mail.subject} »`).toBeDefined();
  return { name: pdf!.filename, bytes: new Uint8Array(Buffer.from(pdf!.content, "base64")) };
}

const tokenIn = (mail: typeof outbox.$inferSelect) =>
  /\/mon-inscription\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

const signatoryTokenIn = (mail: typeof outbox.$inferSelect) =>
  /\/convention\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]!;

/** A company a convention can name: its SIRET's key is right, its signatory is not the trainee. */
const ACME = {
  company: "Acme Industrie",
  company_siret: "12002701600035",
  company_address: "4 rue des Lilas, 69003 Lyon",
  signatory_name: "Claire Morel",
  signatory_position: "Responsable formation",
  signatory_email: "claire@acme.fr",
};

/** The convention or contract of a registration: issued from data, accepted online with its evidence. */
describe.each(databaseTargets)("a registration's convention or contract on $name", (target) => {
  const world = useAdministration(target);
  const { as } = world;
  let sessionId = 0;

  async function confirmedTrainee(
    name: string,
    email: string,
    values: Partial<typeof registrations.$inferInsert> & { payer: Funding },
  ) {
    const [created] = await world.db
      .insert(registrations)
      .values({
        session_id: sessionId,
        trainee_name: name,
        email,
        status: "pending" as const,
        ...values,
      })
      .returning();
    as("admin");
    expect(await sessions.setRegistrationStatus(created!.id, "confirmed")).toMatchObject({
      ok: true,
    });
    const mail = await lastMailTo(world.db, email);
    return { id: created!.id, mail, token: tokenIn(mail) };
  }

  it("joins a self-paying trainee's contract, with every L6353-4 mention, to 'Inscription confirmée'", async () => {
    const [formation] = await world.db
      .insert(formations)
      .values({
        slug: "rust-contrats",
        title: "Rust pour développeurs",
        duration: "3 jours",
        price_no_tax: "1500",
        objectives: ["Écrire un service web en Rust"],
        prerequisites: "Programmer dans un autre langage",
        methods_used: ["Travaux pratiques sur machine"],
        assessment_methods: ["Projet noté en fin de session"],
      })
      .returning();
    const [session] = await world.db
      .insert(trainingSessions)
      .values({
        formation_id: formation!.id,
        start_date: "2027-02-01",
        end_date: "2027-02-03",
        daily_hours: "9 h – 17 h",
        place: "remote",
        remote_link: "https://classe.example/rust",
        capacity: 8,
        status: "open",
        published: true,
        trainer: "Inès Garnier",
      })
      .returning();
    sessionId = session!.id;
    // Without the programme and the trainer's credentials, no contract: the confirmation that
    // would send it is refused, and nothing changes (L6353-4).
    const [waiting] = await world.db
      .insert(registrations)
      .values({
        session_id: sessionId,
        trainee_name: "Hugo Lambert",
        email: "hugo@exemple.fr",
        status: "pending",
        payer: "personnel",
      })
      .returning();
    as("admin");
    expect(await sessions.setRegistrationStatus(waiting!.id, "confirmed")).toEqual({
      ok: false,
      status: 409,
      error:
        "Le contrat d'Hugo Lambert ne peut pas être établi : indiquez les titres et références du formateur et le programme de la formation (article L6353-4 du Code du travail, le contrat doit les mentionner lui-même).",
    });
    expect(
      (await world.db.select().from(registrations).where(eq(registrations.id, waiting!.id)))[0]!
        .status,
    ).toBe("pending");
    expect(await world.db.select().from(outbox).where(eq(outbox.to, "hugo@exemple.fr"))).toEqual(
      [],
    );
    await world.db.delete(registrations).where(eq(registrations.id, waiting!.id));
    await world.db
      .update(formations)
      .set({ training_program: RUST_PROGRAMME })
      .where(eq(formations.id, formation!.id));
    await world.db
      .update(trainingSessions)
      .set({ trainer_credentials: "Ingénieure, contributrice au compilateur Rust" })
      .where(eq(trainingSessions.id, sessionId));
    const { mail } = await confirmedTrainee("Hugo Lambert", "hugo@exemple.fr", {
      payer: "personnel",
    });
    const pdf = joinedPdf(mail);
    expect(pdf.name).toMatch(/^contrat-de-formation-CONT-2026-\d{5,}\.pdf$/);
    const text = await pdfText(pdf.bytes);
    for (const mention of [
      "Contrat de formation professionnelle",
      "articles L6353-3 à L6353-7 du Code du travail",
      "Hugo Lambert",
      "Rust pour développeurs",
      "Effectifs : 8 stagiaires au plus.",
      "Programmer dans un autre langage",
      "Pour la classe virtuelle",
      "Contrôle des connaissances : Projet noté en fin de session",
      "Inès Garnier : Ingénieure, contributrice au compilateur Rust",
      "Ownership et emprunts",
      // The session's hours from its half-days: three days of 7 h.
      "3 jours (21 heures)",
      // The terms of sale and règlement intérieur in force, annexed word for word.
      "Annexe 1 : Conditions générales de vente, version du",
      "Annexe 2 : Règlement intérieur, version du",
      "la personne de son choix, notamment le délégué de stage",
      // 1 500 € HT, 20 % of VAT: 1 800 € TTC; 30 % at most once the 10 days have passed.
      "Total : 1 800,00 € TTC",
      "un premier versement de 540,00 € au plus, soit 30 % du prix",
      "Le stagiaire peut se rétracter sans frais ni motif dans un délai de 14 jours",
      "Formulaire de rétractation",
      "CM2C",
    ])
      expect(text.replace(/\s+/g, " ")).toContain(mention);
  });

  it("records who accepted the exact file they read, from where, and gives it its evidence page", async () => {
    const { id, token } = await confirmedTrainee("Lina Perrin", "lina@exemple.fr", {
      payer: "personnel",
    });
    const shown = joinedPdf(await lastMailTo(world.db, "lina@exemple.fr"));
    const page = await traineePage.readTraineePage(world.db, siteConfig, token, when.today);
    if (page.state !== "open") throw new Error("page fermée");
    // The page's file is the one mailed: its digest is what the signer accepts.
    expect(page.agreement).toMatchObject({ kind: "contract", acceptable: true, accepted: null });
    expect(page.agreement!.sha256).toBe(sha256(shown.bytes));

    const signature = {
      signer_name: "Lina Perrin",
      accept: "on" as const,
      digest: page.agreement!.sha256,
      ...client,
    };
    // A file other than the one in force (an older copy, a forged digest) is refused.
    expect(
      await traineePage.acceptOwnAgreement(
        world.db,
        siteConfig,
        token,
        { ...signature, digest: "0".repeat(64) },
        when,
      ),
    ).toBe("digest");
    expect(await traineePage.acceptOwnAgreement(world.db, siteConfig, token, signature, when)).toBe(
      "done",
    );
    // Once accepted, a second acceptance changes nothing.
    expect(
      await traineePage.acceptOwnAgreement(
        world.db,
        siteConfig,
        token,
        { ...signature, signer_name: "Quelqu'un d'autre" },
        when,
      ),
    ).toBe("refused");

    const [row] = await world.db
      .select()
      .from(registrationAgreements)
      .where(eq(registrationAgreements.registration_id, id));
    expect(row).toMatchObject({
      signer_name: "Lina Perrin",
      signer_address: "203.0.113.7",
      signer_user_agent: "Mozilla/5.0 (Test) Chromium",
      issued_sha256: sha256(shown.bytes),
      accepted_at: when.now,
    });
    const evidence = (await pdfText(new Uint8Array(row!.accepted_pdf!))).replace(/\s+/g, " ");
    expect(evidence).toContain("Preuve d'acceptation électronique");
    // The digest may wrap at the line's end.
    expect(evidence.replaceAll(" ", "")).toContain(sha256(shown.bytes));
    expect(evidence).toContain("Stagiaire : Lina Perrin.");
    expect(evidence).toContain("Accepté par : Lina Perrin.");
    expect(evidence).toContain("Adresse IP : 203.0.113.7.");
    expect(evidence).toContain("2026-12-01T09:00:00.000Z");
    // Accepted on 1 December: 14 days to withdraw, to Tuesday 15 December; final on the 16th.
    expect(evidence).toContain(
      "Le stagiaire peut se rétracter jusqu'au 15 décembre 2026 inclus. L'inscription est définitive le 16 décembre 2026.",
    );
    expect(evidence).toContain("Signature électronique simple");
    // The button said that it commits to pay (Code de la consommation, L221-14).
    expect(evidence).toContain(
      "Bouton de validation : « Signer le contrat avec obligation de paiement »",
    );
    expect(evidence).toMatch(
      /Annexe 1 : Conditions générales de vente, version du \d\d\/\d\d\/\d{4}/,
    );

    // The signed copy goes to the signer at once, on a durable medium (L221-13).
    const signed = await lastMailTo(world.db, "lina@exemple.fr");
    expect(signed.subject).toBe(
      "Contrat de formation professionnelle signé : Rust pour développeurs | Atlas Tech Formation",
    );
    expect(signed.text).toContain(
      "Vous pouvez vous rétracter sans frais jusqu'au 15 décembre 2026 inclus",
    );
    expect(sha256(joinedPdf(signed).bytes)).toBe(sha256(row!.accepted_pdf!));

    const after = await traineePage.readTraineePage(world.db, siteConfig, token, when.today);
    expect(after).toMatchObject({
      agreement: {
        acceptable: false,
        accepted: { by: "Lina Perrin" },
        withdrawal: { until: "2026-12-15", definitiveFrom: "2026-12-16" },
      },
      withdrawing: true,
    });
    // The page's download is now the accepted file, evidence included.
    const download = await traineePage.readTraineeAgreement(world.db, token, when.today);
    expect(sha256(download!.pdf)).toBe(sha256(row!.accepted_pdf!));
    // Staff cannot send it again as a document to accept.
    as("admin");
    expect(await sessions.sendAgreement(id)).toMatchObject({
      ok: false,
      status: 409,
      error: "Ce document est déjà accepté : téléchargez-le depuis la page de la session.",
    });
  });

  it("offers no acceptance once the session has started, nor to the waiting list", async () => {
    const { id, token } = await confirmedTrainee("Jade Martin", "jade@exemple.fr", {
      payer: "personnel",
    });
    const started = { now: new Date("2027-02-01T10:00:00Z"), today: "2027-02-01" };
    const page = await traineePage.readTraineePage(
      world.db,
      siteConfig,
      token,
      started.today,
      started.now,
    );
    if (page.state !== "open") throw new Error("page fermée");
    expect(page.agreement).toMatchObject({ acceptable: false });
    const signature = {
      signer_name: "Jade Martin",
      accept: "on" as const,
      digest: page.agreement!.sha256,
      ...client,
    };
    expect(
      await traineePage.acceptOwnAgreement(world.db, siteConfig, token, signature, started),
    ).toBe("refused");
    await world.db.update(registrations).set({ status: "waiting" }).where(eq(registrations.id, id));
    expect(await traineePage.acceptOwnAgreement(world.db, siteConfig, token, signature, when)).toBe(
      "refused",
    );
  });

  it("issues again, under a number of its own, a document staff's edit of the session made stale", async () => {
    const { id, mail } = await confirmedTrainee("Rémi Faure", "remi@exemple.fr", {
      payer: "personnel",
    });
    const first = joinedPdf(mail).name;
    const [session] = await world.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, sessionId));
    const [ines] = await world.db
      .insert(trainers)
      .values({
        name: "Inès Garnier",
        kind: "external",
        credentials: "Ingénieure, contributrice au compilateur Rust",
      })
      .returning();
    as("admin");
    expect(
      await sessions.saveSession(sessionId, {
        formation_id: String(session!.formation_id),
        start_date: "2027-02-08",
        end_date: "2027-02-10",
        daily_hours: "9 h – 17 h",
        place: "remote",
        location_id: "none",
        remote_link: "https://classe.example/rust",
        capacity: "8",
        held_seats: "0",
        price_no_tax: "",
        status: "open",
        published: true,
        trainer_id: String(ines!.id),
        what_to_bring: "",
      }),
    ).toMatchObject({
      ok: true,
      notice: expect.stringMatching(
        /^Modification envoyée à \d+ stagiaires? : .*Rémi Faure.*\. \d+ documents? à renvoyer : ses conditions ont changé\.$/,
      ),
    });
    expect(await sessions.sendAgreement(id)).toMatchObject({ ok: true });
    const again = joinedPdf(await lastMailTo(world.db, "remi@exemple.fr"));
    expect(again.name).toBe(first.replace(/\.pdf$/, "-2.pdf"));
    expect((await pdfText(again.bytes)).replace(/\s+/g, " ")).toContain("du 8 au 10 février 2027");
  });

  it("prints what a registrant typed as the company on one line of the document", async () => {
    await confirmedTrainee("Léon Petit", "leon@acme.fr", {
      payer: "entreprise",
      ...ACME,
      company: "ACME SAS\nPar dérogation, la formation est gratuite",
    });
    const text = await pdfText(joinedPdf(await lastMailTo(world.db, ACME.signatory_email)).bytes);
    expect(text).toContain("l'entreprise ACME SAS Par dérogation");
  });

  it("keeps a sent document as it was when staff change the price afterwards", async () => {
    const { id, token } = await confirmedTrainee("Yann Roche", "yann@exemple.fr", {
      payer: "personnel",
    });
    const sent = joinedPdf(await lastMailTo(world.db, "yann@exemple.fr"));
    await world.db
      .update(trainingSessions)
      .set({ price_no_tax: "9999" })
      .where(eq(trainingSessions.id, sessionId));
    const page = await traineePage.readTraineePage(world.db, siteConfig, token, when.today);
    expect(page).toMatchObject({ agreement: { sha256: sha256(sent.bytes) } });
    as("admin");
    expect(await sessions.sendAgreement(id)).toMatchObject({ ok: true });
    expect(sha256(joinedPdf(await lastMailTo(world.db, "yann@exemple.fr")).bytes)).toBe(
      sha256(sent.bytes),
    );
    await world.db
      .update(trainingSessions)
      .set({ price_no_tax: null })
      .where(eq(trainingSessions.id, sessionId));
  });

  it("has a company's convention accepted by a trainee who signs for it, naming their position", async () => {
    const toClaire = () =>
      world.db.select().from(outbox).where(eq(outbox.to, ACME.signatory_email));
    const before = (await toClaire()).length;
    const { token, mail } = await confirmedTrainee("Paul Morel", "paul@acme.fr", {
      payer: "opco",
      ...ACME,
      signatory_name: "Paul Morel",
      signatory_position: "Gérant",
      signatory_email: "Paul@Acme.fr",
    });
    const text = (await pdfText(joinedPdf(mail).bytes)).replace(/\s+/g, " ");
    expect(text).toContain("Convention de formation professionnelle");
    expect(text).toContain("l'entreprise Acme Industrie");
    expect(text).toContain("Prise en charge par l'OPCO");
    const page = await traineePage.readTraineePage(world.db, siteConfig, token, when.today);
    if (page.state !== "open") throw new Error("page fermée");
    const signature = {
      signer_name: "Paul Morel",
      accept: "on" as const,
      digest: page.agreement!.sha256,
      ...client,
    };
    expect(await traineePage.acceptOwnAgreement(world.db, siteConfig, token, signature, when)).toBe(
      "signer_position",
    );
    expect(
      await traineePage.acceptOwnAgreement(
        world.db,
        siteConfig,
        token,
        { ...signature, signer_position: "Gérant" },
        when,
      ),
    ).toBe("done");
    const accepted = await traineePage.readTraineeAgreement(world.db, token, when.today);
    expect((await pdfText(new Uint8Array(accepted!.pdf))).replace(/\s+/g, " ")).toContain(
      "Acceptée par : Paul Morel, Gérant, pour l'entreprise Acme Industrie.",
    );
    // Nobody else was written to: the trainee is the signatory.
    expect(await toClaire()).toHaveLength(before);
  });

  it("sends a company's convention to its signatory, who alone accepts it, by a link that opens nothing else", async () => {
    const trainee = "marc@acme.fr";
    const { id, token, mail } = await confirmedTrainee("Marc Lopez", trainee, {
      payer: "entreprise",
      ...ACME,
    });
    // The trainee reads who signs, without the file that commits the company; their page takes
    // no acceptance and gives no file.
    expect(mail.text).toContain(
      "La convention de formation de votre entreprise est envoyée pour signature à Claire Morel (claire@acme.fr), qui l'accepte au nom de l'entreprise",
    );
    expect(mail.attachments!.map((file) => file.contentType)).not.toContain("application/pdf");
    const own = await traineePage.readTraineePage(world.db, siteConfig, token, when.today);
    expect(own).toMatchObject({
      agreement: {
        acceptable: false,
        readable: false,
        signedBy: "Claire Morel, Responsable formation",
      },
    });
    expect(await traineePage.readTraineeAgreement(world.db, token, when.today)).toBeNull();
    const toSign = await lastMailTo(world.db, "claire@acme.fr");
    expect(toSign.subject).toBe(
      "Convention de formation professionnelle à signer : Marc Lopez, Rust pour développeurs | Atlas Tech Formation",
    );
    const text = (await pdfText(joinedPdf(toSign).bytes)).replace(/\s+/g, " ");
    for (const mention of [
      "l'entreprise Acme Industrie, SIRET 120 027 016 00035, 4 rue des Lilas, 69003 Lyon, représentée par Claire Morel, Responsable formation",
      `représenté par ${siteConfig.company.legalRepresentative}`,
      "Pour l'organisme de formation",
      "depuis le lien personnel envoyé à claire@acme.fr",
    ])
      expect(text).toContain(mention);

    const first = signatoryTokenIn(toSign);
    // The signatory's link is not a trainee's: it opens no registration page.
    expect(await traineePage.readTraineePage(world.db, siteConfig, first, when.today)).toEqual({
      state: "unknown",
    });
    expect(await signatoryPage.readSignatoryPage(world.db, first, when.today)).toMatchObject({
      state: "open",
    });
    // Another signatory named, then Claire again: her first link opens nothing any more, even
    // at her address; the convention goes to her anew.
    as("admin");
    const party = {
      id,
      company: ACME.company,
      siret: ACME.company_siret,
      address: ACME.company_address,
      signatory_name: "Jean Roux",
      signatory_position: "Directeur",
      signatory_email: "jean@acme.fr",
      same_company: false,
    };
    expect(await companyActions.setConventionParty(party)).toMatchObject({ ok: true });
    expect(await signatoryPage.readSignatoryPage(world.db, first, when.today)).toEqual({
      state: "closed",
    });
    const claire = {
      ...party,
      signatory_name: ACME.signatory_name,
      signatory_position: ACME.signatory_position,
      signatory_email: ACME.signatory_email,
    };
    expect(await companyActions.setConventionParty(claire)).toMatchObject({ ok: true });
    expect(await signatoryPage.readSignatoryPage(world.db, first, when.today)).toEqual({
      state: "closed",
    });
    expect(await signatoryPage.readSignatoryAgreement(world.db, first, when.today)).toBeNull();
    expect(await sessions.sendAgreement(id)).toMatchObject({ ok: true });
    const signer = signatoryTokenIn(await lastMailTo(world.db, "claire@acme.fr"));

    const page = await signatoryPage.readSignatoryPage(world.db, signer, when.today);
    if (page.state !== "open") throw new Error("page du signataire fermée");
    expect(page).toMatchObject({
      company: "Acme Industrie",
      agreement: { kind: "convention", acceptable: true, trainees: ["Marc Lopez"] },
    });
    const signature = {
      signer_name: "Claire Morel",
      signer_position: "Responsable formation",
      accept: "on" as const,
      digest: page.agreement.sha256,
      ...client,
    };
    // The trainee cannot accept it in the company's name, whatever they post.
    expect(await traineePage.acceptOwnAgreement(world.db, siteConfig, token, signature, when)).toBe(
      "refused",
    );
    expect(
      await signatoryPage.acceptAsSignatory(world.db, siteConfig, signer, signature, when),
    ).toBe("done");
    const signed = await lastMailTo(world.db, "claire@acme.fr");
    expect(signed.subject).toBe(
      "Convention de formation professionnelle signée : Marc Lopez, Rust pour développeurs | Atlas Tech Formation",
    );
    expect((await pdfText(joinedPdf(signed).bytes)).replace(/\s+/g, " ")).toContain(
      "Acceptée par : Claire Morel, Responsable formation, pour l'entreprise Acme Industrie.",
    );
    expect(
      await traineePage.readTraineePage(world.db, siteConfig, token, when.today),
    ).toMatchObject({ agreement: { accepted: { by: "Claire Morel" } } });
    // Accepted, the convention stays as signed: its company is no longer changed.
    expect(await companyActions.setConventionParty(party)).toEqual({
      ok: false,
      status: 409,
      error: "La convention de Marc Lopez est acceptée : elle reste telle qu'elle a été signée.",
    });
  });

  it("confirms a company's trainee before the company is known, and issues the convention once staff name it", async () => {
    const { id, mail } = await confirmedTrainee("Nina Faure", "nina@exemple.fr", {
      payer: "opco",
      company: "Boulangerie Faure",
    });
    expect(mail.attachments!.map((file) => file.contentType)).not.toContain("application/pdf");
    expect(mail.text).toContain(
      "La convention de formation suivra dès que nous aurons les coordonnées de votre entreprise",
    );
    as("admin");
    expect(await sessions.sendAgreement(id)).toEqual({
      ok: false,
      status: 409,
      error:
        "La convention de Nina Faure ne peut pas être établie : indiquez son SIRET, son adresse et le nom, la fonction et l'adresse e-mail de son signataire (« Entreprise signataire » sous son inscription).",
    });
    const party = {
      id,
      company: "Boulangerie Faure",
      siret: "120 027 016 00036",
      address: "2 place du Marché, 21000 Dijon",
      signatory_name: "Odile Faure",
      signatory_position: "Gérante",
      signatory_email: "odile@faure.fr",
      same_company: true,
    };
    expect(await companyActions.setConventionParty(party)).toMatchObject({
      ok: false,
      fieldErrors: {
        siret: "SIRET invalide : 14 chiffres, tels que l'avis de situation Sirene les donne.",
      },
    });
    as("member");
    expect(
      await companyActions.setConventionParty({ ...party, siret: "12002701600035" }),
    ).toMatchObject({ ok: false, status: 403 });
    expect(
      await world.db.select().from(registrations).where(eq(registrations.id, id)),
    ).toMatchObject([{ company_siret: null, signatory_email: null }]);
    as("admin");
    expect(
      await companyActions.setConventionParty({ ...party, siret: "120 027 016 00035" }),
    ).toMatchObject({
      ok: true,
      notice: "Entreprise enregistrée pour 1 inscription (Nina Faure).",
    });
    expect(await sessions.sendAgreement(id)).toMatchObject({ ok: true });
    const toSign = await lastMailTo(world.db, "odile@faure.fr");
    expect((await pdfText(joinedPdf(toSign).bytes)).replace(/\s+/g, " ")).toContain(
      "l'entreprise Boulangerie Faure, SIRET 120 027 016 00035, 2 place du Marché, 21000 Dijon, représentée par Odile Faure, Gérante",
    );
  });

  it("issues nothing for a CPF registration, and says why to staff", async () => {
    const { id, mail } = await confirmedTrainee("Sami Haddad", "sami@exemple.fr", {
      payer: "cpf",
    });
    expect(mail.attachments!.map((file) => file.contentType)).toEqual([
      "text/calendar; charset=utf-8; method=PUBLISH",
    ]);
    as("admin");
    expect(await sessions.sendAgreement(id)).toMatchObject({
      ok: false,
      status: 409,
      error:
        "Financement CPF : l'inscription se contracte sur Mon Compte Formation, le site n'émet pas de document.",
    });
  });

  it("issues one convention per company and session listing its trainees, to its signatory alone, and keeps it through a hand-over", async () => {
    const BETA = {
      company: "Beta Conseil",
      company_siret: "12002701600035",
      company_address: "8 quai du Port, 13002 Marseille",
      signatory_name: "Anne Vidal",
      signatory_position: "DRH",
      signatory_email: "anne@beta.fr",
    };
    const toAnne = () => world.db.select().from(outbox).where(eq(outbox.to, BETA.signatory_email));
    const { id: eva, token: evaToken } = await confirmedTrainee("Eva Brun", "eva@beta.fr", {
      payer: "entreprise",
      ...BETA,
    });
    const { id: hugo } = await confirmedTrainee("Hugo Roux", "hugo@beta.fr", {
      payer: "entreprise",
      ...BETA,
    });
    // Hugo joined before Anne signed: the convention she receives now lists both, under a number
    // of its own, and the first one no longer opens for acceptance.
    const mails = await toAnne();
    expect(mails.map((mail) => mail.subject)).toEqual([
      "Convention de formation professionnelle à signer : Eva Brun, Rust pour développeurs | Atlas Tech Formation",
      "Convention de formation professionnelle à signer : Eva Brun et Hugo Roux, Rust pour développeurs | Atlas Tech Formation",
    ]);
    const both = (await pdfText(joinedPdf(mails[1]!).bytes)).replace(/\s+/g, " ");
    expect(both).toContain(
      "Eva Brun (eva@beta.fr) et Hugo Roux (hugo@beta.fr), ci-après « les stagiaires »",
    );
    expect(both).toContain(
      "Prix : 1 500,00 € HT par stagiaire, soit 3 000,00 € HT pour 2 stagiaires",
    );
    expect(both).toContain("la présente convention reste en vigueur pour la place ainsi reprise");
    const covering = await world.db
      .select({ id: registrations.id, agreement: agreementPlaces.agreement_id })
      .from(registrations)
      .leftJoin(agreementPlaces, eq(agreementPlaces.registration_id, registrations.id))
      .where(inArray(registrations.id, [eva, hugo]))
      .orderBy(registrations.id);
    expect(covering[0]!.agreement).not.toBeNull();
    expect(covering[1]!.agreement).toBe(covering[0]!.agreement);
    expect(
      await signatoryPage.readSignatoryPage(world.db, signatoryTokenIn(mails[0]!), when.today),
    ).toMatchObject({
      state: "open",
      agreement: { trainees: ["Eva Brun", "Hugo Roux"], priceNoTax: 300_000 },
    });
    // The first one, which Hugo's replaced, is no longer in force.
    const inForce = await world.db
      .select({ number: registrationAgreements.number })
      .from(registrationAgreements)
      .innerJoin(registrations, eq(registrations.id, registrationAgreements.registration_id))
      .where(
        and(eq(registrations.company, BETA.company), isNull(registrationAgreements.superseded_at)),
      );
    expect(inForce.map((row) => `${row.number}.pdf`)).toEqual([
      joinedPdf(mails[1]!).name.replace(/^convention-de-formation-/, ""),
    ]);
    // Staff sending it again from either place write to Anne once, about the same convention.
    as("admin");
    expect(await sessions.sendAgreement(hugo)).toMatchObject({ ok: true });
    const again = await toAnne();
    expect(again).toHaveLength(3);
    expect(joinedPdf(again[2]!).name).toBe(joinedPdf(mails[1]!).name);
    // Paul joins, then cancels before Anne signs: the convention she opens, listing him, is
    // issued again without him, and the link mailed for his place opens that one.
    const { id: paul } = await confirmedTrainee("Paul Vidal", "paul@beta.fr", {
      payer: "entreprise",
      ...BETA,
    });
    const forThree = (await toAnne()).at(-1)!;
    expect(forThree.subject).toBe(
      "Convention de formation professionnelle à signer : Eva Brun, Hugo Roux et Paul Vidal, Rust pour développeurs | Atlas Tech Formation",
    );
    as("admin");
    expect(await sessions.setRegistrationStatus(paul, "cancelled")).toMatchObject({ ok: true });
    const link = signatoryTokenIn(forThree);
    const signature = async () => {
      const page = await signatoryPage.readSignatoryPage(world.db, link, when.today);
      if (page.state !== "open") throw new Error("page de la signataire fermée");
      return {
        signer_name: "Anne Vidal",
        signer_position: "DRH",
        accept: "on" as const,
        digest: page.agreement.sha256,
        ...client,
      };
    };
    expect(
      await signatoryPage.acceptAsSignatory(world.db, siteConfig, link, await signature(), when),
    ).toBe("digest");
    expect(await signatoryPage.readSignatoryPage(world.db, link, when.today)).toMatchObject({
      agreement: { trainees: ["Eva Brun", "Hugo Roux"], acceptable: true },
    });
    expect(
      await signatoryPage.acceptAsSignatory(world.db, siteConfig, link, await signature(), when),
    ).toBe("done");
    const [{ signed }] = (await world.db
      .select({ signed: agreementPlaces.agreement_id })
      .from(agreementPlaces)
      .where(eq(agreementPlaces.registration_id, eva))) as [{ signed: number }];
    // Eva hands her place to Noé: the company's accepted convention stays in force for it.
    expect(
      await traineePage.handOverPlace(
        world.db,
        siteConfig,
        evaToken,
        { trainee_name: "Noé Blanc", last_name: "Blanc", first_name: "Noé", email: "noe@beta.fr" },
        when,
      ),
    ).toBe("done");
    const kept = await world.db
      .select({
        agreement: agreementPlaces.agreement_id,
        superseded: registrationAgreements.superseded_at,
      })
      .from(agreementPlaces)
      .innerJoin(
        registrationAgreements,
        eq(registrationAgreements.id, agreementPlaces.agreement_id),
      )
      .where(eq(agreementPlaces.registration_id, eva));
    expect(kept).toEqual([{ agreement: signed, superseded: null }]);
    // Anne is told of the replacement the convention allows.
    const replaced = (await toAnne()).at(-1)!;
    expect(replaced.subject).toBe(
      "Remplacement d'un stagiaire : Rust pour développeurs | Atlas Tech Formation",
    );
    expect(replaced.text).toContain(
      "Depuis sa page d'inscription, Eva Brun a cédé à Noé Blanc (noe@beta.fr) sa place à la formation « Rust pour développeurs »",
    );
    expect(replaced.text).toContain("Si un OPCO prend en charge cette formation, informez-le");
    const noe = await lastMailTo(world.db, "noe@beta.fr");
    const noePage = await traineePage.readTraineePage(
      world.db,
      siteConfig,
      tokenIn(noe),
      when.today,
    );
    expect(noePage).toMatchObject({
      agreement: { accepted: { by: "Anne Vidal" }, readable: false },
    });
    expect(await sessions.sendAgreement(eva)).toMatchObject({
      ok: false,
      error: "Ce document est déjà accepté : téléchargez-le depuis la page de la session.",
    });
    // A colleague who joins after the signature gets a convention of their own.
    await confirmedTrainee("Lina Roux", "lina@beta.fr", { payer: "entreprise", ...BETA });
    expect((await toAnne()).at(-1)!.subject).toBe(
      "Convention de formation professionnelle à signer : Lina Roux, Rust pour développeurs | Atlas Tech Formation",
    );
  });

  it("closes a handed-over place's contract, and a signatory who held the place leaves with it", async () => {
    const { id, token } = await confirmedTrainee("Iris Blanc", "iris@exemple.fr", {
      payer: "personnel",
    });
    expect(
      await traineePage.handOverPlace(
        world.db,
        siteConfig,
        token,
        {
          trainee_name: "Léa Moreau",
          last_name: "Moreau",
          first_name: "Léa",
          email: "lea@exemple.fr",
        },
        when,
      ),
    ).toBe("done");
    const rows = await world.db
      .select({ superseded: registrationAgreements.superseded_at })
      .from(registrationAgreements)
      .where(eq(registrationAgreements.registration_id, id));
    expect(rows).toEqual([{ superseded: when.now }]);
    // Staff send the colleague their own, naming them.
    as("admin");
    expect(await sessions.sendAgreement(id)).toMatchObject({ ok: true });
    const mail = await lastMailTo(world.db, "lea@exemple.fr");
    expect(mail.subject).toBe(
      "Contrat de formation professionnelle : Rust pour développeurs | Atlas Tech Formation",
    );
    expect((await pdfText(joinedPdf(mail).bytes)).replace(/\s+/g, " ")).toContain("Léa Moreau");
    // The company's signatory stays; a trainee who signed for it themself leaves with the place.
    const { id: own, token: ownToken } = await confirmedTrainee("Tom Roy", "tom@acme.fr", {
      payer: "entreprise",
      ...ACME,
      signatory_name: "Tom Roy",
      signatory_email: "tom@acme.fr",
    });
    expect(
      await traineePage.handOverPlace(
        world.db,
        siteConfig,
        ownToken,
        { trainee_name: "Lou Gal", last_name: "Gal", first_name: "Lou", email: "lou@acme.fr" },
        when,
      ),
    ).toBe("done");
    const signatories = await world.db
      .select({ id: registrations.id, signatory: registrations.signatory_email })
      .from(registrations)
      .where(inArray(registrations.id, [id, own]))
      .orderBy(registrations.id);
    expect(signatories).toEqual([
      { id, signatory: null },
      { id: own, signatory: null },
    ]);
    // Lou holds the place, not the signature: the convention Tom was to sign for the company is
    // neither Lou's to read nor to accept.
    const louToken = tokenIn(await lastMailTo(world.db, "lou@acme.fr"));
    expect(
      await traineePage.readTraineePage(world.db, siteConfig, louToken, when.today),
    ).toMatchObject({
      agreement: { readable: false, acceptable: false, signedBy: "Tom Roy, Responsable formation" },
    });
    expect(await traineePage.readTraineeAgreement(world.db, louToken, when.today)).toBeNull();
  });

  it("records a company for the same name's places without taking over a place staff tied to another SIRET", async () => {
    // A stranger registered under the name of Gamma, whose own place staff already tied to
    // another company; then staff record Gamma for its trainee, « même entreprise » ticked.
    const place = (trainee_name: string, email: string, values = {}) =>
      world.db
        .insert(registrations)
        .values({
          session_id: sessionId,
          trainee_name,
          email,
          status: "pending" as const,
          payer: "entreprise" as const,
          company: "Gamma",
          ...values,
        })
        .returning({ id: registrations.id })
        .then(([row]) => row!.id);
    const gamma = await place("Rose Petit", "rose@gamma.fr");
    const other = await place("Yves Leroux", "yves@ailleurs.fr", {
      company: " gamma ",
      company_siret: "90334567800010",
      company_address: "1 rue Basse, 31000 Toulouse",
      signatory_name: "Yves Leroux",
      signatory_position: "Gérant",
      signatory_email: "yves@ailleurs.fr",
    });
    as("admin");
    expect(
      await companyActions.setConventionParty({
        id: gamma,
        company: "Gamma",
        siret: "12002701600035",
        address: "3 place Bellecour, 69002 Lyon",
        signatory_name: "Lise Gamma",
        signatory_position: "Directrice",
        signatory_email: "lise@gamma.fr",
        same_company: true,
      }),
    ).toMatchObject({
      ok: true,
      notice: expect.stringMatching(
        /^Entreprise enregistrée pour 1 inscription \(Rose Petit\)( :|\.$)/,
      ),
    });
    expect(
      await world.db
        .select({ siret: registrations.company_siret, signatory: registrations.signatory_email })
        .from(registrations)
        .where(eq(registrations.id, other)),
    ).toEqual([{ siret: "90334567800010", signatory: "yves@ailleurs.fr" }]);
  });

  it("asks a trainee whose course starts within the withdrawal period to request that it begins", async () => {
    // Accepted on 1 December 2026 for a course on 10 December: within the 14 days.
    const [session] = await world.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, sessionId));
    const { id: _id, created_at: _created, ...copy } = session!;
    const [soon] = await world.db
      .insert(trainingSessions)
      .values({ ...copy, start_date: "2026-12-10", end_date: "2026-12-11" })
      .returning();
    const previous = sessionId;
    sessionId = soon!.id;
    const { token } = await confirmedTrainee("Aya Benali", "aya@exemple.fr", {
      payer: "personnel",
    });
    sessionId = previous;
    const page = await traineePage.readTraineePage(world.db, siteConfig, token, when.today);
    if (page.state !== "open") throw new Error("page fermée");
    expect(page.agreement).toMatchObject({ earlyStart: true, acceptable: true });
    const signature = {
      signer_name: "Aya Benali",
      accept: "on" as const,
      digest: page.agreement!.sha256,
      ...client,
    };
    expect(await traineePage.acceptOwnAgreement(world.db, siteConfig, token, signature, when)).toBe(
      "early_start",
    );
    // A name the document's letters cannot print would leave the evidence naming no one.
    expect(
      await traineePage.acceptOwnAgreement(
        world.db,
        siteConfig,
        token,
        { ...signature, signer_name: "Айя Бенали", early_start: "on" },
        when,
      ),
    ).toBe("signer_name");
    expect(
      await traineePage.acceptOwnAgreement(
        world.db,
        siteConfig,
        token,
        { ...signature, early_start: "on" },
        when,
      ),
    ).toBe("done");
    const accepted = await traineePage.readTraineeAgreement(world.db, token, when.today);
    expect((await pdfText(new Uint8Array(accepted!.pdf))).replace(/\s+/g, " ")).toContain(
      "Je demande que la formation commence avant la fin de mon délai de rétractation",
    );
  });

  it("has a file the code no longer draws byte for byte read again before it is accepted", async () => {
    const { id, token } = await confirmedTrainee("Noa Girard", "noa@exemple.fr", {
      payer: "personnel",
    });
    // As if issued by an earlier version of the templates.
    const older = Buffer.from("%PDF-1.3 version antérieure");
    await world.db
      .update(registrationAgreements)
      .set({ issued_pdf: older, issued_sha256: sha256(older) })
      .where(eq(registrationAgreements.registration_id, id));
    const signature = {
      signer_name: "Noa Girard",
      accept: "on" as const,
      digest: sha256(older),
      ...client,
    };
    expect(await traineePage.acceptOwnAgreement(world.db, siteConfig, token, signature, when)).toBe(
      "digest",
    );
    const page = await traineePage.readTraineePage(world.db, siteConfig, token, when.today);
    expect(page).toMatchObject({
      agreement: { number: expect.stringMatching(/-2$/), acceptable: true, accepted: null },
    });
    if (page.state !== "open") throw new Error("page fermée");
    expect(
      await traineePage.acceptOwnAgreement(
        world.db,
        siteConfig,
        token,
        { ...signature, digest: page.agreement!.sha256 },
        when,
      ),
    ).toBe("done");
  });
});
