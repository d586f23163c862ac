import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readSiteConfig } from "@/config/site";
import type { DatabaseHandle } from "@/db/client";
import { MAX_FORM_AGE_MS } from "@/config/public-forms";
import { fileComplaint } from "@/features/quality/file-complaint";
import { DAILY_PEOPLE_CAP, sessionDailyCap } from "@/features/registrations/opt-in";
import { confirmRegistration, readRegistrationLink } from "@/features/sign-up/registration-link";
import { expireDueOffers } from "@/features/registrations/offer-expiry";
import { moveRegistration } from "@/features/registrations/seat-ledger";
import {
  REGISTRATION_RATE_LIMIT,
  submitRegistration,
  type RegistrationSubmission,
} from "@/features/sign-up/submit";
import { createTransport } from "@/server/mail/transport";
import { deliverDueMails } from "@/server/mail/worker";
import { hrefsOf } from "../support/mails";
import { startSmtpServer, type TestSmtpServer } from "../support/smtp";
import { databaseTargets, openMigrated } from "../support/databases";
import { keepTogether } from "@/lib/mail-text";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { outbox } from "@/server/mail/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";

const config = readSiteConfig({
  SITE_URL: "https://atlas.example",
  CONTACT_EMAIL: "equipe@atlas.example",
});
const now = 1_800_000_000_000;
const today = "2026-12-01";

