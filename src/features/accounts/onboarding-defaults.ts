import "server-only";
import type { Database } from "@/db/client";
import type { CurrentUser } from "@/server/auth/current-user";
import { invitationOfAccount } from "./invitations";

/** The onboarding form starts from the account's invitation's pre-filled data, else from the sign-up's. */
export async function onboardingDefaults(db: Database, user: CurrentUser) {
  const invitation = await invitationOfAccount(db, user.id);
  return {
    firstName: invitation?.pre_filled_name ?? user.profile?.name ?? user.firstName ?? "",
    lastName: invitation?.pre_filled_last_name ?? user.profile?.last_name ?? user.lastName ?? "",
    phone: invitation?.pre_filled_phone ?? user.profile?.phone ?? user.phone ?? "",
  };
}
