import { describe, expect, it } from "vitest";
import { formatEuros } from "./money";
import {
  acceptButtons,
  agreementKindFor,
  contractGaps,
  conventionGaps,
  contractPayments,
  definitiveFrom,
  LABOUR_WITHDRAWAL_DAYS,
  priceBreakdown,
  WITHDRAWAL_DAYS,
  withdrawalDeadline,
} from "./training-law";

describe("agreementKindFor", () => {
  it("gives a company or its OPCO a convention, a self-paying person a contract, CPF nothing", () => {
    expect(agreementKindFor("entreprise")).toBe("convention");
    expect(agreementKindFor("opco")).toBe("convention");
    expect(agreementKindFor("personnel")).toBe("contract");
    expect(agreementKindFor("cpf")).toBeNull();
  });
});

describe("withdrawalDeadline", () => {
  it("counts fourteen days, the distance contract's, from the day after acceptance", () => {
    // Accepted on Monday 2 November 2026: Monday 16 November is the fourteenth day.
    expect(withdrawalDeadline("2026-11-02")).toBe("2026-11-16");
    expect(definitiveFrom("2026-11-02")).toBe("2026-11-17");
  });

  it("gives at least the ten days of the Code du travail", () => {
    expect(WITHDRAWAL_DAYS).toBeGreaterThanOrEqual(LABOUR_WITHDRAWAL_DAYS);
    expect(LABOUR_WITHDRAWAL_DAYS).toBe(10);
  });

  it("runs a deadline ending on a weekend to the Monday", () => {
    // Accepted Saturday 21 November 2026: the fourteenth day is Saturday 5 December.
    expect(withdrawalDeadline("2026-11-21")).toBe("2026-12-07");
  });

  it("runs a deadline ending on a public holiday to the next working day", () => {
    // Accepted 18 December 2026: the fourteenth day is 1 January 2027, a Friday; then the weekend.
    expect(withdrawalDeadline("2026-12-18")).toBe("2027-01-04");
    // Accepted 28 October 2026: the fourteenth day is Wednesday 11 November, Armistice.
    expect(withdrawalDeadline("2026-10-28")).toBe("2026-11-12");
  });
});

describe("priceBreakdown", () => {
  it("adds the VAT in cents, rounded to the cent", () => {
    expect(priceBreakdown("1490.00", 20)).toEqual({
      noTax: 149000,
      vat: 29800,
      total: 178800,
      vatRate: 20,
    });
    expect(priceBreakdown("99.99", 20).vat).toBe(2000);
  });

  it("leaves the price as it is for a provider exempt from VAT", () => {
    expect(priceBreakdown("990", 0)).toEqual({ noTax: 99000, vat: 0, total: 99000, vatRate: 0 });
  });
});

describe("contractPayments", () => {
  const days = ["2027-01-11", "2027-01-12", "2027-01-13"];

  it("asks at most 30 % after the deadline, the balance at the end of each day taught", () => {
    const { advance, balance } = contractPayments(178800, {
      signedDay: "2026-12-01",
      daysTaught: days,
    });
    expect(advance).toEqual({ due: "2026-12-16", amount: 53640 });
    expect(advance.amount / 178800).toBeLessThanOrEqual(0.3);
    expect(balance.map((payment) => payment.due)).toEqual(days);
    expect(advance.amount + balance.reduce((sum, payment) => sum + payment.amount, 0)).toBe(178800);
    expect(balance.map((payment) => formatEuros(payment.amount))).toEqual([
      "417,20\u00a0€",
      "417,20\u00a0€",
      "417,20\u00a0€",
    ]);
  });

  it("never rounds the advance above 30 % and puts the cents left on the last day", () => {
    const { advance, balance } = contractPayments(100001, {
      signedDay: "2026-12-01",
      daysTaught: days,
    });
    expect(advance.amount).toBe(30000);
    expect(balance.map((payment) => payment.amount)).toEqual([23333, 23333, 23335]);
  });

  it("asks nothing before the deadline, even for days taught before it", () => {
    // Accepted on 5 January for a course from 11 January: nothing is due before 20 January.
    const { advance, balance } = contractPayments(90000, {
      signedDay: "2027-01-05",
      daysTaught: days,
    });
    expect(advance.due).toBe("2027-01-20");
    expect(balance).toEqual([{ due: "2027-01-20", amount: 63000 }]);
  });
});

describe("what a contract must state itself (L6353-4)", () => {
  it("names each missing mention, and none once the trainer, their credentials and the programme are there", () => {
    expect(contractGaps({ trainer: null, trainerCredentials: " ", programme: false })).toEqual([
      "le formateur de la session",
      "les titres et références du formateur",
      "le programme de la formation",
    ]);
    expect(
      contractGaps({ trainer: "Inès Garnier", trainerCredentials: "Ingénieure", programme: true }),
    ).toEqual([]);
  });

  it("accepts a document by a button that says it commits to pay (L221-14)", () => {
    expect(acceptButtons).toEqual({
      convention: "Signer la convention avec obligation de paiement",
      contract: "Signer le contrat avec obligation de paiement",
    });
  });
});

describe("conventionGaps", () => {
  const company = {
    legalName: "Atelier Lumière SAS",
    siret: "12002701600035",
    address: "4 rue des Lilas, 69003 Lyon",
    signatoryName: "Claire Martin",
    signatoryPosition: "Responsable formation",
    signatoryEmail: "claire.martin@atelier-lumiere.fr",
  };

  it("names what the convention lacks of the company and its signatory", () => {
    expect(
      conventionGaps({ ...company, siret: null, address: " ", signatoryPosition: null }),
    ).toEqual([
      "son SIRET",
      "son adresse",
      "le nom, la fonction et l'adresse e-mail de son signataire",
    ]);
    expect(conventionGaps({ ...company, legalName: null })).toEqual([
      "la raison sociale de l'entreprise",
    ]);
  });

  it("lets a convention that names both parties be issued", () => {
    expect(conventionGaps(company)).toEqual([]);
  });
});
