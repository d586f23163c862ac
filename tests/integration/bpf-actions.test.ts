import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { useAdministration } from "../support/admin-fixtures";
import { databaseTargets } from "../support/databases";
import { bpfFilings, bpfYears } from "@/features/bpf/tables";
import { auditLog } from "@/server/tables";
import { formatDateTime } from "@/lib/dates";
import { formations } from "@/features/formations/tables";
import { registrations } from "@/features/registrations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { trainers } from "@/features/trainers/tables";

const { mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);

const trainerActions = await import("@/features/session-desk/trainer-actions");
const sessions = await import("@/features/session-desk/actions");
const bpf = await import("@/features/bpf/actions");
const { readBpfPage } = await import("@/features/bpf/admin-queries");
const { siteConfig } = await import("@/config/site");
const { sessionValuesOf } = await import("@/features/sessions/admin-schema");

/** What staff write for the yearly BPF: trainers' records, what the list of what is missing asks, the year's amounts. */
describe.each(databaseTargets)("the BPF's records in the dashboard on $name", (target) => {
  const world = useAdministration(target);
  const { ids, as, journal } = world;

  it("copies a trainer's record on the sessions not ended, keeps what ended ones printed, and keeps a trainer who taught", async () => {
    as("admin");
    expect(
      await trainerActions.saveTrainer(null, {
        name: "Claire Fontaine",
        email: "claire@atlas.example",
        kind: "internal",
        credentials: "Ingénieure",
      }),
    ).toEqual({ ok: true });
    const [claire] = await world.db.select().from(trainers);
    await world.db
      .update(trainingSessions)
      .set({
        trainer_id: claire!.id,
        trainer: "Claire Fontaine",
        trainer_email: "claire@atlas.example",
      })
      .where(eq(trainingSessions.id, ids.session));
    const [ended] = await world.db
      .insert(trainingSessions)
      .values({
        formation_id: ids.formation,
        start_date: "2025-03-03",
        end_date: "2025-03-04",
        place: "remote",
        capacity: 8,
        trainer_id: claire!.id,
        trainer: "Claire Fontaine",
        trainer_credentials: "Ingénieure",
      })
      .returning();
    expect(
      await trainerActions.saveTrainer(claire!.id, {
        name: "Claire Fontaine-Roy",
        email: "claire.roy@atlas.example",
        kind: "internal",
        credentials: "Ingénieure, certifiée PCAP",
      }),
    ).toEqual({ ok: true });
    const copies = await world.db
      .select({
        id: trainingSessions.id,
        trainer: trainingSessions.trainer,
        email: trainingSessions.trainer_email,
        credentials: trainingSessions.trainer_credentials,
      })
      .from(trainingSessions)
      .where(eq(trainingSessions.trainer_id, claire!.id))
      .orderBy(trainingSessions.start_date);
    expect(copies).toEqual([
      { id: ended!.id, trainer: "Claire Fontaine", email: null, credentials: "Ingénieure" },
      {
        id: ids.session,
        trainer: "Claire Fontaine-Roy",
        email: "claire.roy@atlas.example",
        credentials: "Ingénieure, certifiée PCAP",
      },
    ]);
    // Saving the ended session (its cost, say) keeps what its documents printed: the record's
    // new name and address reach it only with another trainer.
    const [stored] = await world.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, ended!.id));
    expect(
      await sessions.saveSession(ended!.id, { ...sessionValuesOf(stored!), trainer_cost: "900" }),
    ).toEqual({ ok: true });
    const [kept] = await world.db
      .select({
        trainer: trainingSessions.trainer,
        email: trainingSessions.trainer_email,
        cost: trainingSessions.trainer_cost,
      })
      .from(trainingSessions)
      .where(eq(trainingSessions.id, ended!.id));
    expect(kept).toEqual({ trainer: "Claire Fontaine", email: null, cost: 90_000 });
    expect(await trainerActions.deleteTrainer(claire!.id)).toEqual({
      ok: false,
      status: 409,
      error:
        "Des sessions nomment ce formateur : il reste enregistré pour elles et pour le bilan pédagogique et financier.",
    });
    expect(await world.db.select().from(trainers)).toHaveLength(1);
    // A trainer's status is one of the two the BPF counts.
    expect(
      await trainerActions.saveTrainer(null, {
        name: "Marc Petit",
        email: "",
        kind: "freelance" as "external",
        credentials: "",
      }),
    ).toMatchObject({ ok: false, status: 400 });
  });

  it("completes what the BPF lacks where it lists it, and refuses a value outside the form's lists", async () => {
    as("admin");
    const before = await journal();
    expect(await bpf.fixBpfGap({ kind: "nsf", id: ids.formation, value: "999" })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await bpf.fixBpfGap({ kind: "cost", id: ids.session, value: "99999999" })).toMatchObject(
      { ok: false, status: 400 },
    );
    expect(await journal()).toBe(before);
    expect(await bpf.fixBpfGap({ kind: "nsf", id: ids.formation, value: "326" })).toEqual({
      ok: true,
    });
    expect(await bpf.fixBpfGap({ kind: "purpose", id: ids.formation, value: "rncp:5" })).toEqual({
      ok: true,
    });
    expect(await bpf.fixBpfGap({ kind: "cost", id: ids.session, value: "1 400,50" })).toEqual({
      ok: true,
    });
    expect(
      await bpf.fixBpfGap({ kind: "status", id: ids.registration, value: "job_seeker" }),
    ).toEqual({ ok: true });
    const [formation] = await world.db
      .select({
        purpose: formations.purpose,
        level: formations.rncp_level,
        nsf: formations.nsf_code,
      })
      .from(formations)
      .where(eq(formations.id, ids.formation));
    expect(formation).toEqual({ purpose: "rncp", level: "5", nsf: "326" });
    const [session] = await world.db
      .select({ cost: trainingSessions.trainer_cost })
      .from(trainingSessions)
      .where(eq(trainingSessions.id, ids.session));
    expect(session!.cost).toBe(140_050);
    // Staff state it on the session page too, with the hours followed remotely.
    expect(
      await sessions.setTraineeProfile({
        id: ids.registration,
        trainee_status: "employee",
        remote_hours: "12,5",
      }),
    ).toEqual({ ok: true });
    const [registration] = await world.db
      .select({ status: registrations.trainee_status, remote: registrations.remote_hours })
      .from(registrations)
      .where(eq(registrations.id, ids.registration));
    expect(registration).toEqual({ status: "employee", remote: "12.50" });
    expect(await journal()).toBe(before + 5);
    // A record deleted meanwhile is said gone, nothing written.
    expect(
      await bpf.fixBpfGap({ kind: "status", id: 2_000_000_000, value: "employee" }),
    ).toMatchObject({ ok: false, status: 404 });
  });

  it("keeps the year's amounts from the accounts, and each filing of its BPF with its figures", async () => {
    as("admin");
    expect(
      await bpf.saveBpfYear({ year: 2026, total_charges: "12 000", global_turnover: "" }),
    ).toEqual({ ok: true });
    expect(
      // A turnover past what an invoice's 32-bit cents hold: a year's accounts are larger.
      await bpf.saveBpfYear({
        year: 2026,
        total_charges: "12 500,50",
        global_turnover: "25 000 000",
      }),
    ).toEqual({ ok: true });
    expect(await bpf.markBpfFiled(2026)).toEqual({ ok: true });
    const [year] = await world.db.select().from(bpfYears);
    expect(year).toMatchObject({
      year: 2026,
      total_charges: 1_250_050,
      global_turnover: 2_500_000_000,
    });
    const filings = () =>
      world.db.select().from(bpfFilings).where(eq(bpfFilings.year, 2026)).orderBy(bpfFilings.id);
    const [filed] = await filings();
    expect(filed).toMatchObject({ filed_by: expect.any(String), filed_at: expect.any(Date) });
    // Every figure is kept as filed: the charges, rounded to the euro as the form takes them.
    expect(filed!.figures).toMatchObject({ "D-total": 12_501 });
    expect(Object.keys(filed!.figures!)).toEqual(
      expect.arrayContaining(["C-1", "C-total", "E-internal", "F-1-total", "F-4-total", "G"]),
    );
    const filing = async () => (await readBpfPage(world.db, siteConfig, 2026, new Date())).filing;
    expect((await filing())?.changes).toEqual([]);
    // A page left open does not file the year again over its declaration.
    expect(await bpf.markBpfFiled(2026)).toEqual({
      ok: false,
      status: 409,
      error: "Ce bilan est déjà marqué comme déposé : rechargez la page.",
    });
    // The accounts move after the filing: the page says which figure, filed and today.
    await bpf.saveBpfYear({ year: 2026, total_charges: "13 000", global_turnover: "25 000 000" });
    expect((await filing())?.changes).toEqual([
      {
        key: "D-total",
        line: "D · Total des charges de l'organisme liées à l'activité de formation",
        unit: "€",
        filed: 12_501,
        now: 13_000,
      },
    ]);
    // A line filed and no longer printed is a change too: a speciality out of F-4's five.
    await world.db
      .update(bpfFilings)
      .set({ figures: { ...filed!.figures, "D-total": 13_000, "F-4-326": [2, 14] } })
      .where(eq(bpfFilings.id, filed!.id));
    expect((await filing())?.changes).toEqual([
      {
        key: "F-4-326",
        line: "F-4 326 · Informatique, traitement de l'information, réseaux de transmission des données",
        unit: "",
        filed: [2, 14],
        now: undefined,
      },
    ]);
    // The rectification is a filing of its own, over the one the page showed; the first stays.
    expect(await bpf.markBpfRectified(2026, filed!.id + 1)).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await bpf.markBpfRectified(2026, filed!.id)).toEqual({ ok: true });
    const [first, rectification] = await filings();
    expect(first!.id).toBe(filed!.id);
    expect(rectification!.figures).toMatchObject({ "D-total": 13_000 });
    expect(await filing()).toMatchObject({
      id: rectification!.id,
      changes: [],
      earlier: [{ at: first!.filed_at }],
    });
    // « Annuler le dépôt » removes the rectification marked by mistake; the first is in force again.
    expect(await bpf.undoBpfFiling(2026, first!.id)).toMatchObject({ ok: false, status: 409 });
    expect(await bpf.undoBpfFiling(2026, rectification!.id)).toEqual({ ok: true });
    expect((await filings()).map((row) => row.id)).toEqual([first!.id]);
    expect(await bpf.undoBpfFiling(2026, first!.id)).toEqual({ ok: true });
    expect(await filings()).toEqual([]);
    expect(
      (await world.db.select({ summary: auditLog.summary }).from(auditLog)).map(
        (line) => line.summary,
      ),
    ).toContain(
      `Bilan pédagogique et financier 2026 : dépôt du ${formatDateTime(first!.filed_at)} par ${first!.filed_by} annulé`,
    );
    expect(await bpf.markBpfFiled(1999)).toMatchObject({ ok: false, status: 400 });
  });
});
