import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig } from "@/config/site";
import type { DatabaseHandle } from "@/db/client";
import { MIN_FILL_TIME_MS } from "@/config/public-forms";
import { needsAsQuestions, questionsDigest } from "@/features/assessment/question-form";
import { RATE_LIMIT, submitContactRequest, type Submission } from "@/features/contact/submit";
import { createTransport } from "@/server/mail/transport";
import { deliverDueMails } from "@/server/mail/worker";
import { hrefsOf, readableHtml } from "../support/mails";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { databaseTargets, openMigrated } from "../support/databases";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { events } from "@/features/events/tables";
import { contactRequests } from "@/features/contact/tables";
import { outbox } from "@/server/mail/tables";

const config = readSiteConfig({
  SITE_URL: "https://atlas.example",
  CONTACT_EMAIL: "equipe@atlas.example",
});
const now = 1_800_000_000_000;

function submission(
  overrides: Partial<Submission["values"]> = {},
  extra: Partial<Submission> = {},
): Submission {
  return {
    values: {
      name: "Zoé Martin",
      company: "Acme",
      email: "zoe@acme.fr",
      phone: "06 12 34 56 78",
      desired_formation_id: "",
      desired_location_id: "",
      message: "Bonjour, une formation pour 8 personnes ?",
      is_psh: false,
      psh_details: "",
      ...overrides,
    },
    honeypot: "",
    startedAt: now - 60_000,
    ip: "203.0.113.7",
    now,
    ...extra,
  };
}

