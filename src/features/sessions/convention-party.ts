import "server-only";
import { eq } from "drizzle-orm";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import { registrations, signatoryLinks, trainingSessions } from "@/db/schema";
import { addDays } from "@/lib/dates";
import { hashLinkToken, newLinkToken } from "@/server/link-token";

/**
 * The company a convention binds and the person who accepts it in the company's name
 * (docs/decisions/078, point 3). When that person is not the trainee, the convention goes to
 * them with a link of their own, which opens that convention and nothing else of the trainee's.
 */

/** The registration's company beyond its name, as staff enter it. */
export const companyPartyColumns = {
  siret: registrations.company_siret,
  address: registrations.company_address,
  signatoryName: registrations.signatory_name,
  signatoryPosition: registrations.signatory_position,
  signatoryEmail: registrations.signatory_email,
};

/** Whether the convention's signatory is someone else than the trainee, who then signs nothing. */
export const signedByOther = (registration: {
  email: string;
  signatory_email: string | null;
}): boolean =>
  registration.signatory_email !== null &&
  registration.signatory_email.toLowerCase() !== registration.email.toLowerCase();

/** How long after its session's last day a signatory's link still opens (its document stays there). */
const SIGNATORY_PAGE_DAYS_AFTER_END = 90;

/** A new link to the registration's convention for its signatory, for one mail: stored hashed. */
export async function signatoryLink(
  tx: Transaction,
  config: SiteConfig,
  registration: { id: number; signatory_email: string },
  now: Date,
): Promise<string> {
  const token = newLinkToken();
  await tx.insert(signatoryLinks).values({
    token_hash: hashLinkToken(token),
    registration_id: registration.id,
    email: registration.signatory_email,
    created_at: now,
  });
  return new URL(paths.signatoryPage(token), config.baseUrl).toString();
}

/**
 * The registration a signatory's link opens today: none when unknown, when the registration
 * names another signatory or address since (the link was theirs, not the new one's), or long
 * after the session.
 */
export async function signatoryLinkRegistration(
  tx: Transaction,
  token: string,
  today: string,
): Promise<number | null> {
  const [row] = await tx
    .select({
      id: registrations.id,
      mailedTo: signatoryLinks.email,
      signatory: registrations.signatory_email,
      end_date: trainingSessions.end_date,
    })
    .from(signatoryLinks)
    .innerJoin(registrations, eq(registrations.id, signatoryLinks.registration_id))
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .where(eq(signatoryLinks.token_hash, hashLinkToken(token)));
  if (!row || row.signatory?.toLowerCase() !== row.mailedTo.toLowerCase()) return null;
  if (addDays(row.end_date, SIGNATORY_PAGE_DAYS_AFTER_END) < today) return null;
  return row.id;
}
