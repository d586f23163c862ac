/** How a quote's training would be paid for: the quote form's 'Financement envisagé'. */
export const fundingSources = ["entreprise", "opco", "cpf", "personnel"] as const;

export type Funding = (typeof fundingSources)[number];

export const fundingLabels: Record<Funding, string> = {
  entreprise: "Entreprise",
  opco: "OPCO",
  cpf: "CPF",
  personnel: "Personnel",
};
