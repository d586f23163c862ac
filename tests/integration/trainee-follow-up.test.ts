import { and, eq, like } from "drizzle-orm";
import ICAL from "ical.js";
import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { parisDay } from "@/lib/dates";
import { formatPriceNoTax } from "@/lib/money";
import { hashLinkToken } from "@/server/link-token";
import { useAdministration } from "../support/admin-fixtures";
import { databaseTargets, openMigrated } from "../support/databases";
import { keepTogether } from "@/lib/mail-text";
import { countSessionTodo } from "@/features/session-desk/today";
import { formations } from "@/features/formations/tables";
import { outbox } from "@/server/mail/tables";
import { trainingSessions } from "@/features/sessions/tables";
import {
  registrationReminders,
  registrations,
  registrationTokens,
} from "@/features/registrations/tables";

const { mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);

const sessions = await import("@/features/session-desk/actions");
const traineePage = await import("@/features/trainee-page/trainee-page");
const { queueDueReminders } = await import("@/features/registrations/reminders");
const { expireDueOffers } = await import("@/features/registrations/offer-expiry");

/** 'Today' for the trainee's requests: 1 December 2026, two months before the sessions. */
const when = { now: new Date("2026-12-01T09:00:00Z"), today: "2026-12-01" };

/** The mails queued to an address, oldest first. */
async function mailsTo(db: Database, address: string) {
  return db.select().from(outbox).where(eq(outbox.to, address)).orderBy(outbox.id);
}

/** The personal page's token of the newest mail to an address that carries one. */
async function pageToken(db: Database, address: string): Promise<string> {
  const tokens = (await mailsTo(db, address))
    .map((mail) => /\/mon-inscription\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1])
    .filter(Boolean);
  expect(tokens.length, `un lien « Mon inscription » envoyé à ${address}`).toBeGreaterThan(0);
  return tokens.at(-1)!;
}

/** The calendar a mail carries, parsed. */
function calendarOf(mail: typeof outbox.$inferSelect) {
  const calendars = (mail.attachments ?? []).filter((file) => file.filename === "formation.ics");
  expect(calendars).toHaveLength(1);
  return new ICAL.Component(ICAL.parse(calendars[0]!.content));
}

