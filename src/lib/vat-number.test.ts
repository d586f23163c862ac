import { describe, expect, it } from "vitest";
import { frenchVatNumber } from "./vat-number";

describe("frenchVatNumber", () => {
  it("computes the key of a SIREN, written with or without spaces", () => {
    // OVH SAS: FR22424761419, as its invoices print it.
    expect(frenchVatNumber("424 761 419")).toBe("FR22424761419");
    expect(frenchVatNumber("912345678")).toBe("FR74912345678");
  });

  it("pads a key under ten with a zero", () => {
    // 29 mod 97 = 29: key (12 + 87) mod 97 = 2.
    expect(frenchVatNumber("000000029")).toBe("FR02000000029");
  });

  it("refuses what is not a SIREN", () => {
    expect(() => frenchVatNumber("91234567")).toThrow("SIREN invalide : 91234567");
  });
});
