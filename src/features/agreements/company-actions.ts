"use server";

import { and, eq, inArray, isNotNull, isNull, ne, notExists, or, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { siteConfig } from "@/config/site";
import type { Transaction } from "@/db/client";
import type { ActionResult } from "@/lib/action-result";
import { formatSiret } from "@/lib/siret";
import { countOf, ofName } from "@/lib/text";
import { ActionRefused } from "@/server/action-result";
import { adminMutation } from "@/server/admin-mutation";
import { cacheTags } from "@/server/cache/tags";
import { currentTime } from "@/server/clock";
import { supersedeSessionAgreements } from "./documents";
import { sameCompanyName } from "./convention-party";
import { lockRegistrationSession, recordCompanyParty } from "@/features/registrations/public";
import { conventionPartySchema, type ConventionPartyInput } from "./admin-schema";
import { registrations } from "@/features/registrations/tables";
import { agreementPlaces, registrationAgreements, signatoryLinks } from "./tables";

/** The place's document in force, accepted. */
const acceptedFor = (tx: Transaction, registrationId: PgColumn | number) =>
  tx
    .select({ id: registrationAgreements.id })
    .from(agreementPlaces)
    .innerJoin(registrationAgreements, eq(registrationAgreements.id, agreementPlaces.agreement_id))
    .where(
      and(
        eq(agreementPlaces.registration_id, registrationId),
        isNotNull(registrationAgreements.accepted_at),
      ),
    );

async function acceptedConvention(tx: Transaction, registrationId: number): Promise<boolean> {
  const [row] = await acceptedFor(tx, registrationId);
  return row !== undefined;
}

/**
 * « Entreprise signataire »: staff record the company a convention binds (legal name, SIRET,
 * address) and who accepts it in its name, for one registration or, with `same_company`, for
 * every registration of the session under the same company name that a company pays for. The
 * conventions not yet accepted whose terms this changes are superseded, to be sent again.
 */
export async function setConventionParty(input: ConventionPartyInput): Promise<ActionResult> {
  return adminMutation(
    { name: "setConventionParty", schema: conventionPartySchema, tags: [cacheTags.sessions] },
    input,
    async ({ id, same_company, ...party }, { tx, audit }) => {
      const locked = await lockRegistrationSession(tx, id);
      if (!locked)
        throw new ActionRefused({
          ok: false,
          status: 404,
          error: "Cette inscription n'existe plus : rechargez la page.",
        });
      const [own] = await tx
        .select({
          name: registrations.trainee_name,
          company: registrations.company,
          payer: registrations.payer,
        })
        .from(registrations)
        .where(eq(registrations.id, id));
      if (own!.payer === "personnel" || own!.payer === "cpf")
        throw new ActionRefused({
          ok: false,
          status: 409,
          error:
            "Cette inscription n'est pas financée par une entreprise : elle n'a pas de convention.",
        });
      // A convention accepted stays as signed, and with it the company it names.
      if (await acceptedConvention(tx, id))
        throw new ActionRefused({
          ok: false,
          status: 409,
          error: `La convention ${ofName(own!.name)} est acceptée : elle reste telle qu'elle a été signée.`,
        });
      const updated = await recordCompanyParty(
        tx,
        id,
        same_company
          ? and(
              eq(registrations.session_id, locked.sessionId),
              inArray(registrations.payer, ["entreprise", "opco"]),
              ne(registrations.status, "cancelled"),
              sameCompanyName(own!.company ?? party.company),
              // A name is what a visitor types: a place that staff tied to another SIRET is
              // another company's, whatever it is called.
              or(isNull(registrations.company_siret), eq(registrations.company_siret, party.siret)),
              notExists(acceptedFor(tx, registrations.id)),
            )
          : undefined,
        party,
      );
      // A link mailed to another signatory no longer opens their conventions, even should the
      // same address be named again later.
      await tx.delete(signatoryLinks).where(
        and(
          inArray(
            signatoryLinks.registration_id,
            updated.map((row) => row.id),
          ),
          sql`lower(${signatoryLinks.email}) <> lower(${party.signatory_email})`,
        ),
      );
      const now = currentTime();
      const superseded = await supersedeSessionAgreements(tx, siteConfig, locked.sessionId, now);
      await audit({
        action: "update",
        entity: "registration",
        entityId: id,
        summary: `${updated.map((row) => row.trainee_name).join(", ")} : entreprise ${party.company}, SIRET ${formatSiret(party.siret)}, ${party.address} ; signataire ${party.signatory_name} (${party.signatory_position}, ${party.signatory_email})`,
      });
      return {
        ok: true,
        // Naming the places lets staff see a stranger who typed the same company name.
        notice: `Entreprise enregistrée pour ${countOf(updated.length, ["inscription", "inscriptions"])} (${updated.map((row) => row.trainee_name).join(", ")})${superseded > 0 ? ` : ${countOf(superseded, ["convention", "conventions"])} à renvoyer` : ""}.`,
      };
    },
  );
}
