import { contactRequestStatuses } from "@/db/schema";

export type RequestStatus = (typeof contactRequestStatuses)[number];

export const requestStatusLabels: Record<RequestStatus, string> = {
  new: "Nouvelle",
  in_progress: "En cours",
  handled: "Traitée",
};

export function isRequestStatus(value: string): value is RequestStatus {
  return (contactRequestStatuses as readonly string[]).includes(value);
}

export { contactRequestStatuses as requestStatuses };
