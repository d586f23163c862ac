import { fundingLabels, type Funding } from "@/config/funding";

/** What a quote request may add to a contact request (all optional). */
export interface QuoteDetails {
  participants?: number | null;
  desired_period?: string | null;
  funding?: Funding | null;
}

/**
 * A quote's answers, labelled, in the form's order, blank when not given: one reading for the
 * inbox, its CSV and the provider's mail.
 */
export function quoteDetails(request: QuoteDetails): { label: string; value: string }[] {
  return [
    { label: "Participants", value: request.participants ? String(request.participants) : "" },
    { label: "Période souhaitée", value: request.desired_period ?? "" },
    { label: "Financement envisagé", value: request.funding ? fundingLabels[request.funding] : "" },
  ];
}
