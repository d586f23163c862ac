import { describe, expect, it } from "vitest";
import {
  findQuoteFormation,
  formChoices,
  locationOptionLabel,
  submitLabel,
  type FormationOption,
} from "./form-options";

const formations: FormationOption[] = [
  { id: 3, slug: "python", title: "Python", navigable: true, event: null },
  { id: 7, slug: "power-automate", title: "Power Automate", navigable: false, event: null },
];

describe("locationOptionLabel", () => {
  it("reads 'country - city', with the month or months of a stay", () => {
    expect(
      locationOptionLabel({
        id: 1,
        country: "France",
        city: "Paris",
        stay_start: null,
        stay_end: null,
      }),
    ).toBe("France - Paris");
    expect(
      locationOptionLabel({
        id: 2,
        country: "Thaïlande",
        city: null,
        stay_start: null,
        stay_end: null,
      }),
    ).toBe("Thaïlande");
    expect(
      locationOptionLabel({
        id: 3,
        country: "Portugal",
        city: "Lisbonne",
        stay_start: "2026-12-06",
        stay_end: "2026-12-20",
      }),
    ).toBe("Portugal - Lisbonne (décembre)");
    expect(
      locationOptionLabel({
        id: 4,
        country: "Maroc",
        city: "Marrakech",
        stay_start: "2027-04-20",
        stay_end: "2027-05-11",
      }),
    ).toBe("Maroc - Marrakech (avril/mai)");
  });
});

describe("formChoices", () => {
  it("gives the browser each formation's id, title and event, and each place's label, nothing more", () => {
    const event = { nom: "Salon No-Code Paris", location: 1 };
    const locations = [
      {
        id: 2,
        country: "Portugal",
        city: "Lisbonne",
        stay_start: "2026-12-06",
        stay_end: "2026-12-20",
      },
    ];
    expect(
      formChoices({
        formations: [
          ...formations,
          { id: 9, slug: "no-code", title: "No-code", navigable: true, event },
        ],
        locations,
      }),
    ).toEqual({
      formations: [
        { id: 3, title: "Python", eventName: null },
        { id: 7, title: "Power Automate", eventName: null },
        { id: 9, title: "No-code", eventName: "Salon No-Code Paris" },
      ],
      locations: [{ id: 2, label: "Portugal - Lisbonne (décembre)" }],
    });
  });
});

describe("findQuoteFormation", () => {
  it("finds the formation by slug or numeric id", () => {
    expect(findQuoteFormation("python", formations)?.id).toBe(3);
    expect(findQuoteFormation("7", formations)?.slug).toBe("power-automate");
    expect(findQuoteFormation("inconnue", formations)).toBeUndefined();
    expect(findQuoteFormation(undefined, formations)).toBeUndefined();
  });
});

describe("submitLabel", () => {
  it("depends on the mode and on the formation having a programme", () => {
    expect(submitLabel(formations[0])).toBe("DEMANDER UN DEVIS");
    expect(submitLabel(formations[1])).toBe("SE PRÉ-INSCRIRE");
    expect(submitLabel(undefined)).toBe("ENVOYER LE MESSAGE →");
  });
});
