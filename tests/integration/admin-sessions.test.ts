import { and, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { siteConfig } from "@/config/site";
import { site, session, useAdministration } from "../support/admin-fixtures";
import { databaseTargets } from "../support/databases";
import { pdfText } from "../support/pdf";
import { keepTogether } from "@/lib/mail-text";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { auditLog } from "@/server/tables";
import { outbox } from "@/server/mail/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { trainers } from "@/features/trainers/tables";
import { registrations } from "@/features/registrations/tables";

const { state, mocks } = await vi.hoisted(() => import("../support/admin-mocks"));
vi.mock("@/server/database", mocks.database);
vi.mock("@/server/auth/auth", mocks.auth);
vi.mock("@/server/storage", mocks.storage);
vi.mock("next/headers", mocks.headers);
vi.mock("next/cache", mocks.cache);

const sessions = await import("@/features/session-desk/actions");
const sessionCsvRoute = await import("@/app/dashboard/sessions/[id]/inscriptions.csv/route");
const sheetRoute = await import("@/app/dashboard/sessions/[id]/emargement.pdf/route");

/** Sessions and registrations in the dashboard: cancellations, convocations, exports and the attendance sheet. */
describe.each(databaseTargets)("sessions in the dashboard on $name", (target) => {
  const world = useAdministration(target);
  const { ids, as } = world;

  it("cancels a registration as an admin: the first on the waiting list moves up and is told; cancelling the session tells everyone", async () => {
    as("admin");
    expect(await sessions.setRegistrationStatus(ids.registration, "cancelled")).toEqual({
      ok: true,
      notice: "Hugo Petit sort de la liste d'attente.",
    });
    const people = await world.db
      .select({ name: registrations.trainee_name, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.session_id, ids.session))
      .orderBy(registrations.id);
    expect(people).toEqual([
      { name: "Inès Roux", status: "cancelled" },
      { name: "Hugo Petit", status: "pending" },
    ]);
    const [promoted] = await world.db.select().from(outbox).where(eq(outbox.to, "hugo@client.fr"));
    expect(promoted!.subject).toBe("Une place s'est libérée : Python | Atlas Tech Formation");
    expect(state.expired).toContain("sessions");
    expect(await sessions.setRegistrationStatus(ids.registration, "confirmed")).toMatchObject({
      ok: false,
      status: 409,
      error: "Ce changement de statut n'est pas possible pour cette inscription.",
    });

    // An address a visitor typed and never confirmed is not told, nor its registration touched.
    await world.db.insert(registrations).values({
      session_id: ids.session,
      trainee_name: "Inconnu",
      email: "jamais-confirme@client.fr",
      payer: "entreprise",
      company: "X",
      status: "unconfirmed",
    });
    expect(await sessions.cancelSession(ids.session)).toEqual({
      ok: true,
      notice: "1 inscrit prévenu par e-mail.",
    });
    const told = await world.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, "Session annulée : Python | Atlas Tech Formation"));
    expect(told.map((mail) => mail.to)).toEqual(["hugo@client.fr"]);
    const [untouched] = await world.db
      .select({ status: registrations.status })
      .from(registrations)
      .where(eq(registrations.email, "jamais-confirme@client.fr"));
    expect(untouched!.status).toBe("unconfirmed");
    expect(await sessions.cancelSession(ids.session)).toMatchObject({
      ok: false,
      status: 409,
      error: "Cette session est déjà annulée.",
    });
    expect(
      await sessions.saveSession(ids.session, { ...session, formation_id: String(ids.formation) }),
    ).toMatchObject({
      ok: false,
      error: "Cette session est annulée : dupliquez-la pour la reprogrammer.",
    });
  });

  it("sends each confirmed trainee their convocation once, even on two clicks at once, then exports the registrations and the attendance sheet", async () => {
    as("admin");
    const db = world.db;
    const [formation] = await db
      .insert(formations)
      .values({
        slug: "python-docs",
        title: "Python et données",
        duration: "2 jours",
        price_no_tax: "900",
      })
      .returning();
    const [room] = await db
      .insert(locations)
      .values({
        country: "France",
        city: "Paris",
        address: "18 rue du Faubourg Saint-Antoine, 75012 Paris",
        permanent: true,
      })
      .returning();
    const [scheduled] = await db
      .insert(trainingSessions)
      .values({
        formation_id: formation!.id,
        start_date: "2027-03-04",
        end_date: "2027-03-05",
        daily_hours: "9 h – 17 h",
        place: "location",
        location_id: room!.id,
        capacity: 4,
        status: "open",
        published: true,
        trainer: "Marc Petit",
      })
      .returning();
    const person = (
      first_name: string,
      last_name: string,
      status: "confirmed" | "pending" | "waiting",
    ) => ({
      session_id: scheduled!.id,
      trainee_name: `${first_name} ${last_name}`,
      last_name,
      first_name,
      email: `${first_name
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")}@client.fr`,
      company: "ACME",
      payer: "opco" as const,
      status,
    });
    const [lea, , zoe] = await db
      .insert(registrations)
      .values([
        person("Léa", "Martin", "confirmed"),
        person("Jean", "Dupont", "confirmed"),
        person("Zoé", "Blanc", "pending"),
        person("Luc", "Noir", "waiting"),
        // Typed in one field before the form asked the parts apart, and not split since.
        {
          ...person("Anne", "Sophie", "confirmed"),
          trainee_name: "Anne Sophie de Castelnau",
          last_name: null,
          first_name: null,
          email: "anne-sophie@client.fr",
        },
      ])
      .returning();
    // Léa registered Zoé with her.
    await db
      .update(registrations)
      .set({ registrant_id: lea!.id })
      .where(eq(registrations.id, zoe!.id));
    const convocations = async () =>
      await db
        .select()
        .from(outbox)
        .where(
          and(
            eq(
              outbox.subject,
              "Convocation : Python et données, du 4 au 5 mars 2027, 9 h – 17 h | Atlas Tech Formation",
            ),
          ),
        );

    const [first, second] = await Promise.all([
      sessions.sendConvocations(scheduled!.id),
      sessions.sendConvocations(scheduled!.id),
    ]);
    expect([first, second]).toEqual(
      expect.arrayContaining([
        { ok: true, notice: "3 convocations envoyées." },
        expect.objectContaining({
          ok: false,
          status: 409,
          error:
            "Chaque stagiaire confirmé a déjà reçu sa convocation : confirmez d'abord les nouvelles inscriptions.",
        }),
      ]),
    );
    const sent = await convocations();
    expect(sent.map((mail) => mail.to).sort()).toEqual([
      "anne-sophie@client.fr",
      "jean@client.fr",
      "lea@client.fr",
    ]);
    expect(sent[0]!.text).toContain("Lieu : 18 rue du Faubourg Saint-Antoine, 75012 Paris");
    expect(sent[0]!.text).toContain("Formateur : Marc Petit");
    // The actions write with the site's own configuration, whose address is SITE_URL.
    expect(sent[0]!.text).toContain(
      `Télécharger le programme (PDF) :\n${new URL("/formation/python-docs/programme.pdf", siteConfig.baseUrl)}`,
    );
    expect(sent[0]!.text).toContain("Notre référent handicap");

    // Zoé confirmed: the next round convokes her alone.
    expect(await sessions.setRegistrationStatus(zoe!.id, "confirmed")).toEqual({ ok: true });
    expect(await sessions.sendConvocations(scheduled!.id)).toEqual({
      ok: true,
      notice: "1 convocation envoyée.",
    });
    expect((await convocations()).map((mail) => mail.to).sort()).toEqual([
      "anne-sophie@client.fr",
      "jean@client.fr",
      "lea@client.fr",
      "zoe@client.fr",
    ]);

    const params = { params: Promise.resolve({ id: String(scheduled!.id) }) };
    const csv = await sessionCsvRoute.GET(
      new Request(`${site}/dashboard/sessions/${scheduled!.id}/inscriptions.csv`),
      params,
    );
    expect(csv.headers.get("content-disposition")).toBe(
      `attachment; filename="inscriptions-session-${scheduled!.id}.csv"`,
    );
    const lines = (await csv.text()).split("\r\n");
    expect(lines[0]).toBe(
      '"Formation";"Dates";"N°";"Date d\'inscription";"Statut";"Nom";"Prénom";"Email";"Téléphone";"Entreprise";"Financement";"Situation de handicap";"Précisions";"Convocation envoyée";"Inscrit par"',
    );
    // By last name, the last name apart; a name never split, as it was typed.
    const names = lines
      .slice(1, -1)
      .map((line) => line.split(";").slice(5, 7).join(" ").replaceAll('"', ""));
    expect(names).toEqual([
      "Anne Sophie de Castelnau ",
      "BLANC Zoé",
      "DUPONT Jean",
      "MARTIN Léa",
      "NOIR Luc",
    ]);
    expect(lines.filter((line) => line.includes('"Place confirmée"'))).toHaveLength(4);
    expect(lines.find((line) => line.includes('"BLANC";"Zoé"'))!.endsWith('"Léa Martin"')).toBe(
      true,
    );
    // Each row names its session, for sheets of several sessions put together.
    for (const line of lines.slice(1, -1))
      expect(line.startsWith('"Python et données";"Du 4 au 5 mars 2027";')).toBe(true);
    expect(lines.find((line) => line.includes("NOIR"))).toContain('"Liste d\'attente"');
    const [exported] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "export"), eq(auditLog.entity_id, scheduled!.id)));
    expect(exported!.summary).toBe("Python et données : inscriptions exportées");

    const sheet = await sheetRoute.GET(
      new Request(`${site}/dashboard/sessions/${scheduled!.id}/emargement.pdf`),
      params,
    );
    expect(sheet.headers.get("content-type")).toBe("application/pdf");
    const text = await pdfText(new Uint8Array(await sheet.arrayBuffer()));
    for (const expected of [
      "Feuille d'émargement",
      "Formation : Python et données",
      "Formateur : Marc Petit",
      "18 rue du Faubourg Saint-Antoine",
      "Matin",
      "Après-midi",
    ]) {
      expect(text).toContain(expected);
    }
    // 'NOM Prénom', by last name, as French attendance sheets are read.
    const signatories = ["Anne Sophie de Castelnau", "BLANC Zoé", "DUPONT Jean", "MARTIN Léa"];
    const places = signatories.map((name) => text.indexOf(name));
    expect(places.every((place) => place >= 0)).toBe(true);
    expect(places).toEqual([...places].sort((left, right) => left - right));
    expect(text).toContain(`Déclaration d'activité n° ${siteConfig.company.trainingDeclaration}`);
    // On the waiting list, Luc has no seat and does not sign.
    expect(text).not.toContain("NOIR Luc");

    // Staff move the session a week later: each trainee is told once, the convoked ones by the
    // convocation that replaces theirs, with the same calendar entries moved; a registration
    // nobody confirmed is not told; a new trainer's name alone tells nobody.
    await db.insert(registrations).values({
      ...person("Inconnu", "Tapé", "confirmed"),
      email: "jamais-confirme@client.fr",
      status: "unconfirmed",
    });
    const [marc, nina] = await db
      .insert(trainers)
      .values([
        { name: "Marc Petit", kind: "external" },
        { name: "Nina Roux", kind: "internal" },
      ])
      .returning();
    const values = {
      formation_id: String(formation!.id),
      start_date: "2027-03-11",
      end_date: "2027-03-12",
      daily_hours: "9 h 30 – 17 h 30",
      place: "location" as const,
      location_id: String(room!.id),
      capacity: "4",
      held_seats: "0",
      price_no_tax: "",
      status: "open" as const,
      published: true,
      trainer_id: String(marc!.id),
    };
    const before = (await db.select({ id: outbox.id }).from(outbox)).length;
    expect(await sessions.saveSession(scheduled!.id, values)).toEqual({
      ok: true,
      notice:
        "Modification envoyée à 5 stagiaires : Léa Martin, Jean Dupont, Zoé Blanc, Luc Noir et Anne Sophie de Castelnau.",
    });
    const told = (await db.select().from(outbox).orderBy(outbox.id)).slice(before);
    expect(told.map((mail) => [mail.to, mail.subject])).toEqual([
      [
        "lea@client.fr",
        "Convocation mise à jour : Python et données, du 11 au 12 mars 2027, 9 h 30 – 17 h 30 | Atlas Tech Formation",
      ],
      ["jean@client.fr", expect.stringMatching(/^Convocation mise à jour : /)],
      ["zoe@client.fr", expect.stringMatching(/^Convocation mise à jour : /)],
      [
        "luc@client.fr",
        "Session modifiée : Python et données, du 11 au 12 mars 2027, 9 h 30 – 17 h 30 | Atlas Tech Formation",
      ],
      ["anne-sophie@client.fr", expect.stringMatching(/^Convocation mise à jour : /)],
    ]);
    expect(told[0]!.text).toContain(
      keepTogether(
        "Nouvelles dates : Du 11 au 12 mars 2027, 9 h 30 – 17 h 30\nAnciennes dates : Du 4 au 5 mars 2027, 9 h – 17 h",
      ),
    );
    expect(told[3]!.text).toContain("pour laquelle vous êtes sur liste d'attente a changé.");
    const calendar = told[0]!.attachments!.find((file) => file.filename === "formation.ics")!;
    const ics = String(calendar.content);
    expect(ics).toContain(`UID:registration-${lea!.id}-jour-1@`);
    expect(ics).toContain("DTSTART:20270311T083000Z");
    const [journal] = await db
      .select({ summary: auditLog.summary })
      .from(auditLog)
      .where(and(eq(auditLog.action, "update"), eq(auditLog.entity_id, scheduled!.id)));
    expect(journal!.summary).toContain("modification envoyée à 5 stagiaires : Léa Martin");
    expect(
      await sessions.saveSession(scheduled!.id, { ...values, trainer_id: String(nina!.id) }),
    ).toEqual({
      ok: true,
    });
    expect((await db.select({ id: outbox.id }).from(outbox)).length).toBe(before + 5);

    // Under way, a session may still move to a virtual classroom: a trainee already present is
    // told too, and the waiting list gets no calendar entry for a seat it does not hold.
    await db.update(registrations).set({ status: "present" }).where(eq(registrations.id, lea!.id));
    const under = (await db.select({ id: outbox.id }).from(outbox)).length;
    expect(
      await sessions.saveSession(scheduled!.id, {
        ...values,
        trainer_id: String(nina!.id),
        place: "remote",
        location_id: "none",
        remote_link: "https://classe.example/python-mars",
      }),
    ).toMatchObject({
      ok: true,
      notice: expect.stringMatching(/^Modification envoyée à 5 stagiaires/),
    });
    const moved = (await db.select().from(outbox).orderBy(outbox.id)).slice(under);
    const toLea = moved.find((mail) => mail.to === "lea@client.fr")!;
    expect(toLea.subject).toMatch(/^Convocation mise à jour : /);
    expect(toLea.text).toContain(
      "Rejoindre la classe virtuelle :\nhttps://classe.example/python-mars",
    );
    const toLuc = moved.find((mail) => mail.to === "luc@client.fr")!;
    expect(toLuc.subject).toMatch(/^Session modifiée : /);
    expect(toLuc.attachments ?? []).toEqual([]);
    expect(toLuc.text).not.toContain("classe.example");
  });

  it("refuses a virtual classroom link that is not https: a mail would carry it to every trainee", async () => {
    as("admin");
    for (const remote_link of [
      "javascript:alert(1)",
      "http://visio.example.org/x",
      "visio.example.org",
    ]) {
      expect(
        await sessions.saveSession(null, {
          ...session,
          formation_id: String(ids.formation),
          remote_link,
        }),
      ).toMatchObject({
        ok: false,
        fieldErrors: {
          remote_link:
            "Une adresse commençant par https://, par exemple https://visio.exemple.fr/session.",
        },
      });
    }
    await expect(
      world.db.insert(trainingSessions).values({
        formation_id: ids.formation,
        start_date: "2027-02-01",
        end_date: "2027-02-01",
        place: "remote",
        capacity: 5,
        remote_link: "javascript:alert(1)",
      }),
    ).rejects.toThrow();
  });
});
