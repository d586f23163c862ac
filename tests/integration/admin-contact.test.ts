import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { site, useAdministration } from "../support/admin-fixtures";
import { databaseTargets } from "../support/databases";
import { everyRow } from "../support/pages";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { users } from "@/server/auth/tables";
import { auditLog } from "@/server/tables";
import { contactRequests } from "@/features/contact/tables";
import { outbox } from "@/server/mail/tables";

const { state, mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);

const places = await import("@/features/locations/actions");
const catalogue = await import("@/features/formations/actions");
const contact = await import("@/features/contact/actions");
const inbox = await import("@/features/contact/admin-queries");
const csvRoute = await import("@/app/dashboard/demandes/export.csv/route");
const requesterRoute = await import("@/app/dashboard/demandes/[id]/donnees.json/route");

/** The requests' inbox: statuses, notes, assignment, spam, exports and a requester's data. */
describe.each(databaseTargets)("requests in the dashboard on $name", (target) => {
  const world = useAdministration(target);
  const { ids, as } = world;

  it("keeps the requests about a formation or a place that is deleted, naming neither any more", async () => {
    as("admin");
    const [formation] = await world.db
      .insert(formations)
      .values({
        slug: "a-supprimer",
        title: "À supprimer",
        duration: "1 jour",
        price_no_tax: "100",
      })
      .returning();
    const [place] = await world.db
      .insert(locations)
      .values({ country: "Belgique", city: "Gand", permanent: true })
      .returning();
    const [request] = await world.db
      .insert(contactRequests)
      .values({
        name: "Noé",
        email: "noe@client.fr",
        company: "Gand SA",
        message: "Un devis",
        desired_formation_id: formation!.id,
        desired_location_id: place!.id,
      })
      .returning();
    expect(await catalogue.deleteFormation(formation!.id)).toEqual({ ok: true });
    expect(await places.deleteLocation(place!.id)).toEqual({ ok: true });
    const [kept] = await world.db
      .select()
      .from(contactRequests)
      .where(eq(contactRequests.id, request!.id));
    expect(kept).toMatchObject({
      name: "Noé",
      message: "Un devis",
      desired_formation_id: null,
      desired_location_id: null,
    });
    expect(state.expired).toEqual(expect.arrayContaining(["formations", "locations"]));
  });

  it("moves a request through its statuses and exports the inbox as CSV", async () => {
    as("admin");
    expect(await contact.changeRequestStatus([ids.request], "in_progress")).toEqual({ ok: true });
    expect(await contact.changeRequestStatus([ids.request], "archived" as never)).toMatchObject({
      ok: false,
      status: 400,
    });
    const response = await csvRoute.GET(
      new Request(`${site}/dashboard/demandes/export.csv?status=in_progress`),
    );
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const text = await response.text();
    expect(text.split("\r\n")[1]).toContain('"En cours";"Zoé";"ACME";"zoe@client.fr"');
    const none = await (
      await csvRoute.GET(new Request(`${site}/dashboard/demandes/export.csv?status=handled`))
    ).text();
    expect(none.trim().split("\r\n")).toHaveLength(1);
  });

  it("changes the status of the requests ticked in the inbox at once, each journaled, the deleted ones counted out", async () => {
    as("admin");
    const ticked = await world.db
      .insert(contactRequests)
      .values(
        ["Ana", "Bruno", "Chloé"].map((name) => ({
          name,
          email: `${name.toLowerCase()}@groupe.fr`,
          company: "Groupe",
          message: "Bonjour",
        })),
      )
      .returning({ id: contactRequests.id });
    const [ana, bruno, chloe] = ticked.map((row) => row.id) as [number, number, number];
    expect(await contact.changeRequestStatus([ana, bruno], "handled")).toEqual({ ok: true });
    const statuses = async () =>
      (
        await everyRow(
          inbox.allRequests(world.db, { q: "groupe.fr", status: null, formationId: null }),
        )
      ).map((row) => [row.name, row.status]);
    expect(await statuses()).toEqual([
      ["Chloé", "new"],
      ["Bruno", "handled"],
      ["Ana", "handled"],
    ]);
    expect((await inbox.requestHistory(world.db, bruno)).map((line) => line.summary)).toEqual([
      "Bruno (Groupe) : Traitée",
    ]);
    expect(await inbox.requestHistory(world.db, chloe)).toEqual([]);

    // One of them deleted meanwhile in another tab: the others change, and the answer says so.
    await world.db.delete(contactRequests).where(eq(contactRequests.id, chloe));
    expect(await contact.changeRequestStatus([ana, chloe], "in_progress")).toEqual({
      ok: true,
      notice: "1 demande n'existait plus.",
    });
    expect(await contact.changeRequestStatus([chloe], "in_progress")).toMatchObject({
      ok: false,
      status: 404,
      error: "Cette demande n'existe plus : rechargez la page.",
    });
    expect(await contact.changeRequestStatus([], "handled")).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { ids: "Sélectionnez au moins une demande." },
    });
    expect(
      await contact.changeRequestStatus(
        Array.from({ length: 25 }, (_, index) => index + 1),
        "handled",
      ),
    ).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { ids: "Pas plus de 24 demandes à la fois." },
    });
    expect(await contact.changeRequestStatus(["1 OR 1=1" as never], "handled")).toMatchObject({
      ok: false,
      status: 400,
    });
    expect(await statuses()).toEqual([
      ["Bruno", "handled"],
      ["Ana", "in_progress"],
    ]);
  });

  it("follows a request up: notes, an assignee from the staff, spam out of the inbox, a history, an audited deletion", async () => {
    as("admin");
    const [request] = await world.db
      .insert(contactRequests)
      .values({ name: "Paul", email: "paul@client.fr", company: "Globex", message: "Un devis ?" })
      .returning();
    const id = request!.id;
    expect(await contact.addRequestNote(id, "  Rappeler lundi  ")).toEqual({ ok: true });
    expect(await contact.addRequestNote(id, "   ")).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { text: "La note est vide." },
    });
    const notes = await inbox.requestNotesOf(world.db, id);
    expect(notes).toEqual([
      expect.objectContaining({
        text: "Rappeler lundi",
        author_name: expect.stringContaining("Prénom"),
      }),
    ]);

    expect(await contact.assignRequest(id, String(ids.member))).toEqual({ ok: true });
    const [stranger] = await world.db
      .insert(users)
      .values({ name: "Hors", last_name: "Équipe", email: "hors@client.fr" })
      .returning();
    expect(await contact.assignRequest(id, String(stranger!.id))).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { assignee: "Choisissez un membre de l'équipe qui peut se connecter." },
    });
    expect((await inbox.readRequest(world.db, id))!.assignee_id).toBe(ids.member);

    // A spam leaves the inbox, its 'new' figure and its export, and is found under 'Spam'.
    const filters = { q: "globex", status: null, formationId: null };
    const newBefore = await inbox.countNewRequests(world.db);
    expect(await contact.markRequestSpam(id, true)).toEqual({ ok: true });
    expect(await everyRow(inbox.allRequests(world.db, filters))).toEqual([]);
    expect(
      (await everyRow(inbox.allRequests(world.db, { ...filters, status: "spam" }))).map(
        (row) => row.id,
      ),
    ).toEqual([id]);
    expect(await inbox.countNewRequests(world.db)).toBe(newBefore - 1);

    expect(
      (await inbox.requestHistory(world.db, id)).map((line) => [line.action, line.summary]),
    ).toEqual([
      ["note", "Paul (Globex) : note ajoutée"],
      ["assign", expect.stringMatching(/^Paul \(Globex\) : attribuée à /)],
      ["spam", "Paul (Globex) : marquée comme spam"],
    ]);

    expect(await contact.deleteRequest(id)).toEqual({ ok: true });
    expect(await inbox.readRequest(world.db, id)).toBeNull();
    expect(await inbox.requestNotesOf(world.db, id)).toEqual([]);
    const [line] = await world.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.summary, `Demande n° ${id} supprimée`));
    expect(line).toMatchObject({ action: "delete", entity: "contact_request", entity_id: id });
    expect(await contact.deleteRequest(id)).toMatchObject({ ok: false, status: 404 });
  });

  it("exports everything kept about a requester as JSON, then erases it, journaled without copying it", async () => {
    const db = world.db;
    const [first, second, other] = await db
      .insert(contactRequests)
      .values([
        {
          name: "Léa Martin",
          email: "Lea.Martin@client.fr",
          company: "Client",
          message: "Premier message",
          is_psh: true,
          psh_details: "Fauteuil",
        },
        {
          name: "Léa Martin",
          email: "lea.martin@client.fr",
          company: "Client",
          message: "Second message",
        },
        { name: "Autre", email: "autre@client.fr", company: "Autre", message: "Je reste" },
      ])
      .returning();
    await db.insert(outbox).values([
      {
        to: "lea.martin@client.fr",
        subject: "Nous avons bien reçu votre demande",
        text: "Bonjour Léa",
      },
      { to: "autre@client.fr", subject: "Nous avons bien reçu votre demande", text: "Bonjour" },
    ]);
    as("admin");
    expect(await contact.changeRequestStatus([first!.id], "handled")).toEqual({ ok: true });

    const exported = await requesterRoute.GET(
      new Request(`${site}/dashboard/demandes/${second!.id}/donnees.json`),
      { params: Promise.resolve({ id: String(second!.id) }) },
    );
    expect(exported.status).toBe(200);
    expect(exported.headers.get("content-disposition")).toMatch(
      new RegExp(
        `^attachment; filename="donnees-demande-${second!.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`,
      ),
    );
    expect(exported.headers.get("cache-control")).toBe("private, no-store");
    const data = await exported.json();
    expect(data.requests.map((request: { message: string }) => request.message)).toEqual([
      "Second message",
      "Premier message",
    ]);
    expect(data.requests[1]).toMatchObject({
      is_psh: true,
      psh_details: "Fauteuil",
      status: "handled",
    });
    expect(data.mails).toEqual([
      expect.objectContaining({ to: "lea.martin@client.fr", text: "Bonjour Léa" }),
    ]);

    expect(await contact.eraseRequesterData(second!.id)).toEqual({ ok: true });
    const left = await db.select({ id: contactRequests.id }).from(contactRequests);
    expect(left.map((row) => row.id)).toContain(other!.id);
    expect(left.map((row) => row.id)).not.toContain(first!.id);
    expect(left.map((row) => row.id)).not.toContain(second!.id);
    expect((await db.select({ to: outbox.to }).from(outbox)).map((mail) => mail.to)).not.toContain(
      "lea.martin@client.fr",
    );
    const journalText = JSON.stringify(await db.select().from(auditLog));
    expect(journalText).not.toMatch(/Léa|lea\.martin|Lea\.Martin|Fauteuil/);
    expect(journalText).toContain("Données d'un demandeur effacées : 2 demandes, 1 e-mail");
    expect(journalText).toContain("Données d'un demandeur exportées");

    const after = await requesterRoute.GET(
      new Request(`${site}/dashboard/demandes/${second!.id}/donnees.json`),
      { params: Promise.resolve({ id: String(second!.id) }) },
    );
    expect(after.status).toBe(404);
    expect(await contact.eraseRequesterData(second!.id)).toMatchObject({ ok: false, status: 404 });
  });
});
