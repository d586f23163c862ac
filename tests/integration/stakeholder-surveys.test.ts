import { asc, eq, like, ne } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { readQualiopiCounts } from "@/features/quality/qualiopi-evidence";
import { loadAnswersScreen, listFunders } from "@/features/surveys/admin-queries";
import { readSurveyLink, storeSurveyAnswer } from "@/features/surveys/answers";
import { queueDueSurveys } from "@/features/surveys/collection";
import { stakeholderAnswersCsv } from "@/features/surveys/export";
import { formAnswer } from "@/features/surveys/schema";
import { allStakeholderAnswers } from "@/features/surveys/stakeholder-queries";
import { databaseTargets, openMigrated } from "../support/databases";
import {
  daysAfterStart as later,
  surveyConfig as config,
  SURVEYS_START as start,
  surveyTokenIn,
} from "../support/survey-clock";
import { formations } from "@/features/formations/tables";
import { outbox } from "@/server/mail/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { stakeholderAnswers, funderContacts } from "@/features/surveys/tables";

const TRAINEE_SURVEY =
  "Votre avis sur la formation « Python pour l'analyse de données » | Atlas Tech Formation";

/** A survey form as the browser posts it. */
const posted = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
};

/**
 * Qualiopi indicator 30 (issue 48): after a session, its paying companies and its trainer are
 * asked for their opinion, and each funder the provider lists once a year; one reminder each.
 */
