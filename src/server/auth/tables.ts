/* ---------- Better Auth (accounts, sessions, verification tokens, rate limits) ---------- */

import {
  pgTable,
  text,
  boolean,
  integer,
  type AnyPgColumn,
  timestamp,
  index,
  serial,
  uniqueIndex,
  check,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "@/db/columns";
import { sql, and, eq, isNotNull } from "drizzle-orm";

export const authUsers = pgTable("auth_user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  // What the person typed at sign-up, offered again at onboarding (the spec's sign-up metadata).
  firstName: text("first_name"),
  lastName: text("last_name"),
  phone: text("phone"),
  // The invitation this account was created through (its token came with the sign-up): the
  // only way to an invitation's rights, which never follow a mere address.
  invitationId: integer("invitation_id").references((): AnyPgColumn => userInvitations.id, {
    onDelete: "set null",
  }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const authSessions = pgTable(
  "auth_session",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("auth_session_user_id_idx").on(table.userId)],
);

export const authAccounts = pgTable(
  "auth_account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => authUsers.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("auth_account_user_id_idx").on(table.userId)],
);

export const authVerifications = pgTable(
  "auth_verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("auth_verification_identifier_idx").on(table.identifier)],
);

/* ---------- Staff profiles and invitations ---------- */

/** Staff and team profiles. Those with at least one role are shown in the public team section. */
export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    // The auth account; empty for team members shown on the site who never signed in.
    user_id: text("user_id").references(() => authUsers.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    last_name: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    admin: boolean("admin").notNull().default(false),
    titre: text("titre"),
    roles: text("roles").array(),
    password_setup_required: boolean("password_setup_required").notNull().default(true),
    // Team and staff: profiles created through an invitation or listed by the provider. An
    // uninvited sign-up gets a personal space (staff false) and never counts as staff.
    staff: boolean("staff").notNull().default(false),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("users_user_id_key").on(table.user_id),
    uniqueIndex("users_email_key").on(sql`lower(${table.email})`),
    // The spec stores an empty role list as NULL; the database refuses the ambiguous '{}'.
    check("users_roles_not_empty", sql`${table.roles} IS NULL OR cardinality(${table.roles}) > 0`),
    index("users_name_idx").on(table.name),
  ],
);

export const invitationStatuses = ["pending", "accepted", "expired"] as const;

export const userInvitations = pgTable(
  "user_invitations",
  {
    id: serial("id").primaryKey(),
    // SHA-256 of the token sent by e-mail; the token itself is never stored.
    invitation_token_hash: text("invitation_token_hash").notNull(),
    email: text("email").notNull(),
    status: text("status", { enum: invitationStatuses }).notNull().default("pending"),
    expires_at: timestamp("expires_at", { withTimezone: true }).notNull(),
    accepted_at: timestamp("accepted_at", { withTimezone: true }),
    invited_by: text("invited_by").references(() => authUsers.id, { onDelete: "set null" }),
    pre_filled_name: text("pre_filled_name"),
    pre_filled_last_name: text("pre_filled_last_name"),
    pre_filled_phone: text("pre_filled_phone"),
    pre_filled_admin: boolean("pre_filled_admin").notNull().default(false),
    pre_filled_roles: text("pre_filled_roles").array(),
    pre_filled_titre: text("pre_filled_titre"),
    created_at: createdAt(),
  },
  (table) => [
    uniqueIndex("user_invitations_token_hash_key").on(table.invitation_token_hash),
    check("user_invitations_status", sql`${table.status} IN ('pending', 'accepted', 'expired')`),
    check(
      "user_invitations_accepted_at",
      sql`(${table.status} = 'accepted') = (${table.accepted_at} IS NOT NULL)`,
    ),
    // One pending invitation per address: re-inviting replaces it.
    uniqueIndex("user_invitations_pending_email_key")
      .on(sql`lower(${table.email})`)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/*
 * Sets of rows that several screens read (the dashboard home counts them, its figures open them
 * as lists, the site shows the team), beside their table: one definition each, so they always
 * agree. Each domain's tables.ts keeps its own (publishedFormation, publishedArticle…).
 */

/**
 * The team shown on the site: staff with a role (the database keeps no empty role list). An
 * uninvited sign-up is never staff, whatever it writes in its profile.
 */
export const teamMember = and(eq(users.staff, true), isNotNull(users.roles));

/** Staff who can sign in: an account, and a finished onboarding. */
export const activeStaff = and(
  eq(users.staff, true),
  isNotNull(users.user_id),
  eq(users.password_setup_required, false),
);

/**
 * Administrators who can sign in: an account, and a finished onboarding (an invited admin who
 * has not finished is no administrator yet).
 */
export const activeAdministrator = and(
  eq(users.admin, true),
  isNotNull(users.user_id),
  eq(users.password_setup_required, false),
);
