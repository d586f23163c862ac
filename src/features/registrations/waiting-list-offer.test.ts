import { describe, expect, it } from "vitest";
import { offerExpiry } from "./waiting-list-offer";

describe("offerExpiry", () => {
  it("holds an offered place 48 hours", () => {
    expect(offerExpiry(new Date("2027-01-04T09:00:00Z"), "2027-01-11").toISOString()).toBe(
      "2027-01-06T09:00:00.000Z",
    );
  });

  it("never past the session's start: midnight in Paris of its first day", () => {
    expect(offerExpiry(new Date("2027-01-10T09:00:00Z"), "2027-01-11").toISOString()).toBe(
      "2027-01-10T23:00:00.000Z",
    );
  });
});
