import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { purgeExpiredData } from "@/jobs/purge";
import { databaseTargets, openMigrated } from "../support/databases";
import { formations } from "@/features/formations/tables";
import { auditLog, rateLimits } from "@/server/tables";
import { contactRequests } from "@/features/contact/tables";
import { outbox } from "@/server/mail/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { attendanceVersions } from "@/features/attendance/tables";
import { surveyInvitations } from "@/features/surveys/tables";
import { complaints } from "@/features/quality/tables";

/** The daily purge keeps personal data only as long as the privacy policy says, on a clock the test sets. */
const now = new Date("2030-06-15T03:00:00Z");
const ago = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);

describe.each(databaseTargets)("retention on $name", (target) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openMigrated(target);
  });
  afterAll(async () => handle.close());

  it("deletes rate-limit rows past their window, mails sent over 30 days ago, and prospects silent for 3 years", async () => {
    const { db } = handle;
    await db.insert(rateLimits).values([
      {
        id: "contact:198.51.100.1",
        key: "contact:198.51.100.1",
        count: 3,
        lastRequest: ago(1.5).getTime(),
      },
      {
        id: "contact:198.51.100.2",
        key: "contact:198.51.100.2",
        count: 1,
        lastRequest: ago(0.5).getTime(),
      },
    ]);
    await db.insert(outbox).values([
      {
        to: "equipe@atlas.example",
        subject: "ancien",
        text: "lien de réinitialisation",
        status: "sent",
        sent_at: ago(31),
      },
      {
        to: "equipe@atlas.example",
        subject: "récent",
        text: "…",
        status: "sent",
        sent_at: ago(29),
      },
      {
        to: "equipe@atlas.example",
        subject: "en attente",
        text: "…",
        status: "pending",
        created_at: ago(60),
      },
    ]);
    await db.insert(contactRequests).values([
      // Silent for more than 3 years: every request of this address goes, and its mails.
      {
        name: "Ancien",
        email: "ancien@client.fr",
        company: "A",
        message: "premier",
        created_at: ago(5 * 365),
      },
      {
        name: "Ancien",
        email: "Ancien@Client.fr",
        company: "A",
        message: "dernier",
        created_at: ago(3 * 365 + 2),
      },
      // Wrote again 2 years ago: the old request stays with the new one.
      {
        name: "Fidèle",
        email: "fidele@client.fr",
        company: "B",
        message: "il y a longtemps",
        created_at: ago(4 * 365),
      },
      {
        name: "Fidèle",
        email: "fidele@client.fr",
        company: "B",
        message: "récemment",
        created_at: ago(2 * 365),
      },
    ]);
    await db
      .insert(outbox)
      .values({ to: "ancien@client.fr", subject: "accusé", text: "…", status: "pending" });

    expect(await purgeExpiredData(db, now)).toEqual({
      rateLimits: 1,
      sentMails: 1,
      contactRequests: 2,
      registrations: 0,
      attendanceVersions: 0,
      stakeholderSurveys: 0,
      complaints: 0,
      journalLines: 0,
    });
    expect((await db.select().from(rateLimits)).map((row) => row.key)).toEqual([
      "contact:198.51.100.2",
    ]);
    expect((await db.select().from(outbox)).map((row) => row.subject).sort()).toEqual([
      "en attente",
      "récent",
    ]);
    expect((await db.select().from(contactRequests)).map((row) => row.message).sort()).toEqual([
      "il y a longtemps",
      "récemment",
    ]);

    // Nothing more to do the next day but the new expiries.
    expect(await purgeExpiredData(db, now)).toEqual({
      rateLimits: 0,
      sentMails: 0,
      contactRequests: 0,
      registrations: 0,
      attendanceVersions: 0,
      stakeholderSurveys: 0,
      complaints: 0,
      journalLines: 0,
    });
  });

  it("deletes a session's registrations 5 years after it ended, and keeps the session", async () => {
    const { db } = handle;
    const [formation] = await db
      .insert(formations)
      .values({ slug: "retenue", title: "Retenue", duration: "1 jour", price_no_tax: "100" })
      .returning();
    const sessions = await db
      .insert(trainingSessions)
      .values([
        {
          formation_id: formation!.id,
          start_date: "2025-06-10",
          end_date: "2025-06-13",
          place: "remote",
          capacity: 5,
          trainer_email: "ines@formateurs.fr",
        },
        {
          formation_id: formation!.id,
          start_date: "2025-06-15",
          end_date: "2025-06-16",
          place: "remote",
          capacity: 5,
          trainer_email: "ines@formateurs.fr",
        },
      ])
      .returning();
    await db.insert(registrations).values(
      sessions.map((session, index) => ({
        session_id: session.id,
        trainee_name: `Stagiaire ${index}`,
        email: `stagiaire${index}@client.fr`,
        payer: "entreprise" as const,
        status: "present" as const,
      })),
    );
    // The trainers' surveys of both sessions, and a funder's of 2024 and of 2025.
    await db.insert(surveyInvitations).values([
      ...sessions.map((session) => ({
        kind: "trainer" as const,
        session_id: session.id,
        recipient: "Inès Garnier",
        email: "ines@formateurs.fr",
        sent_at: new Date(`${session.end_date}T08:00:00Z`),
      })),
      ...[2024, 2025].map((year) => ({
        kind: "funder" as const,
        year,
        recipient: "OPCO Atlas",
        email: "contact@opco.fr",
        sent_at: new Date(`${year}-03-01T08:00:00Z`),
      })),
    ]);
    // Each session's attendance, frozen when its certificates went out.
    await db.insert(attendanceVersions).values(
      sessions.map((session) => ({
        session_id: session.id,
        number: 1,
        reason: "Documents émis : Stagiaire",
        record: "{}",
        record_sha256: "0".repeat(64),
        sheet_pdf: Buffer.from("%PDF-1.4\n%%EOF\n"),
        created_at: new Date(`${session.end_date}T18:00:00Z`),
      })),
    );
    // 2030-06-15: the first session ended over 5 years ago, the second one just under; 2024 is
    // over 5 years past, 2025 is not yet.
    expect(await purgeExpiredData(db, now)).toMatchObject({
      registrations: 1,
      attendanceVersions: 1,
      stakeholderSurveys: 2,
    });
    expect((await db.select().from(attendanceVersions)).map((row) => row.session_id)).toEqual([
      sessions[1]!.id,
    ]);
    expect((await db.select().from(registrations)).map((row) => row.trainee_name)).toEqual([
      "Stagiaire 1",
    ]);
    // The sessions stay; the older one's trainer address goes.
    expect(
      (await db.select().from(trainingSessions).orderBy(trainingSessions.id)).map(
        (session) => session.trainer_email,
      ),
    ).toEqual([null, "ines@formateurs.fr"]);
    expect(
      (await db.select().from(surveyInvitations)).map((row) => row.session_id ?? row.year),
    ).toEqual([sessions[1]!.id, 2025]);
  });

  it("keeps a complaint 5 years after it was closed, and an open one whatever its age", async () => {
    const { db } = handle;
    const closedAgo = (days: number) => ({
      acknowledged_at: ago(days),
      acknowledged_by: "Accusé de réception automatique",
      analysis: "Analyse",
      analysed_at: ago(days),
      analysed_by: "Équipe",
      answer: "Réponse",
      answered_at: ago(days),
      answered_by: "Équipe",
      closed_at: ago(days),
      closed_by: "Équipe",
    });
    const complaint = (name: string) => ({
      claimant_kind: "trainee" as const,
      name,
      email: `${name}@client.fr`,
      message: "Réclamation",
      answer_due_on: "2020-01-15",
      created_at: ago(7 * 365),
    });
    await db
      .insert(complaints)
      .values([
        { ...complaint("ancienne"), ...closedAgo(5 * 365 + 2) },
        { ...complaint("recente"), ...closedAgo(5 * 365 - 2) },
        complaint("ouverte"),
      ]);
    expect(await purgeExpiredData(db, now)).toMatchObject({ complaints: 1 });
    expect((await db.select().from(complaints)).map((row) => row.name).sort()).toEqual([
      "ouverte",
      "recente",
    ]);
  });

  it("keeps the staff's journal 12 months, and an attendance correction's reason as long as the registration", async () => {
    const { db } = handle;
    const [formation] = await db
      .insert(formations)
      .values({ slug: "journal", title: "Journal", duration: "1 jour", price_no_tax: "100" })
      .returning();
    const [session] = await db
      .insert(trainingSessions)
      .values({
        formation_id: formation!.id,
        start_date: "2028-06-10",
        end_date: "2028-06-11",
        place: "remote",
        capacity: 5,
      })
      .returning();
    const [kept] = await db
      .insert(registrations)
      .values({
        session_id: session!.id,
        trainee_name: "Marc Petit",
        email: "marc@client.fr",
        payer: "entreprise",
        status: "present",
      })
      .returning();
    const line = (summary: string, days: number, about: number | null = null) => ({
      actor_name: "Claire Dubois",
      action: "status",
      entity: "registration",
      entity_id: about,
      evidence: about !== null,
      summary,
      created_at: ago(days),
    });
    await db.insert(auditLog).values([
      line("Inscription de Marc Petit confirmée", 367),
      line("Session ouverte", 360),
      line("Présence corrigée : Marc Petit. Motif : arrivé à 10 h", 700, kept!.id),
      // A registration purged since (5 years after its session): its correction goes too.
      line("Présence corrigée : Zoé Martin. Motif : malade", 700, kept!.id + 1000),
    ]);
    expect(await purgeExpiredData(db, now)).toMatchObject({ journalLines: 2 });
    expect((await db.select().from(auditLog)).map((row) => row.summary).sort()).toEqual([
      "Présence corrigée : Marc Petit. Motif : arrivé à 10 h",
      "Session ouverte",
    ]);
  });

  it("purges in short transactions of a bounded size, however many rows have expired", async () => {
    const { db } = handle;
    await db.insert(outbox).values(
      Array.from({ length: 7 }, (_, index) => ({
        to: `client${index}@client.fr`,
        subject: `ancien ${index}`,
        text: "…",
        status: "sent" as const,
        sent_at: ago(40),
      })),
    );
    await db.insert(contactRequests).values(
      Array.from({ length: 5 }, (_, index) => ({
        name: `Prospect ${index}`,
        email: `prospect${index}@client.fr`,
        company: "P",
        message: "il y a longtemps",
        created_at: ago(4 * 365),
      })),
    );
    const transactions = vi.spyOn(db, "transaction");
    expect(await purgeExpiredData(db, now, 2)).toMatchObject({ sentMails: 7, contactRequests: 5 });
    // 7 mails two at a time, 5 prospects two at a time, and one pass over each other kind.
    expect(transactions.mock.calls.length).toBeGreaterThanOrEqual(4 + 3 + 3);
    transactions.mockRestore();
    expect(
      (await db.select().from(outbox)).filter((row) => row.subject.startsWith("ancien ")),
    ).toHaveLength(0);
    expect(
      (await db.select().from(contactRequests)).filter((row) => row.company === "P"),
    ).toHaveLength(0);
  });

  it.runIf(target.name === "PostgreSQL")("lets one node purge at a time", async () => {
    const { db } = handle;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    // Another node is purging: it holds the lock in its transaction.
    const other = db.transaction(async (tx) => {
      await tx.execute("SELECT pg_advisory_xact_lock(727001)");
      await held;
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await purgeExpiredData(db, now)).toBeNull();
    release();
    await other;
    expect(await purgeExpiredData(db, now)).not.toBeNull();
  });
});
