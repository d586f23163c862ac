import { and, count, desc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { readSiteConfig, siteConfig } from "@/config/site";
import type { DatabaseHandle } from "@/db/client";
import {
  auditLog,
  authSessions,
  authUsers,
  blogPosts,
  contactRequests,
  events,
  formationResults,
  formations,
  locations,
  outbox,
  registrations,
  surveyAnswers,
  surveyInvitations,
  trainingSessions,
  users,
} from "@/db/schema";
import { emptyFormation } from "@/features/formations/schema";
import { accountHooks } from "@/features/accounts/auth-hooks";
import { createAuth } from "@/server/auth/auth";
import { contentVersion } from "@/server/content-version";
import { databaseTargets, openMigrated } from "../support/databases";
import { pdfText } from "../support/pdf";
import { signedInStaff } from "../support/staff-accounts";

/**
 * Every administrator's action and route, called as the browser calls them (real session
 * cookies, real database): refused to the signed-out (401) and to a non-admin (403) with nothing
 * written, done for an admin with its journal line and the public cache expired.
 */
const state = vi.hoisted(() => ({
  db: null as unknown,
  auth: null as unknown,
  headers: new Headers(),
  expired: [] as string[],
  files: new Map<string, Buffer>(),
}));
vi.mock("@/server/database", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/server/database")>()),
  getDb: async () => state.db,
}));
vi.mock("@/server/auth/auth", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/server/auth/auth")>()),
  getAuth: async () => state.auth,
}));
vi.mock("@/server/storage", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/server/storage")>()),
  storage: {
    read: async (key: string) => state.files.get(key) ?? null,
    write: async (key: string, data: Buffer) => void state.files.set(key, data),
  },
}));
vi.mock("next/headers", () => ({ headers: async () => state.headers }));
vi.mock("next/cache", () => ({
  updateTag: (tag: string) => state.expired.push(tag),
  revalidateTag: (tag: string, profile: { expire?: number }) =>
    profile.expire === 0 && state.expired.push(tag),
  // Cached public reads (the team, for its photos) read the database each time here.
  unstable_cache: <F>(read: F) => read,
}));

const blog = await import("@/features/blog/actions");
const places = await import("@/features/locations/actions");
const agenda = await import("@/features/events/actions");
const catalogue = await import("@/features/formations/actions");
const accounts = await import("@/features/accounts/actions");
const contact = await import("@/features/contact/actions");
const sessions = await import("@/features/sessions/actions");
const surveys = await import("@/features/surveys/actions");
const inbox = await import("@/features/contact/admin-queries");
const csvRoute = await import("@/app/dashboard/demandes/export.csv/route");
const sessionCsvRoute = await import("@/app/dashboard/sessions/[id]/inscriptions.csv/route");
const sheetRoute = await import("@/app/dashboard/sessions/[id]/emargement.pdf/route");
const requesterRoute = await import("@/app/dashboard/demandes/[id]/donnees.json/route");
const mailPreviewRoute = await import("@/app/dashboard/emails/[template]/route");
const answersCsvRoute = await import("@/app/dashboard/avis/export.csv/route");
const imageRoute = await import("@/app/api/images/[folder]/[id]/route");
const photoRoute = await import("@/app/users/[image]/route");
const { listContactChoices } = await import("@/features/formations/admin-queries");

const site = "https://atlas.example";
const config = readSiteConfig({ SITE_URL: site, AUTH_SECRET: "z".repeat(40) });

const article = {
  title: "Été 2027 : nos sessions",
  emoji: "☀️",
  slug: "",
  description: "Le programme.",
  content: "## Bonjour",
  tags: "été, sessions",
  date: "2027-06-01",
  published: true,
};
const place = {
  country: "Portugal",
  city: "Porto",
  country_code: "PT",
  address: "",
  permanent: false,
  stay_start: "2027-05-01",
  stay_end: "2027-05-20",
};
const event = {
  nom: "Web Summit",
  description: "",
  start_date: "2027-11-10",
  end_date: "2027-11-13",
  location: "none",
};
const session = {
  formation_id: "1",
  start_date: "2027-03-01",
  end_date: "2027-03-02",
  daily_hours: "",
  place: "remote" as const,
  location_id: "none",
  capacity: "8",
  held_seats: "0",
  price_no_tax: "",
  status: "open" as const,
  published: true,
};
const formation = {
  ...emptyFormation,
  title: "SQL avancé",
  duration: "2 jours",
  price_no_tax: "990",
  format: "Distanciel",
  certification: true,
  objectives: "Optimiser, Indexer",
  training_program: [
    { title: "Pratique", parts: ["Un cas réel"] },
    { title: "Chapitre 1", parts: ["Index"] },
  ],
  results: [
    {
      year: "2025",
      trainees: "12",
      satisfaction_rate: "95",
      completion_rate: "100",
      success_rate: "",
    },
  ],
};
const profile = {
  name: "Inès",
  last_name: "Garcia",
  email: "ines@atlas.example",
  phone: "",
  titre: "",
  roles: [" Formatrice ", "Formatrice"],
  admin: false,
};

/** A multipart POST as a browser sends it: with its Content-Length. */
async function formPost(url: string, form: FormData, headers: Record<string, string> = {}) {
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  return new Request(url, {
    method: "POST",
    body,
    headers: {
      ...headers,
      "content-type": encoded.headers.get("content-type")!,
      "content-length": String(body.byteLength),
    },
  });
}