/** Staff confirmations, the trainee's page (cancel, hand over, ask for other dates) and its attacks. */
describe.each(databaseTargets)("a registration's follow-up on $name", (target) => {
  const world = useAdministration(target);
  const { as } = world;
  let formationId = 0;

  /** A session of the formation, open and published, from 1 to 3 February 2027 unless told. */
  async function newSession(values: Partial<typeof trainingSessions.$inferInsert> = {}) {
    const [created] = await world.db
      .insert(trainingSessions)
      .values({
        formation_id: formationId,
        start_date: "2027-02-01",
        end_date: "2027-02-03",
        daily_hours: "9 h – 17 h",
        place: "remote",
        remote_link: "https://classe.example/sql",
        capacity: 1,
        status: "open",
        published: true,
        ...values,
      })
      .returning();
    return created!.id;
  }

  async function register(
    sessionId: number,
    name: string,
    email: string,
    values: Partial<typeof registrations.$inferInsert> = {},
  ) {
    const [created] = await world.db
      .insert(registrations)
      .values({
        session_id: sessionId,
        trainee_name: name,
        email,
        company: "ACME",
        payer: "opco",
        status: "pending",
        ...values,
      })
      .returning();
    return created!.id;
  }

  /** A trainee staff confirmed: their page's token, from the mail that told them. */
  async function confirmed(sessionId: number, name: string, email: string) {
    const id = await register(sessionId, name, email);
    as("admin");
    expect(await sessions.setRegistrationStatus(id, "confirmed")).toMatchObject({ ok: true });
    return { id, token: await pageToken(world.db, email) };
  }

  it("mails 'Inscription confirmée' with the session's days to the trainee, and tells their registrant", async () => {
    const [formation] = await world.db
      .insert(formations)
      .values({ slug: "sql-suivi", title: "SQL avancé", duration: "3 jours", price_no_tax: "990" })
      .returning();
    formationId = formation!.id;
    const sessionId = await newSession({ capacity: 4 });
    const registrant = await register(sessionId, "Nadia Colin", "nadia@acme.fr", {
      status: "confirmed",
    });
    const colleague = await register(sessionId, "Marc Petit", "marc@acme.fr", {
      registrant_id: registrant,
    });
    as("admin");
    expect(await sessions.setRegistrationStatus(colleague, "confirmed")).toEqual({ ok: true });

    const [mail] = await mailsTo(world.db, "marc@acme.fr");
    expect(mail!.subject).toBe("Inscription confirmée : SQL avancé | Atlas Tech Formation");
    expect(mail!.text).toContain(keepTogether(`Prix : ${formatPriceNoTax("990")}`));
    expect(mail!.text).toMatch(/^Mon inscription :\nhttp:\/\/localhost:3000\/mon-inscription\//m);
    const days = calendarOf(mail!).getAllSubcomponents("vevent");
    expect(days.map((day) => new ICAL.Event(day).startDate.toJSDate().toISOString())).toEqual([
      "2027-02-01T08:00:00.000Z",
      "2027-02-02T08:00:00.000Z",
      "2027-02-03T08:00:00.000Z",
    ]);
    expect(new ICAL.Event(days[0]!).location).toBe("Classe virtuelle : https://classe.example/sql");
    // The token is stored hashed, never as the mail carries it.
    const token = await pageToken(world.db, "marc@acme.fr");
    const stored = await world.db
      .select()
      .from(registrationTokens)
      .where(eq(registrationTokens.registration_id, colleague));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.token_hash).not.toBe(token);
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);

    const [told] = await mailsTo(world.db, "nadia@acme.fr");
    expect(told!.subject).toBe("Inscription confirmée : SQL avancé | Atlas Tech Formation");
    expect(told!.text).toContain(
      "L'inscription de Marc Petit à la session « SQL avancé », que vous avez demandée, est confirmée.",
    );
    expect(told!.attachments).toBeNull();

    // Cancelled by staff: both told, the trainee's calendar entry withdrawn.
    expect(await sessions.setRegistrationStatus(colleague, "cancelled")).toMatchObject({
      ok: true,
    });
    const cancelled = (await mailsTo(world.db, "marc@acme.fr")).at(-1)!;
    expect(cancelled.subject).toBe("Inscription annulée : SQL avancé | Atlas Tech Formation");
    expect(calendarOf(cancelled).getFirstPropertyValue("method")).toBe("CANCEL");
    // A place no longer held is not given the virtual classroom's link.
    expect(cancelled.attachments!.map((file) => file.filename)).toEqual(["formation.ics"]);
    expect(cancelled.attachments![0]!.content).not.toContain("classe.example");
    expect((await mailsTo(world.db, "nadia@acme.fr")).at(-1)!.subject).toBe(
      "Inscription annulée : SQL avancé | Atlas Tech Formation",
    );
  });

  it("lets a trainee cancel on their page until the deadline, with their reason: the seat goes to the waiting list and staff are told", async () => {
    const sessionId = await newSession();
    const trainee = await confirmed(sessionId, "Léo Blanc", "leo@acme.fr");
    await register(sessionId, "Zoé Noir", "zoe@acme.fr", { status: "waiting" });

    const page = await traineePage.readTraineePage(world.db, siteConfig, trainee.token, when.today);
    expect(page).toMatchObject({
      state: "open",
      registration: { trainee_name: "Léo Blanc", status: "confirmed" },
      rights: { cancel: true, handOver: true, move: true },
      cancelUntil: "2027-01-25",
    });
    // Past the deadline (7 days before the start), the page refuses, whatever was posted.
    expect(
      await traineePage.cancelOwnRegistration(world.db, siteConfig, trainee.token, "Trop tard", {
        now: new Date("2027-01-26T09:00:00Z"),
        today: "2027-01-26",
      }),
    ).toBe("refused");

    expect(
      await traineePage.cancelOwnRegistration(
        world.db,
        siteConfig,
        trainee.token,
        "Mon projet est décalé.",
        when,
      ),
    ).toBe("done");
    const rows = await world.db
      .select({
        name: registrations.trainee_name,
        status: registrations.status,
        reason: registrations.cancel_reason,
      })
      .from(registrations)
      .where(eq(registrations.session_id, sessionId))
      .orderBy(registrations.id);
    expect(rows).toEqual([
      { name: "Léo Blanc", status: "cancelled", reason: "Mon projet est décalé." },
      { name: "Zoé Noir", status: "pending", reason: null },
    ]);
    expect((await mailsTo(world.db, "leo@acme.fr")).at(-1)!.text).toContain(
      "Votre annulation est enregistrée",
    );
    const [freed] = await mailsTo(world.db, "zoe@acme.fr");
    expect(freed!.subject).toBe("Une place s'est libérée : SQL avancé | Atlas Tech Formation");
    const [notice] = await world.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, `Annulation par le stagiaire n° ${trainee.id} :%`));
    expect(notice!.to).toBe(siteConfig.contact.email);
    expect(notice!.text).toContain("Mon projet est décalé.");

    // Twice: nothing more happens.
    expect(
      await traineePage.cancelOwnRegistration(world.db, siteConfig, trainee.token, "Encore", when),
    ).toBe("refused");
  });

  it("hands a place to a colleague: the registration, its mails and a page become theirs, and the old link closes", async () => {
    const sessionId = await newSession({ capacity: 3 });
    const trainee = await confirmed(sessionId, "Paul Roy", "paul@acme.fr");
    await register(sessionId, "Inès Roux", "ines@acme.fr");
    const before = (await world.db.select().from(outbox)).length;
    const colleague = {
      trainee_name: "Léa Durand",
      last_name: "Durand",
      first_name: "Léa",
      email: "lea@acme.fr",
    };

    // An address already registered to the session is refused, and nothing is sent.
    expect(
      await traineePage.handOverPlace(
        world.db,
        siteConfig,
        trainee.token,
        { ...colleague, email: "INES@acme.fr" },
        when,
      ),
    ).toBe("already-registered");
    expect((await world.db.select().from(outbox)).length).toBe(before);

    expect(
      await traineePage.handOverPlace(world.db, siteConfig, trainee.token, colleague, when),
    ).toBe("done");
    const [row] = await world.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, trainee.id));
    expect(row).toMatchObject({
      trainee_name: "Léa Durand",
      email: "lea@acme.fr",
      status: "confirmed",
      handed_over_from: "Paul Roy",
    });
    expect(
      await traineePage.readTraineePage(world.db, siteConfig, trainee.token, when.today),
    ).toEqual({ state: "handed-over" });
    expect(
      await traineePage.cancelOwnRegistration(world.db, siteConfig, trainee.token, "x", when),
    ).toBe("closed");

    // A link minted for the old address at the same moment (the hourly reminders) opens nothing either.
    const raced = "R".repeat(43);
    await world.db.insert(registrationTokens).values({
      token_hash: hashLinkToken(raced),
      registration_id: trainee.id,
      email: "paul@acme.fr",
    });
    expect(await traineePage.readTraineePage(world.db, siteConfig, raced, when.today)).toEqual({
      state: "handed-over",
    });

    const [handed] = await mailsTo(world.db, "lea@acme.fr");
    expect(handed!.subject).toBe("Une place vous a été cédée : SQL avancé | Atlas Tech Formation");
    // Typed by whoever held the link: the mail names no one.
    expect(handed!.text).not.toContain("Paul");
    const colleaguePage = await traineePage.readTraineePage(
      world.db,
      siteConfig,
      await pageToken(world.db, "lea@acme.fr"),
      when.today,
    );
    expect(colleaguePage).toMatchObject({
      state: "open",
      registration: { trainee_name: "Léa Durand" },
    });
    expect((await mailsTo(world.db, "paul@acme.fr")).at(-1)!.subject).toBe(
      "Place cédée : SQL avancé | Atlas Tech Formation",
    );
  });

  it("sends a move request to staff, who accept it in one click: the trainee changes session and is told", async () => {
    const sessionId = await newSession({ capacity: 2 });
    const later = await newSession({ start_date: "2027-03-08", end_date: "2027-03-10" });
    const [otherFormation] = await world.db
      .insert(formations)
      .values({ slug: "autre-suivi", title: "Autre", duration: "1 jour", price_no_tax: "100" })
      .returning();
    const elsewhere = await newSession({ formation_id: otherFormation!.id });
    const trainee = await confirmed(sessionId, "Hugo Lenoir", "hugo@acme.fr");

    const page = await traineePage.readTraineePage(world.db, siteConfig, trainee.token, when.today);
    const offered = page.state === "open" ? page.moveChoices.map((choice) => choice.id) : [];
    expect(offered).toContain(later);
    expect(offered).not.toContain(sessionId);
    expect(offered).not.toContain(elsewhere);
    // Another formation's session is not a move: refused whatever is posted.
    expect(
      await traineePage.requestSessionMove(world.db, siteConfig, trainee.token, elsewhere, when),
    ).toBe("refused");
    expect(
      await traineePage.requestSessionMove(world.db, siteConfig, trainee.token, later, when),
    ).toBe("done");

    as("member");
    const accept = { id: trainee.id, keep_price: false };
    expect(await sessions.acceptSessionMove(accept)).toMatchObject({ ok: false, status: 403 });
    as("admin");
    expect(await sessions.acceptSessionMove(accept)).toEqual({ ok: true });
    const [moved] = await world.db
      .select({ session: registrations.session_id, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, trainee.id));
    expect(moved).toEqual({ session: later, status: "confirmed" });
    const told = (await mailsTo(world.db, "hugo@acme.fr")).at(-1)!;
    expect(told.subject).toBe("Changement de session : SQL avancé | Atlas Tech Formation");
    expect(
      new ICAL.Event(calendarOf(told).getFirstSubcomponent("vevent")!).startDate
        .toJSDate()
        .toISOString(),
    ).toBe("2027-03-08T08:00:00.000Z");
    expect(await sessions.acceptSessionMove(accept)).toMatchObject({
      ok: false,
      error: "Cette demande n'est plus en cours : rechargez la page.",
    });
  });

  it("says a move's price when it differs, on the trainee's choices, to staff and in the mail, and keeps the place's own price when staff choose to", async () => {
    const price = formatPriceNoTax;
    const sessionId = await newSession({ capacity: 4, price_no_tax: "1200" });
    const dearer = await newSession({
      capacity: 4,
      price_no_tax: "1590",
      start_date: "2027-03-08",
      end_date: "2027-03-10",
    });
    const hugo = await confirmed(sessionId, "Hugo Lenoir", "hugo@acme.fr");
    const nina = await confirmed(sessionId, "Nina Roux", "nina@acme.fr");
    const page = await traineePage.readTraineePage(world.db, siteConfig, hugo.token, when.today);
    if (page.state !== "open") throw new Error("page fermée");
    expect(page.moveChoices.find((choice) => choice.id === dearer)!.label).toBe(
      `Du 8 au 10 mars 2027, 9 h – 17 h, À distance, ${price(1590)} au lieu de ${price(1200)}`,
    );
    // The home's « À faire » counts a request until its session begins, when it is moot.
    const requests = async (today: string) =>
      (await countSessionTodo(world.db, today)).moveRequests;
    const [before, beforeStart] = [await requests(when.today), await requests("2027-02-01")];
    for (const token of [hugo.token, nina.token])
      expect(await traineePage.requestSessionMove(world.db, siteConfig, token, dearer, when)).toBe(
        "done",
      );
    expect(await requests(when.today)).toBe(before + 2);
    expect(await requests("2027-02-01")).toBe(beforeStart);
    const staffNotice = (await mailsTo(world.db, siteConfig.contact.email)).at(-1)!;
    expect(staffNotice.text).toContain(keepTogether(`${price(1590)} au lieu de ${price(1200)}`));

    as("admin");
    expect(await sessions.acceptSessionMove({ id: hugo.id, keep_price: true })).toEqual({
      ok: true,
    });
    expect(await sessions.acceptSessionMove({ id: nina.id, keep_price: false })).toEqual({
      ok: true,
    });
    const prices = await world.db
      .select({ id: registrations.id, agreed: registrations.agreed_price_no_tax })
      .from(registrations)
      .where(eq(registrations.session_id, dearer));
    expect(new Map(prices.map((row) => [row.id, row.agreed]))).toEqual(
      new Map([
        [hugo.id, "1200.00"],
        [nina.id, null],
      ]),
    );
    const told = async (address: string) => (await mailsTo(world.db, address)).at(-1)!.text!;
    expect(await told("hugo@acme.fr")).toContain(keepTogether(`Prix : ${price(1200)}, inchangé`));
    expect(await told("nina@acme.fr")).toContain(
      keepTogether(`Prix : ${price(1590)} (au lieu de ${price(1200)})`),
    );
    const moved = await traineePage.readTraineePage(world.db, siteConfig, hugo.token, when.today);
    expect(moved).toMatchObject({ state: "open", registration: { price: "1200.00" } });
  });

  it("holds a freed seat 48 hours for the next on the waiting list: taken on their page, or offered to the next, each told once", async () => {
    const sessionId = await newSession();
    const first = await confirmed(sessionId, "Anne Brun", "anne@acme.fr");
    const second = await register(sessionId, "Bruno Gris", "bruno@acme.fr", {
      status: "waiting",
    });
    const third = await register(sessionId, "Chloé Vert", "chloe@acme.fr", {
      status: "waiting",
      created_at: new Date(Date.now() + 1000),
    });
    as("admin");
    expect(await sessions.setRegistrationStatus(first.id, "cancelled")).toMatchObject({
      ok: true,
    });
    const offered = async (id: number) =>
      (
        await world.db
          .select({ status: registrations.status, offer: registrations.offer_expires_at })
          .from(registrations)
          .where(eq(registrations.id, id))
      )[0]!;
    const offer = await offered(second);
    expect(offer.status).toBe("pending");
    expect(offer.offer!.getTime() - Date.now()).toBeGreaterThan(47.9 * 3_600_000);
    const [freed] = await mailsTo(world.db, "bruno@acme.fr");
    expect(freed!.text).toContain("Elle vous est réservée jusqu'au");

    // Nobody answers: after 48 hours two servers end the offer once, and the next is offered the seat.
    const later = new Date(Date.now() + 49 * 3_600_000);
    await Promise.all([
      expireDueOffers(world.db, siteConfig, later),
      expireDueOffers(world.db, siteConfig, later),
    ]);
    expect((await offered(second)).status).toBe("cancelled");
    expect(await mailsTo(world.db, "chloe@acme.fr")).toHaveLength(1);
    expect((await mailsTo(world.db, "bruno@acme.fr")).map((mail) => mail.subject)).toEqual([
      "Une place s'est libérée : SQL avancé | Atlas Tech Formation",
      "Place non retenue : SQL avancé | Atlas Tech Formation",
    ]);
    expect((await offered(third)).status).toBe("pending");

    // The next one takes it on their page, in time: it waits for staff, no longer for them.
    const now = { now: new Date(), today: parisDay(new Date()) };
    const token = await pageToken(world.db, "chloe@acme.fr");
    expect(await traineePage.readTraineePage(world.db, siteConfig, token, now.today)).toMatchObject(
      {
        registration: { status: "pending" },
      },
    );
    expect(await traineePage.takeOffer(world.db, siteConfig, token, now)).toBe("done");
    expect(await offered(third)).toEqual({ status: "pending", offer: null });
    expect(await traineePage.takeOffer(world.db, siteConfig, token, now)).toBe("refused");
    await expireDueOffers(world.db, siteConfig, later);
    expect(await offered(third)).toEqual({ status: "pending", offer: null });
  });

  it("applies staff's bulk actions to the ticked registrations of the session only, naming those the rules refuse", async () => {
    // Three seats: the trainee already present holds one.
    const sessionId = await newSession({ capacity: 3 });
    const other = await newSession();
    const ids = [
      await register(sessionId, "Un Premier", "un@acme.fr", { status: "waiting" }),
      await register(sessionId, "Deux Second", "deux@acme.fr", { status: "waiting" }),
      await register(sessionId, "Trois Troisième", "trois@acme.fr", { status: "waiting" }),
    ];
    const elsewhere = await register(other, "Ailleurs", "ailleurs@acme.fr", { status: "waiting" });
    const attended = await register(sessionId, "Déjà Présent", "present@acme.fr", {
      status: "present",
    });
    as("member");
    expect(await sessions.applyToRegistrations(sessionId, ids, "confirmed")).toMatchObject({
      ok: false,
      status: 403,
    });
    as("admin");
    expect(await sessions.applyToRegistrations(sessionId, [], "confirmed")).toMatchObject({
      ok: false,
      error: "Sélectionnez au moins une inscription.",
    });
    // A presence is never undone by confirming the selection.
    expect(
      await sessions.applyToRegistrations(sessionId, [...ids, elsewhere, attended], "confirmed"),
    ).toEqual({
      ok: true,
      notice: "2 inscriptions confirmées. Non modifiées : Trois Troisième, Déjà Présent.",
    });
    const statuses = await world.db
      .select({ id: registrations.id, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.session_id, sessionId))
      .orderBy(registrations.id);
    expect(statuses.map((row) => row.status)).toEqual([
      "confirmed",
      "confirmed",
      "waiting",
      "present",
    ]);
    const [untouched] = await world.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, elsewhere));
    expect(untouched!.status).toBe("waiting");

    expect(await sessions.applyToRegistrations(sessionId, [ids[0]!], "convoke")).toEqual({
      ok: true,
      notice: "1 convocation envoyée.",
    });
    expect((await mailsTo(world.db, "un@acme.fr")).map((mail) => mail.subject)).toContain(
      "Convocation : SQL avancé, du 1er au 3 février 2027, 9 h – 17 h | Atlas Tech Formation",
    );
    expect(
      (await mailsTo(world.db, "deux@acme.fr")).some((mail) =>
        mail.subject.startsWith("Convocation"),
      ),
    ).toBe(false);
  });

  it("offers a seat freed once the session has started to no one", async () => {
    const today = parisDay(new Date());
    const sessionId = await newSession({ start_date: today, end_date: today, capacity: 1 });
    const seated = await register(sessionId, "Sur Place", "surplace@acme.fr", {
      status: "confirmed",
    });
    const waiting = await register(sessionId, "En Attente", "attente@acme.fr", {
      status: "waiting",
    });
    as("admin");
    expect(await sessions.setRegistrationStatus(seated, "cancelled")).toEqual({ ok: true });
    const [row] = await world.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.id, waiting));
    expect(row!.status).toBe("waiting");
    expect(await mailsTo(world.db, "attente@acme.fr")).toEqual([]);
  });

  it("opens nothing for a forged, truncated or another page's token", async () => {
    const forged = "A".repeat(43);
    expect(await traineePage.readTraineePage(world.db, siteConfig, forged, when.today)).toEqual({
      state: "unknown",
    });
    expect(await traineePage.cancelOwnRegistration(world.db, siteConfig, forged, "x", when)).toBe(
      "closed",
    );
    const sessionId = await newSession();
    const trainee = await confirmed(sessionId, "Rose Vidal", "rose@acme.fr");
    expect(
      await traineePage.readTraineePage(
        world.db,
        siteConfig,
        trainee.token.slice(0, -1),
        when.today,
      ),
    ).toEqual({ state: "unknown" });
    // Three months after the session's end, the page has expired.
    expect(
      await traineePage.readTraineePage(world.db, siteConfig, trainee.token, "2027-05-05"),
    ).toEqual({ state: "expired" });
  });
});

