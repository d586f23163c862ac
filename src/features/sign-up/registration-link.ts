import "server-only";
import { eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import type { Database } from "@/db/client";
import { hashLinkToken, newLinkToken } from "@/server/link-token";
import { enqueueMails } from "@/server/mail/outbox";
import { withinMailQuota } from "@/server/mail/recipient-quota";
import {
  colleagueRegisteredMail,
  registrationNotificationMail,
  confirmationExpired,
  confirmRegistrants,
  sessionOpenToVisitors,
  tallyOf,
  type RegistrationTally,
  offerExpiry,
  askToConfirm,
} from "@/features/registrations/public";
import { registeredSession, type RegisteredSession } from "@/features/sessions/public";
import { registrations } from "@/features/registrations/tables";

/**
 * A confirmation link (docs/decisions/061-registrations-strangers-cannot-abuse.md, 077): the
 * registrant's, mailed by the form, or a colleague's, mailed once the registrant confirmed. What
 * it opens, and the confirmation itself. Opening the page changes nothing (mail scanners open
 * links); its button confirms.
 */
export type RegistrationLink =
  | { state: "unknown" }
  | {
      state: "open" | "expired" | "closed";
      session: RegisteredSession;
      /** The registrant's colleagues still to be asked for their own confirmation. */
      colleagues: number;
    }
  | { state: "cancelled"; session: RegisteredSession }
  | {
      state: "confirmed";
      session: RegisteredSession;
      tally: RegistrationTally;
      /** Colleagues asked who have not confirmed yet. */
      awaiting: number;
    };

/** The colleague who registered a trainee, named in the provider's notification. */
const registrant = alias(registrations, "registrant");

const confirmationColumns = {
  id: registrations.id,
  sessionId: registrations.session_id,
  status: registrations.status,
  registrant_id: registrations.registrant_id,
  created_at: registrations.created_at,
  offer_expires_at: registrations.offer_expires_at,
  asked: sql<boolean>`${registrations.confirmation_token_hash} IS NOT NULL`,
};

/**
 * What a confirmation link opens now, read by the token's hash: the button while its own
 * registration, or a colleague not asked yet, waits for it (staff may have confirmed the
 * registrant's alone); what became of the registration once nothing does, or why the link no
 * longer serves.
 */
export async function readRegistrationLink(
  db: Database,
  token: string,
  { now, today }: { now: Date; today: string },
): Promise<RegistrationLink> {
  return db.transaction(async (tx) => {
    const [own] = await tx
      .select(confirmationColumns)
      .from(registrations)
      .where(eq(registrations.confirmation_token_hash, hashLinkToken(token)));
    if (!own) return { state: "unknown" };
    const session = await registeredSession(tx, own.sessionId);
    if (own.status === "cancelled") return { state: "cancelled", session };
    const colleagues =
      own.registrant_id === null
        ? await tx
            .select(confirmationColumns)
            .from(registrations)
            .where(eq(registrations.registrant_id, own.id))
        : [];
    const confirmable = (row: typeof own) =>
      row.status === "unconfirmed" && !confirmationExpired(row, now);
    const toAsk = colleagues.filter((row) => confirmable(row) && !row.asked).length;
    if (confirmable(own) || toAsk > 0) {
      const open = await sessionOpenToVisitors(tx, own.sessionId, today);
      return { state: open ? "open" : "closed", session, colleagues: toAsk };
    }
    if (own.status === "unconfirmed")
      return { state: "expired", session, colleagues: colleagues.filter(confirmable).length };
    return {
      state: "confirmed",
      session,
      tally: tallyOf([own, ...colleagues]),
      awaiting: colleagues.filter((row) => confirmable(row) && row.asked).length,
    };
  });
}

/**
 * 'Confirmer mon inscription': the link's registration takes its seat (or its place on the
 * waiting list) and the provider is notified; a registrant's colleagues each get a link of their
 * own, valid as long as a waiting list's offer, within the quota of confirmation links one
 * address may receive. Whether anything was done.
 */
export async function confirmRegistration(
  db: Database,
  config: SiteConfig,
  token: string,
  when: { now: Date; today: string },
): Promise<boolean> {
  const done = await confirmRegistrants(
    db,
    hashLinkToken(token),
    when,
    async (tx, sessionId, { confirmed, invited }, registrantAddress) => {
      const session = await registeredSession(tx, sessionId);
      const mails = [];
      if (confirmed) {
        const [row] = await tx
          .select({
            id: registrations.id,
            trainee_name: registrations.trainee_name,
            registered_by: registrant.trainee_name,
            email: registrations.email,
            phone: registrations.phone,
            company: registrations.company,
            payer: registrations.payer,
            is_psh: registrations.is_psh,
            psh_details: registrations.psh_details,
          })
          .from(registrations)
          .leftJoin(registrant, eq(registrant.id, registrations.registrant_id))
          .where(eq(registrations.id, confirmed.id));
        mails.push(
          registrationNotificationMail(config, { ...row!, status: confirmed.status }, session),
        );
      }
      const expiresAt = offerExpiry(when.now, session.start_date);
      for (const colleague of invited) {
        // Over the address's quota the colleague is not asked (no link, no deadline): their
        // registration expires with the registrant's 24 hours, and the address is free again.
        if (!(await withinMailQuota(tx, "registrationLink", colleague.email, when.now.getTime())))
          continue;
        const colleagueToken = newLinkToken();
        await askToConfirm(tx, colleague.id, hashLinkToken(colleagueToken), expiresAt);
        const link = new URL(paths.registrationConfirmation(colleagueToken), config.baseUrl);
        mails.push(
          colleagueRegisteredMail(config, colleague.email, session, {
            link: link.toString(),
            expiresAt,
            registrant: registrantAddress,
          }),
        );
      }
      await enqueueMails(tx, mails);
    },
  );
  return done.confirmed !== null || done.invited.length > 0;
}
