const MAX_LISTED_PLACES = 5;

export interface Place {
  country: string;
  city: string | null;
}

export interface PlacesCard {
  title: "Lieu de formation" | "Lieux disponibles";
  /** One line per country: 'France : Paris, Lyon', or the country alone. */
  entries: string[];
  /** '...et dans N autres lieux !' when more than five countries are concerned. */
  more: string | null;
}

/**
 * Where a formation is given: for an event formation the event's location, otherwise every
 * permanent location. Countries keep the order the places come in.
 */
export function placesCard(places: Place[]): PlacesCard | null {
  const citiesByCountry = new Map<string, string[]>();
  for (const place of places) {
    const cities = citiesByCountry.get(place.country) ?? [];
    if (place.city && !cities.includes(place.city)) cities.push(place.city);
    citiesByCountry.set(place.country, cities);
  }
  const entries = [...citiesByCountry].map(([country, cities]) =>
    cities.length ? `${country} : ${cities.join(", ")}` : country,
  );
  if (entries.length === 0) return null;
  const hidden = entries.length - MAX_LISTED_PLACES;
  return {
    title: places.length === 1 ? "Lieu de formation" : "Lieux disponibles",
    entries: entries.slice(0, MAX_LISTED_PLACES),
    more:
      hidden > 1
        ? `...et dans ${hidden} autres lieux !`
        : hidden === 1
          ? "...et dans 1 autre lieu !"
          : null,
  };
}
