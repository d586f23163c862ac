import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rawRows, type DatabaseHandle } from "@/db/client";
import { loadAnswersScreen } from "@/features/surveys/admin-queries";
import { SESSION_CHOICES } from "@/features/surveys/session-choices";
import { databaseTargets, openMigrated } from "../support/databases";

/**
 * The session filter of the trainers' and companies' answers offers the latest sessions, not
 * every session of a provider's years, as the trainees' does (issue 52): the chosen one stays
 * among its choices, and a chosen formation narrows them.
 */
describe.each(databaseTargets)("the stakeholders' session choices on $name", (target) => {
  let handle: DatabaseHandle;
  const sessionIds: Record<"oldest" | "newest" | "other", number> = {
    oldest: 0,
    newest: 0,
    other: 0,
  };
  let otherFormation = 0;

  beforeAll(async () => {
    handle = await openMigrated(target);
    // Two formations; 60 sessions of the first, one a month, and one of the second; a trainer's
    // answer about each.
    await handle.db.execute(sql`
      INSERT INTO formations (slug, title, description, duration, price_no_tax, certification, format, objectives, training_program)
      VALUES ('python', 'Python', 'Description.', '2 jours', 900, false, 'Présentiel', ARRAY['Comprendre'], '{}'::jsonb),
             ('sql', 'SQL', 'Description.', '2 jours', 900, false, 'Présentiel', ARRAY['Comprendre'], '{}'::jsonb)`);
    await handle.db.execute(sql`
      INSERT INTO training_sessions (formation_id, start_date, end_date, daily_hours, place, capacity, status, published, trainer, trainer_email, remote_link)
      SELECT (SELECT id FROM formations WHERE slug = CASE WHEN n = 61 THEN 'sql' ELSE 'python' END),
             DATE '2021-01-04' + n * 30, DATE '2021-01-05' + n * 30, '9 h – 17 h', 'remote', 12, 'open', true,
             'Formatrice', 'formatrice@example.org', 'https://visio.example.org/' || n
      FROM generate_series(1, 61) AS n`);
    await handle.db.execute(sql`
      INSERT INTO survey_invitations (kind, session_id, recipient, email, sent_at, answered_at)
      SELECT 'trainer', id, 'Formatrice', 'formatrice@example.org', now(), now() FROM training_sessions`);
    await handle.db.execute(sql`
      INSERT INTO stakeholder_answers (invitation_id, overall, met, exchanges)
      SELECT id, 4, 'oui', 4 FROM survey_invitations`);
    const rows = await rawRows<{ id: number; slug: string }>(
      handle.db,
      sql`SELECT s.id, f.slug FROM training_sessions s JOIN formations f ON f.id = s.formation_id ORDER BY s.start_date`,
    );
    const python = rows.filter((row) => row.slug === "python");
    sessionIds.oldest = python[0]!.id;
    sessionIds.newest = python.at(-1)!.id;
    sessionIds.other = rows.find((row) => row.slug === "sql")!.id;
    const [formation] = await rawRows<{ id: number }>(
      handle.db,
      sql`SELECT id FROM formations WHERE slug = 'sql'`,
    );
    otherFormation = formation!.id;
  });
  afterAll(() => handle.close());

  const choices = async (search: Record<string, string>) =>
    (await loadAnswersScreen(handle.db, { de: "formateurs", ...search })).options.sessions.map(
      (session) => session.id,
    );

  it("are the latest sessions answered about, newest first", async () => {
    const offered = await choices({});
    expect(offered).toHaveLength(SESSION_CHOICES);
    expect(offered[0]).toBe(sessionIds.other);
    expect(offered[1]).toBe(sessionIds.newest);
    expect(offered).not.toContain(sessionIds.oldest);
  });

  it("keep the chosen session, however old, and follow the chosen formation", async () => {
    const chosen = await choices({ session: String(sessionIds.oldest) });
    expect(chosen).toHaveLength(SESSION_CHOICES + 1);
    expect(chosen.at(-1)).toBe(sessionIds.oldest);
    expect(await choices({ formation: String(otherFormation) })).toEqual([sessionIds.other]);
  });
});
