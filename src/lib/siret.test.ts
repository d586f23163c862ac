import { describe, expect, it } from "vitest";
import { formatSiret, normalSiret } from "./siret";

describe("normalSiret", () => {
  it("reads a real establishment's SIRET, typed with spaces", () => {
    // INSEE's SIREN, with an establishment number whose key is right.
    expect(normalSiret("120 027 016 00035")).toBe("12002701600035");
  });

  it("refuses a wrong key, a short number and letters", () => {
    expect(normalSiret("12002701600036")).toBeNull();
    expect(normalSiret("1200270160003")).toBeNull();
    expect(normalSiret("1200270160003A")).toBeNull();
  });

  it("reads La Poste's establishments by their digit sum", () => {
    // 3+5+6 + 0… + 1+2+3+4 = 24: not a multiple of 5; then 25 is.
    expect(normalSiret("35600000001234")).toBeNull();
    expect(normalSiret("35600000001235")).toBe("35600000001235");
  });
});

describe("formatSiret", () => {
  it("groups the SIREN by three, then the establishment's number", () => {
    expect(formatSiret("12002701600035")).toBe("120 027 016 00035");
  });
});
