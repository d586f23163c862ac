import { describe, expect, it } from "vitest";
import { keepTogether } from "./mail-text";

const nbsp = (text: string) => text.replaceAll("_", "\u00a0");

describe("keepTogether", () => {
  it("keeps times, hours, amounts and phone numbers on one line", () => {
    expect(keepTogether("Du 11 au 13 janvier 2027, 9 h – 17 h.")).toBe(
      nbsp("Du 11 au 13 janvier 2027, 9_h_–_17_h."),
    );
    expect(keepTogether("le 14/12/2026 à 9 h 05 ; de 13 h 30 à 17 h")).toBe(
      nbsp("le 14/12/2026 à 9_h_05 ; de 13_h_30 à 17_h"),
    );
    expect(keepTogether("Prix : 1\u202f200 € HT, soit 1\u202f440,00 € TTC (TVA 20 %)")).toBe(
      nbsp("Prix : 1\u202f200_€_HT, soit 1\u202f440,00_€_TTC (TVA 20_%)"),
    );
    expect(keepTogether("Appelez le +33 1 84 60 42 17 ou le 01 84 60 42 17.")).toBe(
      nbsp("Appelez le +33_1_84_60_42_17 ou le 01_84_60_42_17."),
    );
  });

  it("leaves words, dates and other numbers alone", () => {
    for (const text of [
      "Session du 8 au 10 février 2027",
      "3 jours (21 heures), 8 stagiaires",
      "Bonjour Hugo, 2 hôtels à 300 m",
      "https://atlas.example/avis/abc 9 hello",
    ])
      expect(keepTogether(text)).toBe(text);
  });
});
