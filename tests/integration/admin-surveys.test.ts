import { desc, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { site, useAdministration } from "../support/admin-fixtures";
import { databaseTargets } from "../support/databases";
import { users } from "@/server/auth/tables";
import { auditLog } from "@/server/tables";
import { surveyAnswers } from "@/features/surveys/tables";

const { state, mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);

const surveys = await import("@/features/surveys/actions");
const answersCsvRoute = await import("@/app/dashboard/avis/export.csv/route");

/** The survey answers' follow-up and export. */
describe.each(databaseTargets)("survey answers in the dashboard on $name", (target) => {
  const world = useAdministration(target);
  const { ids, as } = world;

  it("follows a survey answer up: the action taken, signed and journaled; only a comment its author agreed to publish can be published", async () => {
    as("admin");
    expect(await surveys.markAnswerHandled(ids.answer, "   ")).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { note: "Décrivez l'action menée." },
    });
    expect(
      await surveys.markAnswerHandled(ids.answer, "Formateur rappelé ; support de cours complété."),
    ).toEqual({ ok: true });
    const [handled] = await world.db
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.id, ids.answer));
    const [admin] = await world.db
      .select()
      .from(users)
      .where(eq(users.email, "admin@atlas.example"));
    expect(handled).toMatchObject({
      action_note: "Formateur rappelé ; support de cours complété.",
      handled_by: admin!.id,
      handled_at: expect.any(Date),
    });
    const [line] = await world.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(line).toMatchObject({
      entity: "survey_answer",
      entity_id: ids.answer,
      summary: "Avis 2/5 sur « Python » : traité",
    });
    // Nothing on the public site changed: no page expires.
    expect(state.expired).toEqual([]);

    // A forged call cannot publish what the trainee kept private.
    expect(await surveys.moderateComment(ids.answer, "approved")).toMatchObject({
      ok: false,
      status: 409,
      error: "Ce stagiaire n'a pas accepté que son commentaire soit publié.",
    });
    expect(
      (await world.db.select().from(surveyAnswers).where(eq(surveyAnswers.id, ids.answer)))[0]!
        .comment_status,
    ).toBe("pending");
    expect(await surveys.moderateComment(ids.consented, "approved")).toEqual({ ok: true });
    expect(state.expired).toEqual(["sessions"]);
    expect(
      (await world.db.select().from(surveyAnswers).where(eq(surveyAnswers.id, ids.consented)))[0]!
        .comment_status,
    ).toBe("approved");
    expect(await surveys.moderateComment(ids.consented, "hidden")).toEqual({ ok: true });
    expect(
      (await world.db.select().from(surveyAnswers).where(eq(surveyAnswers.id, ids.consented)))[0]!
        .comment_status,
    ).toBe("hidden");
    expect(await surveys.moderateComment(999_999, "hidden")).toMatchObject({
      ok: false,
      status: 404,
      error: "Cet avis n'existe plus : rechargez la page.",
    });
  });

  it("exports the survey answers as CSV, filtered like the list, a trainee's formula never run by the spreadsheet", async () => {
    as("admin");
    const lines = async (query: string) =>
      (
        await (
          await answersCsvRoute.GET(new Request(`${site}/dashboard/avis/export.csv${query}`))
        ).text()
      )
        .trim()
        .split("\r\n");
    const all = await lines("");
    expect(all[0]).toBe(
      '"Date de réponse";"Formation";"Session";"Stagiaire";"Satisfaction globale (sur 5)";"Objectifs";"Formateur (sur 5)";"Contenu (sur 5)";"Organisation (sur 5)";"Recommande";"Commentaire";"Publication du commentaire";"Traité le";"Traité par";"Action menée"',
    );
    expect(all).toHaveLength(3);
    const low = await lines("?note=moins-de-3&annee=2026");
    expect(low).toHaveLength(2);
    expect(low[1]).toContain(
      '"Python";"Du 5 au 7 octobre 2026";"BLANC Léo";"2";"Non atteints";"2";"2";"3";"Non";"\'=HYPERLINK(""https://evil.example"")";"Publication non autorisée par le stagiaire"',
    );
    expect(await lines("?suivi=a-traiter")).toHaveLength(2);
    expect(await lines("?annee=2025")).toHaveLength(1);
  });
});
