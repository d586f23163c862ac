import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { Database } from "@/db/client";
import { hashLinkToken, newLinkToken } from "@/server/link-token";
import { DEFAULT_NEEDS_QUESTIONS } from "@/features/assessment/constants";
import { needsAsQuestions, questionsDigest } from "@/features/assessment/question-form";
import { missingAnswers } from "@/features/assessment/questions";
import { readQualiopiCounts } from "@/features/quality/qualiopi-evidence";
import { config, useAdministration } from "../support/admin-fixtures";
import { databaseTargets } from "../support/databases";
import { formations } from "@/features/formations/tables";
import { auditLog } from "@/server/tables";
import { outbox } from "@/server/mail/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { trainerLinks } from "@/features/attendance/tables";
import { questionnaireAnswers } from "@/features/assessment/tables";

const { state, mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);

const assessment = await import("@/features/assessment/actions");
const { readSessionAnswers } = await import("@/features/assessment/admin-queries");
const { readTrainerPage } = await import("@/features/attendance/countersigning");
const sessions = await import("@/features/session-desk/actions");
const { submitRegistration } = await import("@/features/sign-up/submit");
const { answerQuestionnaire, handOverPlace, readTraineePage } =
  await import("@/features/trainee-page/trainee-page");

/** 1 December 2026, two months before the session. */
const when = { now: new Date("2026-12-01T09:00:00Z"), today: "2026-12-01" };

/** The dialog's evaluation part, off. */
const noEvaluation = { self_assessment: false, quiz: [], publish_progress: false };

const questionnaire = {
  ...noEvaluation,
  needs_questions: "Quel projet menez-vous ?\n\n  Quel est votre niveau en SQL ?  \n",
  positioning: [
    { kind: "scale" as const, label: "Je sais écrire une jointure.", choices: "" },
    {
      kind: "choice" as const,
      label: "Avez-vous déjà utilisé PostgreSQL ?",
      choices: "Jamais\nUn peu\nSouvent",
    },
    { kind: "text" as const, label: "Vos attentes ?", choices: "ignoré" },
  ],
};

/** The personal page's token of the newest mail to an address that carries one. */
async function pageToken(db: Database, address: string): Promise<string> {
  const texts = (await db.select().from(outbox).where(eq(outbox.to, address))).map(
    (mail) => mail.text,
  );
  const tokens = texts.map((text) => /\/mon-inscription\/([A-Za-z0-9_-]+)/.exec(text)?.[1]);
  return tokens.filter(Boolean).at(-1)!;
}

async function answersOf(db: Database, registrationId: number) {
  return db
    .select()
    .from(questionnaireAnswers)
    .where(eq(questionnaireAnswers.registration_id, registrationId))
    .orderBy(questionnaireAnswers.questionnaire);
}

