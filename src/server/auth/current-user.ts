import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/database";
import { getAuth } from "./auth";
import { users } from "./tables";

export type UserProfile = typeof users.$inferSelect;

export interface CurrentUser {
  /** The auth account's id (`users.user_id`). */
  id: string;
  /** This request's session, the one a password change keeps. */
  sessionId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  /** The invitation this account was created through, if any. */
  invitationId: number | null;
  /** The staff profile, absent until onboarding creates it. */
  profile: UserProfile | null;
  isAdmin: boolean;
  /** Onboarding is still to do: no profile yet, or one whose password setup is pending. */
  needsOnboarding: boolean;
}

/**
 * The signed-in person for these request headers, or null: for code run by either framework (an
 * Astro page's preview, a form's guards). A Next.js request reads its own with getCurrentUser
 * (request-user.ts).
 */
export async function readCurrentUser(requestHeaders: Headers): Promise<CurrentUser | null> {
  const session = await (await getAuth()).api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const { user } = session;
  const [profile = null] = await (
    await getDb()
  )
    .select()
    .from(users)
    .where(eq(users.user_id, user.id));
  return {
    id: user.id,
    sessionId: session.session.id,
    email: user.email,
    firstName: user.firstName ?? null,
    lastName: user.lastName ?? null,
    phone: user.phone ?? null,
    invitationId: user.invitationId ?? null,
    profile,
    isAdmin: profile?.admin === true && !profile.password_setup_required,
    needsOnboarding: !profile || profile.password_setup_required,
  };
}

/** Refusal of a server action: 401 for the signed-out, 403 for the signed-in without the right. */
export class AuthorizationError extends Error {
  constructor(readonly status: 401 | 403) {
    super(
      status === 401 ? "Connectez-vous pour continuer." : "Action réservée aux administrateurs.",
    );
    this.name = "AuthorizationError";
  }
}
