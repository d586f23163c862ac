import { describe, expect, it } from "vitest";
import { readSiteConfig } from "@/config/site";
import { facturXSchemaErrors } from "../../../tests/support/factur-x";
import { ciiXml } from "./cii";
import { completeContent, invoiceSeller, legalMentions } from "./invoice-content";
import { manualDraft } from "./manual-invoice";
import { manualInvoiceSchema, type ManualInvoiceInput } from "./schema";

/** The dialog's values as staff type them: a day of consulting, a meal, exempt training hours. */
const typed: ManualInvoiceInput = {
  payer: {
    bpfLine: "C-10",
    payerName: "Forma'Sud SARL",
    payerSiret: "443 061 841 00047",
    payerAddress: "8 cours Julien, 13006 Marseille",
    billingEmail: "compta@formasud.example",
    payerVatNumber: "FR32443061841",
    serviceCode: "",
    commitmentNumber: "",
  },
  serviceStart: "2026-11-23",
  serviceEnd: "2026-11-24",
  lines: [
    {
      description: "Animation de la session « Rust avancé » pour Forma'Sud",
      quantity: "10,5",
      unit: "HUR",
      unitPrice: "95",
      vat: "exonere",
    },
    {
      description: "Audit de la plateforme LMS",
      quantity: "1",
      unit: "DAY",
      unitPrice: "850",
      vat: "20",
    },
    { description: "Déjeuners", quantity: "3", unit: "C62", unitPrice: "33,33", vat: "10" },
  ],
  note: "Bon de commande BC-2026-118",
};

const refusals = (input: ManualInvoiceInput) =>
  manualInvoiceSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];

describe("an invoice made by hand", () => {
  const draft = manualDraft(manualInvoiceSchema.parse(typed), invoiceSeller(readSiteConfig({})));
  const content = completeContent(draft, {
    number: "F-2026-00051",
    issueDate: "2026-11-29",
    dueDate: "2026-12-29",
  });

  it("prices each line from its quantity and unit price, and taxes each rate's sum", () => {
    expect(draft.lines.map((line) => [line.quantity, line.unitPrice, line.amount])).toEqual([
      ["10.50", "95.0000", 99_750],
      ["1.00", "850.0000", 85_000],
      ["3.00", "33.3300", 9_999],
    ]);
    expect(content.taxes).toEqual([
      { vatRate: 0, vatExempt: true, base: 99_750, vat: 0 },
      { vatRate: 20, vatExempt: false, base: 85_000, vat: 17_000 },
      { vatRate: 10, vatExempt: false, base: 9_999, vat: 1_000 },
    ]);
    expect([content.totalNoTax, content.totalVat, content.total]).toEqual([
      194_749, 18_000, 212_749,
    ]);
    expect(content.buyer).toMatchObject({ siren: "443061841", professional: true });
    expect(content.notes).toEqual(["Bon de commande BC-2026-118"]);
  });

  it("prints the exemption's legal basis beside its taxed lines, and is valid Factur-X", async () => {
    expect(legalMentions(content).map((mention) => mention.text)).toContain(
      "Exonération de TVA, article 261-4-4° a du Code général des impôts.",
    );
    expect(await facturXSchemaErrors(ciiXml(content))).toEqual([]);
  });

  it("owes no recovery indemnity from a person paying for themself", () => {
    const person = manualDraft(
      manualInvoiceSchema.parse({
        ...typed,
        payer: { ...typed.payer, bpfLine: "C-9", payerSiret: "", payerVatNumber: "" },
      }),
      invoiceSeller(readSiteConfig({})),
    );
    expect(person.buyer).toMatchObject({ professional: false, siret: null, siren: null });
  });

  it("is refused, in French, without what an invoice must name", () => {
    expect(refusals({ ...typed, payer: { ...typed.payer, bpfLine: "C-2e" } })).toEqual([
      "Le CPF règle par Mon Compte Formation : rien ne lui est facturé.",
    ]);
    expect(
      refusals({ ...typed, payer: { ...typed.payer, payerSiret: "", payerAddress: " " } }),
    ).toEqual([
      "L'adresse de facturation est requise sur la facture.",
      "Le SIRET du payeur est requis sur la facture.",
    ]);
    expect(refusals({ ...typed, lines: [] })).toEqual(["Ajoutez au moins une ligne."]);
    expect(
      refusals({
        ...typed,
        lines: [{ ...typed.lines[0]!, quantity: "deux", unitPrice: "0" }],
      }),
    ).toEqual(["Une quantité, par exemple 3 ou 1,5.", "Le prix unitaire HT est requis."]);
    expect(refusals({ ...typed, serviceEnd: "2026-11-20" })).toEqual([
      "La fin de la prestation suit son début.",
    ]);
  });

  it("refuses what would make an invalid or unstorable invoice: an empty name, a line of 0 €, a total past 9 999 999,99 €", () => {
    const line = typed.lines[0]!;
    expect(refusals({ ...typed, lines: [{ ...line, description: "\u200b\u200b" }] })).toEqual([
      "Décrivez la ligne.",
    ]);
    expect(
      refusals({ ...typed, lines: [{ ...line, quantity: "0,01", unitPrice: "0,01" }] }),
    ).toEqual(["Cette ligne vaut 0 € une fois arrondie au centime."]);
    expect(
      refusals({
        ...typed,
        lines: [{ ...line, quantity: "3", unitPrice: "9 999 999,99", vat: "20" }],
      }),
    ).toEqual([
      "Une facture ne dépasse pas 9\u202f999\u202f999,99\u00a0€ TTC : répartissez ces lignes sur plusieurs factures.",
    ]);
  });

  it("keeps Chorus Pro's references for a public buyer only", () => {
    const withCodes = (bpfLine: ManualInvoiceInput["payer"]["bpfLine"]) =>
      manualDraft(
        manualInvoiceSchema.parse({
          ...typed,
          payer: { ...typed.payer, bpfLine, serviceCode: "FT-DR75", commitmentNumber: "EJ-118" },
        }),
        invoiceSeller(readSiteConfig({})),
      ).buyer;
    expect(withCodes("C-7")).toMatchObject({ serviceCode: "FT-DR75", commitmentNumber: "EJ-118" });
    expect(withCodes("C-1")).toMatchObject({ serviceCode: null, commitmentNumber: null });
  });
});
