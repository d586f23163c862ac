import { describe, expect, it } from "vitest";
import { formatPriceNoTax } from "@/lib/money";
import { sessionWarnings } from "./session-checks";

const formation = { duration: "3 jours", price_no_tax: "1490.00", programme: true };
const session = { start_date: "2027-02-01", end_date: "2027-02-03", price_no_tax: "" };

describe("sessionWarnings", () => {
  it("says nothing of a session that matches its formation on weekdays", () => {
    expect(sessionWarnings(session, formation)).toEqual([]);
    expect(sessionWarnings({ ...session, price_no_tax: "1490" }, formation)).toEqual([]);
  });

  it("points out a length or a price that differs from the formation's", () => {
    expect(sessionWarnings({ ...session, end_date: "2027-02-02" }, formation)).toEqual([
      "La formation dure 3 jours ; cette session compte 2 jours de semaine.",
    ]);
    expect(sessionWarnings({ ...session, price_no_tax: "1290,50" }, formation)).toEqual([
      `Prix différent de celui de la formation (${formatPriceNoTax("1490.00")}).`,
    ]);
  });

  it("points out a weekend and each French public holiday the session covers", () => {
    // Friday 26 to Tuesday 30 March 2027: a weekend, then Easter Monday.
    expect(
      sessionWarnings({ ...session, start_date: "2027-03-26", end_date: "2027-03-30" }, formation),
    ).toEqual([
      "La session comprend un week-end : samedi 27 mars 2027.",
      "Jour férié pendant la session : lundi 29 mars 2027 (lundi de Pâques).",
    ]);
  });

  it("looks at nothing it cannot read, and never refuses", () => {
    expect(sessionWarnings({ ...session, start_date: "" }, formation)).toEqual([]);
    expect(sessionWarnings({ ...session, end_date: "2027-01-01" }, formation)).toEqual([]);
    expect(sessionWarnings(session, undefined)).toEqual([]);
  });

  it("says what a contract would lack: the credentials of the trainer it names, the formation's programme", () => {
    expect(sessionWarnings({ ...session, trainer: "Inès Garnier" }, formation)).toEqual([
      "Aucun contrat de formation ne pourra être établi pour un particulier sans les titres et références du formateur (article L6353-4 du Code du travail).",
    ]);
    expect(sessionWarnings(session, { ...formation, programme: false })).toEqual([
      "Aucun contrat de formation ne pourra être établi pour un particulier sans le formateur de la session, les titres et références du formateur et le programme de la formation (article L6353-4 du Code du travail).",
    ]);
    expect(
      sessionWarnings(
        { ...session, trainer: "Inès Garnier", trainer_credentials: "Ingénieure" },
        formation,
      ),
    ).toEqual([]);
  });
});
