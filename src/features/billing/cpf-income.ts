import "server-only";
import { and, between, exists, isNotNull, isNull, eq, lt, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/db/client";
import { outerColumn } from "@/db/outer-column";
import { registrations } from "@/features/registrations/tables";
import { trainingSessions } from "@/features/sessions/tables";
import { financingOf } from "./financing";
import { placesPresent } from "./session-invoices";
import { sharePlacePrice } from "./shares";
import { financingLines } from "./tables";

/**
 * What the CPF paid for the places of the sessions that ended in a period: nothing is invoiced
 * to it (Mon Compte Formation pays the provider), so the BPF's line C-2 e counts each place's CPF
 * share of its certified hours, in the year its session ended (docs/decisions/084). In cents.
 */
export async function cpfIncome(
  db: Database,
  period: { from: string; to: string },
): Promise<{ registrationId: number; sessionId: number; name: string; cents: number }[]> {
  const places = await placesPresent(
    db,
    and(
      paidByCpf(db),
      // The places query joins each place's session.
      between(trainingSessions.end_date, period.from, period.to),
      isNotNull(trainingSessions.certificates_issued_at),
    ),
    (ids) => financingOf(db, ids),
  );
  return places.flatMap((place) => {
    if (place.certifiedMinutes === null) return [];
    const shares = sharePlacePrice(
      place.price,
      { certifiedMinutes: place.certifiedMinutes, plannedMinutes: place.plannedMinutes },
      place.financing,
    );
    const cents = place.financing
      .filter((line) => line.bpfLine === "C-2e")
      .reduce((sum, line) => sum + (shares.amounts.get(line.id) ?? 0), 0);
    return cents > 0
      ? [{ registrationId: place.id, sessionId: place.sessionId, name: place.name, cents }]
      : [];
  });
}

/**
 * The sessions that ended in a period before `today`, not cancelled, with a trainee present
 * paid by the CPF and no certificates yet: what the CPF paid for them counts once their
 * certificates are out.
 */
export async function cpfAwaitingCertificates(
  db: Database,
  period: { from: string; to: string },
  today: string,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: trainingSessions.id })
    .from(trainingSessions)
    .innerJoin(registrations, eq(registrations.session_id, trainingSessions.id))
    .where(
      and(
        paidByCpf(db),
        eq(registrations.status, "present"),
        between(trainingSessions.end_date, period.from, period.to),
        lt(trainingSessions.end_date, today),
        isNull(trainingSessions.certificates_issued_at),
        ne(trainingSessions.status, "cancelled"),
      ),
    );
  return rows.map((row) => row.id);
}

/** The registration has a financing line the CPF pays (line C-2 e). */
const paidByCpf = (db: Database): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(financingLines)
      .where(
        and(
          eq(financingLines.registration_id, outerColumn(registrations.id)),
          eq(financingLines.bpf_line, "C-2e"),
        ),
      ),
  );
