import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { formation, useAdministration } from "../support/admin-fixtures";
import { databaseTargets } from "../support/databases";
import { formationResults, formations } from "@/features/formations/tables";
import { users } from "@/server/auth/tables";
import { trainingSessions } from "@/features/sessions/tables";

const { state, mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);

const catalogue = await import("@/features/formations/actions");
const { listContactChoices } = await import("@/features/formations/admin-queries");

/** The catalogue's formations as an administrator edits them: their address, their contact, their deletion. */
describe.each(databaseTargets)("formations in the dashboard on $name", (target) => {
  const world = useAdministration(target);
  const { ids, as } = world;

  it("keeps an objective's commas: list fields are one item per line, read back one per line", async () => {
    as("admin");
    const sentence = "Construire des tableaux croisés dynamiques, 1, 2 et 3 dimensions";
    const saved = { ...formation, objectives: `${sentence}\nLire un fichier CSV` };
    expect(await catalogue.saveFormation(ids.formation, saved)).toEqual({ ok: true });
    const [stored] = await world.db
      .select({ objectives: formations.objectives })
      .from(formations)
      .where(eq(formations.id, ids.formation));
    expect(stored!.objectives).toEqual([sentence, "Lire un fichier CSV"]);
    // The dialog shows them one per line: saved again unchanged, they stay two items.
    const read = await catalogue.readFormation(ids.formation);
    expect(read).toMatchObject({ ok: true, values: { objectives: saved.objectives } });
  });

  it("gives a second formation of the same title a suffixed address, and says so", async () => {
    as("admin");
    const result = await catalogue.saveFormation(null, formation);
    expect(result).toMatchObject({
      ok: true,
      notice: expect.stringContaining("/formation/sql-avance-2"),
    });
    const [created] = await world.db
      .select()
      .from(formations)
      .where(eq(formations.slug, "sql-avance-2"));
    // A new formation from the dialog's defaults is a draft.
    expect(created).toMatchObject({
      certification: true,
      objectives: ["Optimiser", "Indexer"],
      methods_used: null,
      published: false,
    });
    // The chapters in staff's order: the mapping the spec stores, and the titles in order beside it.
    expect(created!.training_program).toEqual({
      Pratique: ["Un cas réel"],
      "Chapitre 1": ["Index"],
    });
    expect(created!.programme_order).toEqual(["Pratique", "Chapitre 1"]);
    // Saving the original keeps its own address, and dates it today.
    expect(
      await catalogue.saveFormation(ids.formation, { ...formation, duration: "3 jours" }),
    ).toEqual({ ok: true });
    const [original] = await world.db
      .select()
      .from(formations)
      .where(eq(formations.id, ids.formation));
    expect(original).toMatchObject({
      slug: "sql-avance",
      duration: "3 jours",
      price_no_tax: "990.00",
    });
    expect(original!.last_update).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The results are the dialog's list, replaced on each save.
    const results = await world.db
      .select()
      .from(formationResults)
      .where(eq(formationResults.formation_id, ids.formation));
    expect(results).toMatchObject([
      { year: 2025, trainees: 12, satisfaction_rate: 95, completion_rate: 100, success_rate: null },
    ]);
    expect(await catalogue.saveFormation(ids.formation, { ...formation, results: [] })).toEqual({
      ok: true,
    });
    expect(
      await world.db
        .select()
        .from(formationResults)
        .where(eq(formationResults.formation_id, ids.formation)),
    ).toEqual([]);
    expect(state.expired).toContain("formations");

    // An address written under another rule (the demo content's) stays while the title does,
    // and follows the title once it changes.
    await world.db
      .update(formations)
      .set({ slug: "sql-l-avance" })
      .where(eq(formations.id, ids.formation));
    expect(
      await catalogue.saveFormation(ids.formation, { ...formation, duration: "4 jours" }),
    ).toEqual({ ok: true });
    expect(
      (await world.db.select().from(formations).where(eq(formations.id, ids.formation)))[0],
    ).toMatchObject({ slug: "sql-l-avance", duration: "4 jours" });
    expect(
      await catalogue.saveFormation(ids.formation, { ...formation, title: "SQL expert" }),
    ).toEqual({ ok: true });
    expect(
      (await world.db.select().from(formations).where(eq(formations.id, ids.formation)))[0],
    ).toMatchObject({ slug: "sql-expert" });
  });

  it("names as a formation's contact only a team member, and keeps one who left until staff choose another", async () => {
    as("admin");
    await world.db
      .update(users)
      .set({ roles: ["Formatrice"] })
      .where(eq(users.id, ids.member));
    // The administrator is staff without a role: not on the team, so not a contact.
    const [outsider] = await world.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "admin@atlas.example"));
    expect(
      await catalogue.saveFormation(ids.formation, {
        ...formation,
        contact_user_id: String(outsider!.id),
      }),
    ).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: {
        contact_user_id:
          "Choisissez un membre de l'équipe : seules les personnes ayant un rôle peuvent être contact d'une formation.",
      },
    });
    expect(
      await catalogue.saveFormation(ids.formation, {
        ...formation,
        contact_user_id: String(ids.member),
      }),
    ).toEqual({ ok: true });
    expect(await listContactChoices(world.db)).toEqual([
      {
        id: ids.member,
        name: "Prénom",
        last_name: "membre@atlas.example",
        email: "membre@atlas.example",
        outsideTeam: false,
      },
    ]);

    // The member leaves the team: their formation keeps them through an edit; no other can take them.
    await world.db.update(users).set({ roles: null }).where(eq(users.id, ids.member));
    expect(await listContactChoices(world.db)).toMatchObject([
      { id: ids.member, outsideTeam: true },
    ]);
    expect(
      await catalogue.saveFormation(ids.formation, {
        ...formation,
        contact_user_id: String(ids.member),
        duration: "5 jours",
      }),
    ).toEqual({ ok: true });
    expect(
      await catalogue.saveFormation(null, {
        ...formation,
        title: "Index et plans",
        contact_user_id: String(ids.member),
      }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(
      await catalogue.saveFormation(ids.formation, { ...formation, contact_user_id: "none" }),
    ).toEqual({ ok: true });
    expect(await listContactChoices(world.db)).toEqual([]);
  });

  it("refuses to delete a formation that has sessions: they record who was trained", async () => {
    as("admin");
    const [formation] = await world.db
      .insert(formations)
      .values({
        slug: "avec-sessions",
        title: "Avec sessions",
        duration: "1 jour",
        price_no_tax: "100",
      })
      .returning();
    await world.db.insert(trainingSessions).values({
      formation_id: formation!.id,
      start_date: "2027-02-01",
      end_date: "2027-02-01",
      place: "remote",
      capacity: 5,
      status: "cancelled",
    });
    expect(await catalogue.deleteFormation(formation!.id)).toEqual({
      ok: false,
      status: 409,
      error:
        "Cette formation a des sessions : elle ne peut pas être supprimée. Dépubliez-la pour la retirer du site.",
    });
    expect(
      await world.db
        .select({ id: formations.id })
        .from(formations)
        .where(eq(formations.id, formation!.id)),
    ).toHaveLength(1);
  });
});
