import { and, eq, gte, isNotNull } from "drizzle-orm";
import { blogPosts, events, formations, users } from "./schema";

/**
 * Sets of rows that several screens read (the dashboard home counts them, its figures open them
 * as lists, the site shows the team): one definition each, so they always agree.
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

export const publishedArticle = eq(blogPosts.published, true);

/** Formations the public sees: drafts are for staff and their preview only. */
export const publishedFormation = eq(formations.published, true);

/** Events that start today or later (Paris day). */
export const upcomingEvent = (today: string) => gte(events.start_date, today);
