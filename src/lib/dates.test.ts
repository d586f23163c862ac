import { describe, expect, it } from "vitest";
import { addDays, parisDay } from "./dates";

describe("parisDay", () => {
  it("gives the Paris calendar day, not the UTC one", () => {
    // 23:30 UTC on 31 December is already 1 January in Paris (UTC+1 in winter).
    expect(parisDay(new Date("2025-12-31T23:30:00Z"))).toBe("2026-01-01");
    // 21:59 UTC on 30 June is 23:59 in Paris (UTC+2 in summer).
    expect(parisDay(new Date("2026-06-30T21:59:00Z"))).toBe("2026-06-30");
  });
});

describe("addDays", () => {
  it("crosses months, years and daylight-saving changes", () => {
    expect(addDays("2026-01-30", 3)).toBe("2026-02-02");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });
});
