import { describe, expect, it } from "vitest";
import { pdfText } from "./pdf-document";

describe("pdfText", () => {
  it("keeps French, prints other Latin letters as their base letter, and drops what the fonts lack", () => {
    expect(pdfText("Élodie Œuvray, 1\u202f490\u00a0€ – Łukasz Wałęsa, Ștefan 😀")).toBe(
      "Élodie Œuvray, 1\u00a0490\u00a0€ – Lukasz Walesa, Stefan ",
    );
  });

  it("turns control characters into spaces, line breaks kept", () => {
    expect(pdfText("a\tb\u0007c\nd")).toBe("a b c\nd");
  });
});
