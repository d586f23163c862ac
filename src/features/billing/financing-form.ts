import { typedEuros } from "@/lib/money";
import type { Funding } from "@/config/funding";
import type { BpfLine } from "@/lib/bpf";
import type { FinancingInput } from "./financing";

/** A financing line as the « Financement » dialog edits it: text fields, euros as typed. */
export interface FinancingFormLine {
  bpfLine: BpfLine;
  payerName: string;
  payerSiret: string;
  payerAddress: string;
  payerVatNumber: string;
  billingEmail: string;
  agreedAmount: string;
  fileNumber: string;
  serviceCode: string;
  commitmentNumber: string;
}

const blank = {
  payerSiret: "",
  payerAddress: "",
  payerVatNumber: "",
  billingEmail: "",
  agreedAmount: "",
  fileNumber: "",
  serviceCode: "",
  commitmentNumber: "",
};

export const emptyFinancingLine = (bpfLine: BpfLine = "C-1"): FinancingFormLine => ({
  bpfLine,
  payerName: "",
  ...blank,
});

/** Stored lines as the dialog shows them. */
export function formLinesOf(lines: readonly Omit<FinancingInput, never>[]): FinancingFormLine[] {
  return lines.map((line) => ({
    bpfLine: line.bpfLine,
    payerName: line.payerName,
    payerSiret: line.payerSiret ?? "",
    payerAddress: line.payerAddress ?? "",
    payerVatNumber: line.payerVatNumber ?? "",
    billingEmail: line.billingEmail ?? "",
    agreedAmount: line.agreedAmount === null ? "" : typedEuros(line.agreedAmount),
    fileNumber: line.fileNumber ?? "",
    serviceCode: line.serviceCode ?? "",
    commitmentNumber: line.commitmentNumber ?? "",
  }));
}

/**
 * What the dialog proposes for a place with no financing yet, from what its registration says:
 * the company (and, when an OPCO funds it, the OPCO to name, with the file number staff entered),
 * the person paying for themself, or the CPF. Staff complete and save it.
 */
export function proposedFormLines(registration: {
  payer: Funding;
  trainee_name: string;
  email: string;
  company: string | null;
  company_siret: string | null;
  company_address: string | null;
  signatory_email: string | null;
  funder_file_number: string | null;
}): FinancingFormLine[] {
  const company: FinancingFormLine = {
    ...emptyFinancingLine("C-1"),
    payerName: registration.company ?? "",
    payerSiret: registration.company_siret ?? "",
    payerAddress: registration.company_address ?? "",
    billingEmail: registration.signatory_email ?? registration.email,
  };
  switch (registration.payer) {
    case "entreprise":
      return [company];
    case "opco":
      return [
        { ...emptyFinancingLine("C-2h"), fileNumber: registration.funder_file_number ?? "" },
        company,
      ];
    case "personnel":
      return [
        {
          ...emptyFinancingLine("C-9"),
          payerName: registration.trainee_name,
          billingEmail: registration.email,
        },
      ];
    case "cpf":
      return [
        {
          ...emptyFinancingLine("C-2e"),
          payerName: "Caisse des dépôts (Mon Compte Formation)",
          fileNumber: registration.funder_file_number ?? "",
        },
      ];
  }
}