describe.each(databaseTargets)("registrations on $name", (target) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;
  let sessionId: number;
  let formationId: number;

  function submission(
    values: Partial<RegistrationSubmission["values"]> = {},
    extra: Partial<RegistrationSubmission> = {},
  ): RegistrationSubmission {
    return {
      sessionId,
      values: {
        last_name: "Martin",
        first_name: "Zoé",
        email: "zoe@acme.fr",
        phone: "",
        company: "Acme",
        payer: "opco",
        is_psh: false,
        psh_details: "",
        accept_terms: true,
        ...values,
      },
      honeypot: "",
      startedAt: now - 60_000,
      ip: "203.0.113.7",
      now,
      needs: { answers: [], digest: "" },
      today,
      ...extra,
    };
  }

  beforeAll(async () => {
    handle = await openMigrated(target);
    smtp = await startSmtpServer();
    const [paris] = await handle.db
      .insert(locations)
      .values({ country: "France", city: "Paris", permanent: true })
      .returning();
    const [formation] = await handle.db
      .insert(formations)
      .values({
        slug: "python",
        title: "Python pour l'analyse de données",
        duration: "3 jours",
        price_no_tax: "1500",
        certification: true,
      })
      .returning();
    const [session] = await handle.db
      .insert(trainingSessions)
      .values({
        formation_id: formation!.id,
        start_date: "2027-01-11",
        end_date: "2027-01-13",
        daily_hours: "9 h – 17 h",
        place: "location",
        location_id: paris!.id,
        capacity: 1,
        status: "open",
        published: true,
      })
      .returning();
    sessionId = session!.id;
    formationId = formation!.id;
  });
  /** Another open session of the same formation, for a test that needs a session of its own. */
  async function openSession(): Promise<number> {
    const [row] = await handle.db
      .insert(trainingSessions)
      .values({
        formation_id: formationId,
        start_date: "2027-03-01",
        end_date: "2027-03-02",
        place: "remote",
        capacity: 10,
        status: "open",
        published: true,
      })
      .returning();
    return row!.id;
  }

  afterAll(async () => {
    await smtp.stop();
    await handle.close();
  });

  const to = (address: string) =>
    smtp.received.filter((mail) => mail.to && "text" in mail.to && mail.to.text === address);
  const deliver = () =>
    deliverDueMails(handle.db, createTransport(smtp.url), "Atlas <equipe@atlas.example>");
  /** The token of the last confirmation link mailed to `address`. */
  const confirmationToken = (address: string) => {
    const link = hrefsOf(to(address).at(-1)!.html as string).find((href) =>
      href.includes("/inscription/confirmer/"),
    )!;
    return decodeURIComponent(link.split("/").at(-1)!);
  };
  const when = { now: new Date(now), today };

  it("stores the registration unconfirmed and mails its registrant the link; once confirmed it holds its seat and the provider is told", async () => {
    const result = await submitRegistration(
      handle.db,
      config,
      submission({
        payer: "personnel",
        company: "",
        is_psh: true,
        psh_details: "Fauteuil roulant",
      }),
    );
    expect(result).toEqual({ ok: true, participants: 1 });
    const [stored] = await handle.db
      .select()
      .from(registrations)
      .where(eq(registrations.email, "zoe@acme.fr"));
    expect(stored).toMatchObject({
      trainee_name: "Zoé Martin",
      company: null,
      payer: "personnel",
      is_psh: true,
      psh_details: "Fauteuil roulant",
      status: "unconfirmed",
    });

    // Only the registrant hears of it before confirming: the provider is told of confirmed registrations.
    expect(await deliver()).toBe(1);
    const [request] = to("zoe@acme.fr");
    expect(request!.subject).toBe(
      "Confirmez votre inscription : Python pour l'analyse de données | Atlas Tech Formation",
    );
    expect(request!.text).toMatch(/^Bonjour Zoé Martin,$/m);
    expect(request!.text).toContain(
      "Pour réserver votre place à la session « Python pour l'analyse de données », confirmez votre inscription dans les 24 heures.",
    );
    expect(request!.text).toContain("vous disposez de 14 jours pour vous rétracter");
    expect(request!.text).toContain(
      keepTogether("le premier paiement ne peut dépasser 30 % du prix convenu"),
    );
    const token = confirmationToken("zoe@acme.fr");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The database keeps the link's hash only.
    expect(JSON.stringify(await handle.db.select().from(registrations))).not.toContain(token);

    expect(await readRegistrationLink(handle.db, token, when)).toMatchObject({
      state: "open",
      colleagues: 0,
    });
    expect(await confirmRegistration(handle.db, config, token, when)).toBe(true);
    expect(await confirmRegistration(handle.db, config, token, when)).toBe(false);
    expect(await readRegistrationLink(handle.db, token, when)).toMatchObject({
      state: "confirmed",
      tally: { seated: 1, waiting: 0 },
    });
    const [confirmed] = await handle.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, stored!.id));
    expect(confirmed).toMatchObject({ status: "pending", confirmed_at: new Date(now) });

    expect(await deliver()).toBe(1);
    const [notification] = to("equipe@atlas.example");
    expect(notification!.subject).toBe(
      `Inscription n° ${stored!.id} : Zoé Martin, Python pour l'analyse de données`,
    );
    expect(notification!.text).toContain(
      keepTogether("Session : Du 11 au 13 janvier 2027, 9 h – 17 h, Paris"),
    );
    expect(notification!.text).toContain("Financement : Personnel");
    expect(notification!.text).toContain("Situation de handicap : oui (Fauteuil roulant)");
  });

  it("puts a confirmed registrant of a full session on the waiting list; a CPF payer is sent to Mon Compte Formation", async () => {
    const result = await submitRegistration(
      handle.db,
      config,
      submission(
        { last_name: "Leroy", first_name: "Hugo", email: "hugo@acme.fr", payer: "cpf" },
        { ip: "203.0.113.8" },
      ),
    );
    expect(result).toMatchObject({ ok: true, participants: 1 });
    await deliver();
    expect(to("hugo@acme.fr")[0]!.text).toContain("https://www.moncompteformation.gouv.fr/");
    const token = confirmationToken("hugo@acme.fr");
    await confirmRegistration(handle.db, config, token, when);
    expect(await readRegistrationLink(handle.db, token, when)).toMatchObject({
      state: "confirmed",
      tally: { seated: 0, waiting: 1 },
    });
    const [notification] = await handle.db
      .select()
      .from(outbox)
      .where(
        like(outbox.subject, "Liste d'attente n° % : Hugo Leroy, Python pour l'analyse de données"),
      );
    expect(notification!.text).toContain(
      "Inscription sur liste d'attente confirmée par e-mail sur le site (la session est complète).",
    );
  });

  it("registers colleagues with the registrant, whose link confirms their own seat only: each colleague is then mailed a link of their own, without anyone's name, and holds a seat once they confirm", async () => {
    const [formation] = await handle.db
      .insert(formations)
      .values({ slug: "n8n", title: "n8n", duration: "2 jours", price_no_tax: "900" })
      .returning();
    const [group] = await handle.db
      .insert(trainingSessions)
      .values({
        formation_id: formation!.id,
        start_date: "2027-02-01",
        end_date: "2027-02-02",
        place: "remote",
        // Two seats left, and three people a day from one connection (half the six).
        capacity: 6,
        held_seats: 4,
        status: "open",
        published: true,
      })
      .returning();
    const colleagues = {
      participant_2_last_name: "Dubois",
      participant_2_first_name: "Paul",
      participant_2_email: "paul@acme.fr",
      participant_4_last_name: "Roux",
      participant_4_first_name: "Inès",
      participant_4_email: "ines@acme.fr",
    };

    const halfFilled = await submitRegistration(
      handle.db,
      config,
      submission(
        { participant_3_last_name: "Sans-Adresse" },
        { sessionId: group!.id, ip: "203.0.113.40" },
      ),
    );
    expect(halfFilled).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        participant_3_first_name: "Le prénom du participant 3 est requis.",
        participant_3_email: "L'adresse e-mail du participant 3 est requise.",
      },
    });

    const result = await submitRegistration(
      handle.db,
      config,
      submission(
        {
          email: "lea@acme.fr",
          last_name: "Perrin",
          first_name: "Léa",
          phone: "06 12 34 56 78",
          ...colleagues,
        },
        { sessionId: group!.id, ip: "203.0.113.41" },
      ),
    );
    expect(result).toEqual({ ok: true, participants: 3 });
    const [request] = await handle.db.select().from(outbox).where(eq(outbox.to, "lea@acme.fr"));
    expect(request!.text).toContain("confirmez votre inscription dans les 24 heures");
    expect(request!.text).toContain(
      "Une fois votre inscription confirmée, chacun des collègues que vous avez inscrits reçoit un e-mail pour confirmer la sienne : sa place n'est réservée qu'une fois qu'il l'a confirmée.",
    );
    // Names typed by a visitor only go to the provider.
    expect(request!.text).not.toContain("Paul Dubois");
    expect(request!.html).not.toContain("Paul Dubois");
    expect(await handle.db.select().from(outbox).where(eq(outbox.to, "paul@acme.fr"))).toEqual([]);

    await deliver();
    await confirmRegistration(handle.db, config, confirmationToken("lea@acme.fr"), when);
    const people = () =>
      handle.db
        .select({
          name: registrations.trainee_name,
          last: registrations.last_name,
          first: registrations.first_name,
          email: registrations.email,
          phone: registrations.phone,
          status: registrations.status,
        })
        .from(registrations)
        .where(eq(registrations.session_id, group!.id))
        .orderBy(registrations.id);
    // Léa's link took her seat only: made-up colleagues would hold none.
    expect((await people()).map((person) => person.status)).toEqual([
      "pending",
      "unconfirmed",
      "unconfirmed",
    ]);
    const [registrant] = await handle.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.email, "lea@acme.fr"));
    const [notification] = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, `Inscription n° ${registrant!.id} : Léa Perrin, n8n`));
    expect(notification).toBeDefined();
    expect(await readRegistrationLink(handle.db, confirmationToken("lea@acme.fr"), when)).toEqual(
      expect.objectContaining({
        state: "confirmed",
        tally: { seated: 1, waiting: 0 },
        awaiting: 2,
      }),
    );

    await deliver();
    const [paul] = to("paul@acme.fr");
    expect(paul!.subject).toBe("Confirmez votre inscription : n8n | Atlas Tech Formation");
    expect(paul!.text).toMatch(/^Bonjour,$/m);
    // Who acted, by the address Léa proved hers by confirming: nothing anyone typed.
    expect(paul!.text).toContain(
      "Votre inscription à la session « n8n » a été demandée depuis l'adresse lea@acme.fr. Pour réserver votre place, confirmez-la avant le",
    );
    const [ines] = to("ines@acme.fr");
    for (const mail of [paul!, ines!])
      for (const name of ["Léa", "Perrin", "Paul", "Inès"])
        expect(`${mail.text}${mail.html}`).not.toContain(name);
    // Inès confirms first and takes the last seat; Paul, after her, waits.
    expect(
      await confirmRegistration(handle.db, config, confirmationToken("ines@acme.fr"), when),
    ).toBe(true);
    expect(
      await confirmRegistration(handle.db, config, confirmationToken("paul@acme.fr"), when),
    ).toBe(true);
    // The phone is the registrant's own: the colleagues' rows leave it empty.
    expect(await people()).toEqual([
      {
        name: "Léa Perrin",
        last: "Perrin",
        first: "Léa",
        email: "lea@acme.fr",
        phone: "06 12 34 56 78",
        status: "pending",
      },
      {
        name: "Paul Dubois",
        last: "Dubois",
        first: "Paul",
        email: "paul@acme.fr",
        phone: null,
        status: "waiting",
      },
      {
        name: "Inès Roux",
        last: "Roux",
        first: "Inès",
        email: "ines@acme.fr",
        phone: null,
        status: "pending",
      },
    ]);
    // Staff are told of each confirmation, the colleague's with who registered them.
    const [told] = await handle.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, "Liste d'attente n° % : Paul Dubois, n8n"));
    expect(told!.text).toContain("Inscrit par : Léa Perrin, qui a confirmé son inscription");
  });

  it("keeps the link's button while colleagues wait for it, even once staff confirmed the registrant alone; a cancelled registration says so", async () => {
    const target = await openSession();
    const colleague = {
      participant_2_last_name: "Dubois",
      participant_2_first_name: "Paul",
      participant_2_email: "paul.link@acme.fr",
    };
    await submitRegistration(
      handle.db,
      config,
      submission(
        { email: "lea.link@acme.fr", last_name: "Perrin", first_name: "Léa", ...colleague },
        { sessionId: target, ip: "203.0.113.60" },
      ),
    );
    await deliver();
    const token = confirmationToken("lea.link@acme.fr");
    const [registrant] = await handle.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.email, "lea.link@acme.fr"));
    await handle.db.transaction((tx) => moveRegistration(tx, registrant!.id, "confirmed"));
    const [byStaff] = await handle.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, registrant!.id));
    expect(byStaff!.confirmed_at).not.toBeNull();
    // Paul has not been asked yet: the registrant's button asks him.
    expect(await readRegistrationLink(handle.db, token, when)).toMatchObject({
      state: "open",
      colleagues: 1,
    });
    expect(await confirmRegistration(handle.db, config, token, when)).toBe(true);
    expect(await readRegistrationLink(handle.db, token, when)).toMatchObject({
      state: "confirmed",
      tally: { seated: 1, waiting: 0 },
      awaiting: 1,
    });
    expect(
      await handle.db.select().from(outbox).where(eq(outbox.to, "paul.link@acme.fr")),
    ).toHaveLength(1);
    await handle.db.transaction((tx) => moveRegistration(tx, registrant!.id, "cancelled"));
    expect(await readRegistrationLink(handle.db, token, when)).toMatchObject({
      state: "cancelled",
    });
    expect(await readRegistrationLink(handle.db, "jeton-inconnu", when)).toEqual({
      state: "unknown",
    });
  });

  it("refuses a robot's post and too many from one address, in French, storing nothing", async () => {
    const count = async () => (await handle.db.select().from(registrations)).length;
    const before = await count();
    expect(
      await submitRegistration(
        handle.db,
        config,
        submission({}, { honeypot: "https://spam.example", ip: "203.0.113.20" }),
      ),
    ).toMatchObject({ ok: false, status: 400 });
    expect(
      await submitRegistration(
        handle.db,
        config,
        submission({}, { startedAt: now - 500, ip: "203.0.113.20" }),
      ),
    ).toEqual({
      ok: false,
      status: 400,
      error: "Formulaire envoyé trop vite : relisez-le et envoyez-le de nouveau.",
    });
    // A start signed more than a day ago cannot be replayed.
    expect(
      await submitRegistration(
        handle.db,
        config,
        submission({}, { startedAt: now - MAX_FORM_AGE_MS - 1, ip: "203.0.113.20" }),
      ),
    ).toEqual({
      ok: false,
      status: 400,
      error: "Ce formulaire est resté ouvert trop longtemps : envoyez-le de nouveau.",
    });
    expect(
      await submitRegistration(
        handle.db,
        config,
        submission({ accept_terms: false }, { ip: "203.0.113.20" }),
      ),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        accept_terms: "Acceptez les conditions générales de vente pour vous inscrire.",
      },
    });
    expect(await count()).toBe(before);
    // Each post to another session: the cap per session does not interfere.
    const outcomes = [];
    for (let attempt = 0; attempt <= REGISTRATION_RATE_LIMIT.max; attempt += 1) {
      outcomes.push(
        (
          await submitRegistration(
            handle.db,
            config,
            submission(
              { email: `equipe${attempt}@acme.fr` },
              { sessionId: await openSession(), ip: "203.0.113.21" },
            ),
          )
        ).ok,
      );
    }
    expect(outcomes).toEqual([...Array(REGISTRATION_RATE_LIMIT.max).fill(true), false]);
  });

  it("caps the people one address registers to one session, and to all sessions, in a day; refuses an address registered twice, in French", async () => {
    const target = await openSession();
    const team = (first: number) =>
      Object.fromEntries(
        [2, 3, 4, 5].flatMap((slot) => [
          [`participant_${slot}_last_name`, "Collègue"],
          [`participant_${slot}_first_name`, "Invité"],
          [`participant_${slot}_email`, `collegue${first + slot}@acme.fr`],
        ]),
      );
    const post = (
      values: Partial<RegistrationSubmission["values"]>,
      { at = now, ip = "198.51.100.9", session = target } = {},
    ) =>
      submitRegistration(
        handle.db,
        config,
        submission(values, { sessionId: session, ip, now: at, startedAt: at - 60_000 }),
      );
    expect(await post({ email: "chef1@acme.fr", ...team(0) })).toEqual({
      ok: true,
      participants: 5,
    });
    const registered =
      "Cette adresse e-mail est déjà inscrite à cette session : consultez l'e-mail reçu lors de l'inscription.";
    expect(await post({ email: "chef1@acme.fr" }, { ip: "198.51.100.10" })).toEqual({
      ok: false,
      status: 409,
      error: registered,
      fieldErrors: { email: registered },
    });
    // Half the session's ten seats, the sixth person of the day: refused before anything is
    // read, so not told who is registered.
    const capped =
      "Pas plus de 5 participants par jour à cette session depuis une même connexion : écrivez-nous pour inscrire les autres.";
    expect(await post({ email: "chef2@acme.fr" })).toEqual({
      ok: false,
      status: 429,
      error: capped,
    });
    expect(await post({ email: "chef3@acme.fr" })).toEqual({
      ok: false,
      status: 429,
      error: capped,
    });
    expect(await post({ email: "chef1@acme.fr" })).toEqual({
      ok: false,
      status: 429,
      error: capped,
    });
    // The next day the address may register more people.
    expect(
      await post({ email: "chef3@acme.fr" }, { at: now + sessionDailyCap(10).windowMs + 1 }),
    ).toMatchObject({ ok: true });

    // Across sessions: thirty people a day from one address.
    const outcomes = [];
    for (let index = 0; index < DAILY_PEOPLE_CAP.max / 5 + 1; index += 1) {
      outcomes.push(
        await post(
          { email: `rh${index}@acme.fr`, ...team(100 + 10 * index) },
          { ip: "198.51.100.20", session: await openSession() },
        ),
      );
    }
    expect(outcomes.slice(0, -1).every((outcome) => outcome.ok)).toBe(true);
    expect(outcomes.at(-1)).toEqual({
      ok: false,
      status: 429,
      error: `Pas plus de ${DAILY_PEOPLE_CAP.max} participants par jour depuis une même connexion : écrivez-nous pour inscrire les autres.`,
    });
  });

  it("greets a victim's address with a plain 'Bonjour,' and none of the registrant's text, at most 3 times a day, and refuses a name with digits", async () => {
    const victim = "victime-inscription@example.org";
    const phishing = "Payez ici : https://evil.example/paiement";
    expect(
      await submitRegistration(
        handle.db,
        config,
        submission(
          {
            email: victim,
            last_name: "client.",
            first_name:
              "URGENT : votre dossier CPF est suspendu, rappelez le 01 86 95 00 00 avant 18h",
          },
          { ip: "192.0.2.50" },
        ),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        first_name: "Un nom ne contient pas de chiffres : indiquez le nom et le prénom seulement.",
      },
    });
    const outcomes = [];
    for (let index = 0; index < 6; index += 1) {
      const result = await submitRegistration(
        handle.db,
        config,
        submission(
          {
            email: victim,
            last_name: "client.",
            first_name: "URGENT : votre dossier CPF est suspendu",
            company: phishing,
            is_psh: true,
            psh_details: phishing,
          },
          { sessionId: await openSession(), ip: `192.0.2.${index}` },
        ),
      );
      outcomes.push(result.ok ? "stored" : result.error);
    }
    // Past the address's quota, a registration whose link could not be mailed is not stored: its registrant is told why.
    const quota =
      "Trop d'e-mails envoyés aujourd'hui à cette adresse : réessayez demain, ou écrivez-nous pour vous inscrire.";
    expect(outcomes).toEqual(["stored", "stored", "stored", quota, quota, quota]);
    expect(
      await handle.db.select().from(registrations).where(eq(registrations.email, victim)),
    ).toHaveLength(3);
    const toVictim = await handle.db.select().from(outbox).where(eq(outbox.to, victim));
    expect(toVictim).toHaveLength(3);
    for (const mail of toVictim) {
      // Neither alternative: a client may show either.
      for (const part of [mail.text, mail.html]) {
        expect(part).not.toContain("evil.example");
        expect(part).not.toContain("Payez ici");
        expect(part).not.toContain("URGENT");
      }
      expect(mail.text).toMatch(/^Bonjour,$/m);
    }
  });

  it("lets no connection fill an eight-seat session: made-up colleagues hold no seat and expire unconfirmed, and one address registers at most half the seats a day", async () => {
    const [eight] = await handle.db
      .insert(trainingSessions)
      .values({
        formation_id: formationId,
        start_date: "2027-04-05",
        end_date: "2027-04-06",
        place: "remote",
        capacity: 8,
        status: "open",
        published: true,
      })
      .returning();
    const madeUp = (count: number, from: number) =>
      Object.fromEntries(
        Array.from({ length: count }, (_, index) => index + 2).flatMap((slot) => [
          [`participant_${slot}_last_name`, "Inventé"],
          [`participant_${slot}_first_name`, "Personne"],
          [`participant_${slot}_email`, `invente${from + slot}@jetable.example`],
        ]),
      );
    const post = (values: Partial<RegistrationSubmission["values"]>) =>
      submitRegistration(
        handle.db,
        config,
        submission(values, { sessionId: eight!.id, ip: "192.0.2.88" }),
      );
    // The attack of the review: 4 made-up colleagues, then 3 more, from one connection.
    const fourAllowed =
      "Pas plus de 4 participants par jour à cette session depuis une même connexion : écrivez-nous pour inscrire les autres.";
    expect(await post({ email: "attaquant1@jetable.example", ...madeUp(4, 0) })).toEqual({
      ok: false,
      status: 429,
      error: fourAllowed,
    });
    const attacker = "attaquant2@jetable.example";
    expect(await post({ email: attacker, ...madeUp(3, 10) })).toEqual({
      ok: true,
      participants: 4,
    });
    await deliver();
    expect(await confirmRegistration(handle.db, config, confirmationToken(attacker), when)).toBe(
      true,
    );
    const seatHolders = async () =>
      (
        await handle.db
          .select({ status: registrations.status })
          .from(registrations)
          .where(eq(registrations.session_id, eight!.id))
      ).filter((row) => ["pending", "confirmed", "present"].includes(row.status)).length;
    expect(await seatHolders()).toBe(1);
    // The cap is spent: no fifth person from this connection today, even with a mailbox.
    expect(await post({ email: "attaquant3@jetable.example" })).toEqual({
      ok: false,
      status: 429,
      error: fourAllowed,
    });
    // Nobody reads the made-up mailboxes: two days on, their links have expired.
    await deliver();
    const colleagueToken = confirmationToken("invente12@jetable.example");
    const later = { now: new Date(now + 49 * 3_600_000), today };
    expect(await readRegistrationLink(handle.db, colleagueToken, later)).toMatchObject({
      state: "expired",
    });
    expect(await confirmRegistration(handle.db, config, colleagueToken, later)).toBe(false);
    expect(await seatHolders()).toBe(1);
    // Within the two days, the colleague's own link takes their seat.
    const inTime = confirmationToken("invente13@jetable.example");
    expect(await confirmRegistration(handle.db, config, inTime, when)).toBe(true);
    expect(await seatHolders()).toBe(2);
    // Confirmed, the colleague keeps their seat past their link's deadline: it was no offer.
    await expireDueOffers(handle.db, config, later.now);
    expect(await seatHolders()).toBe(2);
  });

  it("keeps a registration's confirmation out of the quota that complaints naming its address spend", async () => {
    const victim = "victime-plainte@example.org";
    for (let index = 0; index < 3; index += 1) {
      const filed = await fileComplaint(handle.db, config, {
        values: {
          claimant_kind: "other",
          name: "Quelqu'un",
          email: victim,
          organisation: "",
          session_id: "",
          message: "Réclamation au nom de quelqu'un d'autre.",
        },
        honeypot: "",
        startedAt: now - 60_000,
        ip: `192.0.2.${120 + index}`,
        now,
      });
      expect(filed.ok).toBe(true);
    }
    expect(await handle.db.select().from(outbox).where(eq(outbox.to, victim))).toHaveLength(3);
    // The victim's own registration still gets its link.
    expect(
      await submitRegistration(
        handle.db,
        config,
        submission({ email: victim }, { sessionId: await openSession(), ip: "192.0.2.130" }),
      ),
    ).toEqual({ ok: true, participants: 1 });
    const mails = await handle.db.select().from(outbox).where(eq(outbox.to, victim));
    expect(mails.map((mail) => mail.subject)).toContain(
      "Confirmez votre inscription : Python pour l'analyse de données | Atlas Tech Formation",
    );
  });

  it("refuses a session that takes no registrations, in French", async () => {
    expect(
      await submitRegistration(
        handle.db,
        config,
        submission({}, { sessionId: sessionId + 999, ip: "203.0.113.30" }),
      ),
    ).toEqual({ ok: false, status: 404, error: "Cette session n'existe plus." });
    expect(
      await submitRegistration(
        handle.db,
        config,
        submission({}, { today: "2027-01-11", ip: "203.0.113.30" }),
      ),
    ).toEqual({
      ok: false,
      status: 409,
      error: "Les inscriptions à cette session sont closes.",
    });
  });
});
