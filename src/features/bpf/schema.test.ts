import { describe, expect, it } from "vitest";
import { bpfFixSchema, readBpfYear } from "./schema";

describe("the BPF page's year and fixes", () => {
  it("opens on the last closed year until its deadline, then on the year under way", () => {
    expect(readBpfYear({}, "2027-04-30", "12-31")).toBe(2026);
    expect(readBpfYear({}, "2027-05-01", "12-31")).toBe(2027);
    // A year closing on 30 June 2026 is prepared until 30 April 2027.
    expect(readBpfYear({}, "2026-11-29", "06-30")).toBe(2026);
    expect(readBpfYear({}, "2027-05-02", "06-30")).toBe(2027);
  });

  it("takes a year closed or under way from the address, and no other", () => {
    expect(readBpfYear({ annee: "2024" }, "2026-11-29", "12-31")).toBe(2024);
    expect(readBpfYear({ annee: "2026" }, "2026-11-29", "12-31")).toBe(2026);
    // A year not begun, a year before the site, or a forged value: the default.
    for (const annee of ["2027", "1999", "2026.5", "abc", ""])
      expect(readBpfYear({ annee }, "2026-11-29", "12-31")).toBe(2026);
  });

  it("refuses a fix outside the form's lists", () => {
    expect(bpfFixSchema.safeParse({ kind: "nsf", id: 3, value: "326" }).success).toBe(true);
    expect(bpfFixSchema.safeParse({ kind: "nsf", id: 3, value: "999" }).success).toBe(false);
    expect(bpfFixSchema.safeParse({ kind: "purpose", id: 3, value: "rncp:5" }).success).toBe(true);
    expect(bpfFixSchema.safeParse({ kind: "purpose", id: 3, value: "rncp" }).success).toBe(false);
    expect(bpfFixSchema.safeParse({ kind: "purpose", id: 3, value: "rs:5" }).success).toBe(false);
    expect(bpfFixSchema.safeParse({ kind: "cost", id: 3, value: "" }).success).toBe(false);
    expect(bpfFixSchema.parse({ kind: "cost", id: 3, value: "1 400,50" })).toEqual({
      kind: "cost",
      id: 3,
      value: 140_050,
    });
  });
});
