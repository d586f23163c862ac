import "server-only";
import { and, eq } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import { paths } from "@/config/paths";
import type { Database } from "@/db/client";
import { authUsers, userInvitations, users } from "@/db/schema";
import { listOrNull } from "@/lib/lists";
import type { ActionResult } from "@/lib/action-result";
import { hashLinkToken, newLinkToken } from "@/server/link-token";
import { invitationMail } from "@/server/auth/mails";
import { enqueueMails } from "@/server/mail/outbox";
import { consumeRateLimit } from "@/server/rate-limit";
import { sameAddress } from "@/server/same-address";
import type { Invitation } from "./schema";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
/** Invitations one administrator may send per hour. */
export const INVITATION_RATE_LIMIT = { max: 20, windowMs: 60 * 60_000 };

export function invitationLink(config: SiteConfig, token: string): string {
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
    !(await consumeRateLimit(db, `invite:${inviter.id}`, { ...INVITATION_RATE_LIMIT, now: now.getTime() }))
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
      return { ok: false, status: 409, code: "email", error: "un compte existe déjà pour cette adresse." } as const;
    }
    await tx
      .update(userInvitations)
      .set({ status: "expired" })
      .where(and(eq(userInvitations.status, "pending"), sameAddress(userInvitations.email, invitation.email)));
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
    await enqueueMails(tx, [invitationMail(config, invitation.email, link, { inviter: inviter.name, expiresAt })]);
    return { ok: true, link } as const;
  });
}
