/** Where an invoice stands, as `/dashboard/factures` filters it (`?statut=`). */
export const invoiceStatuses = [
  "a-payer",
  "partielle",
  "en-retard",
  "payee",
  "annulee",
  "avoir",
] as const;

export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  "a-payer": "À payer",
  partielle: "Partiellement payée",
  "en-retard": "En retard",
  payee: "Payée",
  annulee: "Annulée par avoir",
  avoir: "Avoir",
};