/** The reminders a week and a day before: each trainee gets each once, however many servers run them. */
describe.each(databaseTargets)("session reminders on $name", (target) => {
  it("sends each confirmed trainee each reminder once, even when two servers run at the same moment", async () => {
    const handle = await openMigrated(target);
    const { db } = handle;
    try {
      const [formation] = await db
        .insert(formations)
        .values({ slug: "rappels", title: "Docker", duration: "2 jours", price_no_tax: "800" })
        .returning();
      const [session, cancelled] = await db
        .insert(trainingSessions)
        .values(
          (["open", "cancelled"] as const).map((status) => ({
            formation_id: formation!.id,
            start_date: "2027-01-11",
            end_date: "2027-01-12",
            place: "location" as const,
            capacity: 8,
            status,
            what_to_bring: "Votre ordinateur portable",
          })),
        )
        .returning();
      const trainee = (
        name: string,
        email: string,
        status: "confirmed" | "pending",
        at = session!,
      ) => ({
        session_id: at.id,
        trainee_name: name,
        email,
        payer: "opco" as const,
        company: "ACME",
        status,
      });
      await db
        .insert(registrations)
        .values([
          trainee("Ada Lovelace", "ada@acme.fr", "confirmed"),
          trainee("Alan Turing", "alan@acme.fr", "confirmed"),
          trainee("Grace Hopper", "grace@acme.fr", "pending"),
          trainee("Annulée", "annulee@acme.fr", "confirmed", cancelled!),
        ]);

      // Eight days before: nothing is due.
      expect(await queueDueReminders(db, siteConfig, new Date("2027-01-03T09:00:00Z"))).toBe(0);
      // Seven days before, two servers at once: two reminders in all.
      const week = new Date("2027-01-04T09:00:00Z");
      const runs = await Promise.all([
        queueDueReminders(db, siteConfig, week),
        queueDueReminders(db, siteConfig, week),
      ]);
      expect(runs.reduce((total, run) => total + run, 0)).toBe(2);
      expect(await queueDueReminders(db, siteConfig, new Date("2027-01-05T09:00:00Z"))).toBe(0);
      const weekly = await db
        .select()
        .from(outbox)
        .where(like(outbox.subject, "Rappel : votre formation commence le 11 janvier 2027%"));
      expect(weekly.map((mail) => mail.to).sort()).toEqual(["ada@acme.fr", "alan@acme.fr"]);
      expect(weekly[0]!.text).toContain("À apporter : Votre ordinateur portable");
      expect(weekly[0]!.attachments).toHaveLength(1);

      // The day before, once more each.
      const eve = new Date("2027-01-10T09:00:00Z");
      const again = await Promise.all([
        queueDueReminders(db, siteConfig, eve),
        queueDueReminders(db, siteConfig, eve),
      ]);
      expect(again.reduce((total, run) => total + run, 0)).toBe(2);
      expect(
        await db
          .select()
          .from(outbox)
          .where(like(outbox.subject, "Rappel : votre formation commence demain%")),
      ).toHaveLength(2);
      expect(
        await db
          .select()
          .from(registrationReminders)
          .where(and(eq(registrationReminders.days_before, 1))),
      ).toHaveLength(2);
    } finally {
      await handle.close();
    }
  });
});
