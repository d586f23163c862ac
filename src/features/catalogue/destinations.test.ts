import { describe, expect, it } from "vitest";
import {
  compareDestinations,
  destinationDatesText,
  destinationPage,
  DESTINATIONS_PER_PAGE,
  destinationTitle,
  mapCountries,
  type Destination,
  type DestinationEvent,
} from "./destinations";

function location(overrides: Partial<Destination> & { id: number; country: string }): Destination {
  return {
    country_code: null,
    city: null,
    permanent: false,
    stay_start: null,
    stay_end: null,
    image: null,
    next_event: null,
    ...overrides,
  };
}

const event = (overrides: Partial<DestinationEvent>): DestinationEvent => ({
  nom: "Salon",
  start_date: "2027-03-12",
  end_date: "2027-03-15",
  ...overrides,
});

describe("destinationDatesText", () => {
  it("says 'Tout le temps' for a permanent location", () => {
    expect(destinationDatesText(location({ id: 1, country: "France", permanent: true }))).toBe(
      "Tout le temps",
    );
  });

  it("gives the stay period of a temporary location, whatever its next event", () => {
    const stay = location({
      id: 1,
      country: "Portugal",
      stay_start: "2026-12-06",
      stay_end: "2027-01-06",
      next_event: event({}),
    });
    expect(destinationDatesText(stay)).toBe("Du 6 décembre 2026 au 6 janvier 2027");
  });

  it("gives flexible dates around the next event held there", () => {
    const here = location({ id: 1, country: "Allemagne", next_event: event({}) });
    expect(destinationDatesText(here)).toBe("Dates flexibles autour du 12 au 15 mars 2027");
  });

  it("reads 'autour du' for a one-day event too", () => {
    const here = location({
      id: 1,
      country: "France",
      next_event: event({ start_date: "2027-07-14", end_date: "2027-07-14" }),
    });
    expect(destinationDatesText(here)).toBe("Dates flexibles autour du 14 juillet 2027");
  });

  it("says 'Prochainement...' without any date", () => {
    expect(destinationDatesText(location({ id: 1, country: "Japon" }))).toBe("Prochainement...");
  });
});

describe("destinationPage", () => {
  const many = Array.from({ length: 2 * DESTINATIONS_PER_PAGE + 1 }, (_, index) =>
    location({ id: index + 1, country: `Pays ${String(index).padStart(3, "0")}` }),
  ).reverse();

  it("gives the cards a page at a time, in the list's order, and the number of pages", () => {
    const first = destinationPage(many, 1)!;
    expect(first.pages).toBe(3);
    expect(first.locations.map((place) => place.country)).toEqual(
      [...many]
        .sort(compareDestinations)
        .slice(0, DESTINATIONS_PER_PAGE)
        .map((p) => p.country),
    );
    expect(destinationPage(many, 3)!.locations.map((place) => place.id)).toEqual([49]);
    // Every destination once across the pages.
    const shown = [1, 2, 3].flatMap((page) => destinationPage(many, page)!.locations);
    expect(new Set(shown.map((place) => place.id)).size).toBe(many.length);
  });

  it("has a first page even without destinations, and none past the last or malformed", () => {
    expect(destinationPage([], 1)).toEqual({ locations: [], page: 1, pages: 1 });
    expect(destinationPage(many, 4)).toBeNull();
    expect(destinationPage(many, 0)).toBeNull();
    expect(destinationPage(many, 1.5)).toBeNull();
  });
});

describe("destinationTitle", () => {
  it("titles a card with the city, the country below", () => {
    expect(destinationTitle({ city: "Lisbonne", country: "Portugal" })).toEqual({
      title: "Lisbonne",
      subtitle: "Portugal",
    });
  });

  it("titles it with the country and 'Partout !' without a city", () => {
    expect(destinationTitle({ city: null, country: "Thaïlande" })).toEqual({
      title: "Thaïlande",
      subtitle: "Partout !",
    });
  });
});

describe("compareDestinations", () => {
  it("puts dated stays first by start, then permanent, then the others, ties by country then city", () => {
    const list = [
      location({ id: 1, country: "Japon", city: "Tokyo" }),
      location({ id: 2, country: "France", city: "Paris", permanent: true }),
      location({ id: 3, country: "Maroc", city: "Marrakech", stay_start: "2027-05-01" }),
      location({ id: 4, country: "Portugal", city: "Lisbonne", stay_start: "2026-12-06" }),
      location({ id: 5, country: "Espagne", city: "Barcelone", stay_start: "2027-05-01" }),
      location({ id: 6, country: "États-Unis", city: "Las Vegas" }),
      location({ id: 7, country: "france", city: "Lyon", permanent: true }),
      location({ id: 8, country: "Allemagne", city: "Berlin" }),
      location({ id: 9, country: "États-Unis", city: "Austin" }),
    ];
    expect(list.sort(compareDestinations).map((item) => item.city)).toEqual([
      "Lisbonne",
      "Barcelone",
      "Marrakech",
      "Lyon",
      "Paris",
      "Berlin",
      "Austin",
      "Las Vegas",
      "Tokyo",
    ]);
  });
});

describe("mapCountries", () => {
  it("colours a country green when any of its locations is permanent, pink otherwise", () => {
    const countries = mapCountries([
      location({ id: 1, country: "France", country_code: "fr", city: "Paris", permanent: true }),
      location({
        id: 2,
        country: "France",
        country_code: "FR",
        city: "Nice",
        stay_start: "2027-01-01",
        stay_end: "2027-01-10",
      }),
      location({ id: 3, country: "Thaïlande", country_code: "th" }),
      location({ id: 4, country: "Atlantide" }),
    ]);
    expect(countries).toEqual([
      {
        code: "fr",
        country: "France",
        tone: "permanent",
        places: [
          { name: "Nice", dates: "Du 1er au 10 janvier 2027" },
          { name: "Paris", dates: "Tout le temps" },
        ],
      },
      {
        code: "th",
        country: "Thaïlande",
        tone: "temporary",
        places: [{ name: "Partout !", dates: "Prochainement..." }],
      },
    ]);
  });
});
