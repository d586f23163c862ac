import { describe, expect, it } from "vitest";
import { placesCard } from "./formation-places";

describe("placesCard", () => {
  it("titles one place 'Lieu de formation'", () => {
    expect(placesCard([{ country: "Portugal", city: "Lisbonne" }])).toEqual({
      title: "Lieu de formation",
      entries: ["Portugal : Lisbonne"],
      more: null,
    });
  });

  it("groups cities by country under 'Lieux disponibles'", () => {
    expect(
      placesCard([
        { country: "France", city: "Paris" },
        { country: "France", city: "Lyon" },
        { country: "Thaïlande", city: null },
      ]),
    ).toEqual({
      title: "Lieux disponibles",
      entries: ["France : Paris, Lyon", "Thaïlande"],
      more: null,
    });
  });

  it("lists at most five entries, then how many others there are", () => {
    const countries = ["A", "B", "C", "D", "E", "F", "G", "H"].map((country) => ({
      country,
      city: null,
    }));
    const card = placesCard(countries);
    expect(card?.entries).toEqual(["A", "B", "C", "D", "E"]);
    expect(card?.more).toBe("...et dans 3 autres lieux !");
    expect(placesCard(countries.slice(0, 6))?.more).toBe("...et dans 1 autre lieu !");
  });

  it("has no card without any place", () => {
    expect(placesCard([])).toBeNull();
  });
});
