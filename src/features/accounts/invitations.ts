import "server-only";
import { createHash, randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import { paths } from "@/config/paths";
import type { Database } from "@/db/client";
import { authUsers, userInvitations } from "@/db/schema";
import { listOrNull } from "@/lib/lists";
import type { ActionResult } from "@/server/action-result";
import { invitationMail } from "@/server/auth/mails";
import { enqueueMails } from "@/server/mail/outbox";
import { consumeRateLimit } from "@/server/rate-limit";
import type { Invitation } from "./schema";

export const INVITATION_TTL_MS = 7 * 24 * 60 * 60_000;
/** Invitations one administrator may send per hour. */
export const INVITATION_RATE_LIMIT = { max: 20, windowMs: 60 * 60_000 };

export type InvitationRow = typeof userInvitations.$inferSelect;

/** Only this digest is stored: a leaked table does not let anyone accept an invitation. */
export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function invitationLink(config: SiteConfig, token: string): string {
  const url = new URL(paths.login, config.baseUrl);
  url.searchParams.set("invitation", token);
  return url.toString();
}

const sameAddress = (column: typeof authUsers.email | typeof userInvitations.email, email: string) =>
  sql`lower(${column}) = lower(${email})`;

export interface Inviter {
  /** Auth id; null when the invitation comes from the command line. */
  id: string | null;
  name: string | null;
}

/**
 * Creates an invitation and queues its e-mail in one transaction. A pending invitation to the
 * same address is replaced (marked expired); an address that already has an account is refused.
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
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  return db.transaction(async (tx) => {
    const [account] = await tx.select({ id: authUsers.id }).from(authUsers).where(sameAddress(authUsers.email, invitation.email));
    if (account) {
      return { ok: false, status: 409, code: "email", error: "un compte existe déjà pour cette adresse." } as const;
    }
    await tx
      .update(userInvitations)
      .set({ status: "expired" })
      .where(and(eq(userInvitations.status, "pending"), sameAddress(userInvitations.email, invitation.email)));
    await tx.insert(userInvitations).values({
      invitation_token_hash: hashInvitationToken(token),
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

export type InvitationLookup =
  | { state: "valid"; invitation: InvitationRow }
  | { state: "expired" }
  | { state: "unknown" };

/**
 * What a link's token is worth. An accepted invitation counts as expired: the link was
 * single-use, and 'Cette invitation a expiré.' tells its holder it no longer works.
 */
export async function findInvitation(db: Database, token: string, now = new Date()): Promise<InvitationLookup> {
  if (token.length < 20 || token.length > 200) return { state: "unknown" };
  const [invitation] = await db
    .select()
    .from(userInvitations)
    .where(eq(userInvitations.invitation_token_hash, hashInvitationToken(token)));
  if (!invitation) return { state: "unknown" };
  if (invitation.status !== "pending" || invitation.expires_at <= now) return { state: "expired" };
  return { state: "valid", invitation };
}

/** The pending, unexpired invitation of an address (onboarding applies it to the new profile). */
export async function pendingInvitationFor(db: Pick<Database, "select">, email: string, now = new Date()) {
  const [invitation] = await db
    .select()
    .from(userInvitations)
    .where(and(eq(userInvitations.status, "pending"), sameAddress(userInvitations.email, email)));
  return invitation && invitation.expires_at > now ? invitation : null;
}