describe.each(databaseTargets)("the other stakeholders' surveys on $name", (target) => {
  let handle: DatabaseHandle;

  /** The mails queued for an address, oldest first. */
  const mailsTo = (address: string) =>
    handle.db.select().from(outbox).where(eq(outbox.to, address)).orderBy(asc(outbox.id));

  beforeAll(async () => {
    handle = await openMigrated(target);
    const [formation] = await handle.db
      .insert(formations)
      .values({
        slug: "python",
        title: "Python pour l'analyse de données",
        duration: "3 jours",
        price_no_tax: "1500",
      })
      .returning();
    const session = (
      end_date: string,
      extra: Partial<typeof trainingSessions.$inferInsert> = {},
    ) => ({
      formation_id: formation!.id,
      start_date: end_date,
      end_date,
      place: "remote" as const,
      capacity: 12,
      status: "open" as const,
      trainer: "Inès Garnier",
      trainer_email: "ines@formateurs.fr",
      ...extra,
    });
    const [ended, empty, cancelled, untold] = await handle.db
      .insert(trainingSessions)
      .values([
        session("2026-11-18"),
        // Nobody attended: nobody is asked.
        session("2026-11-17", { trainer_email: "vide@formateurs.fr" }),
        session("2026-11-18", { status: "cancelled", trainer_email: "annulee@formateurs.fr" }),
        // No trainer's address: the trainer is not asked.
        session("2026-11-16", { trainer: null, trainer_email: null }),
      ])
      .returning();
    const trainee = (
      session_id: number,
      name: string,
      extra: Partial<typeof registrations.$inferInsert> = {},
    ) => ({
      session_id,
      trainee_name: name,
      email: `${name.toLowerCase()}@stagiaires.fr`,
      payer: "entreprise" as const,
      status: "present" as const,
      ...extra,
    });
    // Claire registered for Globex (paid by its OPCO) and cancelled; her colleague Hugo came.
    const [claire] = await handle.db
      .insert(registrations)
      .values(
        trainee(ended!.id, "Claire", {
          email: "claire@globex.fr",
          company: "Globex",
          payer: "opco",
          status: "cancelled",
        }),
      )
      .returning();
    await handle.db.insert(registrations).values([
      trainee(ended!.id, "Hugo", { company: "Globex", payer: "opco", registrant_id: claire!.id }),
      // Two of Acme's, registered on their own, one writing its name otherwise: one survey, to
      // the first registered.
      trainee(ended!.id, "Zoe", { company: "Acme" }),
      trainee(ended!.id, "Paul", { company: " ACME " }),
      trainee(ended!.id, "Lina", { payer: "cpf" }),
      trainee(ended!.id, "Marc", { payer: "personnel" }),
      trainee(empty!.id, "Absent", { company: "Initech", status: "confirmed" }),
      trainee(cancelled!.id, "Annule", { company: "Umbrella" }),
      trainee(untold!.id, "Nora", { company: "Acme" }),
    ]);
    await handle.db.insert(funderContacts).values([
      { name: "OPCO Atlas", contact_name: "Sophie Laurent", email: "sophie.laurent@opco-atlas.fr" },
      { name: "France Travail", email: "entreprises@francetravail.example" },
    ]);
  });
  afterAll(() => handle.close());

  it("asks each paying company once, at the address that registered its trainees, the trainer, and each funder, even from two runs at once", async () => {
    const runs = await Promise.all([
      queueDueSurveys(handle.db, config, start),
      queueDueSurveys(handle.db, config, start),
    ]);
    const sent = await handle.db
      .select()
      .from(outbox)
      .where(ne(outbox.subject, TRAINEE_SURVEY))
      .orderBy(asc(outbox.to));
    // The trainees' surveys go too (surveys.test.ts): six present at ended sessions.
    expect(runs.reduce((total, run) => total + run.sent, 0)).toBe(6 + sent.length);
    const company =
      "Votre avis sur la formation « Python pour l'analyse de données » suivie par vos salariés | Atlas Tech Formation";
    const funders = "Votre avis sur notre collaboration | Atlas Tech Formation";
    expect(sent.map((mail) => [mail.to, mail.subject])).toEqual([
      ["claire@globex.fr", company],
      ["entreprises@francetravail.example", funders],
      [
        "ines@formateurs.fr",
        "Votre avis sur la session « Python pour l'analyse de données » que vous avez animée | Atlas Tech Formation",
      ],
      // Acme's survey of the session without a trainer's address, to Nora.
      ["nora@stagiaires.fr", company],
      ["sophie.laurent@opco-atlas.fr", funders],
      ["zoe@stagiaires.fr", company],
    ]);
    const [globex] = await mailsTo("claire@globex.fr");
    expect(globex!.text).toContain("Bonjour,");
    expect(globex!.text).toContain(
      "Votre entreprise (Globex) a inscrit un ou plusieurs salariés à la formation « Python pour l'analyse de données » (18 novembre 2026). Cette formation a-t-elle répondu à ses besoins ?",
    );
    const [funder] = await mailsTo("sophie.laurent@opco-atlas.fr");
    expect(funder!.text).toContain("Bonjour Sophie Laurent,");
    expect(funder!.text).toContain("celle de ces douze derniers mois avec OPCO Atlas");
    expect(funder!.text).toContain("Vos réponses ne sont jamais publiées.");
    expect(await queueDueSurveys(handle.db, config, later(0.5))).toEqual({ sent: 0, reminded: 0 });
  });

  it("opens each stakeholder's survey, stores one answer, and lists it under its kind only", async () => {
    const companyLink = surveyTokenIn((await mailsTo("zoe@stagiaires.fr")).at(-1)!.text);
    const funderLink = surveyTokenIn((await mailsTo("sophie.laurent@opco-atlas.fr"))[0]!.text);
    expect(await readSurveyLink(handle.db, companyLink, later(1))).toEqual({
      state: "open",
      kind: "company",
      formation_title: "Python pour l'analyse de données",
      start_date: "2026-11-18",
      end_date: "2026-11-18",
      organisation: "Acme",
    });
    expect(await readSurveyLink(handle.db, funderLink, later(1))).toEqual({
      state: "open",
      kind: "funder",
      formation_title: null,
      start_date: null,
      end_date: null,
      organisation: "OPCO Atlas",
    });
    // A question left out is no answer; a trainee's answer does not fit this link.
    expect(formAnswer("company", posted({ overall: "4", exchanges: "5" }))).toBeNull();
    const trainees = formAnswer(
      "end",
      posted({
        overall: "5",
        objectives: "oui",
        trainer: "5",
        content: "5",
        organisation: "5",
        recommends: "oui",
      }),
    )!;
    expect(await storeSurveyAnswer(handle.db, companyLink, trainees, later(1))).toBe("open");

    const companyAnswer = formAnswer(
      "company",
      posted({ overall: "4", met: "partiel", exchanges: "2", comment: "Convention reçue tard." }),
    )!;
    const outcomes = await Promise.all([
      storeSurveyAnswer(handle.db, companyLink, companyAnswer, later(1)),
      storeSurveyAnswer(handle.db, companyLink, companyAnswer, later(1)),
    ]);
    expect(outcomes.sort()).toEqual(["answered", "stored"]);
    expect(
      await storeSurveyAnswer(
        handle.db,
        funderLink,
        formAnswer("funder", posted({ overall: "5", met: "oui", exchanges: "4" }))!,
        later(1),
      ),
    ).toBe("stored");
    expect(await handle.db.select().from(stakeholderAnswers)).toHaveLength(2);
    // The funders' list says who was asked this year, and who answered.
    expect(await listFunders(handle.db)).toEqual([
      expect.objectContaining({ name: "France Travail", asked_in: 2026, answered_in: null }),
      expect.objectContaining({ name: "OPCO Atlas", asked_in: 2026, answered_in: 2026 }),
    ]);

    const companies = await loadAnswersScreen(handle.db, { de: "entreprises" });
    expect(companies.answers).toEqual({
      stakeholder: "company",
      rows: [
        expect.objectContaining({
          recipient: "Acme",
          formation_title: "Python pour l'analyse de données",
          overall: 4,
          met: "partiel",
          exchanges: 2,
          comment: "Convention reçue tard.",
        }),
      ],
    });
    expect(companies.options.years).toEqual([2026]);
    const funders = await loadAnswersScreen(handle.db, { de: "financeurs", annee: "2026" });
    expect(funders.answers.rows).toEqual([
      expect.objectContaining({ recipient: "OPCO Atlas", year: 2026, formation_title: null }),
    ]);
    // A session left in the address from another list does not hide a funder's answer.
    expect((await loadAnswersScreen(handle.db, { de: "financeurs", session: "999" })).total).toBe(
      1,
    );
    expect((await loadAnswersScreen(handle.db, { de: "formateurs" })).total).toBe(0);
    // The trainees' list holds the trainees' answers only.
    expect((await loadAnswersScreen(handle.db, {})).total).toBe(0);
    const csv = stakeholderAnswersCsv(
      "funder",
      allStakeholderAnswers(handle.db, "funder", funders.filters),
    );
    // Read as bytes: a text decoder would drop the BOM that tells Excel the file is UTF-8.
    const [header, row] = Buffer.from(await new Response(csv).arrayBuffer())
      .toString("utf8")
      .split("\r\n");
    expect(header).toBe(
      '\ufeff"Date de réponse";"Financeur";"Formation";"Session";"Année";"Satisfaction globale (sur 5)";"Dossiers conformes";"Échanges (sur 5)";"Commentaire"',
    );
    expect(row).toMatch(/;"OPCO Atlas";"";"";"2026";"5";"Oui";"4";""$/);
  });

  it("reminds once, a week after, the stakeholders still addressed who have not answered", async () => {
    // Staff took France Travail off the list and corrected the trainer's address meanwhile.
    await handle.db.delete(funderContacts).where(eq(funderContacts.name, "France Travail"));
    await handle.db
      .update(trainingSessions)
      .set({ trainer_email: "ines.garnier@formateurs.fr" })
      .where(eq(trainingSessions.trainer_email, "ines@formateurs.fr"));
    const traineeReminder = TRAINEE_SURVEY.replace("Votre", "Rappel : votre");
    expect(await queueDueSurveys(handle.db, config, later(8))).toMatchObject({ sent: 0 });
    const reminders = await handle.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, "Rappel : votre avis%"));
    // Acme (Zoe's link) and OPCO Atlas answered.
    expect(
      reminders
        .filter((mail) => mail.subject !== traineeReminder)
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(["claire@globex.fr", "nora@stagiaires.fr"]);
    const [reminder] = await mailsTo("claire@globex.fr").then((mails) => mails.slice(-1));
    expect(reminder!.text).toContain(
      "Votre entreprise (Globex) a inscrit un ou plusieurs salariés à la formation « Python pour l'analyse de données » (18 novembre 2026) et nous n'avons pas encore reçu votre avis : cette formation a-t-elle répondu à ses besoins ?",
    );
    expect(await queueDueSurveys(handle.db, config, later(9))).toEqual({ sent: 0, reminded: 0 });
  });

  it("asks each funder once a year, on a working day from 9 h, and not again soon after, even added anew", async () => {
    const funderMails = async () =>
      (await handle.db.select().from(outbox)).filter((mail) =>
        mail.subject.startsWith("Votre avis sur notre collaboration"),
      ).length;
    const before = await funderMails();
    // France Travail is listed again, at the address asked in November.
    await handle.db
      .insert(funderContacts)
      .values({ name: "France Travail", email: "entreprises@francetravail.example" });
    for (const [instant, asked] of [
      // New Year's night, then a working Monday: too soon after November.
      ["2027-01-01T00:05:00+01:00", 0],
      ["2027-01-04T09:00:00+01:00", 0],
      // Ten months on: a Sunday, a Monday before 9 h, then at 9 h.
      ["2027-09-19T10:00:00+02:00", 0],
      ["2027-09-20T08:30:00+02:00", 0],
      ["2027-09-20T09:00:00+02:00", 2],
      // Asked this year: not again.
      ["2027-12-01T10:00:00+01:00", 0],
    ] as const)
      expect(await queueDueSurveys(handle.db, config, new Date(instant)), instant).toMatchObject({
        sent: asked,
      });
    expect((await funderMails()) - before).toBe(2);
  });

  it("counts on the Qualiopi page the stakeholders asked in a period, and their answers", async () => {
    const counts = await readQualiopiCounts(
      handle.db,
      config,
      { from: "2026-11-01", to: "2026-11-30" },
      "2026-12-01",
    );
    expect(counts.surveys.stakeholders).toEqual({
      company: { sent: 3, answered: 1 },
      trainer: { sent: 1, answered: 0 },
      funder: { sent: 2, answered: 1 },
    });
  });
});
