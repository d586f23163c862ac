import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { CONFIRMATION_WINDOW_MS } from "@/features/registrations/opt-in";
import {
  confirmRegistrants,
  moveRegistration,
  registerTrainees,
  type Registrants,
} from "@/features/registrations/seat-ledger";
import { databaseError, databaseTargets, openMigrated } from "../support/databases";
import { formations } from "@/features/formations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";

const today = "2026-12-01";
const NOTHING = { confirmed: null, invited: [] };
/** A participant's name as the form gives it: both parts, and the two read together. */
const named = (first_name: string, last_name: string) => ({
  trainee_name: `${first_name} ${last_name}`,
  first_name,
  last_name,
});
const trainee = (index: number): Registrants => ({
  ...named("Participant", String(index)),
  email: `participant${index}@example.org`,
  company: "Acme",
  payer: "entreprise",
  is_psh: false,
  psh_details: undefined,
});

describe.each(databaseTargets)("session seats on $name", (target) => {
  let handle: DatabaseHandle;
  let formationId: number;

  beforeAll(async () => {
    handle = await openMigrated(target);
    const [formation] = await handle.db
      .insert(formations)
      .values({ slug: "python", title: "Python", duration: "3 jours", price_no_tax: "1500" })
      .returning();
    formationId = formation!.id;
  });
  afterAll(() => handle.close());

  async function session(values: Partial<typeof trainingSessions.$inferInsert> = {}) {
    const [row] = await handle.db
      .insert(trainingSessions)
      .values({
        formation_id: formationId,
        start_date: "2027-01-11",
        end_date: "2027-01-13",
        place: "remote",
        capacity: 3,
        status: "open",
        published: true,
        ...values,
      })
      .returning();
    return row!.id;
  }

  const statuses = async (sessionId: number) =>
    (
      await handle.db
        .select({ name: registrations.trainee_name, status: registrations.status })
        .from(registrations)
        .where(eq(registrations.session_id, sessionId))
        .orderBy(registrations.id)
    ).map((row) => `${row.name}: ${row.status}`);

  const now = new Date("2026-12-01T10:00:00Z");
  let links = 0;
  /** A visitor's registration as the form stores it: unconfirmed, with the hash of its link. */
  async function register(sessionId: number, registrants: Registrants, at = now) {
    const tokenHash = `lien-${(links += 1)}`;
    return {
      tokenHash,
      outcome: await registerTrainees(handle.db, sessionId, registrants, {
        today,
        now: at,
        tokenHash,
      }),
    };
  }
  /** The same, then its registrant's click on the link: the status it got. */
  async function registerAndConfirm(sessionId: number, registrants: Registrants) {
    const { tokenHash, outcome } = await register(sessionId, registrants);
    expect(outcome.ok).toBe(true);
    const confirmed = await confirmRegistrants(handle.db, tokenHash, { today, now });
    return {
      tokenHash,
      id: outcome.ok ? outcome.id : 0,
      status: confirmed.confirmed?.status,
      invited: confirmed.invited,
    };
  }

  it("gives the seats not held back to confirmed registrations, then the waiting list; a cancelled seat goes to the first in line", async () => {
    const id = await session({ capacity: 3, held_seats: 1 });
    const outcomes = [];
    for (const index of [1, 2, 3, 4]) outcomes.push(await registerAndConfirm(id, trainee(index)));
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "pending",
      "pending",
      "waiting",
      "waiting",
    ]);

    const first = outcomes[0]!.id;
    const cancel = (registration: number) =>
      handle.db.transaction((tx) => moveRegistration(tx, registration, "cancelled"));
    const cancelled = await cancel(first);
    expect(cancelled.ok && cancelled.promoted.map((person) => person.trainee_name)).toEqual([
      "Participant 3",
    ]);
    expect(await statuses(id)).toEqual([
      "Participant 1: cancelled",
      "Participant 2: pending",
      "Participant 3: pending",
      "Participant 4: waiting",
    ]);
    // Cancelling twice frees nothing more.
    expect(await cancel(first)).toEqual({ ok: false, reason: "not-allowed" });
    expect(await statuses(id)).toContain("Participant 4: waiting");
    // Back from the waiting list only while a seat is free.
    const fourth = outcomes[3]!.id;
    expect(await handle.db.transaction((tx) => moveRegistration(tx, fourth, "confirmed"))).toEqual({
      ok: false,
      reason: "no-seat",
    });
    await handle.db
      .update(trainingSessions)
      .set({ capacity: 4 })
      .where(eq(trainingSessions.id, id));
    expect(
      await handle.db.transaction((tx) => moveRegistration(tx, fourth, "confirmed")),
    ).toMatchObject({ ok: true, promoted: [] });
    expect(await statuses(id)).toContain("Participant 4: confirmed");
  });

  it("holds no seat for registrations nobody confirmed: a stranger's fifteen leave the two seats to the next real visitor", async () => {
    const id = await session({ capacity: 2 });
    for (const post of [0, 1, 2]) {
      const others = [1, 2, 3, 4].map((index) => ({
        ...named("Inconnu", `${post}-${index}`),
        email: `inconnu${post}-${index}@example.org`,
      }));
      expect((await register(id, { ...trainee(200 + post), others })).outcome).toMatchObject({
        ok: true,
        count: 5,
      });
    }
    expect((await registerAndConfirm(id, trainee(300))).status).toBe("pending");
    expect((await statuses(id)).filter((row) => !row.endsWith("unconfirmed"))).toEqual([
      "Participant 300: pending",
    ]);
  });

  it("confirms a link once, within a day, and only while the session takes registrations", async () => {
    const id = await session({ capacity: 5 });
    const { tokenHash } = await register(id, trainee(1));
    expect(await confirmRegistrants(handle.db, "lien-inconnu", { today, now })).toEqual(NOTHING);
    expect(
      await confirmRegistrants(handle.db, tokenHash, {
        today,
        now: new Date(now.getTime() + CONFIRMATION_WINDOW_MS + 1),
      }),
    ).toEqual(NOTHING);
    expect(await statuses(id)).toEqual(["Participant 1: unconfirmed"]);
    expect((await confirmRegistrants(handle.db, tokenHash, { today, now })).confirmed?.status).toBe(
      "pending",
    );
    expect(await confirmRegistrants(handle.db, tokenHash, { today, now })).toEqual(NOTHING);

    const closing = await session({ capacity: 5 });
    const late = await register(closing, trainee(2));
    await handle.db
      .update(trainingSessions)
      .set({ status: "cancelled" })
      .where(eq(trainingSessions.id, closing));
    expect(await confirmRegistrants(handle.db, late.tokenHash, { today, now })).toEqual(NOTHING);
  });

  it("holds one registration per address and session, whatever its case; a cancelled or expired one no longer counts", async () => {
    const id = await session({ capacity: 5 });
    await register(id, trainee(1));
    expect(
      (await register(id, { ...trainee(2), email: "PARTICIPANT1@example.org" })).outcome,
    ).toEqual({
      ok: false,
      status: 409,
      error:
        "Cette adresse e-mail est déjà inscrite à cette session : consultez l'e-mail reçu lors de l'inscription.",
      registered: ["participant1@example.org"],
    });
    const colleague = await register(id, {
      ...trainee(3),
      others: [{ ...named("Participant", "1"), email: "participant1@example.org" }],
    });
    expect(colleague.outcome).toMatchObject({
      ok: false,
      status: 409,
      registered: ["participant1@example.org"],
    });

    // A day later, the unconfirmed registration has expired: the address may register again.
    const tomorrow = new Date(now.getTime() + CONFIRMATION_WINDOW_MS + 60_000);
    expect((await register(id, trainee(1), tomorrow)).outcome).toMatchObject({ ok: true });
    const [again] = await handle.db
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.session_id, id))
      .orderBy(desc(registrations.id))
      .limit(1);
    await handle.db.transaction((tx) => moveRegistration(tx, again!.id, "cancelled"));
    expect((await register(id, trainee(1), tomorrow)).outcome).toMatchObject({ ok: true });
  });

  it("refuses an unpublished, started, planned or cancelled session, or one whose formation is a draft, in French", async () => {
    const refusals = [];
    for (const values of [
      { published: false },
      { start_date: today, end_date: "2027-01-13" },
      { status: "planned" as const },
      { status: "cancelled" as const },
    ]) {
      refusals.push((await register(await session(values), trainee(9))).outcome);
    }
    const [draft] = await handle.db
      .insert(formations)
      .values({
        slug: "brouillon",
        title: "Brouillon",
        duration: "1 jour",
        price_no_tax: "500",
        published: false,
      })
      .returning();
    refusals.push((await register(await session({ formation_id: draft!.id }), trainee(9))).outcome);
    expect(refusals).toEqual([
      { ok: false, status: 404, error: "Cette session n'existe plus." },
      { ok: false, status: 409, error: "Les inscriptions à cette session sont closes." },
      { ok: false, status: 409, error: "Les inscriptions à cette session sont closes." },
      { ok: false, status: 409, error: "Les inscriptions à cette session sont closes." },
      { ok: false, status: 404, error: "Cette session n'existe plus." },
    ]);
  });

  it("50 simultaneous confirmations for 10 seats: exactly 10 seats taken, 40 on the waiting list", async () => {
    const id = await session({ capacity: 10 });
    const registered = [];
    for (let index = 0; index < 50; index += 1)
      registered.push(await register(id, trainee(100 + index)));
    await Promise.all(
      registered.map(({ tokenHash }) => confirmRegistrants(handle.db, tokenHash, { today, now })),
    );
    const rows = await handle.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.session_id, id));
    const counted = (status: string) => rows.filter((row) => row.status === status).length;
    expect({ pending: counted("pending"), waiting: counted("waiting"), all: rows.length }).toEqual({
      pending: 10,
      waiting: 40,
      all: 50,
    });
  });

  it("confirms a group's registrant alone: each colleague holds a seat only once they confirm from their own link, the seats left going in that order; only the registrant carries the disability needs", async () => {
    const id = await session({ capacity: 4 });
    await registerAndConfirm(id, trainee(1));
    const group = {
      ...trainee(2),
      is_psh: true,
      psh_details: "Sous-titres",
      others: [3, 4, 5].map((index) => ({
        ...named("Participant", String(index)),
        email: `participant${index}@example.org`,
      })),
    };
    const { tokenHash, status: registrant, invited } = await registerAndConfirm(id, group);
    expect(registrant).toBe("pending");
    expect(invited.map((colleague) => colleague.email)).toEqual([
      "participant3@example.org",
      "participant4@example.org",
      "participant5@example.org",
    ]);
    expect(await statuses(id)).toEqual([
      "Participant 1: pending",
      "Participant 2: pending",
      "Participant 3: unconfirmed",
      "Participant 4: unconfirmed",
      "Participant 5: unconfirmed",
    ]);
    // Each colleague gets a link of their own (registration-link.ts mails it)...
    for (const colleague of invited)
      await handle.db
        .update(registrations)
        .set({ confirmation_token_hash: `lien-collegue-${colleague.id}` })
        .where(eq(registrations.id, colleague.id));
    // ... and the registrant's, pressed again, confirms none of them.
    expect(await confirmRegistrants(handle.db, tokenHash, { today, now })).toEqual(NOTHING);
    for (const colleague of invited) {
      const done = await confirmRegistrants(handle.db, `lien-collegue-${colleague.id}`, {
        today,
        now,
      });
      expect(done.confirmed).toMatchObject({ id: colleague.id });
    }
    expect(await statuses(id)).toEqual([
      "Participant 1: pending",
      "Participant 2: pending",
      "Participant 3: pending",
      "Participant 4: pending",
      "Participant 5: waiting",
    ]);
    const needs = await handle.db
      .select({ name: registrations.trainee_name, psh: registrations.psh_details })
      .from(registrations)
      .where(and(eq(registrations.session_id, id), eq(registrations.is_psh, true)));
    expect(needs).toEqual([{ name: "Participant 2", psh: "Sous-titres" }]);
  });

  it("never publishes an intra-company session, nor holds back more seats than the room has", async () => {
    expect((await databaseError(session({ place: "client", published: true }))).message).toContain(
      "training_sessions_client_not_published",
    );
    expect((await databaseError(session({ capacity: 3, held_seats: 4 }))).message).toContain(
      "training_sessions_held_seats",
    );
  });
});
