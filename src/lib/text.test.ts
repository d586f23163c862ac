import { describe, expect, it } from "vitest";
import { compareFrench, foldText } from "./text";

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
