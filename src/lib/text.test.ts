import { describe, expect, it } from "vitest";
import { compareFrench, foldText, nameForMail } from "./text";

describe("foldText", () => {
  it("removes accents and case", () => {
    expect(foldText("Énergie Électrique à Noël")).toBe("energie electrique a noel");
  });
});

describe("compareFrench", () => {
  it("ignores case and accents", () => {
    expect(compareFrench("états-unis", "Etats-Unis")).toBe(0);
    expect(["Zambie", "Égypte", "allemagne"].sort(compareFrench)).toEqual([
      "allemagne",
      "Égypte",
      "Zambie",
    ]);
  });
});

describe("nameForMail", () => {
  it("keeps a person's name as typed", () => {
    expect(nameForMail("  Zoé   Martin-Dupré ")).toBe("Zoé Martin-Dupré");
    expect(nameForMail("J. Dupont")).toBe("J. Dupont");
  });

  it("removes links and domain names, whatever their form", () => {
    expect(nameForMail("Cliquez https://evil.example/x ou www.evil.example ou evil.fr/paye maintenant")).toBe("Cliquez ou ou maintenant");
    expect(nameForMail("hxxp:evil javascript://x ftp://files.example")).toBe("hxxp:evil");
  });

  it("keeps 80 characters at most, cut between words", () => {
    const name = nameForMail("Mot ".repeat(30));
    expect(name.length).toBeLessThanOrEqual(80);
    expect(name.endsWith("Mot")).toBe(true);
    expect(nameForMail("x".repeat(100))).toBe("x".repeat(80));
  });
});
