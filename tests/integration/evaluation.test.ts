import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "@/config/site";
import { quizQuestions, resultQuestions, selfQuestions } from "@/features/assessment/evaluation";
import { questionsDigest } from "@/features/assessment/question-form";
import { readQualiopiCounts } from "@/features/quality/qualiopi-evidence";
import { hashLinkToken } from "@/server/link-token";
import { config, useAdministration } from "../support/admin-fixtures";
import { databaseTargets } from "../support/databases";
import { pdfText } from "../support/pdf";
import { formations } from "@/features/formations/tables";
import { outbox } from "@/server/mail/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations, registrationTokens } from "@/features/registrations/tables";
import { attendanceScans, trainerLinks } from "@/features/attendance/tables";
import { attendanceCertificates } from "@/features/certificates/tables";
import { questionnaireAnswers } from "@/features/assessment/tables";

const { mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);
// The actions read the time from the clock module: moved here, without faking the sign-in's.
const clockState = vi.hoisted(() => ({ now: new Date() }));
vi.mock("@/server/clock", () => ({
  currentTime: () => clockState.now,
  currentDay: () => clockState.now.toISOString().slice(0, 10),
}));

const assessment = await import("@/features/assessment/actions");
const { readProgressYears } = await import("@/features/assessment/queries");
const { markAllPresentAction, recordResultsAction } = await import("@/features/attendance/actions");
const { issueDueCertificates } = await import("@/features/certificates/certificates");
const { evaluateByLink, readTrainerPage } = await import("@/features/attendance/countersigning");
const { answerQuestionnaire, readTraineePage } =
  await import("@/features/trainee-page/trainee-page");

/** An instant of December 2026, in Paris (winter time: UTC+1). */
const at = (day: string, time: string) => new Date(`2026-12-${day}T${time}:00+01:00`);
const when = (instant: Date) => ({ now: instant, today: instant.toISOString().slice(0, 10) });

const objectives = ["Écrire une jointure", "Créer un index"];
const quiz = [
  {
    label: "Un index accélère ?",
    choices: "Les lectures\nLes suppressions",
    answer: "Les lectures",
  },
  { label: "Une jointure relie ?", choices: "Deux tables\nDeux bases", answer: "Deux tables" },
];
const evaluation = { objectives, selfAssessment: true, quiz: [] };
const rated = questionsDigest(selfQuestions(evaluation));
const resulted = questionsDigest(resultQuestions(evaluation));

/** A PDF's text on one line: where a line breaks depends on the page, not on what it says. */
const textOf = async (bytes: Uint8Array) => (await pdfText(bytes)).replace(/\s+/g, " ");