describe.each(databaseTargets)("contact requests on $name", (target) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let paris: number;
  let eventFormation: number;
  let lisbonne: number;

  beforeAll(async () => {
    handle = await openMigrated(target);
    smtp = await startSmtpServer();
    const [parisRow] = await handle.db
      .insert(locations)
      .values({ country: "France", city: "Paris", permanent: true })
      .returning();
    const [lisbonneRow] = await handle.db
      .insert(locations)
      .values({ country: "Portugal", city: "Lisbonne" })
      .returning();
    const [event] = await handle.db
      .insert(events)
      .values({
        nom: "Sommet IA",
        start_date: "2027-03-01",
        end_date: "2027-03-02",
        location: lisbonneRow!.id,
      })
      .returning();
    const [formation] = await handle.db
      .insert(formations)
      .values({
        slug: "atelier-ia",
        title: "Atelier IA",
        duration: "2 jours",
        price_no_tax: "900",
        event_id: event!.id,
      })
      .returning();
    paris = parisRow!.id;
    lisbonne = lisbonneRow!.id;
    eventFormation = formation!.id;
  });
  afterAll(async () => {
    await smtp.stop();
    await handle.close();
  });

  it("stores the request and both mails reach the SMTP server with their content", async () => {
    const result = await submitContactRequest(
      handle.db,
      config,
      submission({ desired_location_id: String(paris), is_psh: true, psh_details: "Malvoyante" }),
    );
    expect(result).toMatchObject({ ok: true });
    const id = (result as { id: number }).id;
    const [stored] = await handle.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, id));
    expect(stored).toMatchObject({
      name: "Zoé Martin",
      company: "Acme",
      desired_location_id: paris,
      is_psh: true,
      psh_details: "Malvoyante",
      status: "new",
    });

    expect(
      await deliverDueMails(handle.db, createTransport(smtp.url), "Atlas <equipe@atlas.example>"),
    ).toBe(2);
    const notification = smtp.received.find(
      (mail) => mail.to && "text" in mail.to && mail.to.text === "equipe@atlas.example",
    )!;
    expect(notification.subject).toBe(`Message de contact n° ${id} : Zoé Martin (Acme)`);
    expect(notification.text).toContain("E-mail : zoe@acme.fr");
    expect(notification.text).toContain("Lieu souhaité : France - Paris");
    expect(notification.text).toContain("Situation de handicap : oui (Malvoyante)");
    expect(notification.text).toContain(
      `Voir la demande :\nhttps://atlas.example/dashboard/demandes/${id}`,
    );
    expect(hrefsOf(notification.html as string)).toContain(
      `https://atlas.example/dashboard/demandes/${id}`,
    );
    expect(readableHtml(notification.html as string)).toContain(
      "<strong>Situation de handicap :</strong> oui (Malvoyante)",
    );
    const acknowledgement = smtp.received.find(
      (mail) => mail.to && "text" in mail.to && mail.to.text === "zoe@acme.fr",
    )!;
    expect(acknowledgement.subject).toBe(
      "Nous avons bien reçu votre message | Atlas Tech Formation",
    );
    expect(acknowledgement.text).toContain("Bonjour Zoé Martin,");
    expect(acknowledgement.text).toContain(`Votre demande porte le numéro ${id}.`);
    expect(readableHtml(acknowledgement.html as string)).toContain(
      `Votre demande porte le numéro ${id}.`,
    );
  });

  it("stores a quote's participants, period and funding, and tells the provider", async () => {
    const result = await submitContactRequest(
      handle.db,
      config,
      submission(
        {
          desired_formation_id: String(eventFormation),
          participants: "8",
          desired_period: "Mars 2027",
          funding: "opco",
        },
        { ip: "203.0.113.8" },
      ),
    );
    const id = (result as { id: number }).id;
    const [stored] = await handle.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, id));
    expect(stored).toMatchObject({ participants: 8, desired_period: "Mars 2027", funding: "opco" });
    const [notification] = await handle.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, "equipe@atlas.example"),
          like(outbox.subject, `Demande de devis n° ${id} :%`),
        ),
      );
    expect(notification!.text).toContain(
      "Participants : 8\nPériode souhaitée : Mars 2027\nFinancement envisagé : OPCO",
    );
    // A value the form cannot send is refused with a French message, and nothing is stored.
    const refused = await submitContactRequest(
      handle.db,
      config,
      submission({ participants: "-1", funding: "banque" }, { ip: "203.0.113.9" }),
    );
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: {
        participants: "Un nombre de participants entre 1 et 9 999.",
        funding: "Choix invalide.",
      },
    });
  });

  it("keeps a quote's needs against its formation's questions, refuses one too long, and a message without a formation keeps none", async () => {
    await handle.db
      .update(formations)
      .set({ needs_questions: ["Quel projet ?", "Quel niveau ?"] })
      .where(eq(formations.id, eventFormation));
    const digest = questionsDigest(needsAsQuestions(["Quel projet ?", "Quel niveau ?"]));
    const quote = (answers: string[], ip: string) =>
      submitContactRequest(handle.db, config, {
        ...submission({ desired_formation_id: String(eventFormation) }, { ip }),
        needs: { answers, digest },
      });
    const result = await quote(["", " Débutants pour la plupart "], "203.0.113.20");
    const [stored] = await handle.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, (result as { id: number }).id));
    expect(stored!.needs).toEqual([
      { question: "Quel niveau ?", kind: "text", answer: "Débutants pour la plupart" },
    ]);
    const before = await handle.db.select().from(contactRequests);
    expect(await quote(["x".repeat(1001)], "203.0.113.21")).toEqual({
      ok: false,
      status: 400,
      error: "Votre réponse à la question 1 (« Quel projet ? ») dépasse 1\u202f000 caractères.",
    });
    expect(await handle.db.select().from(contactRequests)).toHaveLength(before.length);
    // Posted to a message about no formation, needs have no questions to answer.
    const plain = await submitContactRequest(handle.db, config, {
      ...submission({}, { ip: "203.0.113.22" }),
      needs: { answers: ["Un projet"], digest: "" },
    });
    const [message] = await handle.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, (plain as { id: number }).id));
    expect(message!.needs).toBeNull();
  });

  it("sends a victim's address no text of the sender's and at most 3 acknowledgements a day, storing every request", async () => {
    const victim = "victime@example.org";
    const phishing = "Votre compte est suspendu, payez ici : https://evil.example/paiement";
    const ids: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      const result = await submitContactRequest(
        handle.db,
        config,
        submission(
          {
            email: victim,
            name: "Service client www.evil.example urgent-paiement.com Direction Générale des Finances Publiques et du Recouvrement de Paris Nord",
            message: phishing,
          },
          { ip: `192.0.2.${index}` },
        ),
      );
      expect(result.ok).toBe(true);
      ids.push((result as { id: number }).id);
    }
    const stored = await handle.db
      .select({ id: contactRequests.id, message: contactRequests.message })
      .from(contactRequests)
      .where(eq(contactRequests.email, victim));
    expect(stored.map((row) => row.id)).toEqual(ids);
    expect(stored.every((row) => row.message === phishing)).toBe(true);

    const toVictim = await handle.db.select().from(outbox).where(eq(outbox.to, victim));
    expect(toVictim).toHaveLength(3);
    for (const mail of toVictim) {
      // Neither alternative: a client may show either.
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toContain("evil.example");
        expect(part).not.toContain("urgent-paiement");
        expect(part).not.toContain("payez ici");
      }
      // The name holds a domain: more than a name, so no name at all.
      expect(mail.text).toMatch(/^Bonjour,$/m);
    }
    // The provider hears of each one, with the visitor's whole message.
    const toProvider = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, config.contact.email));
    expect(
      toProvider.filter(
        (mail) =>
          ids.some((id) => mail.subject.includes(`n° ${id} `)) && mail.text.includes(phishing),
      ),
    ).toHaveLength(10);

    // A day later, the quota starts again.
    const later = await submitContactRequest(
      handle.db,
      config,
      submission(
        { email: victim },
        {
          ip: "192.0.2.99",
          now: now + 24 * 60 * 60_000 + 1,
          startedAt: now + 24 * 60 * 60_000 - 60_000,
        },
      ),
    );
    expect(later.ok).toBe(true);
    expect(await handle.db.select().from(outbox).where(eq(outbox.to, victim))).toHaveLength(4);
  });

  it("places an event formation at its event, whatever location was sent", async () => {
    const result = await submitContactRequest(
      handle.db,
      config,
      submission(
        { desired_formation_id: String(eventFormation), desired_location_id: String(paris) },
        { ip: "203.0.113.8" },
      ),
    );
    const [stored] = await handle.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, (result as { id: number }).id));
    expect(stored).toMatchObject({
      desired_formation_id: eventFormation,
      desired_location_id: lisbonne,
    });
    const mails = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, config.contact.email))
      .orderBy(outbox.id);
    expect(mails.at(-1)!.subject).toMatch(/^Demande de devis n° \d+/);
    expect(mails.at(-1)!.text).toContain("Formation : Atelier IA (événement : Sommet IA)");
  });

  it("refuses invalid input, honeypot and hurried robots, storing nothing", async () => {
    const before = (await handle.db.select().from(contactRequests)).length;
    expect(await submitContactRequest(handle.db, config, submission({ email: "zoe@" }))).toEqual({
      ok: false,
      status: 400,
      error: "Merci de corriger les champs signalés.",
      fieldErrors: { email: "Adresse e-mail invalide." },
    });
    expect(
      await submitContactRequest(
        handle.db,
        config,
        submission({}, { honeypot: "http://spam.example" }),
      ),
    ).toMatchObject({ ok: false });
    expect(
      await submitContactRequest(
        handle.db,
        config,
        submission({}, { startedAt: now - MIN_FILL_TIME_MS + 100 }),
      ),
    ).toEqual({
      ok: false,
      status: 400,
      error: "Formulaire envoyé trop vite : relisez-le et envoyez-le de nouveau.",
    });
    expect((await handle.db.select().from(contactRequests)).length).toBe(before);
  });

  it("limits requests per address, and lets another visitor through", async () => {
    const ip = "198.51.100.1";
    const results = [];
    for (let attempt = 0; attempt <= RATE_LIMIT.max; attempt += 1) {
      results.push((await submitContactRequest(handle.db, config, submission({}, { ip }))).ok);
    }
    expect(results).toEqual([...Array(RATE_LIMIT.max).fill(true), false]);
    expect(await submitContactRequest(handle.db, config, submission({}, { ip }))).toEqual({
      ok: false,
      status: 429,
      error: "Trop de demandes envoyées depuis votre connexion : réessayez dans quelques minutes.",
    });
    expect(
      (await submitContactRequest(handle.db, config, submission({}, { ip: "198.51.100.2" }))).ok,
    ).toBe(true);
  });
});
