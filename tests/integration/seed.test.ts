import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { isContentEmpty, seedDatabase } from "@/seed/seed";
import { readSiteConfig } from "@/config/site";
import { issueDemoCertificates } from "@/features/certificates/certificates";
import {
  countOverdueInvoices,
  invoiceDemoSessions,
  remindOverdueInvoices,
} from "@/features/billing/public";
import { invoicePayments, invoices } from "@/features/billing/tables";
import { listInvoices, readInvoiceFilters } from "@/features/billing/admin-queries";
import { facturXSchemaErrors } from "../support/factur-x";
import { outerColumn } from "@/db/outer-column";
import { seatsLeft } from "@/features/registrations/seats";
import { loadAnswersScreen } from "@/features/surveys/admin-queries";
import { queueDueSurveys } from "@/features/surveys/collection";
import { readComputedYears, readTestimonials } from "@/features/surveys/queries";
import { addDays } from "@/lib/dates";
import { diskStorage } from "@/server/storage";
import { storageKey } from "@/lib/file-storage";
import { databaseTargets, openMigrated } from "../support/databases";
import { pdfText } from "../support/pdf";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { events } from "@/features/events/tables";
import { blogPosts } from "@/features/blog/tables";
import { users } from "@/server/auth/tables";
import { outbox } from "@/server/mail/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { attendanceCertificates } from "@/features/certificates/tables";

const today = "2026-11-22";
const config = readSiteConfig({
  SITE_URL: "https://atlas.example",
  CONTACT_EMAIL: "equipe@atlas.example",
});