/** Needs asked at registration and on the trainee's page, the positioning questionnaire, and who sees them. */
describe.each(databaseTargets)("needs and positioning on $name", (target) => {
  const world = useAdministration(target);
  const { as } = world;
  let formationId = 0;
  let sessionId = 0;

  async function register(name: string, email: string, status: "pending" | "waiting" = "pending") {
    const [created] = await world.db
      .insert(registrations)
      .values({ session_id: sessionId, trainee_name: name, email, payer: "opco", status })
      .returning();
    return created!.id;
  }

  it("lets an administrator write a formation's questions, refused to a member and checked", async () => {
    const [formation] = await world.db
      .insert(formations)
      .values({
        slug: "sql-besoins",
        title: "SQL pour les métiers",
        duration: "2 jours",
        price_no_tax: "800",
      })
      .returning();
    formationId = formation!.id;
    const [session] = await world.db
      .insert(trainingSessions)
      .values({
        formation_id: formationId,
        start_date: "2027-02-01",
        end_date: "2027-02-02",
        place: "remote",
        remote_link: "https://classe.example/sql",
        // Room for the suite's posts from one connection: half the seats a day.
        capacity: 20,
        status: "open",
        published: true,
      })
      .returning();
    sessionId = session!.id;

    as("member");
    expect(await assessment.saveQuestionnaires(formationId, questionnaire)).toMatchObject({
      ok: false,
      status: 403,
    });
    as("admin");
    expect(
      await assessment.saveQuestionnaires(formationId, {
        ...noEvaluation,
        needs_questions: "",
        positioning: [{ kind: "choice", label: "Votre niveau ?", choices: "Débutant" }],
      }),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { positioning: "Entre 2 et 8 choix, un par ligne." },
    });
    // The usual questions, as the dialog shows them, are kept as none.
    expect(await assessment.readQuestionnaires(formationId)).toEqual({
      ok: true,
      values: {
        ...noEvaluation,
        needs_questions: DEFAULT_NEEDS_QUESTIONS.join("\n"),
        positioning: [],
      },
    });
    expect(
      await assessment.saveQuestionnaires(formationId, {
        ...noEvaluation,
        needs_questions: DEFAULT_NEEDS_QUESTIONS.join("\n"),
        positioning: [],
      }),
    ).toEqual({ ok: true });
    expect(
      (await world.db.select().from(formations).where(eq(formations.id, formationId)))[0],
    ).toMatchObject({ needs_questions: null, positioning_questions: null });

    expect(await assessment.saveQuestionnaires(formationId, questionnaire)).toEqual({ ok: true });
    const [saved] = await world.db.select().from(formations).where(eq(formations.id, formationId));
    expect(saved).toMatchObject({
      needs_questions: ["Quel projet menez-vous ?", "Quel est votre niveau en SQL ?"],
      positioning_questions: [
        { kind: "scale", label: "Je sais écrire une jointure." },
        {
          kind: "choice",
          label: "Avez-vous déjà utilisé PostgreSQL ?",
          choices: ["Jamais", "Un peu", "Souvent"],
        },
        { kind: "text", label: "Vos attentes ?" },
      ],
    });
    expect(state.expired).toContain("formations");
    const [line] = await world.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.summary, "Questionnaires : SQL pour les métiers"));
    expect(line).toMatchObject({ entity: "formation", action: "update" });
  });

  it("keeps the registrant's needs from the registration form, and refuses an answer too long with nothing stored", async () => {
    const needsDigest = questionsDigest(
      needsAsQuestions(["Quel projet menez-vous ?", "Quel est votre niveau en SQL ?"]),
    );
    const submission = (email: string, answers: string[], digest = needsDigest) => ({
      sessionId,
      values: {
        last_name: "Roux",
        first_name: "Inès",
        email,
        phone: "",
        company: "Acme",
        payer: "opco",
        is_psh: false,
        psh_details: "",
        accept_terms: true,
        participant_2_last_name: "Petit",
        participant_2_first_name: "Marc",
        participant_2_email: `marc.${email}`,
      },
      needs: { answers, digest },
      honeypot: "",
      startedAt: when.now.getTime() - 60_000,
      ip: "203.0.113.9",
      now: when.now.getTime(),
      today: when.today,
    });
    expect(
      await submitRegistration(
        world.db,
        config,
        submission("ines@acme.fr", ["  Un tableau de bord des ventes.  ", ""]),
      ),
    ).toEqual({ ok: true, participants: 2 });
    const [ines] = await world.db
      .select()
      .from(registrations)
      .where(eq(registrations.email, "ines@acme.fr"));
    expect((await answersOf(world.db, ines!.id)).map((row) => row.answers)).toEqual([
      [
        {
          question: "Quel projet menez-vous ?",
          kind: "text",
          answer: "Un tableau de bord des ventes.",
        },
      ],
    ]);
    // Her colleague answers on their own page.
    const [marc] = await world.db
      .select()
      .from(registrations)
      .where(eq(registrations.email, "marc.ines@acme.fr"));
    expect(await answersOf(world.db, marc!.id)).toEqual([]);

    expect(
      await submitRegistration(world.db, config, submission("zoe@acme.fr", ["x".repeat(1001)])),
    ).toMatchObject({
      ok: false,
      status: 400,
      error:
        "Votre réponse à la question 1 (« Quel projet menez-vous ? ») dépasse 1\u202f000 caractères.",
    });
    // A tab opened before staff changed the questions: its answers would go to other questions.
    expect(
      await submitRegistration(
        world.db,
        config,
        submission("zoe@acme.fr", ["Mon projet"], questionsDigest(needsAsQuestions(["Avant ?"]))),
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      error:
        "Les questions ont changé depuis l'ouverture de la page : relisez-les avant de répondre.",
    });
    expect(
      await world.db.select().from(registrations).where(eq(registrations.email, "zoe@acme.fr")),
    ).toEqual([]);
  });

  it("asks the needs and the positioning on the trainee's page until the session starts, read against the questions", async () => {
    const id = await register("Nadia Colin", "nadia@acme.fr");
    as("admin");
    expect(await sessions.setRegistrationStatus(id, "confirmed")).toMatchObject({ ok: true });
    const [confirmation] = await world.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, "nadia@acme.fr")));
    expect(confirmation!.text).toContain(
      "complétez ou vérifiez vos besoins et répondez au questionnaire de positionnement sur votre page",
    );
    const token = await pageToken(world.db, "nadia@acme.fr");
    const page = await readTraineePage(world.db, config, token, when.today, when.now);
    expect(page.state === "open" && page.answering.before).toBe(true);
    expect(page.state === "open" && page.questionnaires).toMatchObject({
      questions: {
        needs: ["Quel projet menez-vous ?", "Quel est votre niveau en SQL ?"],
        positioning: [{ kind: "scale" }, { kind: "choice" }, { kind: "text" }],
      },
      answers: {},
    });

    // What the page's forms post: the answers, and the digest of the questions they showed.
    const shown = page.state === "open" ? page.questionnaires.questions : null;
    const digests = {
      needs: questionsDigest(needsAsQuestions(shown!.needs)),
      positioning: questionsDigest(shown!.positioning),
    };
    const answer = (questionnaire: "needs" | "positioning", fields: Record<string, string>) =>
      answerQuestionnaire(
        world.db,
        config,
        token,
        questionnaire,
        { questions_digest: digests[questionnaire], ...fields },
        when,
      );
    // A scale left unanswered, a choice the question does not offer, nothing at all.
    expect(await answer("positioning", { answer_2: "Un peu" })).toBe("answers");
    expect(await answer("positioning", { answer_1: "4", answer_2: "Tous les jours" })).toBe(
      "answers",
    );
    expect(await answer("positioning", { answer_1: "6", answer_2: "Un peu" })).toBe("answers");
    expect(await answer("needs", { answer_1: " ", answer_2: "" })).toBe("answers-empty");
    expect(await answersOf(world.db, id)).toEqual([]);

    expect(
      await answer("positioning", { answer_1: "4", answer_2: "Un peu", answer_9: "ignoré" }),
    ).toBe("done");
    expect(await answer("needs", { answer_2: "Débutante" })).toBe("done");
    expect(
      await answer("needs", { answer_1: "Un entrepôt de données", answer_2: "Débutante" }),
    ).toBe("done");
    const rows = await answersOf(world.db, id);
    expect(rows.map((row) => [row.questionnaire, row.answers])).toEqual([
      [
        "needs",
        [
          { question: "Quel projet menez-vous ?", kind: "text", answer: "Un entrepôt de données" },
          { question: "Quel est votre niveau en SQL ?", kind: "text", answer: "Débutante" },
        ],
      ],
      [
        "positioning",
        [
          { question: "Je sais écrire une jointure.", kind: "scale", answer: "4" },
          { question: "Avez-vous déjà utilisé PostgreSQL ?", kind: "choice", answer: "Un peu" },
        ],
      ],
    ]);

    // Staff reword a question: what was answered keeps the question it answered.
    as("admin");
    await assessment.saveQuestionnaires(formationId, {
      ...questionnaire,
      positioning: [{ kind: "scale", label: "Je sais écrire une jointure externe.", choices: "" }],
    });
    expect((await answersOf(world.db, id))[1]!.answers[0]!.question).toBe(
      "Je sais écrire une jointure.",
    );
    // A page opened before: its answers are refused, not filed under the new questions.
    expect(await answer("positioning", { answer_1: "5" })).toBe("questions-changed");
    expect((await answersOf(world.db, id))[1]!.answers[0]!.answer).toBe("4");

    // From the first day, the page no longer asks; an unknown link opens nothing.
    const started = { now: new Date("2027-02-01T08:00:00Z"), today: "2027-02-01" };
    expect(
      await answerQuestionnaire(world.db, config, token, "needs", { answer_1: "Autre" }, started),
    ).toBe("refused");
    expect(
      await answerQuestionnaire(world.db, config, "inconnu", "needs", { answer_1: "x" }, when),
    ).toBe("closed");
  });

  it("flags on the session's page what a trainee still owes, and shows the trainer each expected trainee's needs", async () => {
    const waiting = await register("Paul Martin", "paul@acme.fr", "waiting");
    const silent = await register("Léa Morel", "lea@acme.fr");
    await world.db
      .update(registrations)
      .set({ is_psh: true, psh_details: "Sous-titres pendant les vidéos" })
      .where(eq(registrations.id, silent));

    const { positioningAsked, answers } = await readSessionAnswers(world.db, sessionId);
    expect(positioningAsked).toBe(true);
    const flags = (id: number, status: string) =>
      missingAnswers(answers.get(id)!, { positioningAsked, status });
    expect(flags(silent, "pending")).toEqual(["needs", "positioning"]);
    expect(flags(waiting, "waiting")).toEqual([]);
    const [nadia] = await world.db
      .select()
      .from(registrations)
      .where(eq(registrations.email, "nadia@acme.fr"));
    expect(flags(nadia!.id, "confirmed")).toEqual([]);

    const trainerToken = newLinkToken();
    await world.db
      .insert(trainerLinks)
      .values({ token_hash: hashLinkToken(trainerToken), session_id: sessionId });
    const trainerPage = await readTrainerPage(world.db, trainerToken, when);
    const trainees = trainerPage.state === "open" ? trainerPage.trainees : [];
    // The waiting list and the unconfirmed registrations are not expected.
    expect(trainees.map((trainee) => trainee.name)).toEqual(["Léa Morel", "Nadia Colin"]);
    expect(trainees[0]).toMatchObject({
      psh_details: "Sous-titres pendant les vidéos",
      answers: {},
    });
    expect(Object.keys(trainees[1]!.answers).sort()).toEqual(["needs", "positioning"]);
    // Once the session is over, the trainer's link no longer shows what trainees told.
    const after = await readTrainerPage(world.db, trainerToken, {
      today: "2027-02-03",
      now: new Date("2027-02-03T10:00:00Z"),
    });
    expect(after.state === "open" && after.trainees).toEqual([]);
  });

  it("counts the needs and positionings the Qualiopi page shows for the sessions started", async () => {
    // Nadia is present; Léa, expected, told nothing.
    await world.db
      .update(registrations)
      .set({ status: "present" })
      .where(eq(registrations.email, "nadia@acme.fr"));
    await world.db
      .update(registrations)
      .set({ status: "confirmed" })
      .where(eq(registrations.email, "lea@acme.fr"));
    const counts = await readQualiopiCounts(
      world.db,
      config,
      { from: "2027-01-01", to: "2027-12-31" },
      "2027-03-01",
    );
    expect(counts.sessions.trainees).toBe(2);
    expect(counts.beforeTraining).toMatchObject({
      withNeeds: 1,
      askedPositioning: 2,
      positioned: 1,
    });
    expect(counts.beforeTraining.formationsWithPositioning).toBeGreaterThanOrEqual(1);
  });

  it("forgets what the previous holder answered when a place is handed over: the colleague answers anew", async () => {
    const id = await register("Léo Bernard", "leo@acme.fr");
    as("admin");
    await sessions.setRegistrationStatus(id, "confirmed");
    const token = await pageToken(world.db, "leo@acme.fr");
    const page = await readTraineePage(world.db, config, token, when.today, when.now);
    const needs = page.state === "open" ? page.questionnaires.questions.needs : [];
    expect(
      await answerQuestionnaire(
        world.db,
        config,
        token,
        "needs",
        { questions_digest: questionsDigest(needsAsQuestions(needs)), answer_1: "Ma reconversion" },
        when,
      ),
    ).toBe("done");
    expect(await answersOf(world.db, id)).toHaveLength(1);

    expect(
      await handOverPlace(
        world.db,
        config,
        token,
        {
          trainee_name: "Eva Lambert",
          first_name: "Eva",
          last_name: "Lambert",
          email: "eva@acme.fr",
        },
        when,
      ),
    ).toBe("done");
    expect(await answersOf(world.db, id)).toEqual([]);
    const evaToken = await pageToken(world.db, "eva@acme.fr");
    const evaPage = await readTraineePage(world.db, config, evaToken, when.today, when.now);
    expect(evaPage.state === "open" && evaPage.questionnaires.answers).toEqual({});
  });
});
