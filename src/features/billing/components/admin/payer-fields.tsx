import { bpfLineLabels, bpfLines, funderKindOf } from "@/lib/bpf";

interface PayerField<Name extends string> {
  name: Name;
  label: string;
  hint?: string;
}

/** Who a payer is, as its invoice names it. */
export const payerIdentityFields: PayerField<
  "payerName" | "payerSiret" | "payerAddress" | "billingEmail" | "payerVatNumber"
>[] = [
  { name: "payerName", label: "Nom ou raison sociale" },
  { name: "payerSiret", label: "SIRET" },
  { name: "payerAddress", label: "Adresse de facturation", hint: "12 rue de la Paix, 75002 Paris" },
  { name: "billingEmail", label: "E-mail de facturation" },
  { name: "payerVatNumber", label: "N° de TVA intracommunautaire" },
];

/** What a public buyer's invoice must carry to be accepted on Chorus Pro. */
export const chorusProFields: PayerField<"serviceCode" | "commitmentNumber">[] = [
  { name: "serviceCode", label: "Code service (Chorus Pro)" },
  { name: "commitmentNumber", label: "N° d'engagement (Chorus Pro)" },
];

export const BPF_LINE_LABEL = "Qui paie (ligne du bilan pédagogique et financier)";

/**
 * The payer's line of the BPF, by its code and wording; `invoiced`: only the payers an invoice
 * goes to, the CPF being paid through Mon Compte Formation.
 */
export function BpfLineOptions({ invoiced = false }: { invoiced?: boolean }) {
  return bpfLines
    .filter((code) => !invoiced || funderKindOf(code) !== "cpf")
    .map((code) => (
      <option key={code} value={code}>
        {code} · {bpfLineLabels[code]}
      </option>
    ));
}
