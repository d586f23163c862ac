import "server-only";
import { headers } from "next/headers";
import { cache } from "react";
import {
  AuthorizationError,
  readCurrentUser,
  type CurrentUser,
  type UserProfile,
} from "./current-user";

// The signed-in person of a request Next.js serves (the staff area, its server actions and route
// handlers), read from Next.js's request headers: apart from current-user.ts, which Astro's code
// imports too.

/** The signed-in person of the current request, read once per request. */
export const getCurrentUser = cache(async (): Promise<CurrentUser | null> =>
  readCurrentUser(await headers()),
);

/** For server actions: the signed-in person with a completed profile, or AuthorizationError. */
export async function requireUser(): Promise<CurrentUser & { profile: UserProfile }> {
  const user = await getCurrentUser();
  if (!user) throw new AuthorizationError(401);
  if (!user.profile || user.needsOnboarding) throw new AuthorizationError(403);
  return user as CurrentUser & { profile: UserProfile };
}

/** For server actions: a signed-in administrator, or AuthorizationError. */
export async function requireAdmin(): Promise<CurrentUser & { profile: UserProfile }> {
  const user = await requireUser();
  if (!user.isAdmin) throw new AuthorizationError(403);
  return user;
}
