import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { authUsers, userInvitations, users } from "@/db/schema";
import { hashLinkToken } from "@/server/link-token";
import { sameAddress } from "@/server/same-address";

/**
 * An invitation's rights (admin, roles, titre) go to one account only: the one created with the
 * invitation's token, which only the invited mailbox received. An address is not proof: anyone
 * can sign up with someone else's address, and the owner may then click a confirmation mail.
 */

export type InvitationRow = typeof userInvitations.$inferSelect;


export type InvitationLookup =
  | { state: "valid"; invitation: InvitationRow }
  | { state: "expired" }
  | { state: "unknown" };

type Reader = Pick<Database, "select">;

/**
 * What a link's token is worth. An accepted invitation counts as expired: the link was
 * single-use, and 'Cette invitation a expiré.' tells its holder it no longer works.
 */
export async function findInvitation(db: Reader, token: string, now = new Date()): Promise<InvitationLookup> {
  if (token.length < 20 || token.length > 200) return { state: "unknown" };
  const [invitation] = await db
    .select()
    .from(userInvitations)
    .where(eq(userInvitations.invitation_token_hash, hashLinkToken(token)));
  if (!invitation) return { state: "unknown" };
  if (invitation.status !== "pending" || invitation.expires_at <= now) return { state: "expired" };
  return { state: "valid", invitation };
}

const equalAddresses = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The invitation a sign-up's token opens for `email`, or null: unknown, used, expired or another address. */
export async function invitationForSignUp(db: Reader, token: unknown, email: unknown, now = new Date()): Promise<InvitationRow | null> {
  if (typeof token !== "string" || typeof email !== "string") return null;
  const found = await findInvitation(db, token, now);
  return found.state === "valid" && equalAddresses(found.invitation.email, email) ? found.invitation : null;
}

/** The invitation an account was created through, while it is still pending and valid. */
export async function invitationOfAccount(db: Reader, accountId: string, now = new Date()): Promise<InvitationRow | null> {
  const [row] = await db
    .select({ invitation: userInvitations, email: authUsers.email })
    .from(authUsers)
    .innerJoin(userInvitations, eq(userInvitations.id, authUsers.invitationId))
    .where(and(eq(authUsers.id, accountId), eq(userInvitations.status, "pending")));
  if (!row || row.invitation.expires_at <= now || !equalAddresses(row.invitation.email, row.email)) return null;
  return row.invitation;
}

/**
 * Before the invited person signs up: an account someone else created meanwhile with the invited
 * address (it holds no staff profile: invitations are refused for addresses with an account) is
 * removed with its sessions, password and personal-space profile, so that the owner's sign-up
 * creates the account and no stranger keeps a way in. Staff accounts are never touched.
 */
export async function clearAddressForInvitee(db: Database, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const accounts = await tx
      .select({ id: authUsers.id, staff: sql<boolean>`coalesce(${users.staff}, false)` })
      .from(authUsers)
      .leftJoin(users, eq(users.user_id, authUsers.id))
      .where(sameAddress(authUsers.email, email));
    const replaceable = accounts.filter((account) => !account.staff).map((account) => account.id);
    if (replaceable.length === 0) return;
    await tx.delete(users).where(inArray(users.user_id, replaceable));
    // Sessions and credentials go with the account (ON DELETE CASCADE).
    await tx.delete(authUsers).where(inArray(authUsers.id, replaceable));
  });
}
