import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { readSiteConfig } from "@/config/site";
import type { DatabaseHandle } from "@/db/client";
import { accountHooks } from "@/features/accounts/auth-hooks";
import { emptyFormation } from "@/features/formations/schema";
import { createAuth } from "@/server/auth/auth";
import { state } from "./admin-mocks";
import { openMigrated, type DatabaseTarget } from "./databases";
import { signedInStaff } from "./staff-accounts";
import { answeredInvitations } from "./survey-invitations";
import { formations } from "@/features/formations/tables";
import { locations } from "@/features/locations/tables";
import { events } from "@/features/events/tables";
import { blogPosts } from "@/features/blog/tables";
import { users } from "@/server/auth/tables";
import { auditLog } from "@/server/tables";
import { contactRequests } from "@/features/contact/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { surveyAnswers } from "@/features/surveys/tables";

/**
 * The administration tests' world: what the dashboard's forms send, and a database where an
 * administrator, a member and an administrator still onboarding are signed in, beside one row of
 * each kind (an article, a place, an event, a formation, a request, a session with a trainee and
 * one on its waiting list, an ended session with two survey answers).
 */

export const site = "https://atlas.example";
export const config = readSiteConfig({ SITE_URL: site, AUTH_SECRET: "z".repeat(40) });

export const article = {
  title: "Été 2027 : nos sessions",
  emoji: "☀️",
  slug: "",
  description: "Le programme.",
  content: "## Bonjour",
  tags: "été, sessions",
  date: "2027-06-01",
  published: true,
};
export const place = {
  country: "Portugal",
  city: "Porto",
  country_code: "PT",
  address: "",
  permanent: false,
  stay_start: "2027-05-01",
  stay_end: "2027-05-20",
};
export const event = {
  nom: "Web Summit",
  description: "",
  start_date: "2027-11-10",
  end_date: "2027-11-13",
  location: "none",
};
export const session = {
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
export const formation = {
  ...emptyFormation,
  title: "SQL avancé",
  duration: "2 jours",
  price_no_tax: "990",
  format: "Distanciel",
  certification: true,
  objectives: "Optimiser\nIndexer",
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
export const profile = {
  name: "Inès",
  last_name: "Garcia",
  email: "ines@atlas.example",
  phone: "",
  titre: "",
  roles: [" Formatrice ", "Formatrice"],
  admin: false,
};

/** A multipart POST as a browser sends it: with its Content-Length. */
export async function formPost(url: string, form: FormData, headers: Record<string, string> = {}) {
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

export async function pngUpload(url: string) {
  const image = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: "#3b82f6" },
  })
    .jpeg()
    .toBuffer();
  const body = new FormData();
  body.set("image", new File([new Uint8Array(image)], "photo.jpg", { type: "image/jpeg" }));
  return formPost(url, body, { origin: site, host: "atlas.example" });
}

/**
 * Opens the world for one database target around a describe block (before its tests, closed
 * after; each test starts signed out with no expired tag). `as` chooses who asks; `journal` counts
 * the journal's lines; `ids` holds the rows above once open.
 */
export function useAdministration(target: DatabaseTarget) {
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
    const invitations = await answeredInvitations(db, ended!.id, ["Léo Blanc", "Zoé Noir"], {
      sentAt: new Date("2026-10-08T08:00:00Z"),
      answeredAt: new Date("2026-10-08T12:00:00Z"),
    });
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

  return {
    get db() {
      return handle.db;
    },
    get memberAccount() {
      return memberAccount;
    },
    ids,
    cookies,
    as,
    journal: async () => (await handle.db.select({ value: count() }).from(auditLog))[0]!.value,
  };
}
