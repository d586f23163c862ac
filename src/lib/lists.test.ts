import { describe, expect, it } from "vitest";
import { listOrNull, splitList, uniqueTrimmed } from "./lists";

describe("lists", () => {
  it("trims, drops blanks and keeps each label once", () => {
    expect(uniqueTrimmed([" Formateur ", "", "Formateur", "Direction", "  "])).toEqual([
      "Formateur",
      "Direction",
    ]);
  });

  it("splits comma-separated text", () => {
    expect(splitList("react,  next.js ,, react ")).toEqual(["react", "next.js"]);
  });

  it("saves an empty list as null", () => {
    expect(listOrNull([" ", ""])).toBeNull();
    expect(listOrNull(["Formatrice"])).toEqual(["Formatrice"]);
  });
});