describe.each(databaseTargets)("demo content on $name", (target) => {
  let handle: DatabaseHandle;
  let uploads: string;

  beforeAll(async () => {
    handle = await openMigrated(target);
    uploads = await mkdtemp(path.join(tmpdir(), "uploads-"));
  });
  afterAll(async () => {
    await handle.close();
    await rm(uploads, { recursive: true });
  });

  async function totals() {
    const tables = {
      formations,
      locations,
      events,
      blogPosts,
      users,
      trainingSessions,
      registrations,
    };
    const entries = await Promise.all(
      Object.entries(tables).map(async ([name, table]) => {
        const [row] = await handle.db.select({ total: count() }).from(table);
        return [name, row?.total ?? 0] as const;
      }),
    );
    return Object.fromEntries(entries);
  }

  it("fills an empty database with the catalogue, blog and team the site needs", async () => {
    expect(await isContentEmpty(handle.db)).toBe(true);
    const storage = diskStorage(uploads);
    const report = await seedDatabase(handle.db, { today, storage });
    await issueDemoCertificates(handle.db, config, report.pastSessions);
    await invoiceDemoSessions(handle.db, config, report.pastSessions, today);
    expect(await isContentEmpty(handle.db)).toBe(false);

    const allFormations = await handle.db.select().from(formations);
    expect(allFormations.length).toBeGreaterThanOrEqual(12);
    expect(allFormations.some((f) => f.event_id === null)).toBe(true);
    expect(allFormations.some((f) => f.event_id !== null)).toBe(true);
    expect(allFormations.some((f) => f.certification)).toBe(true);
    expect(allFormations.some((f) => !f.certification)).toBe(true);
    expect(allFormations.some((f) => f.training_program === null)).toBe(true);
    expect(allFormations.some((f) => f.training_program !== null)).toBe(true);

    const allLocations = await handle.db.select().from(locations);
    expect(allLocations.length).toBeGreaterThanOrEqual(8);
    expect(new Set(allLocations.map((l) => l.country)).size).toBeGreaterThanOrEqual(6);
    expect(allLocations.some((l) => l.permanent)).toBe(true);
    expect(allLocations.some((l) => !l.permanent && l.stay_start !== null)).toBe(true);
    expect(allLocations.some((l) => !l.permanent && l.stay_start === null)).toBe(true);

    const upcoming = (await handle.db.select().from(events)).filter(
      (e) => e.start_date >= today && e.start_date <= addDays(today, 365),
    );
    expect(upcoming.length).toBeGreaterThanOrEqual(6);
    // Spread over the year, not bunched in one month.
    expect(new Set(upcoming.map((e) => e.start_date.slice(0, 7))).size).toBeGreaterThanOrEqual(6);

    // Sessions over the coming months: some nearly full, one full with a waiting list, and an
    // intra-company one that is never published.
    const sessions = await handle.db.select().from(trainingSessions);
    const trainees = await handle.db.select().from(registrations);
    const seats = sessions
      .filter((session) => session.end_date >= today)
      .map((session) => {
        const of = trainees.filter((trainee) => trainee.session_id === session.id);
        const taken = of.filter((trainee) => trainee.status !== "waiting").length;
        return { ...session, left: seatsLeft(session, taken), waiting: of.length - taken };
      });
    expect(seats.every((session) => session.start_date > today)).toBe(true);
    expect(
      new Set(seats.map((session) => session.start_date.slice(0, 7))).size,
    ).toBeGreaterThanOrEqual(3);
    expect(
      seats.filter((session) => session.published && session.left > 0 && session.left <= 5).length,
    ).toBeGreaterThanOrEqual(2);
    expect(
      seats.filter((session) => session.published && session.left === 0 && session.waiting > 0),
    ).toHaveLength(1);
    expect(
      seats.filter((session) => session.place === "client").map((session) => session.published),
    ).toEqual([false]);

    // Sessions that have ended, whose surveys were answered: the formation pages compute their
    // figures and show testimonials, and the survey scheduler has nobody left to write to.
    const python = allFormations.find(
      (formation) => formation.slug === "python-pour-l-analyse-de-donnees",
    )!;
    const [pythonYear] = await readComputedYears(handle.db, today, python.id);
    expect(pythonYear).toMatchObject({
      year: 2026,
      trainees: 6,
      satisfaction_rate: 80,
      completion_rate: 86,
      responses: 5,
      response_rate: 83,
      months: [11, 11],
    });
    expect(
      (await readTestimonials(handle.db, python.id)).map((testimonial) => testimonial.comment),
    ).toEqual([
      "Rythme soutenu, mais les exercices corrigés aident beaucoup.",
      "Formateur très pédagogue, exemples tirés de nos propres fichiers. Je me sers de pandas tous les jours depuis.",
    ]);
    // The companies, trainers and funders asked as the hourly job would have (indicator 30):
    // a fresh start mails none of them again.
    for (const source of ["entreprises", "formateurs", "financeurs"])
      expect((await loadAnswersScreen(handle.db, { de: source })).total).toBeGreaterThan(0);
    expect(await queueDueSurveys(handle.db, config, new Date(`${today}T12:00:00Z`))).toEqual({
      sent: 0,
      reminded: 0,
    });

    // Ended sessions signed in the room: the complete ones' certificates went out, stating the
    // signed hours; the latest still waits for the trainer's last countersignature.
    const ended = sessions
      .filter((session) => session.end_date < today)
      .sort((a, b) => a.end_date.localeCompare(b.end_date));
    const certificates = await handle.db
      .select({
        session: registrations.session_id,
        minutes: attendanceCertificates.attended_minutes,
        planned: attendanceCertificates.planned_minutes,
        pdf: attendanceCertificates.pdf,
      })
      .from(attendanceCertificates)
      .innerJoin(registrations, eq(registrations.id, attendanceCertificates.registration_id))
      .where(eq(attendanceCertificates.kind, "realisation"));
    const latest = ended.at(-1)!;
    expect(latest.certificates_issued_at).toBeNull();
    expect(certificates.filter((row) => row.session === latest.id)).toEqual([]);
    for (const session of ended.slice(0, -1)) {
      expect(session.certificates_issued_at).not.toBeNull();
      const issued = certificates.filter((row) => row.session === session.id);
      expect(issued.length).toBeGreaterThan(0);
      expect(issued.every((row) => row.minutes === row.planned)).toBe(true);
    }
    expect(await pdfText(new Uint8Array(certificates[0]!.pdf))).toMatch(/pour une durée de 14 h/);
    // The two sessions over a month old are invoiced: the oldest paid, the other's company
    // overdue and already reminded; the latest waits for its certificates. One invoice by hand.
    const billed = await handle.db
      .select({
        session: invoices.session_id,
        number: invoices.number,
        total: invoices.total,
        xml: invoices.xml,
        paid: sql<number>`(SELECT coalesce(sum(${invoicePayments.amount}), 0)::int FROM ${invoicePayments} WHERE ${invoicePayments.invoice_id} = ${outerColumn(invoices.id)})`,
      })
      .from(invoices)
      .orderBy(invoices.id);
    const [oldest, middle] = ended;
    expect(billed.map((invoice) => invoice.number)).toEqual(
      billed.map((_, index) => `F-2026-${String(index + 1).padStart(5, "0")}`),
    );
    const of = (id: number | null) => billed.filter((invoice) => invoice.session === id);
    expect(of(oldest!.id).length).toBeGreaterThan(1);
    expect(of(oldest!.id).every((invoice) => invoice.paid === invoice.total)).toBe(true);
    expect(of(middle!.id).some((invoice) => invoice.paid === 0)).toBe(true);
    expect(of(latest.id)).toEqual([]);
    expect(of(null)).toHaveLength(1);
    const overdue = await countOverdueInvoices(handle.db, today);
    expect(overdue).toBeGreaterThan(0);
    const list = await listInvoices(
      handle.db,
      readInvoiceFilters({ du: "2000-01-01", au: "2099-12-31" }, today),
      today,
    );
    expect(list.totals).toEqual({
      count: billed.length,
      invoiced: billed.reduce((sum, invoice) => sum + invoice.total, 0),
      paid: billed.reduce((sum, invoice) => sum + invoice.paid, 0),
      open: billed.reduce((sum, invoice) => sum + invoice.total - invoice.paid, 0),
    });
    expect(list.rows.filter((row) => row.status === "en-retard")).toHaveLength(overdue);
    expect(list.rows.filter((row) => row.status === "payee")).toHaveLength(
      billed.filter((invoice) => invoice.paid === invoice.total).length,
    );
    expect(list.rows.find((row) => row.sessionId === null)!.status).toBe("a-payer");
    expect(await remindOverdueInvoices(handle.db, config, new Date(`${today}T12:00:00Z`))).toBe(0);
    expect(await facturXSchemaErrors(of(null)[0]!.xml)).toEqual([]);
    // Their mails went out when the sessions ended: a fresh start sends none.
    expect(await handle.db.select().from(outbox).where(eq(outbox.status, "pending"))).toEqual([]);

    const posts = await handle.db.select().from(blogPosts);
    expect(posts.length).toBeGreaterThanOrEqual(12);
    expect(posts.some((p) => !p.published)).toBe(true);
    expect(posts.some((p) => p.published && p.content === "")).toBe(true);
    expect(
      posts.some((p) => /^## /m.test(p.content) && /```/.test(p.content) && /\]\(/.test(p.content)),
    ).toBe(true);

    const team = (await handle.db.select().from(users)).filter(
      (u) => u.roles && u.roles.length > 0,
    );
    expect(team.length).toBeGreaterThanOrEqual(5);
    for (const member of team) {
      expect(await storage.read(storageKey("users", member.id))).not.toBeNull();
    }
    for (const location of allLocations) {
      const image = await storage.read(storageKey("locations", location.id));
      expect(image?.subarray(1, 4).toString()).toBe("PNG");
    }
  });

  it("adds nothing when run again, even on a later day", async () => {
    const before = await totals();
    const report = await seedDatabase(handle.db, { today: addDays(today, 40) });
    expect(Object.values(report.inserted).every((inserted) => inserted === 0)).toBe(true);
    expect(await totals()).toEqual(before);
    // Forty days on, the latest ended session could be invoiced: the demo leaves a database
    // that has invoices alone, so no number ever comes before an older date's.
    const issued = await handle.db.select({ id: invoices.id }).from(invoices);
    const sessions = await handle.db.select({ id: trainingSessions.id }).from(trainingSessions);
    await invoiceDemoSessions(
      handle.db,
      config,
      sessions.map((session) => session.id),
      addDays(today, 40),
    );
    expect(await handle.db.select({ id: invoices.id }).from(invoices)).toEqual(issued);
  });
});
