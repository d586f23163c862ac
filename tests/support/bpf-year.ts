import { eq } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";

/**
 * A hand-made accounting year, 2026, whose every figure is written below by hand from the
 * cerfa 10443*17's rules (docs/decisions/084-the-yearly-bpf.md):
 *
 * - « Python » (RNCP level 5, NSF 326), taught by Claire Fontaine, an employee, from 30 December
 *   2026 to 4 January 2027: two of its three days fall in 2026. Zoé (an employee) attends all of
 *   it, Inès (an apprentice) the first day and the morning of the 31st from 10 h, Paul (a job
 *   seeker) the morning of the 30th and 4 January.
 * - « Management » (other vocational training, NSF 310), on 10 and 11 June, entrusted to
 *   Formasud and taught remotely by Marc Petit, a freelance: Léa (paying for herself) attends
 *   both days, Hugo (his status not yet stated) the first.
 * - « Anglais » (RS, NSF 136) on 16 March, which Campus Langues entrusted to us, taught by
 *   Claire Fontaine: Nina attends it (frame G, never F).
 * - Paul's place paid by his CPF, which the provider does not invoice: it counts in 2027.
 * - A session of December 2025 and invoices of 2025 and 2027, which count for nothing.
 * - Sessions no attendance proves, which count for nothing either: « Python » on 5 October
 *   2026, Max's day recorded but its signed sheet never sent, his place paid by his CPF (the list
 *   of what is missing names it twice); one cancelled on 12 October 2026; one on 19 October 2026
 *   nobody attended; one on 15 March 2027, yet to come.
 * - A credit note of 2026 cancelling Zoé's advance, which counts no more than the advance.
 */
/** When the year is looked at: its sheets sent, the year closed. */
export const BPF_YEAR_NOW = new Date("2027-02-01T10:00:00Z");
const proofUploadedAt = new Date("2027-01-10T10:00:00Z");

type Half = "am" | "pm";
type Mark = [
  day: string,
  half: Half,
  status: "present" | "absent" | "partial",
  times?: [string, string],
];

