import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/db/client";
import { readRecentSatisfaction } from "@/features/surveys/admin-queries";
import { readComputedYears } from "@/features/surveys/queries";
import { databaseTargets, openMigrated } from "../support/databases";
import { answeredInvitations } from "../support/survey-invitations";
import { formations } from "@/features/formations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { surveyAnswers } from "@/features/surveys/tables";

/**
 * 'Satisfied' is an overall rating of 4 or 5 out of 5, wherever a figure counts it: the rate a
 * formation page publishes and the dashboard home's satisfaction. A 3 is not satisfied, a 4 is.
 */
describe.each(databaseTargets)("the satisfied rule on $name", (target) => {
  let handle: DatabaseHandle;
  const now = new Date("2026-11-27T10:00:00Z");

  beforeAll(async () => {
    handle = await openMigrated(target);
    const db = handle.db;
    const [formation] = await db
      .insert(formations)
      .values({ slug: "excel", title: "Excel", duration: "1 jour", price_no_tax: "400" })
      .returning();
    const [session] = await db
      .insert(trainingSessions)
      .values({
        formation_id: formation!.id,
        start_date: "2026-11-16",
        end_date: "2026-11-16",
        place: "remote",
        capacity: 8,
        status: "open",
      })
      .returning();
    const invitations = await answeredInvitations(
      db,
      session!.id,
      ["Lina Moreau", "Yanis Girard"],
      {
        sentAt: new Date("2026-11-17T08:00:00Z"),
        answeredAt: new Date("2026-11-18T08:00:00Z"),
      },
    );
    await db.insert(surveyAnswers).values(
      [3, 4].map((overall, index) => ({
        invitation_id: invitations[index]!.id,
        overall,
        objectives: "oui" as const,
        trainer: 4,
        content: 4,
        organisation: 4,
        recommends: true,
        created_at: new Date("2026-11-18T08:00:00Z"),
      })),
    );
  });
  afterAll(() => handle.close());

  it("publishes a satisfaction rate that counts the 4 and not the 3", async () => {
    expect(await readComputedYears(handle.db, "2026-11-27")).toMatchObject([
      { year: 2026, responses: 2, satisfaction_rate: 50 },
    ]);
  });

  it("counts one satisfied answer of two on the dashboard home", async () => {
    expect(await readRecentSatisfaction(handle.db, now)).toMatchObject({
      recentAnswers: 2,
      recentSatisfied: 1,
    });
  });
});