async function pngUpload(url: string) {
  const image = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: "#3b82f6" },
  })
    .jpeg()
    .toBuffer();
  const body = new FormData();
  body.set("image", new File([new Uint8Array(image)], "photo.jpg", { type: "image/jpeg" }));
  return formPost(url, body, { origin: site, host: "atlas.example" });
}

describe.each(databaseTargets)("administration on $name", (target) => {
  let handle: DatabaseHandle;
  const cookies = { admin: "", member: "", onboarding: "" };
  let memberAccount = "";
  const ids = {
    article: 0,
    location: 0,
    event: 0,
    formation: 0,
    member: 0,
    request: 0,
    session: 0,
    registration: 0,
    answer: 0,
    consented: 0,
  };
  const as = (who: keyof typeof cookies | "anonymous") => {
    state.headers = new Headers(who === "anonymous" ? {} : { cookie: cookies[who] });
  };
  const journal = async () => (await handle.db.select({ value: count() }).from(auditLog))[0]!.value;

  beforeAll(async () => {
    handle = await openMigrated(target);
    state.files.clear();
    const auth = await createAuth(handle.db, config, accountHooks);
    state.db = handle.db;
    state.auth = auth;
    cookies.admin = (
      await signedInStaff(handle.db, auth, site, "admin@atlas.example", true)
    ).cookie;
    const member = await signedInStaff(handle.db, auth, site, "membre@atlas.example", false);
    cookies.member = member.cookie;
    memberAccount = member.userId;
    // Invited as an administrator, signed in, but onboarding not finished: no rights yet.
    const newcomer = await signedInStaff(
      handle.db,
      auth,
      site,
      "nouvelle-admin@atlas.example",
      true,
    );
    await handle.db
      .update(users)
      .set({ password_setup_required: true })
      .where(eq(users.id, newcomer.profileId));
    cookies.onboarding = newcomer.cookie;
    const db = handle.db;
    ids.article = (
      await db
        .insert(blogPosts)
        .values({ slug: "existant", title: "Existant", description: "D" })
        .returning()
    )[0]!.id;
    ids.location = (
      await db
        .insert(locations)
        .values({ country: "France", city: "Lyon", permanent: true })
        .returning()
    )[0]!.id;
    ids.event = (
      await db
        .insert(events)
        .values({ nom: "Salon", start_date: "2027-01-10", end_date: "2027-01-11" })
        .returning()
    )[0]!.id;
    ids.formation = (
      await db
        .insert(formations)
        .values({
          slug: "sql-avance",
          title: "SQL avancé",
          duration: "1 jour",
          price_no_tax: "500",
        })
        .returning()
    )[0]!.id;
    ids.member = member.profileId;
    ids.request = (
      await db
        .insert(contactRequests)
        .values({ name: "Zoé", email: "zoe@client.fr", company: "ACME", message: "Bonjour" })
        .returning()
    )[0]!.id;
    const [scheduled] = await db
      .insert(formations)
      .values({
        slug: "python-sessions",
        title: "Python",
        duration: "3 jours",
        price_no_tax: "1500",
      })
      .returning();
    ids.session = (
      await db
        .insert(trainingSessions)
        .values({
          formation_id: scheduled!.id,
          start_date: "2027-02-01",
          end_date: "2027-02-03",
          place: "remote",
          capacity: 1,
          status: "open",
          published: true,
        })
        .returning()
    )[0]!.id;
    ids.registration = (
      await db
        .insert(registrations)
        .values({
          session_id: ids.session,
          trainee_name: "Inès Roux",
          email: "ines@client.fr",
          company: "ACME",
          payer: "opco",
          status: "pending",
        })
        .returning()
    )[0]!.id;
    await db.insert(registrations).values({
      session_id: ids.session,
      trainee_name: "Hugo Petit",
      email: "hugo@client.fr",
      company: "ACME",
      payer: "opco",
      status: "waiting",
    });
    // A session that has ended, and two of its trainees' survey answers: one comment kept private, one its author agreed to publish.
    const [ended] = await db
      .insert(trainingSessions)
      .values({
        formation_id: scheduled!.id,
        start_date: "2026-10-05",
        end_date: "2026-10-07",
        place: "remote",
        capacity: 8,
        status: "open",
        published: true,
      })
      .returning();
    const trainees = await db
      .insert(registrations)
      .values(
        ["Léo Blanc", "Zoé Noir"].map((trainee_name, index) => ({
          session_id: ended!.id,
          trainee_name,
          email: `stagiaire${index}@client.fr`,
          company: "ACME",
          payer: "opco" as const,
          status: "present" as const,
        })),
      )
      .returning();
    const invitations = await db
      .insert(surveyInvitations)
      .values(
        trainees.map((trainee) => ({
          registration_id: trainee.id,
          kind: "end" as const,
          sent_at: new Date("2026-10-08T08:00:00Z"),
          answered_at: new Date("2026-10-08T12:00:00Z"),
        })),
      )
      .returning();
    const scores = {
      objectives: "non" as const,
      trainer: 2,
      content: 2,
      organisation: 3,
      recommends: false,
    };
    [ids.answer, ids.consented] = (
      await db
        .insert(surveyAnswers)
        .values([
          {
            ...scores,
            invitation_id: invitations[0]!.id,
            overall: 2,
            comment: '=HYPERLINK("https://evil.example")',
            publish_consent: false,
          },
          {
            ...scores,
            invitation_id: invitations[1]!.id,
            overall: 4,
            comment: "Très concret, merci.",
            publish_consent: true,
          },
        ])
        .returning()
    ).map((row) => row.id) as [number, number];
  });
  afterAll(async () => handle.close());
  beforeEach(() => {
    as("anonymous");
    state.expired = [];
  });

  const actions: [string, () => Promise<{ ok: boolean; status?: number }>][] = [
    ["saveArticle", () => blog.saveArticle(null, article)],
    ["deleteArticle", () => blog.deleteArticle(ids.article)],
    ["saveLocation", () => places.saveLocation(ids.location, place)],
    ["deleteLocation", () => places.deleteLocation(ids.location)],
    ["saveEvent", () => agenda.saveEvent(null, event)],
    ["deleteEvent", () => agenda.deleteEvent(ids.event)],
    ["saveFormation", () => catalogue.saveFormation(ids.formation, formation)],
    ["deleteFormation", () => catalogue.deleteFormation(ids.formation)],
    ["updateUser", () => accounts.updateUser(ids.member, profile)],
    ["deleteUser", () => accounts.deleteUser(ids.member)],
    ["eraseRequesterData", () => contact.eraseRequesterData(ids.request)],
    [
      "inviteUser",
      () => accounts.inviteUser({ email: "nouveau@atlas.example", roles: [], admin: false }),
    ],
    ["sendPasswordRecovery", () => accounts.sendPasswordRecovery(ids.member)],
    ["sendMagicLink", () => accounts.sendMagicLink(ids.member)],
    ["changeRequestStatus", () => contact.changeRequestStatus([ids.request], "handled")],
    ["addRequestNote", () => contact.addRequestNote(ids.request, "Rappeler lundi")],
    ["assignRequest", () => contact.assignRequest(ids.request, String(ids.member))],
    ["markRequestSpam", () => contact.markRequestSpam(ids.request, true)],
    ["deleteRequest", () => contact.deleteRequest(ids.request)],
    ["readArticle", () => blog.readArticle(ids.article)],
    ["readLocation", () => places.readLocation(ids.location)],
    ["readEvent", () => agenda.readEvent(ids.event)],
    ["readFormation", () => catalogue.readFormation(ids.formation)],
    ["readUser", () => accounts.readUser(ids.member)],
    ["saveSession", () => sessions.saveSession(null, session)],
    ["cancelSession", () => sessions.cancelSession(ids.session)],
    ["duplicateSession", () => sessions.duplicateSession(ids.session)],
    ["setRegistrationStatus", () => sessions.setRegistrationStatus(ids.registration, "cancelled")],
    ["readSession", () => sessions.readSession(ids.session)],
    ["sendConvocations", () => sessions.sendConvocations(ids.session)],
    ["markAnswerHandled", () => surveys.markAnswerHandled(ids.answer, "Formateur rappelé")],
    ["moderateComment", () => surveys.moderateComment(ids.consented, "approved")],
  ];

  it.each(actions)(
    "%s: 401 signed out, 403 for a non-admin or an admin who has not finished onboarding, nothing written",
    async (_name, call) => {
      const before = await journal();
      expect(await call()).toMatchObject({ ok: false, status: 401 });
      as("member");
      expect(await call()).toMatchObject({
        ok: false,
        status: 403,
        error: "Action réservée aux administrateurs.",
      });
      as("onboarding");
      expect(await call()).toMatchObject({ ok: false, status: 403 });
      expect(await journal()).toBe(before);
      expect(state.expired).toEqual([]);
      const [request] = await handle.db.select().from(contactRequests);
      expect(request?.status).toBe("new");
      expect(await handle.db.select({ value: count() }).from(blogPosts)).toEqual([{ value: 1 }]);
    },
  );

  it("refuses the CSV export and image uploads to non-admins", async () => {
    const csv = () => csvRoute.GET(new Request(`${site}/dashboard/demandes/export.csv`));
    const upload = async () =>
      imageRoute.POST(await pngUpload(`${site}/api/images/users/${ids.member}`), {
        params: Promise.resolve({ folder: "users", id: String(ids.member) }),
      });
    expect((await csv()).status).toBe(401);
    expect((await upload()).status).toBe(401);
    as("member");
    expect((await csv()).status).toBe(403);
    expect((await upload()).status).toBe(403);
    const requester = await requesterRoute.GET(
      new Request(`${site}/dashboard/demandes/${ids.request}/donnees.json`),
      { params: Promise.resolve({ id: String(ids.request) }) },
    );
    expect(requester.status).toBe(403);
    // A session's trainees, as a spreadsheet or on its attendance sheet.
    const params = { params: Promise.resolve({ id: String(ids.session) }) };
    for (const download of [
      sessionCsvRoute.GET(
        new Request(`${site}/dashboard/sessions/${ids.session}/inscriptions.csv`),
        params,
      ),
      sheetRoute.GET(
        new Request(`${site}/dashboard/sessions/${ids.session}/emargement.pdf`),
        params,
      ),
    ]) {
      const response = await download;
      expect(response.status).toBe(403);
      expect(await response.text()).not.toContain("Inès Roux");
    }
    expect(state.files.size).toBe(0);
    const answers = await answersCsvRoute.GET(new Request(`${site}/dashboard/avis/export.csv`));
    expect(answers.status).toBe(403);
    expect(await answers.text()).not.toContain("Léo Blanc");
  });

  it("shows a mail template's preview to admins only, and says when a template does not exist", async () => {
    const preview = (template: string) =>
      mailPreviewRoute.GET(new Request(`${site}/dashboard/emails/${template}`), {
        params: Promise.resolve({ template }),
      });
    as("anonymous");
    expect((await preview("convocation")).status).toBe(401);
    as("member");
    const refused = await preview("convocation");
    expect(refused.status).toBe(403);
    expect(await refused.text()).not.toContain("convocation");
    as("admin");
    const shown = await preview("convocation");
    expect(shown.status).toBe(200);
    expect(shown.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(await shown.text()).toMatch(
      /^<!DOCTYPE html><html dir="ltr" lang="fr">[\s\S]*voici votre convocation/,
    );
    const unknown = await preview("inconnu");
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("Ce modèle d'e-mail n'existe pas.");
  });

  it("reads an item for its edit dialog as saved now, says in French when it is gone or unknown", async () => {
    as("admin");
    expect(await places.readLocation(ids.location)).toEqual({
      ok: true,
      values: {
        country: "France",
        city: "Lyon",
        country_code: "",
        address: "",
        permanent: true,
        stay_start: "",
        stay_end: "",
      },
    });
    await handle.db
      .insert(formationResults)
      .values({ formation_id: ids.formation, year: 2024, trainees: 8, satisfaction_rate: 90 });
    expect(await catalogue.readFormation(ids.formation)).toMatchObject({
      ok: true,
      values: {
        title: "SQL avancé",
        duration: "1 jour",
        event_id: "none",
        results: [{ year: "2024", trainees: "8", satisfaction_rate: "90", completion_rate: "" }],
      },
    });
    await handle.db
      .delete(formationResults)
      .where(eq(formationResults.formation_id, ids.formation));
    expect(await accounts.readUser(ids.member)).toMatchObject({
      ok: true,
      values: { email: "membre@atlas.example", admin: false, roles: [] },
    });
    expect(await blog.readArticle(ids.article)).toMatchObject({
      ok: true,
      values: { title: "Existant", content: "" },
    });
    expect(await agenda.readEvent(ids.event + 1000)).toEqual({
      ok: false,
      status: 404,
      error: "Cet événement n'existe plus : rechargez la page.",
    });
    expect(await agenda.readEvent(-1)).toEqual({
      ok: false,
      status: 400,
      error: "Élément inconnu.",
    });
  });

  it("creates an article for an admin: slug from the title, journal line, blog cache expired", async () => {
    as("admin");
    expect(await blog.saveArticle(null, article)).toEqual({ ok: true });
    const [saved] = await handle.db
      .select()
      .from(blogPosts)
      .where(eq(blogPosts.slug, "ete-2027-nos-sessions"));
    expect(saved).toMatchObject({
      title: "Été 2027 : nos sessions",
      tags: ["été", "sessions"],
      published: true,
      date: "2027-06-01",
    });
    expect(state.expired).toEqual(["blog-posts"]);
    const [line] = await handle.db.select().from(auditLog).orderBy(auditLog.id);
    expect(line).toMatchObject({
      action: "create",
      entity: "blog_post",
      entity_id: saved!.id,
      summary: "Été 2027 : nos sessions",
      actor_name: "Prénom admin@atlas.example",
    });
    expect(await blog.saveArticle(null, { ...article, slug: "existant" })).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { slug: expect.stringContaining("existant") },
    });
    expect(await blog.saveArticle(null, { ...article, title: "" })).toMatchObject({
      ok: false,
      status: 400,
      fieldErrors: { title: "Le titre est requis." },
    });
    // PostgreSQL cannot store a NUL character: refused in French wherever it hides.
    expect(
      await blog.saveArticle(null, { ...article, slug: "nul", content: "Texte\u0000" }),
    ).toMatchObject({
      ok: false,
      status: 400,
      error: "Ce texte contient un caractère non autorisé.",
    });
  });

  it("gives a second formation of the same title a suffixed address, and says so", async () => {
    as("admin");
    const result = await catalogue.saveFormation(null, formation);
    expect(result).toMatchObject({
      ok: true,
      notice: expect.stringContaining("/formation/sql-avance-2"),
    });
    const [created] = await handle.db
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
    const [original] = await handle.db
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
    const results = await handle.db
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
      await handle.db
        .select()
        .from(formationResults)
        .where(eq(formationResults.formation_id, ids.formation)),
    ).toEqual([]);
    expect(state.expired).toContain("formations");

    // An address written under another rule (the demo content's) stays while the title does,
    // and follows the title once it changes.
    await handle.db
      .update(formations)
      .set({ slug: "sql-l-avance" })
      .where(eq(formations.id, ids.formation));
    expect(
      await catalogue.saveFormation(ids.formation, { ...formation, duration: "4 jours" }),
    ).toEqual({ ok: true });
    expect(
      (await handle.db.select().from(formations).where(eq(formations.id, ids.formation)))[0],
    ).toMatchObject({ slug: "sql-l-avance", duration: "4 jours" });
    expect(
      await catalogue.saveFormation(ids.formation, { ...formation, title: "SQL expert" }),
    ).toEqual({ ok: true });
    expect(
      (await handle.db.select().from(formations).where(eq(formations.id, ids.formation)))[0],
    ).toMatchObject({ slug: "sql-expert" });
  });

  it("names as a formation's contact only a team member, and keeps one who left until staff choose another", async () => {
    as("admin");
    await handle.db
      .update(users)
      .set({ roles: ["Formatrice"] })
      .where(eq(users.id, ids.member));
    // The administrator is staff without a role: not on the team, so not a contact.
    const [outsider] = await handle.db
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
    expect(await listContactChoices(handle.db)).toEqual([
      {
        id: ids.member,
        name: "Prénom",
        last_name: "membre@atlas.example",
        email: "membre@atlas.example",
        outsideTeam: false,
      },
    ]);

    // The member leaves the team: their formation keeps them through an edit; no other can take them.
    await handle.db.update(users).set({ roles: null }).where(eq(users.id, ids.member));
    expect(await listContactChoices(handle.db)).toMatchObject([
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
    expect(await listContactChoices(handle.db)).toEqual([]);
  });

  it("keeps the requests about a formation or a place that is deleted, naming neither any more", async () => {
    as("admin");
    const [formation] = await handle.db
      .insert(formations)
      .values({
        slug: "a-supprimer",
        title: "À supprimer",
        duration: "1 jour",
        price_no_tax: "100",
      })
      .returning();
    const [place] = await handle.db
      .insert(locations)
      .values({ country: "Belgique", city: "Gand", permanent: true })
      .returning();
    const [request] = await handle.db
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
    const [kept] = await handle.db
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

  it("cancels a registration as an admin: the first on the waiting list moves up and is told; cancelling the session tells everyone", async () => {
    as("admin");
    expect(await sessions.setRegistrationStatus(ids.registration, "cancelled")).toEqual({
      ok: true,
      notice: "Hugo Petit sort de la liste d'attente.",
    });
    const people = await handle.db
      .select({ name: registrations.trainee_name, status: registrations.status })
      .from(registrations)
      .where(eq(registrations.session_id, ids.session))
      .orderBy(registrations.id);
    expect(people).toEqual([
      { name: "Inès Roux", status: "cancelled" },
      { name: "Hugo Petit", status: "pending" },
    ]);
    const [promoted] = await handle.db.select().from(outbox).where(eq(outbox.to, "hugo@client.fr"));
    expect(promoted!.subject).toBe("Une place s'est libérée : Python | Atlas Tech Formation");
    expect(state.expired).toContain("sessions");
    expect(await sessions.setRegistrationStatus(ids.registration, "confirmed")).toMatchObject({
      ok: false,
      status: 409,
      error: "Ce changement de statut n'est pas possible pour cette inscription.",
    });

    // An address a visitor typed and never confirmed is not told, nor its registration touched.
    await handle.db.insert(registrations).values({
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
    const told = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, "Session annulée : Python | Atlas Tech Formation"));
    expect(told.map((mail) => mail.to)).toEqual(["hugo@client.fr"]);
    const [untouched] = await handle.db
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
    const db = handle.db;
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
    const person = (trainee_name: string, status: "confirmed" | "pending" | "waiting") => ({
      session_id: scheduled!.id,
      trainee_name,
      email: `${trainee_name
        .split(" ")[0]!
        .toLowerCase()
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")}@client.fr`,
      company: "ACME",
      payer: "opco" as const,
      status,
    });
    const [, , zoe] = await db
      .insert(registrations)
      .values([
        person("Léa Martin", "confirmed"),
        person("Jean Dupont", "confirmed"),
        person("Zoé Blanc", "pending"),
        person("Luc Noir", "waiting"),
      ])
      .returning();
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
        { ok: true, notice: "2 convocations envoyées." },
        expect.objectContaining({
          ok: false,
          status: 409,
          error:
            "Chaque stagiaire confirmé a déjà reçu sa convocation : confirmez d'abord les nouvelles inscriptions.",
        }),
      ]),
    );
    const sent = await convocations();
    expect(sent.map((mail) => mail.to).sort()).toEqual(["jean@client.fr", "lea@client.fr"]);
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
      '"N°";"Date d\'inscription";"Statut";"Nom";"Email";"Téléphone";"Entreprise";"Financement";"Situation de handicap";"Précisions";"Convocation envoyée"',
    );
    expect(lines.filter((line) => line.includes('"Confirmée"'))).toHaveLength(3);
    expect(lines.find((line) => line.includes("Luc Noir"))).toContain('"Liste d\'attente"');
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
      "Léa Martin",
      "Jean Dupont",
      "Zoé Blanc",
      "Matin",
      "Après-midi",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`Déclaration d'activité n° ${siteConfig.company.trainingDeclaration}`);
    // On the waiting list, Luc has no seat and does not sign.
    expect(text).not.toContain("Luc Noir");
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
      handle.db.insert(trainingSessions).values({
        formation_id: ids.formation,
        start_date: "2027-02-01",
        end_date: "2027-02-01",
        place: "remote",
        capacity: 5,
        remote_link: "javascript:alert(1)",
      }),
    ).rejects.toThrow();
  });

  it("refuses to delete a formation that has sessions: they record who was trained", async () => {
    as("admin");
    const [formation] = await handle.db
      .insert(formations)
      .values({
        slug: "avec-sessions",
        title: "Avec sessions",
        duration: "1 jour",
        price_no_tax: "100",
      })
      .returning();
    await handle.db.insert(trainingSessions).values({
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
      await handle.db
        .select({ id: formations.id })
        .from(formations)
        .where(eq(formations.id, formation!.id)),
    ).toHaveLength(1);
  });

  it("refuses to delete an event formations are tied to, then deletes it once they are not", async () => {
    as("admin");
    await handle.db
      .update(formations)
      .set({ event_id: ids.event })
      .where(eq(formations.id, ids.formation));
    expect(await agenda.deleteEvent(ids.event)).toMatchObject({
      ok: false,
      status: 409,
      error: expect.stringContaining("Une formation est rattachée"),
    });
    await handle.db
      .update(formations)
      .set({ event_id: null })
      .where(eq(formations.id, ids.formation));
    expect(await agenda.deleteEvent(ids.event)).toEqual({ ok: true });
    expect(await agenda.deleteEvent(ids.event)).toMatchObject({ ok: false, status: 404 });
  });

  it("saves a permanent location without stay dates, and an event on it", async () => {
    as("admin");
    expect(await places.saveLocation(ids.location, { ...place, permanent: true })).toEqual({
      ok: true,
    });
    const [saved] = await handle.db.select().from(locations).where(eq(locations.id, ids.location));
    expect(saved).toMatchObject({
      country: "Portugal",
      city: "Porto",
      country_code: "pt",
      address: null,
      stay_start: null,
      stay_end: null,
    });
    expect(await agenda.saveEvent(null, { ...event, location: String(ids.location) })).toEqual({
      ok: true,
    });
    expect(await agenda.saveEvent(null, { ...event, location: "999999" })).toMatchObject({
      ok: false,
      fieldErrors: { location: expect.any(String) },
    });
  });

  it("edits a member (roles trimmed and unique, empty titre saved empty) but never the admin's own right", async () => {
    as("admin");
    expect(await accounts.updateUser(ids.member, profile)).toEqual({ ok: true });
    const [member] = await handle.db.select().from(users).where(eq(users.id, ids.member));
    expect(member).toMatchObject({
      name: "Inès",
      roles: ["Formatrice"],
      titre: null,
      user_id: memberAccount,
    });
    expect(await accounts.updateUser(ids.member, { ...profile, roles: [] })).toEqual({ ok: true });
    expect(
      (await handle.db.select().from(users).where(eq(users.id, ids.member)))[0]!.roles,
    ).toBeNull();
    const [self] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, "admin@atlas.example"));
    expect(
      await accounts.updateUser(self!.id, {
        ...profile,
        email: "admin@atlas.example",
        admin: false,
      }),
    ).toMatchObject({ ok: false, status: 409 });
    expect(
      await accounts.updateUser(self!.id, { ...profile, email: "ines@atlas.example", admin: true }),
    ).toMatchObject({ ok: false, fieldErrors: { email: expect.any(String) } });
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
    const ticked = await handle.db
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
      (await inbox.allRequests(handle.db, { q: "groupe.fr", status: null, formationId: null })).map(
        (row) => [row.name, row.status],
      );
    expect(await statuses()).toEqual([
      ["Chloé", "new"],
      ["Bruno", "handled"],
      ["Ana", "handled"],
    ]);
    expect((await inbox.requestHistory(handle.db, bruno)).map((line) => line.summary)).toEqual([
      "Bruno (Groupe) : Traitée",
    ]);
    expect(await inbox.requestHistory(handle.db, chloe)).toEqual([]);

    // One of them deleted meanwhile in another tab: the others change, and the answer says so.
    await handle.db.delete(contactRequests).where(eq(contactRequests.id, chloe));
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
    const [request] = await handle.db
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
    const notes = await inbox.requestNotesOf(handle.db, id);
    expect(notes).toEqual([
      expect.objectContaining({
        text: "Rappeler lundi",
        author_name: expect.stringContaining("Prénom"),
      }),
    ]);

    expect(await contact.assignRequest(id, String(ids.member))).toEqual({ ok: true });
    const [stranger] = await handle.db
      .insert(users)
      .values({ name: "Hors", last_name: "Équipe", email: "hors@client.fr" })
      .returning();
    expect(await contact.assignRequest(id, String(stranger!.id))).toMatchObject({
      ok: false,
      status: 409,
      fieldErrors: { assignee: "Choisissez un membre de l'équipe qui peut se connecter." },
    });
    expect((await inbox.readRequest(handle.db, id))!.assignee_id).toBe(ids.member);

    // A spam leaves the inbox, its 'new' figure and its export, and is found under 'Spam'.
    const filters = { q: "globex", status: null, formationId: null };
    const newBefore = await inbox.countNewRequests(handle.db);
    expect(await contact.markRequestSpam(id, true)).toEqual({ ok: true });
    expect(await inbox.allRequests(handle.db, filters)).toEqual([]);
    expect(
      (await inbox.allRequests(handle.db, { ...filters, status: "spam" })).map((row) => row.id),
    ).toEqual([id]);
    expect(await inbox.countNewRequests(handle.db)).toBe(newBefore - 1);

    expect(
      (await inbox.requestHistory(handle.db, id)).map((line) => [line.action, line.summary]),
    ).toEqual([
      ["note", "Paul (Globex) : note ajoutée"],
      ["assign", expect.stringMatching(/^Paul \(Globex\) : attribuée à /)],
      ["spam", "Paul (Globex) : marquée comme spam"],
    ]);

    expect(await contact.deleteRequest(id)).toEqual({ ok: true });
    expect(await inbox.readRequest(handle.db, id)).toBeNull();
    expect(await inbox.requestNotesOf(handle.db, id)).toEqual([]);
    const [line] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.summary, `Demande n° ${id} supprimée`));
    expect(line).toMatchObject({ action: "delete", entity: "contact_request", entity_id: id });
    expect(await contact.deleteRequest(id)).toMatchObject({ ok: false, status: 404 });
  });

  it("stores an uploaded photo re-encoded as a 480 px square PNG, and refuses what is not an image", async () => {
    as("admin");
    const params = { params: Promise.resolve({ folder: "users", id: String(ids.member) }) };
    state.expired = [];
    const response = await imageRoute.POST(
      await pngUpload(`${site}/api/images/users/${ids.member}`),
      params,
    );
    expect(response.status).toBe(200);
    const stored = state.files.get(`users/${ids.member}.png`)!;
    expect(await sharp(stored).metadata()).toMatchObject({
      format: "png",
      width: 480,
      height: 480,
    });
    // The team pages name the photo by its version: they must render again.
    expect(state.expired).toEqual(["users"]);

    // Text declared as a PNG is refused by its bytes; a PNG's signature before garbage, by the decoder.
    const fake = new FormData();
    fake.set("image", new File(["pas une image"], "photo.png", { type: "image/png" }));
    const refused = await imageRoute.POST(
      await formPost(`${site}/api/images/users/${ids.member}`, fake),
      params,
    );
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({
      ok: false,
      error: "Format refusé : PNG, JPEG ou WebP uniquement.",
    });
    const broken = new FormData();
    broken.set(
      "image",
      new File([Buffer.from("89504e470d0a1a0a", "hex"), "pas une image"], "photo.png", {
        type: "image/png",
      }),
    );
    const unreadable = await imageRoute.POST(
      await formPost(`${site}/api/images/users/${ids.member}`, broken),
      params,
    );
    expect(unreadable.status).toBe(400);
    expect(await unreadable.json()).toEqual({
      ok: false,
      error: "Ce fichier n'est pas une image lisible.",
    });
    const text = new FormData();
    text.set("image", new File(["x"], "notes.txt", { type: "text/plain" }));
    expect(
      (
        await imageRoute.POST(
          await formPost(`${site}/api/images/users/${ids.member}`, text),
          params,
        )
      ).status,
    ).toBe(415);

    // A body whose length is not announced, or announced too large, is refused before it is read.
    const unannounced = new Request(`${site}/api/images/users/${ids.member}`, {
      method: "POST",
      body: text,
      headers: { origin: site, host: "atlas.example" },
    });
    expect(unannounced.headers.get("content-length")).toBeNull();
    const unread = await imageRoute.POST(unannounced, params);
    expect(unread.status).toBe(411);
    expect(await unread.json()).toEqual({
      ok: false,
      error: "Envoi refusé : la taille de l'image n'est pas annoncée.",
    });
    expect(unannounced.bodyUsed).toBe(false);
    const huge = new Request(`${site}/api/images/users/${ids.member}`, {
      method: "POST",
      body: new ReadableStream({
        pull: () => {
          throw new Error("lu alors qu'il ne devait pas l'être");
        },
      }),
      headers: {
        "content-length": String(50 * 1024 * 1024),
        "content-type": "multipart/form-data; boundary=x",
      },
      duplex: "half",
    } as RequestInit);
    expect((await imageRoute.POST(huge, params)).status).toBe(413);
    const foreign = await pngUpload(`${site}/api/images/users/${ids.member}`);
    foreign.headers.set("origin", "https://evil.example");
    expect((await imageRoute.POST(foreign, params)).status).toBe(403);
  });

  it("deletes a user with their sign-in account and sessions, journaled, but never the admin's own account", async () => {
    const { cookie: leaving, userId } = await signedInStaff(
      handle.db,
      state.auth as never,
      site,
      "partant@atlas.example",
      false,
    );
    const [profileRow] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, "partant@atlas.example"));
    expect(
      await handle.db.select().from(authSessions).where(eq(authSessions.userId, userId)),
    ).toHaveLength(1);
    as("admin");
    const [self] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, "admin@atlas.example"));
    expect(await accounts.deleteUser(self!.id)).toEqual({
      ok: false,
      status: 409,
      error: "Vous ne pouvez pas supprimer votre propre compte.",
    });

    expect(await accounts.deleteUser(profileRow!.id)).toEqual({ ok: true });
    expect(await handle.db.select().from(users).where(eq(users.id, profileRow!.id))).toEqual([]);
    expect(await handle.db.select().from(authUsers).where(eq(authUsers.id, userId))).toEqual([]);
    expect(
      await handle.db.select().from(authSessions).where(eq(authSessions.userId, userId)),
    ).toEqual([]);
    const [line] = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "user"), eq(auditLog.entity_id, profileRow!.id)));
    expect(line).toMatchObject({
      action: "delete",
      entity: "user",
      summary: "Prénom partant@atlas.example",
    });
    expect(state.expired).toEqual(expect.arrayContaining(["users", "formations"]));
    expect(await accounts.deleteUser(profileRow!.id)).toMatchObject({ ok: false, status: 404 });

    // The deleted person's browser still sends the cookie: it opens nothing.
    state.headers = new Headers({ cookie: leaving });
    expect(
      await accounts.updateOwnProfile({
        name: "Encore",
        last_name: "Là",
        email: "partant@atlas.example",
        phone: "",
        titre: "",
      }),
    ).toMatchObject({ ok: false, status: 401 });
  });

  it("exports everything kept about a requester as JSON, then erases it, journaled without copying it", async () => {
    const db = handle.db;
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

  it("stores a location's picture as a 960×540 banner without its EXIF and GPS, and refuses an unknown place or a file over 5 MB", async () => {
    as("admin");
    const upload = (folder: string, id: string, image: Buffer, type = "image/jpeg") => {
      const body = new FormData();
      body.set("image", new File([new Uint8Array(image)], "lieu.jpg", { type }));
      return formPost(`${site}/api/images/${folder}/${id}`, body, {
        origin: site,
        host: "atlas.example",
      }).then((request) => imageRoute.POST(request, { params: Promise.resolve({ folder, id }) }));
    };
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: "#16a34a" },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: "Appareil", Model: "Secret" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "48/1 51/1 24/1" },
      })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const response = await upload("locations", String(ids.location), photo);
    expect(response.status).toBe(200);
    const stored = state.files.get(`locations/${ids.location}.png`)!;
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: "png", width: 960, height: 540 });
    expect(metadata.exif).toBeUndefined();
    expect(stored.includes("Secret")).toBe(false);

    expect(await (await upload("locations", "999999", photo)).json()).toEqual({
      ok: false,
      error: "Ce lieu n'existe plus : rechargez la page.",
    });
    for (const [folder, id] of [
      ["avatars", String(ids.member)],
      ["users", "abc"],
      ["users", "0"],
    ] as const) {
      const unknown = await upload(folder, id, photo);
      expect(unknown.status, `${folder}/${id}`).toBe(404);
      expect(await unknown.json()).toEqual({ ok: false, error: "Élément inconnu." });
    }
    // Announced within the limit's margin, but the file itself is over 5 MB.
    const heavy = await upload(
      "locations",
      String(ids.location),
      Buffer.alloc(5 * 1024 * 1024 + 10_000, 1),
    );
    expect(heavy.status).toBe(413);
    expect(await heavy.json()).toEqual({ ok: false, error: "Image trop lourde : 5 Mo au plus." });
    expect(state.files.get(`locations/${ids.location}.png`)!.equals(stored)).toBe(true);
  });

  it("serves the photo of a member shown in the team, and of no one else, even uploaded", async () => {
    expect(state.files.has(`users/${ids.member}.png`)).toBe(true);
    const photo = () =>
      photoRoute.GET(new Request(`${site}/users/${ids.member}.png`), {
        params: Promise.resolve({ image: `${ids.member}.png` }),
      });
    as("admin");
    expect(await accounts.updateUser(ids.member, { ...profile, roles: ["Formatrice"] })).toEqual({
      ok: true,
    });
    const served = await photo();
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(
      Buffer.from(await served.arrayBuffer()).equals(state.files.get(`users/${ids.member}.png`)!),
    ).toBe(true);
    // The same profile, had it signed up without an invitation: not staff, not shown.
    await handle.db.update(users).set({ staff: false }).where(eq(users.id, ids.member));
    expect((await photo()).status).toBe(404);
    await handle.db.update(users).set({ staff: true }).where(eq(users.id, ids.member));
  });

  it("keeps the current photo's versioned address for a year, and answers an older address with the new photo, briefly cached", async () => {
    const photo = (name: string, headers: HeadersInit = {}) =>
      photoRoute.GET(new Request(`${site}/users/${name}`, { headers }), {
        params: Promise.resolve({ image: name }),
      });
    const version = contentVersion(state.files.get(`users/${ids.member}.png`)!);
    const current = await photo(`${ids.member}.${version}.png`);
    expect(current.status).toBe(200);
    expect(current.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(current.headers.get("etag")).toBe(`"${version}"`);
    const revalidated = await photo(`${ids.member}.${version}.png`, {
      "if-none-match": `"${version}"`,
    });
    expect(revalidated.status).toBe(304);

    const older = await photo(`${ids.member}.${"0".repeat(16)}.png`);
    expect(older.status).toBe(200);
    expect(older.headers.get("cache-control")).toBe(
      "public, max-age=300, stale-while-revalidate=86400",
    );
    expect(
      Buffer.from(await older.arrayBuffer()).equals(state.files.get(`users/${ids.member}.png`)!),
    ).toBe(true);
    expect((await photo(`${ids.member}.${version}.png.png`)).status).toBe(404);
  });
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
    const [handled] = await handle.db
      .select()
      .from(surveyAnswers)
      .where(eq(surveyAnswers.id, ids.answer));
    const [admin] = await handle.db
      .select()
      .from(users)
      .where(eq(users.email, "admin@atlas.example"));
    expect(handled).toMatchObject({
      action_note: "Formateur rappelé ; support de cours complété.",
      handled_by: admin!.id,
      handled_at: expect.any(Date),
    });
    const [line] = await handle.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
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
      (await handle.db.select().from(surveyAnswers).where(eq(surveyAnswers.id, ids.answer)))[0]!
        .comment_status,
    ).toBe("pending");
    expect(await surveys.moderateComment(ids.consented, "approved")).toEqual({ ok: true });
    expect(state.expired).toEqual(["sessions"]);
    expect(
      (await handle.db.select().from(surveyAnswers).where(eq(surveyAnswers.id, ids.consented)))[0]!
        .comment_status,
    ).toBe("approved");
    expect(await surveys.moderateComment(ids.consented, "hidden")).toEqual({ ok: true });
    expect(
      (await handle.db.select().from(surveyAnswers).where(eq(surveyAnswers.id, ids.consented)))[0]!
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
      '"Python";"Du 5 au 7 octobre 2026";"Léo Blanc";"2";"Non atteints";"2";"2";"3";"Non";"\'=HYPERLINK(""https://evil.example"")";"Publication refusée"',
    );
    expect(await lines("?suivi=a-traiter")).toHaveLength(2);
    expect(await lines("?annee=2025")).toHaveLength(1);
  });
});