export async function buildBpfYear(db: PgDatabase<PgQueryResultHKT>) {
  const [claire, marc] = await db
    .insert(schema.trainers)
    .values([
      { name: "Claire Fontaine", email: "claire@atlas.example", kind: "internal" },
      { name: "Marc Petit", email: "marc@independant.example", kind: "external" },
    ])
    .returning();
  const [python, management, anglais] = await db
    .insert(schema.formations)
    .values([
      {
        slug: "python",
        title: "Python",
        duration: "3 jours",
        price_no_tax: "2100",
        purpose: "rncp",
        rncp_level: "5",
        nsf_code: "326",
      },
      {
        slug: "management",
        title: "Management",
        duration: "2 jours",
        price_no_tax: "1200",
        purpose: "other",
        nsf_code: "310",
      },
      {
        slug: "anglais",
        title: "Anglais",
        duration: "1 jour",
        price_no_tax: "800",
        purpose: "rs",
        nsf_code: "136",
      },
    ])
    .returning();
  const session = async (
    values: Partial<typeof schema.trainingSessions.$inferInsert> & {
      formation_id: number;
      start_date: string;
      end_date: string;
    },
    trainees: {
      name: string;
      status: (typeof schema.registrations.$inferInsert)["trainee_status"];
      payer?: "entreprise" | "personnel";
      marks: Mark[];
    }[],
    sheet = true,
  ) => {
    const [row] = await db
      .insert(schema.trainingSessions)
      .values({
        daily_hours: "9 h – 17 h",
        place: "location",
        capacity: 10,
        status: "open",
        ...values,
      })
      .returning();
    const ids: Record<string, number> = {};
    for (const trainee of trainees) {
      const [registration] = await db
        .insert(schema.registrations)
        .values({
          session_id: row!.id,
          trainee_name: trainee.name,
          email: `${trainee.name.toLowerCase()}@client.example`,
          payer: trainee.payer ?? "entreprise",
          status: "present",
          trainee_status: trainee.status,
        })
        .returning();
      ids[trainee.name] = registration!.id;
      for (const [day, half, status, times] of trainee.marks)
        await db.insert(schema.attendanceMarks).values({
          registration_id: registration!.id,
          day,
          half,
          status,
          arrived_at: times?.[0] ?? null,
          left_at: times?.[1] ?? null,
          updated_at: new Date(`${day}T18:00:00Z`),
        });
    }
    // The signed paper sheet, sent after the session: it proves every half-day recorded before
    // it. A session whose sheet never came has its half-days recorded and none proven.
    if (!sheet) return { id: row!.id, trainees: ids };
    await db.insert(schema.attendanceScans).values({
      session_id: row!.id,
      format: "pdf",
      data: Buffer.from("%PDF"),
      size: 4,
      sha256: "f".repeat(64),
      uploaded_at: proofUploadedAt,
    });
    return { id: row!.id, trainees: ids };
  };
  const days = (...list: string[]) => list.map((day) => ({ day, hours: null }));
  const whole = (day: string): Mark[] => [
    [day, "am", "present"],
    [day, "pm", "present"],
  ];
  const pythonSession = await session(
    {
      formation_id: python!.id,
      start_date: "2026-12-30",
      end_date: "2027-01-04",
      schedule: days("2026-12-30", "2026-12-31", "2027-01-04"),
      trainer_id: claire!.id,
      trainer_cost: 210_000,
    },
    [
      {
        name: "Zoé",
        status: "employee",
        marks: [...whole("2026-12-30"), ...whole("2026-12-31"), ...whole("2027-01-04")],
      },
      {
        name: "Inès",
        status: "apprentice",
        marks: [
          ...whole("2026-12-30"),
          ["2026-12-31", "am", "partial", ["10:00", "12:30"]],
          ["2026-12-31", "pm", "absent"],
        ],
      },
      {
        name: "Paul",
        status: "job_seeker",
        marks: [
          ["2026-12-30", "am", "present"],
          ["2026-12-30", "pm", "absent"],
          ...whole("2027-01-04"),
        ],
      },
    ],
  );
  // Paul's place is paid by his CPF, up to 1 500 €: its certificate states 10 h 30 of its 21 h,
  // worth 1 050 € of the 2 100 € price, which Mon Compte Formation pays in 2027, when the session
  // ended.
  const paul = pythonSession.trainees.Paul!;
  await db.insert(schema.financingLines).values({
    registration_id: paul,
    bpf_line: "C-2e",
    payer_name: "Caisse des dépôts (Mon Compte Formation)",
    agreed_amount: 150_000,
  });
  await db.insert(schema.attendanceCertificates).values({
    registration_id: paul,
    kind: "realisation",
    issued_at: proofUploadedAt,
    attended_minutes: 630,
    planned_minutes: 1260,
    pdf: Buffer.from("%PDF"),
    sha256: "c".repeat(64),
  });
  await db
    .update(schema.trainingSessions)
    .set({ certificates_issued_at: proofUploadedAt })
    .where(eq(schema.trainingSessions.id, pythonSession.id));
  // Management's and Anglais' certificates are out: their hours are read from them.
  const certify = async (sessionId: number, minutes: Record<number, number>) => {
    for (const [registrationId, attended] of Object.entries(minutes))
      await db.insert(schema.attendanceCertificates).values({
        registration_id: Number(registrationId),
        kind: "realisation",
        issued_at: proofUploadedAt,
        attended_minutes: attended,
        planned_minutes: 840,
        pdf: Buffer.from("%PDF"),
        sha256: `${registrationId}`.padStart(64, "0"),
      });
    await db
      .update(schema.trainingSessions)
      .set({ certificates_issued_at: proofUploadedAt })
      .where(eq(schema.trainingSessions.id, sessionId));
  };
  const managementSession = await session(
    {
      formation_id: management!.id,
      start_date: "2026-06-10",
      end_date: "2026-06-11",
      place: "remote",
      delivery: "subcontracted",
      partner_name: "Formasud SARL",
      partner_siret: "41234567800019",
      trainer_id: marc!.id,
      trainer_cost: 180_000,
    },
    [
      {
        name: "Léa",
        status: "individual",
        payer: "personnel",
        marks: [...whole("2026-06-10"), ...whole("2026-06-11")],
      },
      { name: "Hugo", status: null, marks: whole("2026-06-10") },
    ],
  );
  await certify(managementSession.id, {
    [managementSession.trainees.Léa!]: 840,
    [managementSession.trainees.Hugo!]: 420,
  });
  const anglaisSession = await session(
    {
      formation_id: anglais!.id,
      start_date: "2026-03-16",
      end_date: "2026-03-16",
      delivery: "subcontractor",
      partner_name: "Campus Langues SAS",
      trainer_id: claire!.id,
      trainer_cost: 30_000,
    },
    // No half-day of hers left in the database (a sheet kept on paper): a session whose
    // certificates are out is read from them, not from its half-days.
    [{ name: "Nina", status: "employee", marks: [] }],
  );
  await certify(anglaisSession.id, { [anglaisSession.trainees.Nina!]: 420 });
  await session(
    {
      formation_id: python!.id,
      start_date: "2025-12-08",
      end_date: "2025-12-08",
      trainer_id: claire!.id,
      trainer_cost: 70_000,
    },
    [{ name: "Ancien", status: "employee", marks: whole("2025-12-08") }],
  );
  const unproven = await session(
    { formation_id: python!.id, start_date: "2026-10-05", end_date: "2026-10-05" },
    [{ name: "Max", status: "employee", marks: whole("2026-10-05") }],
    false,
  );
  await db.insert(schema.financingLines).values({
    registration_id: unproven.trainees.Max!,
    bpf_line: "C-2e",
    payer_name: "Caisse des dépôts (Mon Compte Formation)",
    agreed_amount: 70_000,
  });
  await session(
    {
      formation_id: python!.id,
      start_date: "2026-10-12",
      end_date: "2026-10-12",
      status: "cancelled",
    },
    [{ name: "Eva", status: "employee", marks: [] }],
  );
  await session({ formation_id: python!.id, start_date: "2026-10-19", end_date: "2026-10-19" }, []);
  await session(
    { formation_id: management!.id, start_date: "2027-03-15", end_date: "2027-03-15" },
    [{ name: "Noé", status: "employee", marks: [] }],
  );
  const invoice = (
    number: string,
    issue_date: string,
    bpf_line: (typeof schema.invoices.$inferInsert)["bpf_line"],
    buyer_name: string,
    cents: number,
    kind: "invoice" | "advance" | "credit_note" = "invoice",
    corrects_id: number | null = null,
  ) =>
    db
      .insert(schema.invoices)
      .values({
        kind,
        number,
        issued_at: new Date(`${issue_date}T09:00:00Z`),
        issue_date,
        due_date: issue_date,
        service_start: issue_date,
        service_end: issue_date,
        corrects_id,
        bpf_line,
        buyer_name,
        total_no_tax: cents,
        total_vat: 0,
        total: cents,
        content: {},
        xml: "<Invoice/>",
        pdf: Buffer.from("%PDF"),
        sha256: number,
        issued_by: "Inès Garcia",
      })
      .returning()
      .then(([row]) => row!);
  await invoice("F-2025-0009", "2025-12-20", "C-1", "Acme Industrie SAS", 70_000);
  await invoice("F-2026-0001", "2026-03-20", "C-10", "Campus Langues SAS", 80_000);
  await invoice("F-2026-0002", "2026-06-15", "C-9", "Léa", 120_000);
  const cancelled = await invoice(
    "F-2026-0003",
    "2026-06-15",
    "C-1",
    "Acme Industrie SAS",
    150_000,
  );
  await invoice("F-2026-0004", "2026-07-01", "C-2h", "OPCO Atlas", 99_950);
  const advance = await invoice("AV-2026-0001", "2026-11-01", "C-9", "Zoé", 50_000, "advance");
  await invoice("A-2026-0002", "2026-11-15", "C-9", "Zoé", 50_000, "credit_note", advance.id);
  await invoice(
    "A-2026-0001",
    "2026-09-01",
    "C-1",
    "Acme Industrie SAS",
    150_000,
    "credit_note",
    cancelled.id,
  );
  await invoice("F-2026-0005", "2026-09-02", "C-1", "Acme Industrie SAS", 145_000);
  await invoice("F-2027-0001", "2027-01-10", "C-2h", "OPCO Atlas", 90_000);
  return { pythonSession, managementSession, unproven, claire: claire!, marc: marc! };
}
