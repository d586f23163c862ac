import "server-only";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import { sameAddress } from "@/server/same-address";
import { authUsers, users, userInvitations } from "@/server/auth/tables";

const RESERVED = "Cette adresse est celle d'un autre compte ou d'une invitation en attente.";

/**
 * Why a profile may not take a contact address, in French, or null when it may: the address of
 * another member, another account's sign-in address, or an address with a pending invitation.
 * The last two would let a member pass for someone else, or sit on the profile an invitee's
 * onboarding links to.
 */
export async function contactAddressRefusal(
  db: Pick<Database, "select">,
  email: string,
  profileId: number,
  now = new Date(),
): Promise<string | null> {
  const [member] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(ne(users.id, profileId), sameAddress(users.email, email)));
  if (member) return "Cette adresse de contact est déjà celle d'un autre membre de l'équipe.";
  const [account] = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .leftJoin(users, eq(users.user_id, authUsers.id))
    .where(
      and(sameAddress(authUsers.email, email), sql`${users.id} IS DISTINCT FROM ${profileId}`),
    );
  if (account) return RESERVED;
  const [invitation] = await db
    .select({ id: userInvitations.id })
    .from(userInvitations)
    .where(
      and(
        eq(userInvitations.status, "pending"),
        gt(userInvitations.expires_at, now),
        sameAddress(userInvitations.email, email),
      ),
    );
  return invitation ? RESERVED : null;
}
