import "server-only";
import type { Database } from "@/db/client";
import type { InvitationView } from "./types";
import { findInvitation } from "./invitations";

/** What the login page shows for `?invitation=`: pre-filled sign-up, an expiry notice, or nothing. */
export async function invitationView(
  db: Database,
  token: string | undefined,
): Promise<InvitationView> {
  if (!token) return null;
  const found = await findInvitation(db, token);
  if (found.state === "expired") return { state: "expired" };
  if (found.state !== "valid") return null;
  const { invitation } = found;
  return {
    state: "valid",
    id: invitation.id,
    token,
    email: invitation.email,
    firstName: invitation.pre_filled_name ?? "",
    lastName: invitation.pre_filled_last_name ?? "",
    phone: invitation.pre_filled_phone ?? "",
  };
}
