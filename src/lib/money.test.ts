import { describe, expect, it } from "vitest";
import { formatPriceNoTax } from "./money";

describe("formatPriceNoTax", () => {
  it("groups thousands the French way and drops empty cents", () => {
    expect(formatPriceNoTax("1490.00")).toBe("1\u202f490 € HT");
  });

  it("keeps cents when there are some", () => {
    expect(formatPriceNoTax("99.5")).toBe("99,50 € HT");
  });
});
