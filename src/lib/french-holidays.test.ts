import { describe, expect, it } from "vitest";
import { frenchPublicHoliday, isWorkingDay } from "./french-holidays";

describe("frenchPublicHoliday", () => {
  it("names the holidays that move with Easter", () => {
    // Easter 2027 is on 28 March; 2026's on 5 April.
    expect(frenchPublicHoliday("2027-03-29")).toBe("lundi de Pâques");
    expect(frenchPublicHoliday("2027-05-06")).toBe("Ascension");
    expect(frenchPublicHoliday("2027-05-17")).toBe("lundi de Pentecôte");
    expect(frenchPublicHoliday("2026-04-06")).toBe("lundi de Pâques");
    expect(frenchPublicHoliday("2026-05-14")).toBe("Ascension");
    expect(frenchPublicHoliday("2026-05-25")).toBe("lundi de Pentecôte");
  });

  it("names the fixed ones, and nothing else", () => {
    expect(frenchPublicHoliday("2026-11-11")).toBe("Armistice 1918");
    expect(frenchPublicHoliday("2026-12-25")).toBe("Noël");
    expect(frenchPublicHoliday("2027-07-14")).toBe("fête nationale");
    expect(frenchPublicHoliday("2027-03-28")).toBeNull();
    expect(frenchPublicHoliday("2026-12-24")).toBeNull();
  });
});

describe("isWorkingDay", () => {
  it("is a weekday that is no national holiday", () => {
    expect(isWorkingDay("2027-01-04")).toBe(true);
    expect(isWorkingDay("2027-01-01")).toBe(false);
    expect(isWorkingDay("2027-09-19")).toBe(false);
  });
});
