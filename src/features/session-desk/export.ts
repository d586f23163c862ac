import "server-only";
import { fundingLabels } from "@/config/funding";
import { toCsv } from "@/lib/csv";
import { formatDateRange, formatDateTime } from "@/lib/dates";
import { byLastName, formalLastName } from "@/lib/person-name";
import { oneLine } from "@/lib/text";
import type { RegistrationRow, SessionRow } from "./admin-queries";
import { registrationStatusLabel } from "@/features/registrations/public";

const header = [
  "Formation",
  "Dates",
  "N°",
  "Date d'inscription",
  "Statut",
  "Nom",
  "Prénom",
  "Email",
  "Téléphone",
  "Entreprise",
  "Financement",
  "Situation de handicap",
  "Précisions",
  "Convocation envoyée",
  "Inscrit par",
];

/**
 * A session's registrations as a spreadsheet, one per row, by last name; the last name apart from
 * the first, or the name as typed in 'Nom' when a registration of before could not be split.
 * Each row names its session, so that sheets of several sessions can be put together, and a
 * colleague's row names who registered them.
 */
export function registrationsCsv(
  rows: readonly RegistrationRow[],
  session: Pick<SessionRow, "formation" | "start_date" | "end_date">,
  now: Date,
): string {
  const names = new Map(rows.map((row) => [row.id, row.trainee_name]));
  const dates = formatDateRange(session.start_date, session.end_date);
  return toCsv(
    header,
    [...rows]
      .sort(byLastName)
      .map((registration) => [
        session.formation,
        dates,
        registration.id,
        formatDateTime(registration.created_at),
        registrationStatusLabel(registration, now),
        formalLastName(registration),
        registration.first_name && oneLine(registration.first_name),
        registration.email,
        registration.phone,
        registration.company,
        fundingLabels[registration.payer],
        registration.is_psh ? "Oui" : "Non",
        registration.psh_details,
        registration.convoked_at ? formatDateTime(registration.convoked_at) : "",
        registration.registrant_id === null ? "" : (names.get(registration.registrant_id) ?? ""),
      ]),
  );
}
