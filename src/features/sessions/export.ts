import "server-only";
import { fundingLabels } from "@/config/funding";
import { toCsv } from "@/lib/csv";
import { formatDateTime } from "@/lib/dates";
import { byLastName } from "@/lib/person-name";
import type { RegistrationRow } from "./admin-queries";
import { registrationStatusLabel } from "./admin-schema";

const header = [
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
];

/**
 * A session's registrations as a spreadsheet, one per row, by last name; the last name apart from
 * the first, or the name as typed in 'Nom' when a registration of before could not be split.
 */
export function registrationsCsv(rows: readonly RegistrationRow[], now: Date): string {
  return toCsv(
    header,
    [...rows]
      .sort(byLastName)
      .map((registration) => [
        registration.id,
        formatDateTime(registration.created_at),
        registrationStatusLabel(registration, now),
        registration.last_name?.toLocaleUpperCase("fr-FR") ?? registration.trainee_name,
        registration.first_name,
        registration.email,
        registration.phone,
        registration.company,
        fundingLabels[registration.payer],
        registration.is_psh ? "Oui" : "Non",
        registration.psh_details,
        registration.convoked_at ? formatDateTime(registration.convoked_at) : "",
      ]),
  );
}
