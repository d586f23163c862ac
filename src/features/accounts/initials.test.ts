import { describe, expect, it } from "vitest";
import { initials } from "./initials";

describe("initials", () => {
  it("takes the first letter of the first and last names", () => {
    expect(initials("Camille", "Moreau")).toBe("CM");
    expect(initials(" élodie", "de la Tour")).toBe("ÉD");
  });
});
