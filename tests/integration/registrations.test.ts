import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig } from "@/config/site";
import type { DatabaseHandle } from "@/db/client";
import { formations, locations, outbox, registrations, trainingSessions } from "@/db/schema";
import { REGISTRATION_RATE_LIMIT, submitRegistration, type RegistrationSubmission } from "@/features/sessions/submit";
import { createTransport } from "@/server/mail/transport";
import { deliverDueMails } from "@/server/mail/worker";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { databaseTargets, openMigrated } from "../support/databases";

const config = readSiteConfig({ SITE_URL: "https://atlas.example", CONTACT_EMAIL: "equipe@atlas.example" });
const now = 1_800_000_000_000;
const today = "2026-12-01";

describe.each(databaseTargets)("registrations on $name", (target) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let sessionId: number;

  function submission(values: Partial<RegistrationSubmission["values"]> = {}, extra: Partial<RegistrationSubmission> = {}): RegistrationSubmission {
    return {
      sessionId,
      values: { trainee_name: "Zoé Martin", email: "zoe@acme.fr", phone: "", company: "Acme", payer: "opco", is_psh: false, psh_details: "", accept_terms: true, ...values },
      honeypot: "",
      startedAt: now - 60_000,
      ip: "203.0.113.7",
      now,
      today,
      ...extra,
    };
  }

  beforeAll(async () => {
    handle = await openMigrated(target);
    smtp = await startSmtpServer();
    const [paris] = await handle.db.insert(locations).values({ country: "France", city: "Paris", permanent: true }).returning();
    const [formation] = await handle.db
      .insert(formations)
      .values({ slug: "python", title: "Python pour l'analyse de données", duration: "3 jours", price_no_tax: "1500", certification: true })
      .returning();
    const [session] = await handle.db
      .insert(trainingSessions)
      .values({ formation_id: formation!.id, start_date: "2027-01-11", end_date: "2027-01-13", daily_hours: "9 h – 17 h", place: "location", location_id: paris!.id, capacity: 1, status: "open", published: true })
      .returning();
    sessionId = session!.id;
  });
  afterAll(async () => {
    await smtp.stop();
    await handle.close();
  });

  it("stores the registration and both mails reach the SMTP server; an individual payer reads their rights", async () => {
    const result = await submitRegistration(handle.db, config, submission({ payer: "personnel", company: "", is_psh: true, psh_details: "Fauteuil roulant" }));
    expect(result).toMatchObject({ ok: true, seated: 1, waiting: 0 });
    const id = (result as { id: number }).id;
    const [stored] = await handle.db.select().from(registrations).where(eq(registrations.id, id));
    expect(stored).toMatchObject({ trainee_name: "Zoé Martin", company: null, payer: "personnel", is_psh: true, psh_details: "Fauteuil roulant", status: "pending" });

    expect(await deliverDueMails(handle.db, createTransport(smtp.url), "Atlas <equipe@atlas.example>")).toBe(2);
    const to = (address: string) => smtp.received.find((mail) => mail.to && "text" in mail.to && mail.to.text === address)!;
    const notification = to("equipe@atlas.example");
    expect(notification.subject).toBe(`Inscription n° ${id} : Zoé Martin, Python pour l'analyse de données`);
    expect(notification.text).toContain("Session : Du 11 au 13 janvier 2027, 9 h – 17 h, Paris");
    expect(notification.text).toContain("Financement : Personnel");
    expect(notification.text).toContain("Situation de handicap : oui (Fauteuil roulant)");
    const acknowledgement = to("zoe@acme.fr");
    expect(acknowledgement.subject).toBe("Inscription reçue : Python pour l'analyse de données | Atlas Tech Formation");
    expect(acknowledgement.text).toContain("Nous vous confirmons votre place sous 48 heures ouvrées.");
    expect(acknowledgement.text).toContain("vous disposez de 10 jours pour vous rétracter");
    expect(acknowledgement.text).toContain("le premier paiement ne peut dépasser 30 % du prix convenu");
    expect(acknowledgement.text).toContain("https://atlas.example/formation/python");
  });

  it("puts the next registrant on the waiting list and says so; a CPF payer is sent to Mon Compte Formation", async () => {
    const result = await submitRegistration(handle.db, config, submission({ trainee_name: "Hugo Leroy", email: "hugo@acme.fr", payer: "cpf" }, { ip: "203.0.113.8" }));
    expect(result).toMatchObject({ ok: true, seated: 0, waiting: 1 });
    const [acknowledgement] = await handle.db.select().from(outbox).where(eq(outbox.to, "hugo@acme.fr"));
    expect(acknowledgement!.subject).toBe("Liste d'attente : Python pour l'analyse de données | Atlas Tech Formation");
    expect(acknowledgement!.text).toContain("votre inscription est sur la liste d'attente");
    expect(acknowledgement!.text).toContain("https://www.moncompteformation.gouv.fr/");
  });

  it("registers colleagues with the registrant: seats in order then the waiting list; only the provider reads their names, and they get no mail", async () => {
    const [formation] = await handle.db.insert(formations).values({ slug: "n8n", title: "n8n", duration: "2 jours", price_no_tax: "900" }).returning();
    const [group] = await handle.db
      .insert(trainingSessions)
      .values({ formation_id: formation!.id, start_date: "2027-02-01", end_date: "2027-02-02", place: "remote", capacity: 2, status: "open", published: true })
      .returning();
    const colleagues = { participant_2_name: "Paul Dubois", participant_2_email: "paul@acme.fr", participant_4_name: "Inès Roux", participant_4_email: "ines@acme.fr" };

    const halfFilled = await submitRegistration(handle.db, config, submission({ participant_3_name: "Sans adresse" }, { sessionId: group!.id, ip: "203.0.113.40" }));
    expect(halfFilled).toMatchObject({ ok: false, status: 400, fieldErrors: { participant_3_email: "L'adresse e-mail du participant 3 est requise." } });

    const result = await submitRegistration(handle.db, config, submission({ email: "lea@acme.fr", trainee_name: "Léa Perrin", ...colleagues }, { sessionId: group!.id, ip: "203.0.113.41" }));
    expect(result).toMatchObject({ ok: true, seated: 2, waiting: 1 });
    const people = await handle.db.select({ name: registrations.trainee_name, email: registrations.email, status: registrations.status }).from(registrations).where(eq(registrations.session_id, group!.id)).orderBy(registrations.id);
    expect(people).toEqual([
      { name: "Léa Perrin", email: "lea@acme.fr", status: "pending" },
      { name: "Paul Dubois", email: "paul@acme.fr", status: "pending" },
      { name: "Inès Roux", email: "ines@acme.fr", status: "waiting" },
    ]);
    const mails = await handle.db.select().from(outbox).where(eq(outbox.subject, "Inscription reçue : n8n | Atlas Tech Formation"));
    expect(mails.map((mail) => mail.to)).toEqual(["lea@acme.fr"]);
    expect(mails[0]!.text).toContain("Nous avons bien reçu l'inscription de 3 participants à la session « n8n » : 2 avec une place, que nous vous confirmons sous 48 heures ouvrées, et 1 sur la liste d'attente");
    // Names typed by a visitor only go to the provider.
    expect(mails[0]!.text).not.toContain("Paul Dubois");
    expect(mails[0]!.html).not.toContain("Paul Dubois");
    const [notification] = await handle.db.select().from(outbox).where(eq(outbox.subject, `Inscription n° ${(result as { id: number }).id} : Léa Perrin et 2 autres participants, n8n`));
    expect(notification!.text).toMatch(/Inscrits avec ce participant :\n\nPaul Dubois : paul@acme\.fr \(n° \d+, place à confirmer\)\n/);
    expect(notification!.text).toMatch(/\nInès Roux : ines@acme\.fr \(n° \d+, liste d'attente\)/);
    expect(await handle.db.select().from(outbox).where(eq(outbox.to, "paul@acme.fr"))).toEqual([]);
  });

  it("refuses a robot's post and too many from one address, in French, storing nothing", async () => {
    const count = async () => (await handle.db.select().from(registrations)).length;
    const before = await count();
    expect(await submitRegistration(handle.db, config, submission({}, { honeypot: "https://spam.example", ip: "203.0.113.20" }))).toMatchObject({ ok: false, status: 400 });
    expect(await submitRegistration(handle.db, config, submission({}, { startedAt: now - 500, ip: "203.0.113.20" }))).toEqual({
      ok: false,
      status: 400,
      error: "Formulaire envoyé trop vite : relisez-le et envoyez-le de nouveau.",
    });
    expect(await submitRegistration(handle.db, config, submission({ accept_terms: false }, { ip: "203.0.113.20" }))).toMatchObject({
      ok: false,
      fieldErrors: { accept_terms: "Acceptez les conditions générales de vente pour vous inscrire." },
    });
    expect(await count()).toBe(before);
    const outcomes = [];
    for (let attempt = 0; attempt <= REGISTRATION_RATE_LIMIT.max; attempt += 1) {
      outcomes.push((await submitRegistration(handle.db, config, submission({ email: `equipe${attempt}@acme.fr` }, { ip: "203.0.113.21" }))).ok);
    }
    expect(outcomes).toEqual([...Array(REGISTRATION_RATE_LIMIT.max).fill(true), false]);
  });

  it("sends a victim's address none of the registrant's text and at most 3 acknowledgements a day, storing every registration", async () => {
    const victim = "victime-inscription@example.org";
    const phishing = "Payez ici : https://evil.example/paiement";
    for (let index = 0; index < 6; index += 1) {
      const result = await submitRegistration(
        handle.db,
        config,
        submission({ email: victim, trainee_name: "Service client www.evil.example", company: phishing, is_psh: true, psh_details: phishing }, { ip: `192.0.2.${index}` }),
      );
      expect(result.ok).toBe(true);
    }
    expect(await handle.db.select().from(registrations).where(eq(registrations.email, victim))).toHaveLength(6);
    const toVictim = await handle.db.select().from(outbox).where(eq(outbox.to, victim));
    expect(toVictim).toHaveLength(3);
    for (const mail of toVictim) {
      // Neither alternative: a client may show either.
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toContain("evil.example");
        expect(part).not.toContain("Payez ici");
      }
      expect(mail.text).toMatch(/^Bonjour Service client,$/m);
    }
  });

  it("refuses a session that takes no registrations, in French", async () => {
    expect(await submitRegistration(handle.db, config, submission({}, { sessionId: sessionId + 999, ip: "203.0.113.30" }))).toEqual({ ok: false, status: 404, error: "Cette session n'existe plus." });
    expect(await submitRegistration(handle.db, config, submission({}, { today: "2027-01-11", ip: "203.0.113.30" }))).toEqual({
      ok: false,
      status: 409,
      error: "Les inscriptions à cette session sont closes.",
    });
  });
});
