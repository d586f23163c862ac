import { spawnSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "../../src/db/schema";
import { fixtureDatabase } from "../e2e/support/fixture-database";

/** Staff accounts written straight into a test database, ready to sign in. */
export const STAFF = {
  admin: { email: "direction@atlas-test.fr", password: "admin-secret-1", name: "Claire", last_name: "Dubois", admin: true, titre: "Directrice" },
  member: { email: "formateur@atlas-test.fr", password: "membre-secret-1", name: "Hugo", last_name: "Lefèvre", admin: false, titre: "Formateur" },
} as const;

export type StaffMember = (typeof STAFF)[keyof typeof STAFF];

/** Someone who signed up without an invitation and finished onboarding: a personal space only. */
export const UNINVITED = { email: "curieux@example.org", password: "curieux-secret-1", name: "Paul", last_name: "Curieux", admin: false, titre: null } as const;

type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export async function insertStaff(db: Database) {
  for (const person of Object.values(STAFF)) await insertAccount(db, person, true);
}

/** A confirmed account with its password and finished profile; `staff` as an invitation makes it. */
export async function insertAccount(db: Database, person: StaffMember | typeof UNINVITED, staff: boolean) {
  const id = randomUUID();
  await db.insert(schema.authUsers).values({ id, name: `${person.name} ${person.last_name}`, email: person.email, emailVerified: true });
  await db.insert(schema.authAccounts).values({
    id: randomUUID(),
    accountId: id,
    providerId: "credential",
    userId: id,
    password: await hashPassword(person.password),
  });
  await db.insert(schema.users).values({
    user_id: id,
    name: person.name,
    last_name: person.last_name,
    email: person.email,
    admin: person.admin,
    staff,
    titre: person.titre,
    password_setup_required: false,
  });
}

/** A test database with the demo content (seeded by `npm run db:seed`) and the staff accounts. */
export async function demoDatabaseWithStaff(dataDir: string) {
  const seed = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/db-seed.ts"], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", NODE_ENV: "production" },
    encoding: "utf8",
  });
  if (seed.status !== 0) throw new Error(`Seed impossible : ${seed.stderr}`);
  await fixtureDatabase(insertStaff)(dataDir);
}
