import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { readSurveyLink, storeSurveyAnswer } from "@/features/surveys/answers";
import { queueDueSurveys } from "@/features/surveys/collection";
import { readComputedYears, readSessionSurveyStats } from "@/features/surveys/queries";
import { surveyAnswerSchema, type KindedAnswer } from "@/features/surveys/schema";
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
import { surveyAnswers, surveyFollowups } from "@/features/surveys/tables";

const answer: KindedAnswer = {
  kind: "end",
  values: surveyAnswerSchema.parse({
    overall: "5",
    objectives: "oui",
    trainer: "5",
    content: "4",
    organisation: "4",
    recommends: "oui",
    comment: "Très concret.",
    publish_consent: true,
  }),
};

describe.each(databaseTargets)("satisfaction surveys on $name", (target) => {
  let handle: DatabaseHandle;

  /** The survey links queued for an address, newest last, as its mails give them. */
  const linksTo = async (address: string) => {
    const mails = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, address))
      .orderBy(outbox.id);
    return mails.map((mail) => surveyTokenIn(mail.text));
  };

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
      start_date: string,
      end_date: string,
      status: "open" | "cancelled" = "open",
    ) => ({
      formation_id: formation!.id,
      start_date,
      end_date,
      place: "remote" as const,
      capacity: 12,
      status,
    });
    const [ended, old, coming, cancelled] = await handle.db
      .insert(trainingSessions)
      .values([
        session("2026-11-16", "2026-11-18"),
        session("2026-10-05", "2026-10-07"),
        session("2026-11-19", "2026-11-21"),
        session("2026-11-16", "2026-11-18", "cancelled"),
      ])
      .returning();
    const trainee = (
      session_id: number,
      name: string,
      status: "present" | "confirmed" | "cancelled",
    ) => ({
      session_id,
      trainee_name: name,
      email: `${name.toLowerCase()}@acme.fr`,
      // Paying for themselves: no company is asked (stakeholder-surveys.test.ts).
      payer: "personnel" as const,
      status,
    });
    await handle.db
      .insert(registrations)
      .values([
        trainee(ended!.id, "Zoe", "present"),
        trainee(ended!.id, "Paul", "present"),
        trainee(ended!.id, "Absent", "confirmed"),
        trainee(ended!.id, "Annule", "cancelled"),
        trainee(old!.id, "Ancien", "present"),
        trainee(coming!.id, "Futur", "present"),
        trainee(cancelled!.id, "Supprime", "present"),
      ]);
  });
  afterAll(() => handle.close());

  it("mails each trainee present at a session that ended a survey link, once, even from two runs at the same moment", async () => {
    const runs = await Promise.all([
      queueDueSurveys(handle.db, config, start),
      queueDueSurveys(handle.db, config, start),
    ]);
    expect(runs.reduce((total, run) => total + run.sent, 0)).toBe(2);
    expect(await queueDueSurveys(handle.db, config, start)).toEqual({ sent: 0, reminded: 0 });
    const mails = await handle.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, "%avis sur la formation%"));
    expect(mails.map((mail) => mail.to).sort()).toEqual(["paul@acme.fr", "zoe@acme.fr"]);
    expect(mails[0]!.subject).toBe(
      "Votre avis sur la formation « Python pour l'analyse de données » | Atlas Tech Formation",
    );
    expect(mails[0]!.text).toContain(
      "Ce lien personnel est valable jusqu'au 20 décembre 2026, pour une seule réponse.",
    );
    expect(mails[0]!.html).toContain("Donner mon avis");
  });

  it("opens the survey from its link, stores one answer, then refuses the used link in French terms", async () => {
    const [link] = await linksTo("zoe@acme.fr");
    expect(link).toMatch(/^[\w-]{43}$/);
    expect(await readSurveyLink(handle.db, link!, later(1))).toEqual({
      state: "open",
      kind: "end",
      formation_title: "Python pour l'analyse de données",
      start_date: "2026-11-16",
      end_date: "2026-11-18",
      organisation: null,
    });
    // A double click: two posts of the same form at once store one answer.
    const outcomes = await Promise.all([
      storeSurveyAnswer(handle.db, link!, answer, later(1)),
      storeSurveyAnswer(handle.db, link!, answer, later(1)),
    ]);
    expect(outcomes.sort()).toEqual(["answered", "stored"]);
    expect(await handle.db.select().from(surveyAnswers)).toEqual([
      expect.objectContaining({
        overall: 5,
        objectives: "oui",
        trainer: 5,
        content: 4,
        organisation: 4,
        recommends: true,
        comment: "Très concret.",
        publish_consent: true,
      }),
    ]);
    expect(await readSurveyLink(handle.db, link!, later(2))).toEqual({ state: "answered" });
    expect(await readSurveyLink(handle.db, "un-lien-invente", later(2))).toEqual({
      state: "unknown",
    });
    expect(await storeSurveyAnswer(handle.db, "un-lien-invente", answer, later(2))).toBe("unknown");
  });

  it("reminds only those who have not answered, once, after seven days, with a link of their own", async () => {
    // Six days on, nobody is reminded yet; the session that was still running has ended since.
    expect(await queueDueSurveys(handle.db, config, later(6))).toEqual({ sent: 1, reminded: 0 });
    expect(await linksTo("futur@acme.fr")).toHaveLength(1);
    expect(await queueDueSurveys(handle.db, config, later(8))).toEqual({ sent: 0, reminded: 1 });
    expect(await queueDueSurveys(handle.db, config, later(9))).toEqual({ sent: 0, reminded: 0 });
    expect(await linksTo("zoe@acme.fr")).toHaveLength(1);
    const [first, reminder] = await linksTo("paul@acme.fr");
    const [mail] = await handle.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, "Rappel : votre avis%"));
    expect(mail!.to).toBe("paul@acme.fr");
    // Both links open the same survey until it is answered.
    expect((await readSurveyLink(handle.db, first!, later(9))).state).toBe("open");
    expect(await storeSurveyAnswer(handle.db, reminder!, answer, later(9))).toBe("stored");
    expect((await readSurveyLink(handle.db, first!, later(9))).state).toBe("answered");
  });

  it("says a link has expired thirty days after its mail, and stores nothing through it", async () => {
    await handle.db
      .update(registrations)
      .set({ status: "present" })
      .where(eq(registrations.trainee_name, "Absent"));
    expect(await queueDueSurveys(handle.db, config, later(1))).toEqual({ sent: 1, reminded: 0 });
    const [link] = await linksTo("absent@acme.fr");
    expect((await readSurveyLink(handle.db, link!, later(30))).state).toBe("open");
    expect(await readSurveyLink(handle.db, link!, later(31.1))).toEqual({ state: "expired" });
    expect(await storeSurveyAnswer(handle.db, link!, answer, later(31.1))).toBe("expired");
    expect(await handle.db.select().from(surveyAnswers)).toHaveLength(2);
  });

  it("computes each formation's year from its ended sessions and their answers", async () => {
    const [formation] = await handle.db.select({ id: formations.id }).from(formations);
    // Five trainees present at three sessions that ended in 2026 (the cancelled one left out), four asked, two answers of 5.
    expect(await readComputedYears(handle.db, "2026-12-31")).toEqual([
      {
        formation_id: formation!.id,
        year: 2026,
        trainees: 5,
        satisfaction_rate: 100,
        completion_rate: 100,
        responses: 2,
        response_rate: 50,
        months: [11, 11],
      },
    ]);
    // A session not ended yet counts for nothing.
    expect(await readComputedYears(handle.db, "2026-11-20", formation!.id)).toMatchObject([
      { trainees: 4, responses: 2 },
    ]);
    expect(await readComputedYears(handle.db, "2026-12-31", formation!.id + 1)).toEqual([]);
  });

  it("sums up one session's surveys: sent, answered and average scores", async () => {
    const [ended] = await handle.db
      .select({ id: trainingSessions.id })
      .from(trainingSessions)
      .where(eq(trainingSessions.end_date, "2026-11-18"))
      .orderBy(trainingSessions.id);
    // Zoé, Paul and the trainee marked present later were asked; Zoé and Paul answered 5, 5, 4 and 4.
    expect(await readSessionSurveyStats(handle.db, ended!.id)).toEqual({
      ...{ invited: 3, answers: 2, overall: 5, trainer: 5, content: 4, organisation: 4 },
      ...{ followups: 0, followup_answers: 0, applied: 0, partly_applied: 0, not_applied: 0 },
    });
  });

  it("sends the 'à froid' survey three months after, only for formations that have it, and stores its answer", async () => {
    const now = later(10); // 30 November 2026: sessions that ended on 1 September are due
    const [cold] = await handle.db
      .insert(formations)
      .values({
        slug: "n8n",
        title: "Automatiser avec n8n",
        duration: "2 jours",
        price_no_tax: "1200",
        cold_survey: true,
      })
      .returning();
    const [python] = await handle.db.select().from(formations).where(eq(formations.slug, "python"));
    const sessions = await handle.db
      .insert(trainingSessions)
      .values(
        [cold!, python!].map((formation) => ({
          formation_id: formation.id,
          start_date: "2026-08-31",
          end_date: "2026-09-01",
          place: "remote" as const,
          capacity: 12,
          status: "open" as const,
        })),
      )
      .returning();
    await handle.db.insert(registrations).values([
      ...["Lina", "Marc"].map((name) => ({
        session_id: sessions[0]!.id,
        trainee_name: name,
        email: `${name.toLowerCase()}@froid.fr`,
        payer: "entreprise" as const,
        company: "Froid",
        status: "present" as const,
      })),
      {
        session_id: sessions[1]!.id,
        trainee_name: "Sans",
        email: "sans@froid.fr",
        payer: "entreprise" as const,
        company: "Froid",
        status: "present" as const,
      },
    ]);
    // (The trainee marked present late, who never answered, gets the reminder of the first survey.)
    expect(await queueDueSurveys(handle.db, config, now)).toEqual({ sent: 2, reminded: 1 });
    expect(await queueDueSurveys(handle.db, config, now)).toEqual({ sent: 0, reminded: 0 });
    expect(await linksTo("sans@froid.fr")).toEqual([]);
    const [mail] = await handle.db.select().from(outbox).where(eq(outbox.to, "lina@froid.fr"));
    expect(mail!.subject).toBe(
      "Votre formation « Automatiser avec n8n », trois mois après | Atlas Tech Formation",
    );
    expect(mail!.text).toContain(
      "Il y a trois mois, vous suiviez la formation « Automatiser avec n8n » (du 31 août au 1er septembre 2026).",
    );

    const [link] = await linksTo("lina@froid.fr");
    expect(await readSurveyLink(handle.db, link!, now)).toMatchObject({
      state: "open",
      kind: "cold",
    });
    // The first survey's answer does not fit this link: nothing stored, the link stays open.
    expect(await storeSurveyAnswer(handle.db, link!, answer, now)).toBe("open");
    expect(
      await storeSurveyAnswer(
        handle.db,
        link!,
        { kind: "cold", values: { applied: "partiel", comment: "Deux flux en production." } },
        now,
      ),
    ).toBe("stored");
    expect(await handle.db.select().from(surveyFollowups)).toEqual([
      expect.objectContaining({ applied: "partiel", comment: "Deux flux en production." }),
    ]);
    expect(await readSessionSurveyStats(handle.db, sessions[0]!.id)).toMatchObject({
      invited: 0,
      followups: 2,
      followup_answers: 1,
      applied: 0,
      partly_applied: 1,
      not_applied: 0,
    });
    // A week on, the one who did not answer is reminded, with the same survey.
    expect(await queueDueSurveys(handle.db, config, later(18))).toMatchObject({ sent: 0 });
    expect(await linksTo("marc@froid.fr")).toHaveLength(2);
    expect(await linksTo("lina@froid.fr")).toHaveLength(1);
  });
});
