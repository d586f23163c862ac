import { describe, expect, it } from "vitest";
import { compareFrench, foldText, greetingName, holdsDigit, ofName, oneLine } from "./text";

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

describe("greetingName", () => {
  it("keeps a person's name, spaces tidied", () => {
    expect(greetingName("  Zoé   Martin-Dupré ")).toBe("Zoé Martin-Dupré");
    expect(greetingName("Anne-Sophie O’Neil d'Arc")).toBe("Anne-Sophie O’Neil d'Arc");
  });

  it("greets no one by a text that is more than a name: digits, links, punctuation, over 40 characters", () => {
    expect(
      greetingName(
        "client. URGENT : votre dossier CPF est suspendu, rappelez le 01 86 95 00 00 avant 18h",
      ),
    ).toBeNull();
    expect(greetingName("Service client www.evil.example")).toBeNull();
    expect(greetingName("Appelez le 0186950000")).toBeNull();
    expect(greetingName("J. Dupont")).toBeNull();
    expect(greetingName("-Zoé")).toBeNull();
    expect(greetingName("a".repeat(40))).toBe("a".repeat(40));
    expect(greetingName("a".repeat(41))).toBeNull();
  });
});

describe("holdsDigit", () => {
  it("finds a digit of any script", () => {
    expect(holdsDigit("Zoé Martin")).toBe(false);
    expect(holdsDigit("rappelez le 01")).toBe(true);
    expect(holdsDigit("٣")).toBe(true);
  });
});

describe("oneLine", () => {
  it("keeps what someone typed on one line, whatever breaks or controls it holds", () => {
    expect(oneLine("ACME SAS.\nAdresse IP : 192.0.2.1\r\u2028fin\u0007")).toBe(
      "ACME SAS. Adresse IP : 192.0.2.1 fin",
    );
    expect(oneLine("Acme\u202e SAS")).toBe("Acme SAS");
  });
});

describe("ofName", () => {
  it("elides « de » before a vowel or a mute h, not before a consonant", () => {
    expect(ofName("Emma Leroy")).toBe("d'Emma Leroy");
    expect(ofName("Atlas Tech Formation")).toBe("d'Atlas Tech Formation");
    expect(ofName("Inès Petit")).toBe("d'Inès Petit");
    expect(ofName("Hugo Lefèvre")).toBe("d'Hugo Lefèvre");
    expect(ofName("Éditions Lumen")).toBe("d'Éditions Lumen");
    expect(ofName("Yves Martin")).toBe("d'Yves Martin");
    expect(ofName("Paul Durand")).toBe("de Paul Durand");
    expect(ofName("Yanis Benali")).toBe("de Yanis Benali");
  });
});
