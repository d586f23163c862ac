import { requestStatuses } from "./constants";
import { readListParams, searchParam } from "@/lib/list-params";
import { recordIdOf } from "@/lib/validation";

export type RequestStatus = (typeof requestStatuses)[number];

export const requestStatusLabels: Record<RequestStatus, string> = {
  new: "Nouvelle",
  in_progress: "En cours",
  handled: "Traitée",
};

function isRequestStatus(value: string): value is RequestStatus {
  return (requestStatuses as readonly string[]).includes(value);
}

type SearchParams = Record<string, string | string[] | undefined>;

/** The inbox's status filter: a status, or the requests marked as spam (out of every other view). */
export const inboxStatusLabels = { ...requestStatusLabels, spam: "Spam" };
type InboxStatus = keyof typeof inboxStatusLabels;

/** The inbox's filters from its address: unknown values mean no filter. */
export function readInboxFilters(params: SearchParams) {
  const status = searchParam(params, "status");
  const formationId = recordIdOf(searchParam(params, "formation"));
  return {
    ...readListParams(params),
    status: isRequestStatus(status) || status === "spam" ? (status as InboxStatus) : null,
    formationId,
  };
}

/** The filters as address parameters, for the pages and the export link. */
export function inboxFilterParams(
  filters: ReturnType<typeof readInboxFilters>,
): Record<string, string> {
  return {
    status: filters.status ?? "",
    formation: filters.formationId ? String(filters.formationId) : "",
    q: filters.q,
  };
}
