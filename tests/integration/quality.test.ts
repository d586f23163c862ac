import { and, desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { countOverdueComplaints, listPartners } from "@/features/quality/admin-queries";
import { readQualiopiCounts } from "@/features/quality/qualiopi-evidence";
import {
  COMPLAINT_DAILY_CAP,
  fileComplaint,
  type ComplaintSubmission,
} from "@/features/quality/file-complaint";
import { createTransport } from "@/server/mail/transport";
import { deliverDueMails } from "@/server/mail/worker";
import { config, site, useAdministration } from "../support/admin-fixtures";
import { databaseTargets } from "../support/databases";
import { pdfText } from "../support/pdf";
import { startSmtpServer } from "../support/smtp";
import { keepTogether } from "@/lib/mail-text";
import { auditLog } from "@/server/tables";
import { outbox } from "@/server/mail/tables";
import { stakeholderAnswers, surveyAnswers, surveyInvitations } from "@/features/surveys/tables";
import { complaints, disabilityPartners, improvementActions } from "@/features/quality/tables";
import { listFunders } from "@/features/surveys/admin-queries";

const { state, mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);

const quality = await import("@/features/quality/actions");
const partners = await import("@/features/quality/partner-actions");
const funders = await import("@/features/surveys/funder-actions");
const surveys = await import("@/features/surveys/actions");
const complaintsCsv = await import("@/app/dashboard/reclamations/export.csv/route");
const improvementsCsv = await import("@/app/dashboard/ameliorations/export.csv/route");
const registerPdf = await import("@/app/dashboard/reclamations/registre.pdf/route");

// 18 December 2026, 16:42 in Paris.
const now = Date.parse("2026-12-18T15:42:00Z");

function filed(
  values: Partial<ComplaintSubmission["values"]> = {},
  extra: Partial<ComplaintSubmission> = {},
): ComplaintSubmission {
  return {
    values: {
      claimant_kind: "company",
      name: "Nadia Rousseau",
      email: "nadia@acme.fr",
      organisation: "Acme",
      session_id: "",
      message: "La facture compte 21 heures, la convention 14.",
      ...values,
    },
    honeypot: "",
    startedAt: now - 60_000,
    ip: "203.0.113.20",
    now,
    ...extra,
  };
}

/** The complaints register and the improvement log (Qualiopi indicators 31 and 32). */
describe.each(databaseTargets)("complaints and improvements on $name", (target) => {
  const world = useAdministration(target);
  const { ids, as } = world;
  const idOf = (result: unknown) => (result as { id: number }).id;

  it("registers a complaint with its deadline, acknowledges it at once and tells the team, by SMTP", async () => {
    const smtp = await startSmtpServer();
    try {
      await world.db.delete(outbox);
      const result = await fileComplaint(
        world.db,
        config,
        filed({ session_id: String(ids.session) }),
      );
      expect(result).toMatchObject({ ok: true });
      const [stored] = await world.db
        .select()
        .from(complaints)
        .where(eq(complaints.id, idOf(result)));
      expect(stored).toMatchObject({
        claimant_kind: "company",
        organisation: "Acme",
        session_id: ids.session,
        // Received on the 18th (Paris): 15 days to answer by default.
        answer_due_on: "2027-01-02",
        acknowledged_at: new Date(now),
        acknowledged_by: "Accusé de réception automatique",
        analysed_at: null,
      });
      expect(
        await deliverDueMails(world.db, createTransport(smtp.url), "Atlas <equipe@atlas.example>"),
      ).toBe(2);
      const to = (address: string) =>
        smtp.received.find((mail) => mail.to && "text" in mail.to && mail.to.text === address)!;
      const acknowledgement = to("nadia@acme.fr");
      expect(acknowledgement.subject).toBe(
        `Réclamation n° ${stored!.id} : accusé de réception | Atlas Tech Formation`,
      );
      expect(acknowledgement.text).toContain(
        keepTogether("Nous avons bien reçu votre réclamation le 18 décembre 2026 à 16 h 42."),
      );
      expect(acknowledgement.text).toContain(
        "vous répondrons par écrit au plus tard le 2 janvier 2027",
      );
      // The claimant's words never go back to the address typed.
      expect(acknowledgement.text).not.toContain("facture");
      const notification = to(config.contact.email);
      expect(notification.subject).toBe(`Réclamation n° ${stored!.id} : Nadia Rousseau`);
      expect(notification.text).toContain("La facture compte 21 heures, la convention 14.");
      expect(notification.text).toContain("Session : Python — du 1er au 3 février 2027");
      expect(notification.text).toContain(`${site}/dashboard/reclamations/${stored!.id}`);
    } finally {
      await smtp.stop();
    }
  });

  it("refuses a complaint with French messages, and acknowledges a victim's address 3 times a day at most, storing every complaint", async () => {
    expect(
      await fileComplaint(
        world.db,
        config,
        filed({ claimant_kind: "" as never, message: " " }, { ip: "203.0.113.21" }),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: {
        claimant_kind: "Indiquez à quel titre vous écrivez.",
        message: "Décrivez votre réclamation.",
      },
    });
    expect(
      await fileComplaint(world.db, config, filed({}, { honeypot: "x", ip: "203.0.113.22" })),
    ).toMatchObject({ ok: false, status: 400 });

    const victim = "victime@example.org";
    const phishing = "Votre compte est suspendu : https://evil.example/payer";
    const results = [];
    for (let index = 0; index < 5; index += 1) {
      results.push(
        await fileComplaint(
          world.db,
          config,
          filed(
            { email: victim, name: phishing.slice(0, 40), message: phishing },
            {
              ip: `198.51.100.${index}`,
            },
          ),
        ),
      );
    }
    expect(results.every((result) => result.ok)).toBe(true);
    const mails = await world.db.select().from(outbox).where(eq(outbox.to, victim));
    expect(mails).toHaveLength(3);
    for (const mail of mails) {
      expect(mail.text).not.toContain("evil.example");
      expect(mail.html).not.toContain("evil.example");
    }
    const unacknowledged = await world.db
      .select()
      .from(complaints)
      .where(and(eq(complaints.email, victim)));
    expect(unacknowledged.filter((row) => row.acknowledged_at === null)).toHaveLength(2);
  });

  it("takes each step in turn, dated and signed, mails the answer and closes; a member gets 403", async () => {
    const filing = await fileComplaint(
      world.db,
      config,
      filed(
        { claimant_kind: "trainee", email: "lea@exemple.fr", name: "Léa Girard" },
        {
          ip: "203.0.113.30",
        },
      ),
    );
    const id = idOf(filing);
    as("member");
    expect(await quality.analyseComplaint(id, "Facture erronée.")).toMatchObject({
      ok: false,
      status: 403,
    });
    as("admin");
    expect(await quality.answerComplaint(id, "Réponse trop tôt.")).toMatchObject({
      ok: false,
      status: 409,
      error:
        "Cette réclamation n'attend pas de réponse (à analyser d'abord, déjà répondue ou close) : rechargez la page.",
    });
    expect(await quality.closeComplaint(id)).toMatchObject({ ok: false, status: 409 });
    expect(await quality.analyseComplaint(id, "  ")).toMatchObject({
      ok: false,
      fieldErrors: { text: "Écrivez l'analyse de la réclamation." },
    });
    expect(await quality.analyseComplaint(id, "Erreur de saisie sur la facture.")).toEqual({
      ok: true,
    });
    expect(await quality.analyseComplaint(id, "Une autre analyse.")).toMatchObject({
      ok: false,
      status: 409,
      error:
        "Cette réclamation attend son accusé de réception, ou est déjà analysée ou close : rechargez la page.",
    });
    expect(
      await quality.answerComplaint(id, "Une facture corrigée vous est envoyée ce jour."),
    ).toEqual({ ok: true });
    expect(await quality.closeComplaint(id)).toEqual({ ok: true });
    expect(await quality.closeComplaint(id)).toMatchObject({ ok: false, status: 409 });
    expect(await quality.closeComplaint(999_999)).toMatchObject({
      ok: false,
      status: 404,
      error: "Cette réclamation n'existe plus : rechargez la page.",
    });

    const [done] = await world.db.select().from(complaints).where(eq(complaints.id, id));
    expect(done).toMatchObject({
      analysis: "Erreur de saisie sur la facture.",
      analysed_by: "Prénom admin@atlas.example",
      answer: "Une facture corrigée vous est envoyée ce jour.",
      answered_by: "Prénom admin@atlas.example",
      closed_by: "Prénom admin@atlas.example",
      closed_at: expect.any(Date),
    });
    const [answer] = await world.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "lea@exemple.fr"))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(answer!.subject).toBe(`Réclamation n° ${id} : notre réponse | Atlas Tech Formation`);
    expect(answer!.text).toContain("Une facture corrigée vous est envoyée ce jour.");
    expect(answer!.text).toContain("médiateur de la consommation");
    const journal = await world.db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.entity, "complaint"), eq(auditLog.entity_id, id)))
      .orderBy(auditLog.id);
    expect(journal.map((line) => line.summary)).toEqual([
      `Réclamation n° ${id} : analysée`,
      `Réclamation n° ${id} : réponse envoyée`,
      `Réclamation n° ${id} : close`,
    ]);
    // Nothing on the public site changed.
    expect(state.expired).toEqual([]);
  });

  it("sends the acknowledgement the quota held back from the register, once", async () => {
    const [held] = await world.db
      .insert(complaints)
      .values({
        claimant_kind: "other",
        name: "Paul",
        email: "paul@exemple.fr",
        message: "Bonjour",
        answer_due_on: "2026-01-10",
      })
      .returning();
    as("admin");
    // Analysed only once acknowledged, as the register's steps follow one another.
    expect(await quality.analyseComplaint(held!.id, "Analyse")).toMatchObject({
      ok: false,
      status: 409,
      error:
        "Cette réclamation attend son accusé de réception, ou est déjà analysée ou close : rechargez la page.",
    });
    expect(await quality.acknowledgeComplaint(held!.id)).toEqual({ ok: true });
    expect(await quality.acknowledgeComplaint(held!.id)).toMatchObject({ ok: false, status: 409 });
    const mails = await world.db.select().from(outbox).where(eq(outbox.to, "paul@exemple.fr"));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain("accusé de réception");
    // Unanswered after 10 January: late, and counted on the dashboard's home.
    expect(await countOverdueComplaints(world.db, "2026-01-10")).toBe(0);
    expect(await countOverdueComplaints(world.db, "2026-01-11")).toBeGreaterThanOrEqual(1);
  });

  it("classes a message that is no complaint without an answer, with its reason, and mails nobody", async () => {
    const id = idOf(
      await fileComplaint(
        world.db,
        config,
        filed({ email: "robot@exemple.fr", message: "Achetez nos liens." }, { ip: "203.0.113.50" }),
      ),
    );
    as("member");
    expect(await quality.dismissComplaint(id, "Spam")).toMatchObject({ ok: false, status: 403 });
    as("admin");
    expect(await quality.dismissComplaint(id, " ")).toMatchObject({
      ok: false,
      fieldErrors: { text: "Dites pourquoi la réclamation est classée sans suite." },
    });
    const mailsBefore = (
      await world.db.select().from(outbox).where(eq(outbox.to, "robot@exemple.fr"))
    ).length;
    expect(await quality.dismissComplaint(id, "Publicité, sans objet.")).toEqual({ ok: true });
    expect(await quality.dismissComplaint(id, "Encore")).toMatchObject({ ok: false, status: 409 });
    const [dismissed] = await world.db.select().from(complaints).where(eq(complaints.id, id));
    expect(dismissed).toMatchObject({
      closing_note: "Publicité, sans objet.",
      closed_by: "Prénom admin@atlas.example",
      answered_at: null,
    });
    // A closed complaint takes no more steps, opens no action, and is late for nobody.
    expect(await quality.analyseComplaint(id, "Trop tard")).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(
      await quality.saveImprovement(
        null,
        {
          title: "Filtrer les robots",
          source: "staff",
          owner_id: "none",
          due_on: "",
          status: "planned",
          outcome: "",
        },
        id,
      ),
    ).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { title: "Une réclamation classée sans suite n'ouvre pas d'action." },
    });
    const overdueBefore = await countOverdueComplaints(world.db, "2030-01-01");
    const [analysedFirst] = await world.db
      .insert(complaints)
      .values({
        claimant_kind: "other",
        name: "Robot",
        email: "robot@exemple.fr",
        message: "Spam",
        answer_due_on: "2026-01-10",
        acknowledged_at: new Date(now),
        acknowledged_by: "Accusé de réception automatique",
        analysis: "Un spam.",
        analysed_at: new Date(now),
        analysed_by: "Équipe",
      })
      .returning();
    expect(await countOverdueComplaints(world.db, "2030-01-01")).toBe(overdueBefore + 1);
    expect(await quality.dismissComplaint(analysedFirst!.id, "Spam.")).toEqual({ ok: true });
    expect(await countOverdueComplaints(world.db, "2030-01-01")).toBe(overdueBefore);
    // A stale tab's answer after the dismissal mails nobody.
    expect(await quality.answerComplaint(analysedFirst!.id, "Bonjour")).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(await quality.answerComplaint(id, "Trop tard")).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(
      (await world.db.select().from(outbox).where(eq(outbox.to, "robot@exemple.fr"))).length,
    ).toBe(mailsBefore);
  });

  it("opens one improvement action per complaint, keeps survey follow-ups in the log, and refuses a finished action without its outcome", async () => {
    const id = idOf(await fileComplaint(world.db, config, filed({}, { ip: "203.0.113.40" })));
    as("admin");
    const action = {
      title: "Relire chaque facture contre sa convention.",
      source: "staff" as const,
      owner_id: "none",
      due_on: "2027-01-31",
      status: "planned" as const,
      outcome: "",
    };
    // Two admins at once: one action, and a French refusal for the other.
    const twice = await Promise.all([
      quality.saveImprovement(null, action, id),
      quality.saveImprovement(null, action, id),
    ]);
    expect(twice).toContainEqual({ ok: true });
    expect(twice).toContainEqual(
      expect.objectContaining({
        ok: false,
        status: 409,
        fieldErrors: { title: "Cette réclamation a déjà son action d'amélioration." },
      }),
    );
    const [opened] = await world.db
      .select()
      .from(improvementActions)
      .where(eq(improvementActions.complaint_id, id));
    expect(opened).toMatchObject({ source: "complaint", status: "planned", finished_at: null });

    expect(await quality.saveImprovement(opened!.id, { ...action, status: "done" })).toMatchObject({
      ok: false,
      fieldErrors: { outcome: "Dites ce qu'a donné l'action pour la terminer." },
    });
    expect(
      await quality.saveImprovement(opened!.id, {
        ...action,
        status: "done",
        outcome: "Contrôle ajouté avant l'envoi.",
        owner_id: String(ids.member),
      }),
    ).toEqual({ ok: true });
    const [finished] = await world.db
      .select()
      .from(improvementActions)
      .where(eq(improvementActions.id, opened!.id));
    expect(finished).toMatchObject({
      source: "complaint",
      status: "done",
      owner_id: ids.member,
      finished_at: expect.any(Date),
    });
    // A forged source: complaints and survey answers open theirs from their own pages.
    expect(await quality.saveImprovement(null, { ...action, source: "survey" })).toMatchObject({
      ok: false,
      status: 409,
    });
    as("member");
    expect(await quality.saveImprovement(null, action)).toMatchObject({ ok: false, status: 403 });

    // A survey answer handled on /dashboard/avis enters the log, done, once.
    as("admin");
    expect(
      await surveys.markAnswerHandled(ids.answer, "Formateur rappelé ; support complété."),
    ).toEqual({ ok: true });
    expect(await surveys.markAnswerHandled(ids.answer, "Une autre note.")).toMatchObject({
      ok: false,
      status: 409,
      error: "Cet avis est déjà traité : rechargez la page.",
    });
    const [fromSurvey] = await world.db
      .select()
      .from(improvementActions)
      .where(eq(improvementActions.survey_answer_id, ids.answer));
    expect(fromSurvey).toMatchObject({
      source: "survey",
      title: "Avis 2/5 sur « Python »",
      status: "done",
      outcome: "Formateur rappelé ; support complété.",
      created_by: "Prénom admin@atlas.example",
    });
  });

  it("exports the register and the log over a period, as CSV and as one PDF, to administrators only", async () => {
    as("member");
    expect(
      (await complaintsCsv.GET(new Request(`${site}/dashboard/reclamations/export.csv`))).status,
    ).toBe(403);
    as("admin");
    const period = "?du=2026-12-01&au=2026-12-31";
    const lines = (
      await (
        await complaintsCsv.GET(new Request(`${site}/dashboard/reclamations/export.csv${period}`))
      ).text()
    )
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain('"Numéro";"Reçue le";"À titre de";"Nom"');
    // Every complaint of these tests was filed on 18 December 2026.
    const december = await world.db.select().from(complaints);
    expect(lines).toHaveLength(
      1 + december.filter((row) => row.created_at.getTime() === now).length,
    );
    expect(lines.join("\n")).toContain('"Erreur de saisie sur la facture."');
    const none = (
      await (
        await complaintsCsv.GET(
          new Request(`${site}/dashboard/reclamations/export.csv?du=2025-01-01&au=2025-01-31`),
        )
      ).text()
    )
      .trim()
      .split("\r\n");
    expect(none).toHaveLength(1);
    const actions = await (
      await improvementsCsv.GET(new Request(`${site}/dashboard/ameliorations/export.csv`))
    ).text();
    expect(actions).toContain('"Réponse à un questionnaire"');

    const pdf = await registerPdf.GET(
      new Request(`${site}/dashboard/reclamations/registre.pdf${period}`),
    );
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).replace(/\s+/g, " ");
    expect(text).toContain("Registre des réclamations et actions d'amélioration");
    expect(text).toContain("Période : du 1er au 31 décembre 2026.");
    expect(text).toContain("Erreur de saisie sur la facture.");
    expect(text).toMatch(
      /\d+ reçue\(s\), \d+ avec accusé de réception, \d+ répondue\(s\) dans le délai, \d+ hors délai, \d+ en retard sans réponse, \d+ classée\(s\) sans suite/,
    );
  });

  it("keeps the partner bodies for indicator 26, to administrators only, with an https site", async () => {
    const agefiph = {
      name: "Agefiph Île-de-France",
      role: "Aides techniques",
      contact: "",
      website: "http://agefiph.example",
    };
    as("member");
    expect(await partners.savePartner(null, agefiph)).toMatchObject({ ok: false, status: 403 });
    as("admin");
    expect(await partners.savePartner(null, agefiph)).toMatchObject({
      ok: false,
      fieldErrors: { website: expect.stringContaining("https://") },
    });
    expect(
      await partners.savePartner(null, { ...agefiph, website: "https://www.agefiph.fr" }),
    ).toEqual({ ok: true });
    const [saved] = await listPartners(world.db);
    expect(saved).toMatchObject({ name: "Agefiph Île-de-France", contact: null });
    expect(await partners.readPartner(saved!.id)).toMatchObject({
      ok: true,
      values: { name: "Agefiph Île-de-France", contact: "", website: "https://www.agefiph.fr" },
    });
    expect(
      await partners.savePartner(saved!.id, { ...agefiph, website: "", contact: "01 02 03 04 05" }),
    ).toEqual({ ok: true });
    expect(await partners.deletePartner(saved!.id)).toEqual({ ok: true });
    expect(await partners.deletePartner(saved!.id)).toMatchObject({ ok: false, status: 404 });
    await world.db.insert(disabilityPartners).values({ name: "Cap emploi" });
  });

  it("keeps the funders asked once a year for indicator 30, to administrators only", async () => {
    const opco = { name: "OPCO Atlas", contact_name: "Sophie Laurent", email: "claire@opco.fr" };
    as("member");
    expect(await funders.saveFunder(null, opco)).toMatchObject({ ok: false, status: 403 });
    expect(await listFunders(world.db)).toEqual([]);
    as("admin");
    expect(await funders.saveFunder(null, { ...opco, email: "claire@opco" })).toMatchObject({
      ok: false,
      fieldErrors: { email: "Adresse e-mail invalide." },
    });
    expect(await funders.saveFunder(null, opco)).toEqual({ ok: true });
    const [saved] = await listFunders(world.db);
    expect(saved).toMatchObject({ ...opco, asked_in: null, answered_in: null });
    expect(await funders.readFunder(saved!.id)).toMatchObject({ ok: true, values: opco });
    expect(
      await funders.saveFunder(saved!.id, { ...opco, contact_name: "", email: "atlas@opco.fr" }),
    ).toEqual({ ok: true });
    expect(await listFunders(world.db)).toEqual([
      expect.objectContaining({ contact_name: null, email: "atlas@opco.fr" }),
    ]);
    as("member");
    expect(await funders.deleteFunder(saved!.id)).toMatchObject({ ok: false, status: 403 });
    as("admin");
    expect(await funders.deleteFunder(saved!.id)).toEqual({ ok: true });
    expect(await funders.deleteFunder(saved!.id)).toMatchObject({ ok: false, status: 404 });
  });

  it("counts what the Qualiopi page shows for a period: complaints by the rules, actions, partners", async () => {
    const counts = await readQualiopiCounts(
      world.db,
      config,
      { from: "2026-12-01", to: "2026-12-31" },
      "2027-02-01",
    );
    const december = (await world.db.select().from(complaints)).filter(
      (row) => row.created_at.getTime() === now,
    );
    expect(counts.complaints).toEqual({
      received: december.length,
      acknowledged: december.filter((row) => row.acknowledged_at).length,
      acknowledgedIn48h: december.filter((row) => row.acknowledged_at).length,
      // Answered by these tests on the day they run, before the 2 January deadline.
      answeredInTime: december.filter((row) => row.answered_at).length,
      answeredLate: 0,
      dismissed: december.filter((row) => row.closing_note).length,
      closed: december.filter((row) => row.closed_at).length,
      // Due on 2 January, neither answered nor closed by 1 February.
      overdue: december.filter((row) => !row.answered_at && !row.closed_at).length,
    });
    expect(counts.complaints.overdue).toBeGreaterThan(0);
    expect(counts.partners).toBe(1);
    expect(counts.accessibilityOfficer).toBe(config.company.accessibilityOfficer);
    // The fixture's survey answers came on 8 October.
    await world.db.update(surveyAnswers).set({ created_at: new Date("2026-10-08T12:00:00Z") });
    expect(counts.surveys).toMatchObject({ answered: 0, lowRated: 0 });
    const october = await readQualiopiCounts(
      world.db,
      config,
      { from: "2026-10-01", to: "2026-10-31" },
      "2027-02-01",
    );
    expect(october.surveys).toMatchObject({ sent: 2, answered: 2, lowRated: 1, handled: 1 });
    expect(october.complaints.received).toBe(0);
    expect(october.sessions.started).toBe(1);
  });
  it("notes the action taken on a company's low rating once, in the improvement log and indicator 32", async () => {
    const [invitation] = await world.db
      .insert(surveyInvitations)
      .values({
        kind: "company",
        session_id: world.ids.session,
        recipient: "Acme",
        email: "rh@acme.fr",
        sent_at: new Date(now),
        answered_at: new Date(now),
      })
      .returning();
    const [answer] = await world.db
      .insert(stakeholderAnswers)
      .values({
        invitation_id: invitation!.id,
        overall: 2,
        met: "non",
        exchanges: 3,
        created_at: new Date(now),
      })
      .returning();
    const note = "Convention envoyée dix jours avant chaque session.";
    as("member");
    expect(await surveys.markStakeholderAnswerHandled(answer!.id, note)).toMatchObject({
      ok: false,
      status: 403,
    });
    as("admin");
    expect(await surveys.markStakeholderAnswerHandled(answer!.id, note)).toEqual({ ok: true });
    expect(await surveys.markStakeholderAnswerHandled(answer!.id, "Autre chose")).toMatchObject({
      ok: false,
      status: 409,
    });
    expect(
      await world.db
        .select()
        .from(improvementActions)
        .where(eq(improvementActions.stakeholder_answer_id, answer!.id)),
    ).toEqual([
      expect.objectContaining({
        source: "survey",
        title: "Avis 2/5 : Entreprise Acme",
        status: "done",
        outcome: note,
      }),
    ]);
    const december = await readQualiopiCounts(
      world.db,
      config,
      { from: "2026-12-01", to: "2026-12-31" },
      "2027-02-01",
    );
    expect(december.surveys).toMatchObject({ lowRated: 1, handled: 1 });
  });

  it("takes at most ten complaints a day from one connection, as the registrations have a daily cap", async () => {
    const outcomes = [];
    // Five every ten minutes pass the form's own limit: the eleventh of the day meets the cap.
    for (let index = 0; index < 11; index += 1) {
      const at = now + Math.floor(index / 5) * 11 * 60_000;
      const result = await fileComplaint(
        world.db,
        config,
        filed(
          { email: `client${index}@acme.fr` },
          { ip: "192.0.2.77", now: at, startedAt: at - 60_000 },
        ),
      );
      outcomes.push(result.ok ? "filed" : result.error);
    }
    expect(outcomes).toEqual([
      ...Array(10).fill("filed"),
      `Pas plus de 10 réclamations par jour depuis une même connexion : écrivez-nous à ${config.contact.email}.`,
    ]);
    // The next day, the connection may file again.
    const tomorrow = now + COMPLAINT_DAILY_CAP.windowMs + 1;
    expect(
      await fileComplaint(
        world.db,
        config,
        filed({}, { ip: "192.0.2.77", now: tomorrow, startedAt: tomorrow - 60_000 }),
      ),
    ).toMatchObject({ ok: true });
  });
});
