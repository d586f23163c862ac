import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { formations, registrations, trainingSessions } from "@/db/schema";
import { moveRegistration, registerTrainees, type Registrants } from "@/features/sessions/seat-ledger";
import { databaseError, databaseTargets, openMigrated } from "../support/databases";

const today = "2026-12-01";
const trainee = (index: number): Registrants => ({
  trainee_name: `Participant ${index}`,
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
    const [formation] = await handle.db.insert(formations).values({ slug: "python", title: "Python", duration: "3 jours", price_no_tax: "1500" }).returning();
    formationId = formation!.id;
  });
  afterAll(() => handle.close());

  async function session(values: Partial<typeof trainingSessions.$inferInsert> = {}) {
    const [row] = await handle.db
      .insert(trainingSessions)
      .values({ formation_id: formationId, start_date: "2027-01-11", end_date: "2027-01-13", place: "remote", capacity: 3, status: "open", published: true, ...values })
      .returning();
    return row!.id;
  }

  const statuses = async (sessionId: number) =>
    (await handle.db.select({ name: registrations.trainee_name, status: registrations.status }).from(registrations).where(eq(registrations.session_id, sessionId)).orderBy(registrations.id)).map(
      (row) => `${row.name}: ${row.status}`,
    );

  it("gives the seats not held back, then the waiting list; a cancelled seat goes to the first in line", async () => {
    const id = await session({ capacity: 3, held_seats: 1 });
    const outcomes = [];
    for (const index of [1, 2, 3, 4]) outcomes.push(await registerTrainees(handle.db, id, trainee(index), today));
    expect(outcomes.map((outcome) => outcome.ok && outcome.stored[0]!.status)).toEqual(["pending", "pending", "waiting", "waiting"]);

    const first = outcomes[0]!.ok ? outcomes[0]!.stored[0]!.id : 0;
    const cancel = (registration: number) => handle.db.transaction((tx) => moveRegistration(tx, registration, "cancelled"));
    const cancelled = await cancel(first);
    expect(cancelled.ok && cancelled.promoted.map((person) => person.trainee_name)).toEqual(["Participant 3"]);
    expect(await statuses(id)).toEqual(["Participant 1: cancelled", "Participant 2: pending", "Participant 3: pending", "Participant 4: waiting"]);
    // Cancelling twice frees nothing more.
    expect(await cancel(first)).toEqual({ ok: false, reason: "not-allowed" });
    expect(await statuses(id)).toContain("Participant 4: waiting");
    // Back from the waiting list only while a seat is free.
    const fourth = outcomes[3]!.ok ? outcomes[3]!.stored[0]!.id : 0;
    expect(await handle.db.transaction((tx) => moveRegistration(tx, fourth, "confirmed"))).toEqual({ ok: false, reason: "no-seat" });
    await handle.db.update(trainingSessions).set({ capacity: 4 }).where(eq(trainingSessions.id, id));
    expect(await handle.db.transaction((tx) => moveRegistration(tx, fourth, "confirmed"))).toMatchObject({ ok: true, promoted: [] });
    expect(await statuses(id)).toContain("Participant 4: confirmed");
  });

  it("refuses an unpublished, started, planned or cancelled session, in French", async () => {
    const refusals = [];
    for (const values of [{ published: false }, { start_date: today, end_date: "2027-01-13" }, { status: "planned" as const }, { status: "cancelled" as const }]) {
      refusals.push(await registerTrainees(handle.db, await session(values), trainee(9), today));
    }
    expect(refusals).toEqual([
      { ok: false, status: 404, error: "Cette session n'existe plus." },
      { ok: false, status: 409, error: "Les inscriptions à cette session sont closes." },
      { ok: false, status: 409, error: "Les inscriptions à cette session sont closes." },
      { ok: false, status: 409, error: "Les inscriptions à cette session sont closes." },
    ]);
  });

  it("50 simultaneous registrations for 10 seats: exactly 10 seats taken, 40 on the waiting list", async () => {
    const id = await session({ capacity: 10 });
    const outcomes = await Promise.all(Array.from({ length: 50 }, (_, index) => registerTrainees(handle.db, id, trainee(100 + index), today)));
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    const rows = await handle.db.select({ status: registrations.status }).from(registrations).where(eq(registrations.session_id, id));
    const counted = (status: string) => rows.filter((row) => row.status === status).length;
    expect({ pending: counted("pending"), waiting: counted("waiting"), all: rows.length }).toEqual({ pending: 10, waiting: 40, all: 50 });
  });

  it("registers a group in order: the seats left go to the first participants, the others wait, and only the registrant carries the disability needs", async () => {
    const id = await session({ capacity: 4 });
    await registerTrainees(handle.db, id, trainee(1), today);
    const group = { ...trainee(2), is_psh: true, psh_details: "Sous-titres", others: [3, 4, 5].map((index) => ({ trainee_name: `Participant ${index}`, email: `participant${index}@example.org` })) };
    const outcome = await registerTrainees(handle.db, id, group, today);
    expect(outcome.ok && outcome.stored.map((stored) => stored.status)).toEqual(["pending", "pending", "pending", "waiting"]);
    expect(await statuses(id)).toEqual(["Participant 1: pending", "Participant 2: pending", "Participant 3: pending", "Participant 4: pending", "Participant 5: waiting"]);
    const needs = await handle.db.select({ name: registrations.trainee_name, psh: registrations.psh_details }).from(registrations).where(and(eq(registrations.session_id, id), eq(registrations.is_psh, true)));
    expect(needs).toEqual([{ name: "Participant 2", psh: "Sous-titres" }]);
  });

  it("never publishes an intra-company session, nor holds back more seats than the room has", async () => {
    expect((await databaseError(session({ place: "client", published: true }))).message).toContain("training_sessions_client_not_published");
    expect((await databaseError(session({ capacity: 3, held_seats: 4 }))).message).toContain("training_sessions_held_seats");
  });
});
