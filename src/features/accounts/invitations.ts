import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import { paths } from "@/config/paths";
import type { Database } from "@/db/client";
import { listOrNull } from "@/lib/lists";
import type { ActionResult } from "@/lib/action-result";
import { hashLinkToken, newLinkToken } from "@/server/link-token";
import { enqueueMails } from "@/server/mail/outbox";
import { consumeRateLimit } from "@/server/rate-limit";
import { sameAddress } from "@/server/same-address";
import { invitationMail } from "./mails";
import type { Invitation } from "./schema";
import { authUsers, users, userInvitations } from "@/server/auth/tables";

/**
 * An invitation's rights (admin, roles, titre) go to one account only: the one created with the
 * invitation's token, which only the invited mailbox received. An address is not proof: anyone
 * can sign up with someone else's address, and the owner may then click a confirmation mail.
 */

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
/** Invitations one administrator may send per hour. */
export const INVITATION_RATE_LIMIT = { max: 20, windowMs: 60 * 60_000 };

function invitationLink(config: SiteConfig, token: string): string {
  const url = new URL(paths.login, config.baseUrl);
  url.searchParams.set("invitation", token);
  return url.toString();
}

export interface Inviter {
  /** Auth id; null when the invitation comes from the command line. */
  id: string | null;
  name: string | null;
}

/**
 * Creates an invitation and queues its e-mail in one transaction. A pending invitation to the
 * same address is replaced (marked expired). An address whose account is staff is refused; an
 * uninvited account of that address is replaced when the invitee signs up through the link.
 */
export async function createInvitation(
  db: Database,
  config: SiteConfig,
  invitation: Invitation,
  inviter: Inviter,
  now = new Date(),
): Promise<ActionResult<{ link: string }>> {
  if (
    inviter.id &&
    !(await consumeRateLimit(db, `invite:${inviter.id}`, {
      ...INVITATION_RATE_LIMIT,
      now: now.getTime(),
    }))
  ) {
    return { ok: false, status: 429, code: "rate_limit", error: "rate limit exceeded" };
  }
  const token = newLinkToken();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  return db.transaction(async (tx) => {
    const [account] = await tx
      .select({ id: authUsers.id })
      .from(authUsers)
      .innerJoin(users, and(eq(users.user_id, authUsers.id), eq(users.staff, true)))
      .where(sameAddress(authUsers.email, invitation.email));
    if (account) {
      return {
        ok: false,
        status: 409,
        code: "email",
        error: "un compte existe déjà pour cette adresse.",
      } as const;
    }
    await tx
      .update(userInvitations)
      .set({ status: "expired" })
      .where(
        and(
          eq(userInvitations.status, "pending"),
          sameAddress(userInvitations.email, invitation.email),
        ),
      );
    await tx.insert(userInvitations).values({
      invitation_token_hash: hashLinkToken(token),
      email: invitation.email,
      expires_at: expiresAt,
      invited_by: inviter.id,
      pre_filled_name: invitation.name ?? null,
      pre_filled_last_name: invitation.last_name ?? null,
      pre_filled_phone: invitation.phone ?? null,
      pre_filled_admin: invitation.admin,
      pre_filled_roles: listOrNull(invitation.roles),
      pre_filled_titre: invitation.titre ?? null,
    });
    const link = invitationLink(config, token);
    await enqueueMails(tx, [
      invitationMail(config, invitation.email, link, { inviter: inviter.name, expiresAt }),
    ]);
    return { ok: true, link } as const;
  });
}

export type InvitationRow = typeof userInvitations.$inferSelect;

export type InvitationLookup =
  { state: "valid"; invitation: InvitationRow } | { state: "expired" } | { state: "unknown" };

type Reader = Pick<Database, "select">;

/**
 * What a link's token is worth. An accepted invitation counts as expired: the link was
 * single-use, and 'Cette invitation a expiré.' tells its holder it no longer works.
 */
export async function findInvitation(
  db: Reader,
  token: string,
  now = new Date(),
): Promise<InvitationLookup> {
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
export async function invitationForSignUp(
  db: Reader,
  token: unknown,
  email: unknown,
  now = new Date(),
): Promise<InvitationRow | null> {
  if (typeof token !== "string" || typeof email !== "string") return null;
  const found = await findInvitation(db, token, now);
  return found.state === "valid" && equalAddresses(found.invitation.email, email)
    ? found.invitation
    : null;
}

/** The invitation an account was created through, while it is still pending and valid. */
export async function invitationOfAccount(
  db: Reader,
  accountId: string,
  now = new Date(),
): Promise<InvitationRow | null> {
  const [row] = await db
    .select({ invitation: userInvitations, email: authUsers.email })
    .from(authUsers)
    .innerJoin(userInvitations, eq(userInvitations.id, authUsers.invitationId))
    .where(and(eq(authUsers.id, accountId), eq(userInvitations.status, "pending")));
  if (!row || row.invitation.expires_at <= now || !equalAddresses(row.invitation.email, row.email))
    return null;
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
