import "server-only";
import { and, asc, count, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "@/db/client";
import { listViews, type ListView } from "@/config/list-views";
import { readChoice, readListParams, type ListParams, type SearchParams } from "@/lib/list-params";
import { arrayText, matchesSearch, readPage } from "@/server/list-query";
import { withImageVersions } from "@/server/storage";
import { profileValuesOf, type UserEditValues } from "./schema";
import { authUsers, users, userInvitations, activeStaff } from "@/server/auth/tables";

const inviter = alias(users, "inviter");

/**
 * The users screen's list, by first name, searched in names, addresses, titre and roles, each with
 * the name of who invited them (the invitation their account was created through) when known;
 * 'actifs' keeps the staff who can sign in.
 */
async function listUsers(
  db: Database,
  { q, page }: ListParams,
  view: ListView<"users"> | null = null,
) {
  const where = and(
    matchesSearch(q, [
      users.name,
      users.last_name,
      users.email,
      users.titre,
      arrayText(users.roles),
    ]),
    view === "actifs" ? activeStaff : undefined,
  );
  const found = await readPage(
    page,
    (limit, offset) =>
      selectUsers(db)
        .where(where)
        .orderBy(asc(users.name), asc(users.last_name), asc(users.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ value: count() }).from(users).where(where),
  );
  return { ...found, rows: await withImageVersions("users", found.rows) };
}

function selectUsers(db: Database) {
  return db
    .select({
      id: users.id,
      user_id: users.user_id,
      name: users.name,
      last_name: users.last_name,
      email: users.email,
      phone: users.phone,
      admin: users.admin,
      titre: users.titre,
      roles: users.roles,
      staff: users.staff,
      // The invitation the account was created through, not one sent to the same address.
      invited_by_name: sql<string | null>`${inviter.name} || ' ' || ${inviter.last_name}`,
    })
    .from(users)
    .leftJoin(authUsers, eq(authUsers.id, users.user_id))
    .leftJoin(userInvitations, eq(userInvitations.id, authUsers.invitationId))
    .leftJoin(inviter, eq(inviter.user_id, userInvitations.invited_by));
}

/** The edit dialog's values for one user. */
export async function userToEdit(db: Database, id: number): Promise<UserEditValues | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user && { ...profileValuesOf(user), roles: user.roles ?? [], admin: user.admin };
}

export type UserRow = Awaited<ReturnType<typeof listUsers>>["rows"][number];

/** What the users screen shows for its query string: its view and a page of cards. */
export async function loadUsersScreen(db: Database, search: SearchParams) {
  const params = readListParams(search);
  const view = readChoice(search, "vue", listViews.users.views);
  const { rows, total } = await listUsers(db, params, view);
  return { params, view, rows, total };
}
