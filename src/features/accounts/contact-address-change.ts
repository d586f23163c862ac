import "server-only";
import { and, eq, gt, isNull } from "drizzle-orm";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { contactAddressMail } from "./mails";
import { hashLinkToken, newLinkToken } from "@/server/link-token";
import { enqueueRenderedMails } from "@/server/mail/outbox";
import { renderMail } from "@/server/mail/render";
import { withinMailQuota } from "@/server/mail/recipient-quota";
import { contactAddressRefusal } from "./contact-address";
import { users } from "@/server/auth/tables";
import { contactAddressChanges } from "./tables";

/**
 * A member's new contact address (docs/decisions/061-registrations-strangers-cannot-abuse.md).
 * Answering 'this address is taken' would tell any account which addresses have an account or an
 * invitation; so the member is always told that a link went to the address, the link goes only to
 * an address the profile may take, and the address changes once the link is opened. How long the
 * link is valid:
 */
export const CONTACT_ADDRESS_LINK_HOURS = 24;

/** Profile saves per account and hour: a person correcting their details fits, a script testing addresses does not. */
export const PROFILE_RATE_LIMIT = { max: 10, windowMs: 60 * 60_000 };

/**
 * Records the request and mails its link if the address is free, the same work either way so
 * that neither the answer, nor its time, nor the previous link (always replaced) tells the
 * member whether the address was taken.
 */
export async function requestContactAddressChange(
  db: Database,
  config: SiteConfig,
  profileId: number,
  email: string,
  now = new Date(),
): Promise<void> {
  const free = (await contactAddressRefusal(db, email, profileId, now)) === null;
  const mailable = (await withinMailQuota(db, "accountMail", email, now.getTime())) && free;
  const token = newLinkToken();
  // Rendered whether or not it goes: rendering is most of the work.
  const mail = await renderMail(
    contactAddressMail(
      config,
      email,
      new URL(paths.contactAddressConfirmation(token), config.baseUrl).toString(),
    ),
  );
  // A taken address gets a link that is dead from the start (expired now), and no mail.
  const expires_at = mailable
    ? new Date(now.getTime() + CONTACT_ADDRESS_LINK_HOURS * 3_600_000)
    : now;
  const change = {
    email,
    token_hash: hashLinkToken(token),
    expires_at,
    confirmed_at: null,
    created_at: now,
  };
  await db.transaction(async (tx) => {
    // A new request replaces the previous one: only the latest link works.
    await tx
      .insert(contactAddressChanges)
      .values({ profile_id: profileId, ...change })
      .onConflictDoUpdate({ target: contactAddressChanges.profile_id, set: change });
    await enqueueRenderedMails(tx, mailable ? [mail] : []);
  });
}

/** What a confirmation link opens. */
export type ContactAddressLink =
  | { state: "open"; email: string }
  | { state: "confirmed"; email: string }
  | { state: "expired" | "unknown" };

export async function readContactAddressLink(
  db: Database,
  token: string,
  now = new Date(),
): Promise<ContactAddressLink> {
  const [change] = await db
    .select()
    .from(contactAddressChanges)
    .where(eq(contactAddressChanges.token_hash, hashLinkToken(token)));
  if (!change) return { state: "unknown" };
  if (change.confirmed_at) return { state: "confirmed", email: change.email };
  return change.expires_at > now ? { state: "open", email: change.email } : { state: "expired" };
}

/**
 * 'Confirmer cette adresse': the profile takes the address, unless it was taken meanwhile (the
 * link then ends as an expired one would). Whether the address changed.
 */
export async function confirmContactAddress(
  db: Database,
  token: string,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [change] = await tx
      .update(contactAddressChanges)
      .set({ confirmed_at: now })
      .where(
        and(
          eq(contactAddressChanges.token_hash, hashLinkToken(token)),
          isNull(contactAddressChanges.confirmed_at),
          gt(contactAddressChanges.expires_at, now),
        ),
      )
      .returning();
    if (!change) return false;
    if (await contactAddressRefusal(tx, change.email, change.profile_id, now)) {
      await tx
        .update(contactAddressChanges)
        .set({ confirmed_at: null, expires_at: now })
        .where(eq(contactAddressChanges.profile_id, change.profile_id));
      return false;
    }
    await tx.update(users).set({ email: change.email }).where(eq(users.id, change.profile_id));
    return true;
  });
}
