import "server-only";
import { asc, eq, inArray, or } from "drizzle-orm";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { registrations } from "@/db/schema";
import { hashLinkToken } from "@/server/link-token";
import { enqueueMails } from "@/server/mail/outbox";
import { withinMailQuota } from "@/server/mail/recipient-quota";
import {
  colleagueRegisteredMail,
  registrationNotificationMail,
  type RegisteredSession,
} from "./mails";
import { confirmationExpired } from "./opt-in";
import { registeredSession } from "./registered-session";
import { confirmRegistrants, sessionOpenToVisitors } from "./seat-ledger";
import { tallyOf, type RegistrationTally } from "./seats";

/**
 * The registrant's confirmation link (docs/decisions/061-registrations-strangers-cannot-abuse.md):
 * what it opens, and the confirmation itself. Opening the page changes nothing (mail scanners open
 * links); its button confirms.
 */
export type RegistrationLink =
  | { state: "unknown" }
  | { state: "open" | "expired" | "closed"; session: RegisteredSession; participants: number }
  | { state: "cancelled"; session: RegisteredSession }
  | { state: "confirmed"; session: RegisteredSession; tally: RegistrationTally };

/**
 * What the registrant's link opens now, read by the token's hash: the button while some of the
 * group's registrations wait for it (staff may have confirmed the registrant's alone), what became
 * of them once none does, or why the link no longer serves.
 */
export async function readRegistrationLink(
  db: Database,
  token: string,
  { now, today }: { now: Date; today: string },
): Promise<RegistrationLink> {
  return db.transaction(async (tx) => {
    const [registrant] = await tx
      .select({
        id: registrations.id,
        sessionId: registrations.session_id,
        status: registrations.status,
        created_at: registrations.created_at,
      })
      .from(registrations)
      .where(eq(registrations.confirmation_token_hash, hashLinkToken(token)));
    if (!registrant) return { state: "unknown" };
    const session = await registeredSession(tx, registrant.sessionId);
    if (registrant.status === "cancelled") return { state: "cancelled", session };
    const group = await tx
      .select({ status: registrations.status })
      .from(registrations)
      .where(
        or(eq(registrations.id, registrant.id), eq(registrations.registrant_id, registrant.id)),
      );
    const unconfirmed = group.filter((row) => row.status === "unconfirmed").length;
    const expired = confirmationExpired(registrant.created_at, now);
    if (unconfirmed > 0 && !expired) {
      const open = await sessionOpenToVisitors(tx, registrant.sessionId, today);
      return { state: open ? "open" : "closed", session, participants: unconfirmed };
    }
    if (unconfirmed === group.length)
      return { state: "expired", session, participants: unconfirmed };
    return { state: "confirmed", session, tally: tallyOf(group) };
  });
}

/**
 * 'Confirmer mon inscription': the group's seats are taken (or its places on the waiting list),
 * and in the same transaction the provider is notified and each colleague told, within the
 * quota of mails a stranger can cause to one address. Whether anything was confirmed.
 */
export async function confirmRegistration(
  db: Database,
  config: SiteConfig,
  token: string,
  when: { now: Date; today: string },
): Promise<boolean> {
  const confirmed = await confirmRegistrants(
    db,
    hashLinkToken(token),
    when,
    async (tx, sessionId, rows) => {
      const session = await registeredSession(tx, sessionId);
      const status = new Map(rows.map((row) => [row.id, row.status]));
      const group = await tx
        .select({
          id: registrations.id,
          trainee_name: registrations.trainee_name,
          email: registrations.email,
          phone: registrations.phone,
          company: registrations.company,
          payer: registrations.payer,
          is_psh: registrations.is_psh,
          psh_details: registrations.psh_details,
          registrant_id: registrations.registrant_id,
        })
        .from(registrations)
        .where(inArray(registrations.id, [...status.keys()]))
        .orderBy(asc(registrations.id));
      const notified = group.map((row) => ({ ...row, status: status.get(row.id)! }));
      const colleagues = [];
      for (const colleague of notified.filter((row) => row.registrant_id !== null)) {
        if (await withinMailQuota(tx, "acknowledgement", colleague.email, when.now.getTime()))
          colleagues.push(
            colleagueRegisteredMail(config, colleague.email, colleague.status, session),
          );
      }
      await enqueueMails(tx, [
        registrationNotificationMail(config, notified, session),
        ...colleagues,
      ]);
    },
  );
  return confirmed.length > 0;
}
