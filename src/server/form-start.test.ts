import { describe, expect, it } from "vitest";
import { formStartOf, signFormStart } from "./form-start";

const secret = "s".repeat(32);

describe("the contact form's signed start", () => {
  it("gives back the time it was signed with", () => {
    expect(formStartOf(secret, signFormStart(secret, 1_764_000_000_000))).toBe(1_764_000_000_000);
  });

  it("refuses a time the visitor chose, a token of another secret, and what is not a token", () => {
    const token = signFormStart(secret, 1_764_000_000_000);
    const [, mac] = token.split(".");
    // A robot moves the time back a minute and keeps the signature.
    expect(formStartOf(secret, `${1_764_000_000_000 - 60_000}.${mac}`)).toBeNaN();
    expect(formStartOf("t".repeat(32), token)).toBeNaN();
    for (const forged of [
      "",
      "1764000000000",
      String(Date.now() - 60_000),
      `${token}x`,
      `-1.${mac}`,
      `1e12.${mac}`,
    ]) {
      expect(formStartOf(secret, forged)).toBeNaN();
    }
  });
});
