import { describe, expect, it } from "vitest";
import {
  dueDateOf,
  invoiceNumber,
  invoiceSeries,
  invoiceTotals,
  lineAmount,
  lineVat,
  lineVatChoiceOf,
  paymentMentions,
  vatOf,
} from "./invoicing-law";

describe("invoice numbers", () => {
  it("numbers invoices and credit notes in a series a year each", () => {
    expect(invoiceNumber(invoiceSeries("invoice", 2026), 42)).toBe("F-2026-00042");
    expect(invoiceNumber(invoiceSeries("advance", 2026), 43)).toBe("F-2026-00043");
    expect(invoiceNumber(invoiceSeries("credit_note", 2027), 1)).toBe("AV-2027-00001");
  });
});

describe("payment terms", () => {
  it("falls due 30 days after the service, or on the invoice's date when issued later", () => {
    expect(dueDateOf("2026-11-20", "2026-11-18")).toBe("2026-12-18");
    expect(dueDateOf("2027-01-05", "2026-11-18")).toBe("2027-01-05");
  });

  it("tells a professional of the penalties and the 40 € indemnity, a person of the legal interest", () => {
    const texts = (professional: boolean) =>
      paymentMentions("29 décembre 2026", { professional, byTransfer: true })
        .map((mention) => `${mention.subject}: ${mention.text}`)
        .join(" ");
    const professional = texts(true);
    expect(professional).toContain("majoré de 10 points (article L441-10 du Code de commerce)");
    expect(professional).toContain(
      "PMT: Tout retard de paiement rend exigible une indemnité forfaitaire pour frais de recouvrement de 40 €",
    );
    const person = texts(false);
    expect(person).toContain("intérêt au taux légal");
    expect(person).not.toContain("40 €");
    for (const mentions of [professional, person])
      expect(mentions).toContain("AAB: Aucun escompte n'est accordé pour paiement anticipé.");
  });
});

describe("VAT", () => {
  it("rounds each rate's tax to the cent, halves up", () => {
    expect(vatOf(12_345, 20)).toBe(2469);
    expect(vatOf(1_0025, 20)).toBe(2005);
    expect(vatOf(333, 5.5)).toBe(18);
  });

  it("computes the tax on each rate's sum, keeps exempt lines apart", () => {
    const totals = invoiceTotals([
      { amount: 3333, vatRate: 20, vatExempt: false },
      { amount: 3333, vatRate: 20, vatExempt: false },
      { amount: 100_000, vatRate: 0, vatExempt: true },
    ]);
    // Line by line 667 + 667 = 1 334; on the sum 6 666 × 20 % = 1 333,2 → 1 333.
    expect(totals.taxes).toEqual([
      { vatRate: 20, vatExempt: false, base: 6666, vat: 1333 },
      { vatRate: 0, vatExempt: true, base: 100_000, vat: 0 },
    ]);
    expect(totals).toMatchObject({ totalNoTax: 106_666, totalVat: 1333, total: 107_999 });
  });
});

describe("lines made by hand", () => {
  it("price a quantity to the cent in integers, halves away from zero", () => {
    expect(lineAmount("3.00", 3333)).toBe(9999);
    expect(lineAmount("1.50", 7095)).toBe(10643);
    expect(lineAmount("0.10", 5)).toBe(1);
  });

  it("carry a VAT rate or the training exemption, the provider's own by default", () => {
    expect(lineVat("5.5")).toEqual({ vatRate: 5.5, vatExempt: false });
    expect(lineVat("exonere")).toEqual({ vatRate: 0, vatExempt: true });
    expect([0, 20, 10, 8.5].map(lineVatChoiceOf)).toEqual(["exonere", "20", "10", "20"]);
  });
});
