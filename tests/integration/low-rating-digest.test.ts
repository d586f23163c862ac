import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { readSiteConfig } from "@/config/site";
import type { DatabaseHandle } from "@/db/client";
import { queueLowRatingDigest } from "@/features/surveys/low-rating-digest";
import { databaseTargets, openMigrated } from "../support/databases";
import { answeredInvitations } from "../support/survey-invitations";
import { formations } from "@/features/formations/tables";
import { authUsers, users } from "@/server/auth/tables";
import { outbox } from "@/server/mail/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { surveyAnswers } from "@/features/surveys/tables";

const config = readSiteConfig({
  SITE_URL: "https://atlas.example",
  CONTACT_EMAIL: "equipe@atlas.example",
});
const HOUR = 3_600_000;
const start = new Date("2026-11-20T08:00:00Z");
const later = (hours: number) => new Date(start.getTime() + hours * HOUR);

/**
 * An answer rating a formation 1 or 2 out of 5 reaches the administrators: one digest a day at
 * most, however many answers arrive, each answer with a link to its card in /dashboard/avis.
 */
describe.each(databaseTargets)("the low-rating digest on $name", (target) => {
  let handle: DatabaseHandle;
  let sessionId: number;
  let trainees = 0;

  /** A trainee's answer with this overall rating, received at `at`. */
  async function answer(overall: number, at: Date, comment: string | null = null) {
    trainees += 1;
    const [invitation] = await answeredInvitations(
      handle.db,
      sessionId,
      [`Stagiaire ${trainees}`],
      {
        sentAt: at,
        answeredAt: at,
      },
    );
    const [row] = await handle.db
      .insert(surveyAnswers)
      .values({
        invitation_id: invitation!.id,
        overall,
        objectives: "partiel",
        trainer: 3,
        content: 3,
        organisation: 3,
        recommends: false,
        comment,
        created_at: at,
      })
      .returning();
    return row!;
  }

  const digests = () =>
    handle.db
      .select()
      .from(outbox)
      .where(like(outbox.subject, "%sur 5 à traiter%"))
      .orderBy(outbox.id);

  beforeAll(async () => {
    handle = await openMigrated(target);
    const [formation] = await handle.db
      .insert(formations)
      .values({ slug: "excel", title: "Excel avancé", duration: "1 jour", price_no_tax: "400" })
      .returning();
    const [session] = await handle.db
      .insert(trainingSessions)
      .values({
        formation_id: formation!.id,
        start_date: "2026-11-16",
        end_date: "2026-11-17",
        place: "remote",
        capacity: 8,
        status: "open",
      })
      .returning();
    sessionId = session!.id;
  });
  beforeEach(async () => {
    await handle.db.delete(outbox);
    await handle.db.delete(surveyAnswers);
    await handle.db.delete(users);
    await handle.db.delete(authUsers);
  });
  afterAll(() => handle.close());

  /** Staff: a signed-up administrator, one still to finish signing up, and a member. */
  async function staff() {
    await handle.db.insert(authUsers).values(
      ["chef", "nouvelle", "membre"].map((id) => ({
        id,
        name: id,
        email: `${id}@atlas.example`,
      })),
    );
    await handle.db.insert(users).values([
      {
        user_id: "chef",
        name: "Camille",
        last_name: "Moreau",
        email: "camille@atlas.example",
        admin: true,
        password_setup_required: false,
        staff: true,
      },
      {
        user_id: "nouvelle",
        name: "Inès",
        last_name: "Garcia",
        email: "ines@atlas.example",
        admin: true,
        password_setup_required: true,
        staff: true,
      },
      {
        user_id: "membre",
        name: "Yanis",
        last_name: "Benali",
        email: "yanis@atlas.example",
        admin: false,
        password_setup_required: false,
        staff: true,
      },
    ]);
  }

  it("mails the signed-up administrators one digest of the 1s and 2s, each linked to its card", async () => {
    await staff();
    const low = await answer(2, later(0), "Rythme trop rapide, exercices trop courts.");
    const lowest = await answer(1, later(0.5));
    await answer(3, later(0.5));
    await answer(5, later(0.5));

    expect(await queueLowRatingDigest(handle.db, config, later(1))).toBe(2);
    const mails = await digests();
    expect(mails.map((mail) => mail.to)).toEqual(["camille@atlas.example"]);
    const [mail] = mails;
    expect(mail!.subject).toBe(`2 avis notés 1 ou 2 sur 5 à traiter | ${config.brandName}`);
    expect(mail!.text).toContain(
      "2 stagiaires ont noté leur formation 1 ou 2 sur 5 depuis le dernier récapitulatif.",
    );
    expect(mail!.text).toContain("Rythme trop rapide, exercices trop courts.");
    expect(mail!.text).toContain(
      `https://atlas.example/dashboard/avis?session=${sessionId}&note=2#avis-${low.id}`,
    );
    expect(mail!.text).toContain(
      `https://atlas.example/dashboard/avis?session=${sessionId}&note=1#avis-${lowest.id}`,
    );
    expect(mail!.text).not.toContain("Satisfaction : 3/5");
  });

  it("sends at most one digest a day: the answers of that day wait for the next one", async () => {
    await staff();
    await answer(1, later(0));
    expect(await queueLowRatingDigest(handle.db, config, later(1))).toBe(1);
    // Three more within the day: no mail each, nor any before a day has passed.
    const waiting = [
      await answer(2, later(2)),
      await answer(1, later(5)),
      await answer(2, later(20)),
    ];
    for (const hour of [2, 6, 24.5]) {
      expect(await queueLowRatingDigest(handle.db, config, later(hour))).toBe(0);
    }
    expect(await digests()).toHaveLength(1);
    // A day after the first, one digest with the three.
    expect(await queueLowRatingDigest(handle.db, config, later(25))).toBe(3);
    const mails = await digests();
    expect(mails).toHaveLength(2);
    for (const { id } of waiting) expect(mails[1]!.text).toContain(`#avis-${id}`);
    // Nothing new: nothing sent, the day after either.
    expect(await queueLowRatingDigest(handle.db, config, later(60))).toBe(0);
    expect(await digests()).toHaveLength(2);
  });

  it("leaves out an answer whose action staff noted before the digest", async () => {
    await staff();
    const handled = await answer(2, later(0));
    await handle.db
      .update(surveyAnswers)
      .set({ handled_at: later(0.2), action_note: "Appel du stagiaire, session de rattrapage." })
      .where(eq(surveyAnswers.id, handled.id));
    expect(await queueLowRatingDigest(handle.db, config, later(1))).toBe(0);
    expect(await digests()).toEqual([]);
  });

  it("sends one digest when several nodes run at once", async () => {
    await staff();
    await answer(1, later(0));
    const counts = await Promise.all(
      [1, 2, 3].map(() => queueLowRatingDigest(handle.db, config, later(1))),
    );
    expect(counts.sort()).toEqual([0, 0, 1]);
    expect(await digests()).toHaveLength(1);
  });

  it("tells the provider's address while no administrator has finished signing up", async () => {
    await answer(2, later(0));
    expect(await queueLowRatingDigest(handle.db, config, later(1))).toBe(1);
    expect((await digests()).map((mail) => mail.to)).toEqual(["equipe@atlas.example"]);
  });

  it("details ten answers and counts the others, behind the list of those to handle", async () => {
    await staff();
    for (let index = 0; index < 12; index += 1) await answer(1 + (index % 2), later(0));
    expect(await queueLowRatingDigest(handle.db, config, later(1))).toBe(12);
    const [mail] = await digests();
    expect(mail!.text.match(/Voir cet avis/g)).toHaveLength(10);
    expect(mail!.text).toContain("Et 2 autres avis notés 1 ou 2 sur 5.");
    expect(mail!.text).toContain(
      "https://atlas.example/dashboard/avis?note=moins-de-3&suivi=a-traiter",
    );
  });
});
