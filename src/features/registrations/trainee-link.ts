import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import type { Database, Transaction } from "@/db/client";
import { addDays } from "@/lib/dates";
import { hashLinkToken, newLinkToken } from "@/server/link-token";
import { calendarAttachment } from "./registration-calendar";
import { type RegistrationStatus } from "./constants";
import { type RegisteredSession } from "@/features/sessions/public";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations, registrationTokens } from "./tables";
import { type TraineeLink } from "./mails";

/** How long after its session's last day a trainee's page still opens (their documents stay there). */
const TRAINEE_PAGE_DAYS_AFTER_END = 90;

/**
 * A new link to the registration's page, for one mail, with the session's calendar entry: the
 * token is stored hashed; the outbox forgets it once the mail is sent.
 */
export async function traineeLink(
  tx: Pick<Database, "insert">,
  config: SiteConfig,
  registration: { id: number; email: string; status: RegistrationStatus },
  session: RegisteredSession,
  now: Date,
  /** The session before staff moved it: its calendar entry then cancels the days it lost. */
  former?: RegisteredSession,
): Promise<TraineeLink> {
  const token = newLinkToken();
  await tx.insert(registrationTokens).values({
    token_hash: hashLinkToken(token),
    registration_id: registration.id,
    email: registration.email,
    created_at: now,
  });
  return {
    page: new URL(paths.traineePage(token), config.baseUrl).toString(),
    signing: new URL(paths.traineeSigning(token), config.baseUrl).toString(),
    calendar: calendarAttachment(registration.id, session, config, {
      now,
      confirmed: registration.status === "confirmed",
      former,
    }),
  };
}

/** What a page's token opens: its registration, or why it opens none. */
export type TokenTarget =
  | { state: "unknown" | "handed-over" | "expired" }
  | { state: "open"; registrationId: number; sessionId: number };

/**
 * The registration a token opens today: none when unknown, revoked (the place went to a
 * colleague) or long after the session.
 */
export function tokenTarget(tx: Transaction, token: string, today: string): Promise<TokenTarget> {
  return tokenHashTarget(tx, hashLinkToken(token), today);
}

/** The same, from the token's stored hash (the signing cookie names it: signing-credential.ts). */
export async function tokenHashTarget(
  tx: Transaction,
  tokenHash: string,
  today: string,
): Promise<TokenTarget> {
  const [row] = await tx
    .select({
      registrationId: registrations.id,
      sessionId: registrations.session_id,
      revoked_at: registrationTokens.revoked_at,
      mailedTo: registrationTokens.email,
      holder: registrations.email,
      end_date: trainingSessions.end_date,
    })
    .from(registrationTokens)
    .innerJoin(registrations, eq(registrations.id, registrationTokens.registration_id))
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .where(eq(registrationTokens.token_hash, tokenHash));
  if (!row) return { state: "unknown" };
  if (row.revoked_at || row.mailedTo.toLowerCase() !== row.holder.toLowerCase())
    return { state: "handed-over" };
  if (addDays(row.end_date, TRAINEE_PAGE_DAYS_AFTER_END) < today) return { state: "expired" };
  return { state: "open", registrationId: row.registrationId, sessionId: row.sessionId };
}

/** Closes every link of a registration: its place went to someone else. */
export async function revokeTraineeLinks(
  tx: Transaction,
  registrationId: number,
  now: Date,
): Promise<void> {
  await tx
    .update(registrationTokens)
    .set({ revoked_at: now })
    .where(
      and(
        eq(registrationTokens.registration_id, registrationId),
        isNull(registrationTokens.revoked_at),
      ),
    );
}
