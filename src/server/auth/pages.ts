import "server-only";
import { redirect } from "next/navigation";
import { paths } from "@/config/paths";
import type { CurrentUser, UserProfile } from "./current-user";
import { getCurrentUser } from "./request-user";

/**
 * Guards of the staff pages and layouts: they redirect rather than refuse. The signed-out go to
 * /login, those still to onboard to /onboarding, non-admins on an admin page to their space.
 */
export async function signedInPage(): Promise<CurrentUser & { profile: UserProfile }> {
  const user = await getCurrentUser();
  if (!user) redirect(paths.login);
  if (!user.profile || user.needsOnboarding) redirect(paths.onboarding);
  return user as CurrentUser & { profile: UserProfile };
}

export async function adminPage(): Promise<CurrentUser & { profile: UserProfile }> {
  const user = await signedInPage();
  if (!user.isAdmin) redirect(paths.userSpace);
  return user;
}

/** Where a signed-in person belongs: onboarding first, then the admin home or their own space. */
export function homeOf(user: CurrentUser): string {
  if (user.needsOnboarding) return paths.onboarding;
  return user.isAdmin ? paths.dashboard : paths.userSpace;
}
