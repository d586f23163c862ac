import "server-only";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SiteConfig } from "@/config/site";
import type { Database, Transaction } from "@/db/client";
import {
  acceptShownAgreement,
  shownAgreement,
  type AcceptanceOutcome,
  type ShownAgreement,
} from "./acceptance";
import { agreementDownload } from "./documents";
import { signatoryLinkRegistration } from "./convention-party";
import { registeredSession, type RegisteredSession } from "@/features/sessions/public";
import { lockRegistrationSession, agreementOpen } from "@/features/registrations/public";
import { trainingSessions } from "@/features/sessions/tables";
import { registrations } from "@/features/registrations/tables";
import { agreementPlaces } from "./tables";

/**
 * What a company signatory's link opens (convention-party.ts): the company's convention for its
 * trainees at a session, to read and accept in its name, and nothing else of their registrations.
 */

export type SignatoryPage =
  | { state: "closed" }
  | {
      state: "open";
      company: string;
      session: RegisteredSession;
      agreement: ShownAgreement;
    };

async function openPage(tx: Transaction, registrationId: number, today: string) {
  const [row] = await tx
    .select({ sessionId: registrations.session_id, sessionStatus: trainingSessions.status })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.session_id))
    .where(eq(registrations.id, registrationId));
  const session = await registeredSession(tx, row!.sessionId);
  // Open while one of the places the convention covers may still take it: the link's own may
  // have been cancelled since, the colleagues' stand.
  const own = alias(agreementPlaces, "own");
  const statuses = await tx
    .select({ status: registrations.status })
    .from(own)
    .innerJoin(agreementPlaces, eq(agreementPlaces.agreement_id, own.agreement_id))
    .innerJoin(registrations, eq(registrations.id, agreementPlaces.registration_id))
    .where(eq(own.registration_id, registrationId));
  const agreement = await shownAgreement(tx, registrationId, session, {
    acceptable: statuses.some(({ status }) =>
      agreementOpen(status, { ...session, status: row!.sessionStatus }, today),
    ),
    reader: null,
    today,
  });
  // Only a convention is the signatory's: a registration now paid by its trainee is not.
  if (agreement?.kind !== "convention") return { state: "closed" } as const;
  // The page states the convention's own company (and total), as the document prints them.
  return {
    state: "open",
    company: agreement.company ?? "",
    session,
    agreement,
  } as const;
}

/** The signatory's page today. */
export function readSignatoryPage(
  db: Database,
  token: string,
  today: string,
): Promise<SignatoryPage> {
  return db.transaction(async (tx) => {
    const id = await signatoryLinkRegistration(tx, token, today);
    return id === null ? { state: "closed" } : openPage(tx, id, today);
  });
}

/** The convention as the signatory downloads it: as accepted, with its evidence page, once it is. */
export function readSignatoryAgreement(db: Database, token: string, today: string) {
  return db.transaction(async (tx) => {
    const id = await signatoryLinkRegistration(tx, token, today);
    return id === null || (await openPage(tx, id, today)).state === "closed"
      ? null
      : agreementDownload(tx, id);
  });
}

/** 'Signer la convention avec obligation de paiement' on the signatory's page. */
export function acceptAsSignatory(
  db: Database,
  config: SiteConfig,
  token: string,
  signature: Parameters<typeof acceptShownAgreement>[4],
  { now, today }: { now: Date; today: string },
): Promise<AcceptanceOutcome | "closed"> {
  return db.transaction(async (tx) => {
    const first = await signatoryLinkRegistration(tx, token, today);
    if (first === null) return "closed";
    // Under the session's lock, as every change of a registration: the link and the document
    // are read again, nothing may have changed them since.
    await lockRegistrationSession(tx, first);
    const id = await signatoryLinkRegistration(tx, token, today);
    if (id === null) return "closed";
    const page = await openPage(tx, id, today);
    if (page.state === "closed") return "closed";
    if (!page.agreement.acceptable) return "refused";
    return acceptShownAgreement(tx, config, id, page.agreement, signature, now);
  });
}
