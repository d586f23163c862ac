import "server-only";
import { and, eq, sql, type SQL } from "drizzle-orm";
import { paths } from "@/config/paths";
import type { SiteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import { addDays } from "@/lib/dates";
import { hashLinkToken, newLinkToken } from "@/server/link-token";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { agreementPlaces, registrationAgreements, signatoryLinks } from "./tables";

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

/**
 * The places of a company by the name it was registered under: case and the spaces at its ends
 * aside, as visitors type it.
 */
export const sameCompanyName = (company: string): SQL =>
  sql`lower(btrim(${registrations.company})) = lower(btrim(${company}))`;

/** The places whose convention this address signs, whatever its case. */
export const signedAt = (email: string): SQL =>
  sql`lower(${registrations.signatory_email}) = lower(${email})`;

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
 * The place whose convention a signatory's link opens today: none when unknown, when the place
 * names another signatory or address since (the link was theirs, not the new one's), or long
 * after the session. When the place no longer has a convention in force (cancelled since, and
 * the company's convention issued again without it), the link opens the one its signatory signs
 * for the colleagues at that session.
 */
export async function signatoryLinkRegistration(
  tx: Transaction,
  token: string,
  today: string,
): Promise<number | null> {
  const [row] = await tx
    .select({
      id: registrations.id,
      sessionId: registrations.session_id,
      agreement: agreementPlaces.agreement_id,
      mailedTo: signatoryLinks.email,
      signatory: registrations.signatory_email,
      end_date: trainingSessions.end_date,
    })
    .from(signatoryLinks)
    .innerJoin(registrations, eq(registrations.id, signatoryLinks.registration_id))
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .leftJoin(agreementPlaces, eq(agreementPlaces.registration_id, registrations.id))
    .where(eq(signatoryLinks.token_hash, hashLinkToken(token)));
  if (!row || row.signatory?.toLowerCase() !== row.mailedTo.toLowerCase()) return null;
  if (addDays(row.end_date, SIGNATORY_PAGE_DAYS_AFTER_END) < today) return null;
  if (row.agreement !== null) return row.id;
  const [colleague] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .innerJoin(agreementPlaces, eq(agreementPlaces.registration_id, registrations.id))
    .innerJoin(registrationAgreements, eq(registrationAgreements.id, agreementPlaces.agreement_id))
    .where(
      and(
        eq(registrations.session_id, row.sessionId),
        eq(registrationAgreements.kind, "convention"),
        signedAt(row.mailedTo),
      ),
    )
    .orderBy(registrations.id)
    .limit(1);
  return colleague?.id ?? row.id;
}
