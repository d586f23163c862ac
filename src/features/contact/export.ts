import "server-only";
import { formatDateTime } from "@/lib/dates";
import { csvStream } from "@/lib/csv";
import type { InboxRequest } from "./admin-queries";
import { quoteDetails } from "./quote-details";
import { requestStatusLabels } from "./statuses";

const header = [
  "Date",
  "Statut",
  "Nom",
  "Entreprise",
  "Email",
  "Téléphone",
  "Formation",
  "Lieu",
  "Message",
  "Situation de handicap",
  "Précisions",
  ...quoteDetails({}).map((detail) => detail.label),
];

/** The inbox as a spreadsheet, one request per row, written as the pages of requests are read. */
export function requestsCsv(pages: AsyncIterator<readonly InboxRequest[]>) {
  return csvStream(header, pages, (request) => [
    formatDateTime(request.created_at),
    requestStatusLabels[request.status],
    request.name,
    request.company,
    request.email,
    request.phone,
    request.formation_title,
    [request.location_city, request.location_country].filter(Boolean).join(", "),
    request.message,
    request.is_psh ? "Oui" : "Non",
    request.psh_details,
    ...quoteDetails(request).map((detail) => detail.value),
  ]);
}
