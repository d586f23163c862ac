import { describe, expect, it } from "vitest";
import { certifiedValueOf, hoursOf, sharePlacePrice, unitPriceOf } from "./shares";

const fullDays = { certifiedMinutes: 21 * 60, plannedMinutes: 21 * 60 };

describe("sharing a place's price", () => {
  it("gives the OPCO its agreed amount and the company the rest when every hour is certified", () => {
    const shares = sharePlacePrice(149_000, fullDays, [
      { id: 31, agreedAmount: 100_000 },
      { id: 32, agreedAmount: null },
    ]);
    expect(Object.fromEntries(shares.amounts)).toEqual({ 31: 100_000, 32: 49_000 });
    expect(shares.unpaid).toBe(0);
  });

  it("bills a company paying alone the hours certified, not the hours missed", () => {
    const shares = sharePlacePrice(
      149_000,
      { certifiedMinutes: 14 * 60, plannedMinutes: 21 * 60 },
      [{ id: 4, agreedAmount: null }],
    );
    expect(Object.fromEntries(shares.amounts)).toEqual({ 4: 99_333 });
  });

  it("pays the OPCO the hours certified at the hourly price, under its agreement", () => {
    // 14 h of 21: 149 000 × 14 / 21 = 99 333,33… → 99 333 cents, under the 120 000 agreed.
    const shares = sharePlacePrice(
      149_000,
      { certifiedMinutes: 14 * 60, plannedMinutes: 21 * 60 },
      [
        { id: 7, agreedAmount: 120_000 },
        { id: 8, agreedAmount: null },
      ],
    );
    expect(shares.certifiedValue).toBe(99_333);
    // The 7 h not taught are billed to nobody (L6354-1).
    expect(Object.fromEntries(shares.amounts)).toEqual({ 7: 99_333, 8: 0 });
  });

  it("never lets funders together pay more than the certified hours are worth", () => {
    const shares = sharePlacePrice(100_000, { certifiedMinutes: 600, plannedMinutes: 1200 }, [
      { id: 1, agreedAmount: 40_000 },
      { id: 2, agreedAmount: 40_000 },
      { id: 3, agreedAmount: null },
    ]);
    // 10 h of 20 are worth 50 000: the first funder 40 000, the second the 10 000 left.
    expect(Object.fromEntries(shares.amounts)).toEqual({ 1: 40_000, 2: 10_000, 3: 0 });
  });

  it("says what nobody pays when no line takes the rest", () => {
    const shares = sharePlacePrice(149_000, fullDays, [{ id: 5, agreedAmount: 100_000 }]);
    expect(shares.unpaid).toBe(49_000);
  });

  it("counts no more minutes than were planned", () => {
    expect(certifiedValueOf(90_000, { certifiedMinutes: 500, plannedMinutes: 420 })).toBe(90_000);
    expect(certifiedValueOf(90_000, { certifiedMinutes: 0, plannedMinutes: 0 })).toBe(0);
  });
});

describe("quantities and unit prices", () => {
  it("states minutes as hours with two decimals", () => {
    expect(hoursOf(19 * 60 + 30)).toBe("19.50");
    expect(hoursOf(50)).toBe("0.83");
  });

  it("gives a unit price that times the quantity makes the amount to the cent", () => {
    const price = unitPriceOf(99_333, "14.00");
    expect(price).toBe("70.9521");
    expect(Math.round(Number(price) * 14 * 100)).toBe(99_333);
  });
});
