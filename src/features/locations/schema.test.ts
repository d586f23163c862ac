import { describe, expect, it } from "vitest";
import { emptyLocation, locationColumns, locationSchema } from "./schema";

describe("the location form", () => {
  it("requires the country, saves blanks empty and lowercases the code", () => {
    expect(locationSchema.safeParse(emptyLocation).error?.issues[0]?.message).toBe(
      "Le pays est requis.",
    );
    const location = locationSchema.parse({
      ...emptyLocation,
      country: "Portugal",
      city: " ",
      country_code: "PT",
    });
    expect(locationColumns(location)).toEqual({
      country: "Portugal",
      city: null,
      country_code: "pt",
      address: null,
      permanent: true,
      stay_start: null,
      stay_end: null,
    });
  });

  it("clears the stay dates of a permanent location", () => {
    const location = locationSchema.parse({
      ...emptyLocation,
      country: "France",
      stay_start: "2026-05-01",
      stay_end: "2026-05-10",
    });
    expect([location.stay_start, location.stay_end]).toEqual([undefined, undefined]);
  });

  it("keeps a temporary stay, its end not before its start", () => {
    const stay = {
      ...emptyLocation,
      country: "Japon",
      permanent: false,
      stay_start: "2026-05-10",
      stay_end: "2026-05-01",
    };
    expect(locationSchema.safeParse(stay).error?.issues[0]?.message).toBe(
      "La date de fin ne peut pas précéder la date de début.",
    );
    expect(locationSchema.parse({ ...stay, stay_end: "2026-05-20" }).stay_end).toBe("2026-05-20");
  });

  it("refuses a country code that is not two letters", () => {
    expect(
      locationSchema.safeParse({ ...emptyLocation, country: "France", country_code: "FRA" }).error
        ?.issues[0]?.message,
    ).toBe("Deux lettres, par exemple FR.");
  });
});