/** Objectives rated before and after, a final quiz, the trainer's rating, the attestation and the progress. */
describe.each(databaseTargets)("the evaluation of what was learned on $name", (target) => {
  const world = useAdministration(target);
  const { as } = world;
  const ids = { formation: 0, session: 0, nadia: 0, paul: 0, lea: 0 };
  const tokens = {
    nadia: `nadia-${"e".repeat(40)}`,
    paul: `paul-${"e".repeat(40)}`,
    trainer: `formateur-${"e".repeat(40)}`,
  };

  async function trainee(first: string, last: string, email: string) {
    const [created] = await world.db
      .insert(registrations)
      .values({
        session_id: ids.session,
        trainee_name: `${first} ${last}`,
        first_name: first,
        last_name: last,
        email,
        payer: "opco",
        company: "Acme",
        status: "confirmed",
      })
      .returning();
    return created!.id;
  }

  const answer = (
    questionnaire: "self_before" | "self_after" | "quiz",
    fields: object,
    now: Date,
  ) =>
    answerQuestionnaire(
      world.db,
      config,
      tokens.nadia,
      questionnaire,
      fields as Record<string, string>,
      when(now),
    );

  it("asks the objectives' rating before the course and after from the last half-day, and the quiz once", async () => {
    const [formation] = await world.db
      .insert(formations)
      .values({
        slug: "sql-evaluation",
        title: "SQL pour les métiers",
        duration: "1 jour",
        price_no_tax: "600",
        objectives,
      })
      .returning();
    ids.formation = formation!.id;
    as("admin");
    const dialog = {
      needs_questions: "",
      positioning: [],
      self_assessment: true,
      quiz,
      publish_progress: true,
    };
    expect(
      await assessment.saveQuestionnaires(ids.formation, {
        ...dialog,
        quiz: [{ label: "Sans bonne réponse ?", choices: "Oui\nNon", answer: "" }],
      }),
    ).toMatchObject({ ok: false, fieldErrors: { quiz: "Choisissez la bonne réponse." } });
    expect(await assessment.saveQuestionnaires(ids.formation, dialog)).toEqual({ ok: true });
    const [objectiveless] = await world.db
      .insert(formations)
      .values({
        slug: "sans-objectifs",
        title: "Sans objectifs",
        duration: "1 jour",
        price_no_tax: "1",
      })
      .returning();
    expect(await assessment.saveQuestionnaires(objectiveless!.id, dialog)).toMatchObject({
      ok: false,
      status: 400,
      error: "Écrivez d'abord les objectifs de la formation : ce sont eux que chacun note.",
    });

    const [session] = await world.db
      .insert(trainingSessions)
      .values({
        formation_id: ids.formation,
        start_date: "2026-12-14",
        end_date: "2026-12-14",
        daily_hours: "9 h – 17 h",
        place: "remote",
        remote_link: "https://classe.example/sql",
        capacity: 8,
        status: "open",
        trainer: "Claire Dubois",
      })
      .returning();
    ids.session = session!.id;
    ids.nadia = await trainee("Nadia", "Colin", "nadia@acme.fr");
    ids.paul = await trainee("Paul", "Durand", "paul@acme.fr");
    ids.lea = await trainee("Léa", "Morel", "lea@acme.fr");
    await world.db.insert(registrationTokens).values([
      {
        token_hash: hashLinkToken(tokens.nadia),
        registration_id: ids.nadia,
        email: "nadia@acme.fr",
      },
      { token_hash: hashLinkToken(tokens.paul), registration_id: ids.paul, email: "paul@acme.fr" },
    ]);
    await world.db
      .insert(trainerLinks)
      .values({ token_hash: hashLinkToken(tokens.trainer), session_id: ids.session });

    const before = at("10", "09:00");
    expect(
      await answer(
        "self_before",
        { questions_digest: rated, answer_1: "1", answer_2: "2" },
        before,
      ),
    ).toBe("done");
    // The morning of the only day: the evaluation at the end is not open yet.
    expect(
      await answer(
        "self_after",
        { questions_digest: rated, answer_1: "3", answer_2: "4" },
        at("14", "10:00"),
      ),
    ).toBe("refused");

    const lastHalfDay = at("14", "14:00");
    const page = await readTraineePage(world.db, config, tokens.nadia, "2026-12-14", lastHalfDay);
    expect(page.state === "open" && page.answering).toEqual({ before: false, after: true });
    expect(
      await answer(
        "self_after",
        { questions_digest: rated, answer_1: "3", answer_2: "4" },
        lastHalfDay,
      ),
    ).toBe("done");
    const quizDigest = questionsDigest(
      quizQuestions([
        { label: "Un index accélère ?", choices: ["Les lectures", "Les suppressions"], answer: 0 },
        { label: "Une jointure relie ?", choices: ["Deux tables", "Deux bases"], answer: 0 },
      ]),
    );
    expect(
      await answer(
        "quiz",
        { questions_digest: quizDigest, answer_1: "Les lectures", answer_2: "Deux bases" },
        lastHalfDay,
      ),
    ).toBe("done");
    // Once answered, the quiz is not answered again, whatever its score.
    expect(
      await answer(
        "quiz",
        { questions_digest: quizDigest, answer_1: "Les lectures", answer_2: "Deux tables" },
        lastHalfDay,
      ),
    ).toBe("refused");
    const [kept] = await world.db
      .select()
      .from(questionnaireAnswers)
      .where(
        and(
          eq(questionnaireAnswers.registration_id, ids.nadia),
          eq(questionnaireAnswers.questionnaire, "quiz"),
        ),
      );
    expect(kept!.answers.map((row) => row.correct)).toEqual([true, false]);
  });

  it("lets the trainer record each objective's result for a trainee of their session at the end, and no one else", async () => {
    const lastHalfDay = when(at("14", "14:30"));
    const page = await readTrainerPage(world.db, tokens.trainer, lastHalfDay);
    expect(page.state === "open" && page.evaluation.trainees.map((row) => row.name)).toEqual([
      "Nadia Colin",
      "Paul Durand",
      "Léa Morel",
    ]);
    const fields = {
      questions_digest: resulted,
      answer_1: "Acquis",
      answer_2: "Partiellement acquis",
    };
    expect(
      await evaluateByLink(world.db, config, tokens.trainer, ids.paul, fields, lastHalfDay),
    ).toBe("evaluated");
    // Nadia rated herself: the trainer's results stand beside her own rating.
    expect(
      await evaluateByLink(world.db, config, tokens.trainer, ids.nadia, fields, lastHalfDay),
    ).toBe("evaluated");
    // A result is one of the three levels.
    expect(
      await evaluateByLink(
        world.db,
        config,
        tokens.trainer,
        ids.paul,
        { ...fields, answer_1: "Excellent" },
        lastHalfDay,
      ),
    ).toBe("ratings");
    // Paul cannot record results for himself from his page, whatever his post says.
    expect(
      await answerQuestionnaire(
        world.db,
        config,
        tokens.paul,
        "results" as never,
        { ...fields, answer_1: "Acquis", answer_2: "Acquis" },
        lastHalfDay,
      ),
    ).toBe("refused");
    const [other] = await world.db
      .insert(registrations)
      .values({
        session_id: world.ids.session,
        trainee_name: "Hors Session",
        email: "hors@acme.fr",
        payer: "opco",
        status: "confirmed",
      })
      .returning();
    expect(
      await evaluateByLink(world.db, config, tokens.trainer, other!.id, fields, lastHalfDay),
    ).toBe("not-trainee");
    expect(
      await evaluateByLink(
        world.db,
        config,
        tokens.trainer,
        ids.paul,
        { answer_1: "9" },
        lastHalfDay,
      ),
    ).toBe("questions-changed");
    expect(
      await evaluateByLink(
        world.db,
        config,
        tokens.trainer,
        ids.paul,
        fields,
        when(at("14", "10:00")),
      ),
    ).toBe("evaluation");
    const [paul] = await world.db
      .select()
      .from(questionnaireAnswers)
      .where(
        and(
          eq(questionnaireAnswers.registration_id, ids.paul),
          eq(questionnaireAnswers.questionnaire, "results"),
        ),
      );
    expect(paul).toMatchObject({
      entered_by: "Claire Dubois (formateur)",
      answers: [
        { question: "Écrire une jointure", answer: "Acquis" },
        { question: "Créer un index", answer: "Partiellement acquis" },
      ],
    });
  });

  it("sends each certificate once the attendance is proven, and each attestation once its results are recorded", async () => {
    as("admin");
    for (const [half, time] of [
      ["am", "09:05"],
      ["pm", "13:35"],
    ] as const) {
      clockState.now = at("14", time);
      expect(
        await markAllPresentAction({
          session: ids.session,
          day: "2026-12-14",
          half,
          reason: "Feuille papier signée en salle",
        }),
      ).toMatchObject({ ok: true });
    }
    // The paper sheet signed in the room proves the day.
    const sheet = Buffer.from("%PDF-1.4\n% feuille signée\n%%EOF\n");
    await world.db.insert(attendanceScans).values({
      session_id: ids.session,
      format: "pdf",
      data: sheet,
      size: sheet.byteLength,
      sha256: "0".repeat(64),
      uploaded_at: at("14", "18:00"),
    });
    // Every certificate goes out as soon as the attendance is proven; Nadia's and Paul's
    // attestations with them, their results recorded; Léa's waits for hers.
    expect(await issueDueCertificates(world.db, siteConfig, at("14", "18:00"))).toBe(3);
    const kindsOf = async (id: number) =>
      (
        await world.db
          .select({ kind: attendanceCertificates.kind })
          .from(attendanceCertificates)
          .where(
            and(
              eq(attendanceCertificates.registration_id, id),
              isNull(attendanceCertificates.superseded_at),
            ),
          )
          .orderBy(attendanceCertificates.kind)
      ).map((row) => row.kind);
    expect(await kindsOf(ids.nadia)).toEqual(["attestation", "realisation"]);
    expect(await kindsOf(ids.lea)).toEqual(["realisation"]);
    const [leaMail] = await world.db.select().from(outbox).where(eq(outbox.to, "lea@acme.fr"));
    expect(leaMail!.subject).toBe(
      "Certificat de réalisation : SQL pour les métiers | Atlas Tech Formation",
    );
    expect(leaMail!.text).toContain(
      "Votre attestation de fin de formation suivra dès que les résultats de l'évaluation des acquis seront enregistrés.",
    );
    // Nothing more is due until Léa's results: the session is not done.
    expect(await issueDueCertificates(world.db, siteConfig, at("15", "09:00"))).toBe(0);

    // Nadia's attestation is out: her own rating and the quiz stand as issued.
    expect(
      await answer(
        "self_after",
        { questions_digest: rated, answer_1: "5", answer_2: "5" },
        at("15", "10:00"),
      ),
    ).toBe("refused");
    // The trainer gave Léa's results on paper: staff enter them the next day, and her
    // attestation goes at once. Only an administrator may.
    const results = {
      questions_digest: resulted,
      answer_1: "Non acquis",
      answer_2: "Acquis",
    };
    clockState.now = at("15", "10:00");
    const staffEntry = { session: ids.session, registration: ids.lea, fields: results };
    as("member");
    expect(await recordResultsAction(staffEntry)).toMatchObject({ ok: false, status: 403 });
    as("admin");
    expect(
      await recordResultsAction({ ...staffEntry, fields: { ...results, answer_1: "Bof" } }),
    ).toMatchObject({
      ok: false,
      error: "Indiquez pour chaque objectif s'il est acquis, partiellement acquis ou non acquis.",
    });
    expect(await recordResultsAction(staffEntry)).toEqual({
      ok: true,
      notice: "Résultats enregistrés.",
    });
    expect(await kindsOf(ids.lea)).toEqual(["attestation", "realisation"]);
    const leaMails = await world.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, "lea@acme.fr"))
      .orderBy(outbox.id);
    expect(leaMails.at(-1)!.subject).toBe(
      "Attestation de fin de formation : SQL pour les métiers | Atlas Tech Formation",
    );
    expect(leaMails.at(-1)!.attachments!.map((file) => file.filename)).toEqual([
      "attestation-de-fin-de-formation-MOREL-Lea.pdf",
    ]);
    // Issued: the results stand, and the session is done.
    expect(
      await evaluateByLink(
        world.db,
        config,
        tokens.trainer,
        ids.lea,
        results,
        when(at("15", "11:00")),
      ),
    ).toBe("evaluation");
    const [done] = await world.db
      .select({ issued: trainingSessions.certificates_issued_at })
      .from(trainingSessions)
      .where(eq(trainingSessions.id, ids.session));
    expect(done!.issued).toEqual(at("15", "10:00"));

    const attestationOf = async (id: number) => {
      const [row] = await world.db
        .select()
        .from(attendanceCertificates)
        .where(
          and(
            eq(attendanceCertificates.registration_id, id),
            eq(attendanceCertificates.kind, "attestation"),
            isNull(attendanceCertificates.superseded_at),
          ),
        );
      return textOf(new Uint8Array(row!.pdf));
    };
    const nadia = await attestationOf(ids.nadia);
    expect(nadia).toContain(
      "Auto-évaluation du stagiaire, de 1 à 5 pour chaque objectif, avant puis après la formation",
    );
    expect(nadia).toContain("Écrire une jointure : 1 sur 5 avant, 3 après");
    expect(nadia).toContain("Créer un index : 2 sur 5 avant, 4 après");
    expect(nadia).toContain("Progression moyenne : +2 points sur 5.");
    expect(nadia).toContain("Questionnaire final : 1 bonne réponse sur 2.");
    const paul = await attestationOf(ids.paul);
    expect(paul).toContain(
      "Résultats évalués par Claire Dubois (formateur), pour chaque objectif :",
    );
    expect(paul).toContain("Écrire une jointure : Acquis");
    expect(paul).toContain("Créer un index : Partiellement acquis");
    const lea = await attestationOf(ids.lea);
    expect(lea).toContain(
      "Résultats évalués par Prénom admin@atlas.example (équipe pédagogique), pour chaque objectif :",
    );
    expect(lea).toContain("Écrire une jointure : Non acquis");
    expect(lea).toContain("Créer un index : Acquis");
  });

  it("computes the formation's average progress per year and the Qualiopi page's figures", async () => {
    // Only Nadia rated herself before and after; Paul is evaluated by the trainer's results.
    expect(await readProgressYears(world.db, [ids.formation])).toEqual([
      { formation_id: ids.formation, year: 2026, trainees: 1, progress: 2 },
    ]);
    const counts = await readQualiopiCounts(
      world.db,
      config,
      { from: "2026-12-01", to: "2026-12-31" },
      "2026-12-20",
    );
    expect(counts.evaluation).toMatchObject({ asked: 3, evaluated: 3, rated: 1, progress: 2 });
    expect(counts.evaluation.formations).toBeGreaterThanOrEqual(1);
  });
});
