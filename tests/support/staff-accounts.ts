import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import type { Auth } from "../../src/server/auth/auth";

/** Staff accounts written straight into a test database, ready to sign in. */
export const STAFF = {
  admin: {
    email: "direction@atlas-test.fr",
    password: "admin-secret-1",
    name: "Claire",
    last_name: "Dubois",
    admin: true,
    titre: "Directrice",
  },
  member: {
    email: "formateur@atlas-test.fr",
    password: "membre-secret-1",
    name: "Hugo",
    last_name: "Lefèvre",
    admin: false,
    titre: "Formateur",
  },
} as const;

export type StaffMember = (typeof STAFF)[keyof typeof STAFF];

/** Someone who signed up without an invitation and finished onboarding: a personal space only. */
export const UNINVITED = {
  email: "curieux@example.org",
  password: "curieux-secret-1",
  name: "Paul",
  last_name: "Curieux",
  admin: false,
  titre: null,
} as const;

type Database = PgDatabase<PgQueryResultHKT>;

export async function insertStaff(db: Database) {
  for (const person of Object.values(STAFF)) await insertAccount(db, person, true);
}

/** Who a test account belongs to: its address, password and profile. */
export interface TestPerson {
  email: string;
  password: string;
  name: string;
  last_name: string;
  admin: boolean;
  titre: string | null;
}

/**
 * A confirmed account with its password and profile, under generated ids (never the address, so
 * that a test mixing up ids and addresses fails); `staff` as an invitation makes it. Unless
 * `passwordSetupRequired`, onboarding is finished.
 */
export async function insertAccount(
  db: Database,
  person: TestPerson,
  staff: boolean,
  { passwordSetupRequired = false } = {},
) {
  const id = randomUUID();
  await db.insert(schema.authUsers).values({
    id,
    name: `${person.name} ${person.last_name}`,
    email: person.email,
    emailVerified: true,
  });
  await db.insert(schema.authAccounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(person.password),
  });
  const [profile] = await db
    .insert(schema.users)
    .values({
      user_id: id,
      name: person.name,
      last_name: person.last_name,
      email: person.email,
      admin: person.admin,
      staff,
      titre: person.titre,
      password_setup_required: passwordSetupRequired,
    })
    .returning({ id: schema.users.id });
  return { userId: id, profileId: profile!.id };
}

/**
 * A staff account signed in through the real auth handler: its ids, and the session cookie a browser
 * would send with a server action or a route handler.
 */
export async function signedInStaff(
  db: Database,
  auth: Auth,
  site: string,
  email: string,
  admin: boolean,
) {
  const password = "secret-4242-test";
  const account = await insertAccount(
    db,
    { email, password, name: "Prénom", last_name: email, admin, titre: null },
    true,
  );
  const response = await auth.handler(
    new Request(`${site}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site },
      body: JSON.stringify({ email, password }),
    }),
  );
  if (!response.ok) throw new Error(`Connexion de test impossible : ${response.status}`);
  return { ...account, cookie: sessionCookieOf(response) };
}

/** The cookies a sign-in's response sets, as a request's `cookie` header sends them back. */
function sessionCookieOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/**
 * The session cookie of a real sign-in of STAFF.admin at a running server: for the benchmarks
 * that load the dashboard.
 */
export async function adminSessionCookie(base: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: STAFF.admin.email, password: STAFF.admin.password }),
  });
  if (!response.ok) throw new Error(`Connexion impossible (HTTP ${response.status}).`);
  return sessionCookieOf(response);
}
